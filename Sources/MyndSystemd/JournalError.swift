internal import Glibc

/// A journal entry that was refused or could not be written.
package enum JournalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The field name breaks journald's rules; journald would drop the field silently.
    case invalidFieldName(String)
    /// The field is one `Journal.send` writes itself (MESSAGE, PRIORITY, CODE_*).
    case reservedFieldName(String)
    /// `sd_journal_sendv` failed with this errno, e.g. `ENOENT` when journald's socket
    /// does not exist.
    case sendFailed(errno: Int32)

    package var description: String {
        switch self {
        case .invalidFieldName(let name):
            return "journal field name '\(name)' is invalid: use A-Z, 0-9 and _, start with a letter, at most 64"
        case .reservedFieldName(let name):
            return "journal field \(name) is set by mynd itself: use another name"
        case .sendFailed(let errno):
            return "cannot write to the journal: \(String(cString: strerror(errno)))"
        }
    }

    /// The one place where sd-journal's return codes become errors.
    static func check(_ code: Int32) throws(JournalError) {
        if code < 0 { throw .sendFailed(errno: -code) }
    }
}
