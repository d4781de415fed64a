import Foundation
import MyndCore
import MyndCurl
public import MyndStore

/// One look at the inbox: the replies to mynd's emails that are not yet processed are read,
/// obeyed when they are the person's, recorded, and then flagged (or moved) on the server.
///
/// Exactly once: a reply's Message-ID is recorded in the transaction that applies it, and the
/// flag comes after; a reply seen again (the flag was lost to a crash or a failed STORE) is
/// only flagged. Mail that is not obeyed keeps its unread mark.
public struct InboxReader {
    /// What a look found, for the run's report, the log and `status`.
    public struct Report: Equatable, Sendable {
        /// What each applied reply did ("done: Plant the garden").
        public var applied: [String] = []
        public var ignored = 0
        public var unreadable = 0
        public var tooLarge = 0
        /// Already recorded, flagged again.
        public var seenBefore = 0
        /// Why the look stopped early (the server, the time), or nil.
        public var stopped: String?
        /// Not looked: another run (the agent, a refresh) was reading the inbox.
        public var busy = false

        public init(stopped: String? = nil, busy: Bool = false) {
            self.stopped = stopped
            self.busy = busy
        }

        public var summary: String {
            var parts = ["\(applied.count) applied"]
            if ignored > 0 { parts.append("\(ignored) ignored") }
            if unreadable > 0 { parts.append("\(unreadable) not understood") }
            if tooLarge > 0 { parts.append("\(tooLarge) too large to read") }
            if seenBefore > 0 { parts.append("\(seenBefore) already applied") }
            return parts.joined(separator: ", ")
        }
    }

    public var store: GraphStore
    public var key: ReplyKey
    public var allowFrom: [String]
    public var intents: ReplyIntents
    /// Where applied replies go; nil flags them in place.
    public var processedFolder: String?
    /// The answers replies get (an outbox row each, written with the reply's record); nil
    /// answers none (no email to send them with).
    public var answers: ReplyAnswers?
    /// Called after a reply is recorded and before it is flagged: the crash tests' checkpoint.
    public var afterRecording: () -> Void = {}
    /// Before each message: throws to stop (the job's time is up).
    public var beforeEach: () throws -> Void = {}

    /// The largest message read: a reply is a few kilobytes; more is mail mynd leaves alone.
    public static let maximumBytes = 1_000_000
    /// Replies read in one look; the rest wait for the next.
    public static let maximumPerLook = 25
    /// The keyword that marks mail mynd has processed, so no look reads it twice.
    public static let doneKeyword = "$MyndDone"
    /// Only mail that answers an id of mynd's, and is not processed.
    public static let criteria = "UNKEYWORD \(doneKeyword) OR HEADER In-Reply-To \"@mynd.\" HEADER References \"@mynd.\""

    public init(store: GraphStore, key: ReplyKey, allowFrom: [String], intents: ReplyIntents, processedFolder: String?) {
        self.store = store
        self.key = key
        self.allowFrom = allowFrom
        self.intents = intents
        self.processedFolder = processedFolder
    }

    /// Reads what is new in `mailbox`. Server failures end the look with what was done kept.
    public func read(_ mailbox: any ReplyMailbox) throws -> Report {
        var report = Report()
        do {
            let uids = Array(try mailbox.search(Self.criteria).sorted().prefix(Self.maximumPerLook))
            let sizes = try mailbox.sizes(uids)
            for uid in uids {
                try beforeEach()
                guard let (size, seen) = sizes[uid] else { continue }
                guard size <= Self.maximumBytes else {
                    report.tooLarge += 1
                    try mailbox.store(uid, "+", [Self.doneKeyword])
                    continue
                }
                let bytes: Data
                do {
                    bytes = try mailbox.fetch(uid, limit: Self.maximumBytes)
                } catch .tooLarge {
                    report.tooLarge += 1
                    try mailbox.store(uid, "+", [Self.doneKeyword])
                    continue
                }
                let obeyed = try handle(ReplyReading([UInt8](bytes), key: key, allowFrom: allowFrom), into: &report)
                afterRecording()
                if obeyed, let processedFolder {
                    try mailbox.store(uid, "+", ["\\Seen", Self.doneKeyword])
                    try mailbox.move(uid, to: processedFolder)
                } else if obeyed {
                    try mailbox.store(uid, "+", ["\\Seen", Self.doneKeyword])
                } else {
                    // Not mynd's to read: marked so it is not fetched again, and unread if it was.
                    try mailbox.store(uid, "+", [Self.doneKeyword])
                    if !seen { try mailbox.store(uid, "-", ["\\Seen"]) }
                }
            }
        } catch let error as TransportError {
            report.stopped = error.description
        }
        return report
    }

    /// Records one reading (applying what it asks); returns whether it was the person's.
    private func handle(_ reading: ReplyReading, into report: inout Report) throws -> Bool {
        let now = intents.now
        // Recorded before, its flag lost: flagged as it was judged then, nothing applied again.
        if let outcome = try store.replyOutcome(reading.messageID) {
            report.seenBefore += 1
            return outcome != .ignored
        }
        switch reading.outcome {
        case .ignored(let reason):
            if try record(reading, nil, .ignored, reason, []) { report.ignored += 1 } else { report.seenBefore += 1 }
            return false
        case .unreadable(let row, let line):
            return try unreadable(reading, row, line, into: &report)
        case .commands(let row, let commands):
            guard let (planned, problems) = try intents.intents(for: row, commands) else {
                if try record(reading, row.id, .ignored, "the email it answers is gone", []) { report.ignored += 1 }
                return false
            }
            if planned.isEmpty {
                return try unreadable(reading, row, problems.first ?? "", into: &report)
            }
            let detail = problems.joined(separator: "; ")
            // Said as the command line says it, in the person's zone: what status keeps. The
            // confirmation says the same in the person's language.
            let text = AnswerText(describe: Describe(now: now, zone: intents.zone))
            switch try store.recordReply(
                messageID: reading.messageID, from: reading.from, outboxID: row.id, outcome: .applied, detail: detail, intents: planned,
                thread: reading.thread, at: now,
                describe: { intent, result in
                    switch result {
                    case .success(let outcome): text.summary(intent, outcome)
                    case .failure(let error): "not applied: \(error)"
                    }
                }, answer: { results in answers?.applied(reading, results, zone: intents.zone, at: now) })
            {
            case .recorded(let notes): report.applied += notes
            case .alreadySeen: report.seenBefore += 1
            }
            return true
        }
    }

    private func unreadable(_ reading: ReplyReading, _ row: ReplyReading.Row, _ line: String, into report: inout Report) throws -> Bool {
        let said = line.isEmpty ? "an empty reply" : "'\(Terminal.line(line, limit: 60))'"
        // The answer is written with the record: sent once by the outbox, whatever happens next.
        let answer = answers?.unreadable(reading, line: line, at: intents.now)
        guard try record(reading, row.id, .unreadable, "not understood: \(said)", [], answer: answer) else {
            report.seenBefore += 1
            return true
        }
        report.unreadable += 1
        return true
    }

    /// Records a reading with no change; false when it was recorded before.
    private func record(
        _ reading: ReplyReading, _ outboxID: Int64?, _ outcome: GraphStore.ReplyOutcome, _ detail: String, _ planned: [Intent],
        answer: OutboxItem? = nil
    ) throws -> Bool {
        let result = try store.recordReply(
            messageID: reading.messageID, from: reading.from, outboxID: outboxID, outcome: outcome, detail: detail, intents: planned,
            thread: reading.thread, at: intents.now, answer: { _ in answer })
        return result != .alreadySeen
    }
}
