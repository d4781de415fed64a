import Foundation
package import MyndCore
import MyndCurl
package import MyndStore

/// One look at the inbox: the replies to mynd's emails that are not yet processed are read,
/// obeyed when they are the person's, recorded, and then flagged (or moved) on the server.
///
/// Exactly once: a reply's Message-ID is recorded in the transaction that applies it, and the
/// flag comes after; a reply seen again (the flag was lost to a crash or a failed STORE) is
/// only flagged. Mail that is not obeyed keeps its unread mark. What was read is also kept
/// here, by UID: a server that refuses `$MyndDone` (or takes it and forgets it) does not
/// make the next look read the same replies and never reach the newer ones.
package struct InboxReader {
    /// What a look found, for the run's report, the log and `status`.
    package struct Report: Equatable, Sendable {
        /// What each applied command did ("done: Plant the garden").
        package var applied: [String] = []
        /// Commands of the person's that changed nothing, and why ("that nudge was already
        /// answered", "not applied: this goal is already done").
        package var notApplied: [String] = []
        package var ignored = 0
        package var unreadable = 0
        package var tooLarge = 0
        /// Already recorded, flagged again.
        package var seenBefore = 0
        /// Read, but the server would not keep its flag: remembered here instead.
        package var unflagged = 0
        /// Why the look stopped early (the server, the time), or nil.
        package var stopped: String?
        /// Not looked: another run (the agent, a refresh) was reading the inbox.
        package var busy = false
        /// What must follow the answers applied (`AnswerEffects`): a notification to take
        /// off, the agent to wake for a snooze's end.
        package var effects: Set<AnswerEffect> = []

        package init(stopped: String? = nil, busy: Bool = false) {
            self.stopped = stopped
            self.busy = busy
        }

        package var summary: String {
            var parts = ["\(applied.count) applied"]
            if !notApplied.isEmpty { parts.append("\(notApplied.count) not applied") }
            if ignored > 0 { parts.append("\(ignored) ignored") }
            if unreadable > 0 { parts.append("\(unreadable) not understood") }
            if tooLarge > 0 { parts.append("\(tooLarge) too large to read") }
            if seenBefore > 0 { parts.append("\(seenBefore) already applied") }
            if unflagged > 0 { parts.append("\(unflagged) not flagged (the server refused \(InboxReader.doneKeyword): kept here)") }
            return parts.joined(separator: ", ")
        }
    }

    package var store: GraphStore
    package var key: ReplyKey
    package var allowFrom: [String]
    package var intents: ReplyIntents
    /// Where applied replies go; nil flags them in place.
    package var processedFolder: String?
    /// How long after its email a reply may act (`[imap] reply_window`).
    package var windowSeconds = ReplyStanding.defaultWindowSeconds
    /// The answers replies get (an outbox row each, written with the reply's record); nil
    /// answers none (no email to send them with).
    package var answers: ReplyAnswers?
    /// Called after a reply is recorded and before it is flagged: the crash tests' checkpoint.
    package var afterRecording: () -> Void = {}
    /// Before each message: throws to stop (the job's time is up).
    package var beforeEach: () throws -> Void = {}

    /// The largest message read: a reply is a few kilobytes; more is mail mynd leaves alone.
    package static let maximumBytes = 1_000_000
    /// Replies read in one look; the rest wait for the next.
    package static let maximumPerLook = 25
    /// The keyword that marks mail mynd has processed, so no look reads it twice.
    package static let doneKeyword = "$MyndDone"
    /// Only mail that answers an id of mynd's, and is not processed.
    package static let criteria = "UNKEYWORD \(doneKeyword) OR HEADER In-Reply-To \"@mynd.\" HEADER References \"@mynd.\""

    package init(store: GraphStore, key: ReplyKey, allowFrom: [String], intents: ReplyIntents, processedFolder: String?) {
        self.store = store
        self.key = key
        self.allowFrom = allowFrom
        self.intents = intents
        self.processedFolder = processedFolder
    }

    /// Reads what is new in `mailbox`. Server failures end the look with what was done kept;
    /// a flag the server refuses does not.
    package func read(_ mailbox: any ReplyMailbox) throws -> Report {
        var report = Report()
        do {
            let state = try mailbox.open()
            let found = try mailbox.search(Self.criteria)
            let known = try store.readBefore(found, mailbox: mailbox.identity, uidValidity: state.uidValidity)
            let uids = Array(found.filter { !known.contains($0) }.sorted().prefix(Self.maximumPerLook))
            var flags = Flagging(mailbox: mailbox, keyword: state.keeps(Self.doneKeyword) ? Self.doneKeyword : nil)
            let sizes = try mailbox.sizes(uids)
            for uid in uids {
                try beforeEach()
                guard let (size, seen) = sizes[uid] else { continue }
                var obeyed: Bool?
                if size <= Self.maximumBytes, let bytes = try Self.fetch(uid, from: mailbox) {
                    obeyed = try handle(ReplyReading([UInt8](bytes), key: key, allowFrom: allowFrom), into: &report)
                    afterRecording()
                }
                if obeyed == nil { report.tooLarge += 1 }
                try flags.mark(uid, obeyed: obeyed, wasSeen: seen, moveTo: processedFolder, into: &report)
                // Marked on the server as far as it lets us (a lost connection throws above: the
                // next look reads it again, finds its record and marks it then).
                try store.rememberRead(uid, mailbox: mailbox.identity, uidValidity: state.uidValidity, at: intents.now)
            }
        } catch let error as TransportError {
            report.stopped = error.description
        }
        return report
    }

    /// The message, or nil when it proves larger than `maximumBytes` (its size was wrong).
    private static func fetch(_ uid: UInt64, from mailbox: any ReplyMailbox) throws(TransportError) -> Data? {
        do {
            return try mailbox.fetch(uid, limit: maximumBytes)
        } catch {
            if case .tooLarge = error { return nil }
            throw error
        }
    }
}

/// How a look marks what it read on the server: `\Seen` and the done keyword (or a move) for
/// an obeyed reply; the keyword, and the unread mark given back, for mail not obeyed; the
/// keyword alone for mail too large to read. A server that refuses a flag (or cannot keep the
/// keyword: not in its PERMANENTFLAGS) is asked no more in this look; the store remembers.
private struct Flagging {
    let mailbox: any ReplyMailbox
    var keyword: String?

    mutating func mark(_ uid: UInt64, obeyed: Bool?, wasSeen: Bool, moveTo folder: String?, into report: inout InboxReader.Report)
        throws(TransportError)
    {
        var refused = false
        switch obeyed {
        case true?:
            refused = try !add(uid, ["\\Seen"] + (keyword.map { [$0] } ?? []))
            if let folder {
                do { try mailbox.move(uid, to: folder) } catch .refused { refused = true }
            }
        case false?:
            // Not mynd's to read: marked so it is not fetched again, and unread if it was.
            if let keyword { refused = try !add(uid, [keyword]) }
            if !wasSeen {
                do { try mailbox.store(uid, "-", ["\\Seen"]) } catch .refused { refused = true }
            }
        case nil:
            if let keyword { refused = try !add(uid, [keyword]) }
        }
        if refused || keyword == nil { report.unflagged += 1 }
    }

    /// Adds `flags`; false when the server refused them (and then the keyword is not asked for
    /// again, and `\Seen` is tried alone).
    private mutating func add(_ uid: UInt64, _ flags: [String]) throws(TransportError) -> Bool {
        do {
            try mailbox.store(uid, "+", flags)
            return true
        } catch .refused {
            guard let keyword, flags.contains(keyword) else { return false }
            self.keyword = nil
            let rest = flags.filter { $0 != keyword }
            if !rest.isEmpty { _ = try add(uid, rest) }
            return false
        }
    }
}
