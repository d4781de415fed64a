import Foundation

extension String {
    /// One line of at most `limit` characters: line breaks folded into spaces, a longer text
    /// cut with "…". How goal text appears inside a message or a prompt.
    public func excerpt(_ limit: Int) -> String {
        let flat = split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
        guard flat.count > limit else { return flat }
        return flat.prefix(limit - 1).trimmingCharacters(in: .whitespaces) + "…"
    }
}
