import Foundation

/// What an error's text may say about a request. Errors get logged and shown; request headers
/// carry an API key and SMTP carries a password, so errors name the host only and anything
/// libcurl or a server wrote is scrubbed of the secrets first.
enum ErrorText {
    /// The host named by `url`: never its user info, path or query, which can hold secrets.
    static func host(of url: String) -> String {
        guard let host = URLComponents(string: url)?.host, !host.isEmpty else { return "(no host in URL)" }
        return host
    }

    /// `text` with every occurrence of each secret replaced. Secrets shorter than three
    /// characters are left alone: replacing them would garble the text and hide nothing.
    static func redacting(_ secrets: [String], in text: String) -> String {
        secrets.filter { $0.count >= 3 }.reduce(text) { $0.replacingOccurrences(of: $1, with: "[redacted]") }
    }
}
