import Foundation

/// The headers of the final response among the header lines libcurl passed on for one exchange.
///
/// libcurl hands over the lines of every response it read: interim ones (`100 Continue`,
/// `103 Early Hints`) and, with a proxy, the CONNECT answer. Each status line starts a new
/// response, so it drops what came before; trailers after a chunked body join the final block.
enum FinalResponseHeaders {
    static func parse(_ lines: [String]) -> [HTTPHeader] {
        var headers: [HTTPHeader] = []
        for line in lines {
            if line.hasPrefix("HTTP/") {
                headers.removeAll()
            } else if line.first == " " || line.first == "\t", let last = headers.indices.last {
                // An obsolete folded line continues the previous value.
                headers[last].value += " " + trimmed(Substring(line))
            } else if let colon = line.firstIndex(of: ":") {
                let name = trimmed(line[..<colon])
                guard !name.isEmpty else { continue }
                headers.append(HTTPHeader(name, trimmed(line[line.index(after: colon)...])))
            }
        }
        return headers
    }

    private static func trimmed(_ text: Substring) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
