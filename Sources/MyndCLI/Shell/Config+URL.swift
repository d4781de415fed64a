import Foundation

extension Config {
    /// What is wrong with a URL the config names, besides its scheme: a control character (a
    /// line break would end up in a request line or a header), or a port no socket has.
    static func urlProblem(_ url: String) -> String? {
        if url.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "holds a control character (a line break?)"
        }
        // The port as written: URLComponents gives up on some out-of-range ports altogether.
        if let hostStart = url.range(of: "://")?.upperBound {
            let authority = url[hostStart...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            if let colon = authority.lastIndex(of: ":"), !authority.hasSuffix("]") {
                let digits = authority[authority.index(after: colon)...]
                guard let port = Int(digits), (1...65_535).contains(port) else {
                    return "has port \(digits.isEmpty ? "(empty)" : String(digits)), which is not a port (1 to 65535)"
                }
            }
        }
        return nil
    }
}
