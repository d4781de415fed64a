import Foundation
import GRDB
package import MyndCore

/// What went wrong with the database, phrased for the person at the terminal.
package enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    case notADatabase(path: String)
    case corrupt(path: String)
    case newerSchema(path: String, unknown: [String])
    case busy(path: String)
    case cannotOpen(path: String, reason: String)
    case readOnly(path: String)
    case diskFull(path: String)
    case unknownID(String)
    /// No follow-up has an id starting with this (dismiss takes a follow-up's id, not a goal's).
    case unknownFollowUp(String)
    case ambiguousID(String, candidates: [String])
    case notAnID(String)
    case invalid(String)
    /// An email reply answering what is no longer open, or too old: nothing was applied.
    case replyRefused(ReplyRefusal)
    case other(path: String, message: String)

    package var description: String {
        switch self {
        case .notADatabase(let path):
            return "\(path) is not a mynd database: move it aside or point --db at another file"
        case .corrupt(let path):
            return "\(path) is damaged: restore it from a backup, or move it aside and import your last export"
        case .newerSchema(let path, let unknown):
            return "\(path) was written by a newer mynd (schema \(unknown.joined(separator: ", "))): upgrade mynd to use it"
        case .busy(let path):
            return "\(path) is locked by another mynd process that did not finish in time: try again"
        case .cannotOpen(let path, let reason):
            return "cannot open \(path) (\(reason)): check that the folder exists and is writable, or use --db"
        case .readOnly(let path):
            return "\(path) is read-only: check its permissions"
        case .diskFull(let path):
            return "the disk holding \(path) is full: free some space and try again"
        case .unknownID(let prefix):
            return "no node has an id starting with '\(prefix)': see `mynd list --all` for ids"
        case .unknownFollowUp(let prefix):
            return "no follow-up has an id starting with '\(prefix)': see `mynd followups` for their ids"
        case .ambiguousID(let prefix, let candidates):
            return "'\(prefix)' matches several nodes (\(candidates.joined(separator: "; "))): type more of the id"
        case .notAnID(let text):
            return "'\(text)' is not a node id: ids are hex digits, as printed by `mynd list`"
        case .invalid(let message):
            return message
        case .replyRefused(let refusal):
            switch refusal {
            case .alreadyAnswered: return "that nudge was already answered: nothing changed"
            case .tooOld: return "that email is too old to act on (imap.reply_window): nothing changed"
            case .notListed: return "that digest did not list it: nothing changed"
            case .otherGoal: return "that email is about another goal: nothing changed"
            }
        case .other(let path, let message):
            return "database error in \(path): \(message)"
        }
    }

    /// The one place where SQLite's result codes become StoreErrors.
    static func from(_ error: any Error, path: String) -> any Error {
        if error is StoreError || error is ImportError { return error }
        // A value the schema would not admit: the file was changed by something other than mynd.
        if error is RowDecodingError || error is UnreadableValue { return StoreError.corrupt(path: path) }
        guard let db = error as? DatabaseError else { return error }
        // SQLite says SQLITE_FULL when a write finds the disk full, but an I/O error when it
        // cannot grow the WAL's shared-memory file — what a full disk does to every opening.
        if db.extendedResultCode == .SQLITE_IOERR_SHMSIZE { return StoreError.diskFull(path: path) }
        switch db.resultCode {
        case .SQLITE_NOTADB: return StoreError.notADatabase(path: path)
        case .SQLITE_CORRUPT: return StoreError.corrupt(path: path)
        case .SQLITE_BUSY, .SQLITE_LOCKED: return StoreError.busy(path: path)
        case .SQLITE_CANTOPEN: return StoreError.cannotOpen(path: path, reason: db.message ?? "unable to open")
        case .SQLITE_READONLY: return StoreError.readOnly(path: path)
        case .SQLITE_FULL: return StoreError.diskFull(path: path)
        case .SQLITE_PERM, .SQLITE_AUTH: return StoreError.cannotOpen(path: path, reason: "permission denied")
        default: return StoreError.other(path: path, message: db.message ?? "\(db.resultCode)")
        }
    }
}
