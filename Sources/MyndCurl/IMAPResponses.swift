import Foundation

/// What a mailbox's SELECT said about it (RFC 3501 §6.3.1): how many messages it holds, the
/// UIDs' validity and the next one, and the flags it keeps.
package struct MailboxState: Equatable, Sendable {
    package var exists: Int
    package var uidValidity: UInt64
    /// The UID the next message will get; nil when the server did not say.
    package var uidNext: UInt64?
    /// PERMANENTFLAGS; nil when the server did not say (then every flag is kept).
    package var permanentFlags: [String]?

    package init(exists: Int, uidValidity: UInt64, uidNext: UInt64? = nil, permanentFlags: [String]? = nil) {
        self.exists = exists
        self.uidValidity = uidValidity
        self.uidNext = uidNext
        self.permanentFlags = permanentFlags
    }

    /// Whether the mailbox keeps `flag` once set: named in PERMANENTFLAGS, or `\*` (any
    /// keyword may be made) for a keyword.
    package func keeps(_ flag: String) -> Bool {
        guard let permanentFlags else { return true }
        return permanentFlags.contains { $0.caseInsensitiveCompare(flag) == .orderedSame || (!flag.hasPrefix("\\") && $0 == "\\*") }
    }
}

/// The server's untagged lines, read. Pure, so the rules are tested without a server.
enum IMAPResponses {
    /// The state in the untagged lines of a SELECT.
    static func selected(_ lines: [String]) -> MailboxState {
        var state = MailboxState(exists: 0, uidValidity: 0)
        for line in lines where line.hasPrefix("* ") {
            let words = line.dropFirst(2).split(separator: " ")
            if words.count >= 2, words[1].uppercased() == "EXISTS", let count = Int(words[0]) { state.exists = count }
            if let value = code("UIDVALIDITY", in: line).flatMap(UInt64.init) { state.uidValidity = value }
            if let value = code("UIDNEXT", in: line).flatMap(UInt64.init) { state.uidNext = value }
            if let range = line.range(of: "[PERMANENTFLAGS ("), let close = line[range.upperBound...].firstIndex(of: ")") {
                state.permanentFlags = line[range.upperBound..<close].split(separator: " ").map(String.init)
            }
        }
        return state
    }

    /// The value of a response code `[NAME value]` in `line`.
    private static func code(_ name: String, in line: String) -> String? {
        guard let range = line.range(of: "[\(name) ") else { return nil }
        return line[range.upperBound...].prefix { $0 != "]" }.trimmingCharacters(in: .whitespaces)
    }

    /// The UIDs of a UID SEARCH over at most `window` messages, or nil when the response did
    /// not arrive whole: a line that is not an untagged response (a long line cut and its
    /// pieces glued), a SEARCH word that is not a UID, one UID twice, more UIDs than messages
    /// searched.
    static func searched(_ lines: [String], window: Int) -> [UInt64]? {
        var uids: [UInt64] = []
        for line in lines {
            guard line.hasPrefix("* ") else { return nil }
            let words = line.split(separator: " ")
            guard words.count >= 2, words[1].uppercased() == "SEARCH" else { continue }
            for word in words.dropFirst(2) {
                guard let uid = UInt64(word), uid > 0, uid <= UInt64(UInt32.max) else { return nil }
                uids.append(uid)
            }
        }
        guard uids.count <= window, Set(uids).count == uids.count else { return nil }
        return uids
    }

    /// How many messages one SEARCH may cover so that its response line, at most this many
    /// UIDs of the length of `uidNext`, stays well below what libcurl takes as one line
    /// (`bufferSize` / 2: a longer line is cut, and its first and last pieces glued).
    static func window(uidNext: UInt64?, bufferSize: Int) -> Int {
        let digits = String(uidNext ?? UInt64(UInt32.max)).count
        return max(1, bufferSize / 4 / (digits + 1))
    }
}
