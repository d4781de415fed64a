import Foundation
import MyndAI
import MyndMail

extension Config {
    /// `~` and `~/…` in a file the config names are the person's home (`$HOME`), as a shell
    /// would read them: mynd looks there, and an error names the expanded path.
    /// `~user` is left as written.
    mutating func expandHome(_ home: String) {
        func expanded(_ path: String?) -> String? { path.map { Self.expanding($0, home: home) } }
        supplyDir = expanded(supplyDir)
        ai.keyFile = expanded(ai.keyFile)
        smtp.caFile = expanded(smtp.caFile)
        smtp.passwordFile = expanded(smtp.passwordFile)
        imap.caFile = expanded(imap.caFile)
        imap.passwordFile = expanded(imap.passwordFile)
        calendar.caFile = expanded(calendar.caFile)
        calendar.passwordFile = expanded(calendar.passwordFile)
    }

    static func expanding(_ path: String, home: String) -> String {
        guard !home.isEmpty else { return path }
        if path == "~" { return home }
        if path.hasPrefix("~/") { return (home.hasSuffix("/") ? String(home.dropLast()) : home) + path.dropFirst() }
        return path
    }
}
