import Foundation

/// Values written into unit files. systemd reads `%` as the start of a specifier and splits
/// command lines and path lists at spaces and quotes, so a path is written with `%` doubled
/// and refused when it holds what would need quoting: a plain line is easier to read in
/// `systemctl cat` than an escaped one, and such paths are rare.
package enum UnitValue {
    /// `path` as it may stand in `ExecStart=`, `ReadWritePaths=`, `LoadCredential=` or
    /// `Environment=`; nil when it is not absolute or holds whitespace, quotes, a backslash,
    /// a `:` (LoadCredential's separator), `=` or a control character.
    package static func path(_ path: String) -> String? {
        guard path.hasPrefix("/") else { return nil }
        let refused: Set<Character> = [" ", "\t", "\"", "'", "\\", ":", "=", ";"]
        guard !path.contains(where: { refused.contains($0) || $0.isNewline || $0.asciiValue.map { $0 < 0x20 || $0 == 0x7f } == true })
        else { return nil }
        return path.replacingOccurrences(of: "%", with: "%%")
    }
}
