import Foundation
import MyndCore
import MyndStore

/// One reply, once read: recorded with what it changed (or why nothing), in one transaction.
extension InboxReader {
    /// Records one reading (applying what it asks); returns whether it was the person's.
    func handle(_ reading: ReplyReading, into report: inout Report) throws -> Bool {
        let now = intents.now
        // Recorded before, its flag lost: flagged as it was judged then, nothing applied again.
        if let outcome = try store.replyOutcome(reading.messageID) {
            report.seenBefore += 1
            return outcome != .ignored
        }
        switch reading.outcome {
        case .ignored(let reason):
            if try record(reading, nil, .ignored, reason) { report.ignored += 1 } else { report.seenBefore += 1 }
            return false
        case .reply(let row, let text):
            guard let plan = try intents.intents(for: row, text: text) else {
                if try record(reading, row.id, .ignored, "the email it answers is gone") { report.ignored += 1 }
                return false
            }
            if plan.intents.isEmpty, !plan.refused.isEmpty {
                // Only commands about another goal than the nudge's: refused, and said so.
                let answer = answers?.applied(reading, [], refused: plan.refused, zone: intents.zone, at: now)
                let reasons = plan.refused.map { "\(StoreError.replyRefused($0))" }
                if try record(reading, row.id, .refused, reasons.joined(separator: "; "), answer: answer) {
                    report.notApplied += reasons
                } else {
                    report.seenBefore += 1
                }
                return true
            }
            if plan.intents.isEmpty, !plan.problems.isEmpty {
                // Understood, and nothing it asks can be done (an unknown id, `snooze -3h`, a
                // NUL in a thought): said as the command line would say it.
                let answer = answers?.notApplied(reading, plan.problems, at: now)
                if try record(reading, row.id, .refused, plan.problems.joined(separator: "; "), answer: answer) {
                    report.notApplied += plan.problems
                } else {
                    report.seenBefore += 1
                }
                return true
            }
            if plan.intents.isEmpty {
                return try unreadable(reading, row, text, why: plan.unclear ?? .nothing, unread: plan.unread, into: &report)
            }
            return try apply(plan, answering: row, reading, into: &report)
        }
    }

    /// Applies what the reply asks, each command only while what it answers is open and within
    /// the window: the store judges that in the transaction that applies it.
    private func apply(_ plan: ReplyIntents.Plan, answering row: ReplyReading.Row, _ reading: ReplyReading, into report: inout Report)
        throws -> Bool
    {
        let now = intents.now
        let email: GraphStore.ReplyTarget.Email
        switch row.kind {
        case .digest: email = .digest(localDate: row.ref)
        case .followup, .answer:
            guard let id = UUID(uuidString: row.ref) else { return try unreadable(reading, row, "", why: .nothing, into: &report) }
            email = .followUp(id)
        }
        // A digest's lines are named by their ids in the answer, read before the transaction.
        let shortIDs = row.kind == .digest ? try store.shortIDs(plan.intents.compactMap(\.node)) : [:]
        // Said as the command line says it, in the person's zone: what status keeps. The
        // confirmation says the same in the person's language.
        let text = AnswerText(describe: Describe(now: now, zone: intents.zone))
        // What Claude took a free sentence for is kept with the reply, for `status`.
        let understood = plan.understood.map { "read by Claude — " + text.understood($0, id: $0.goal) }
        let detail = ([understood].compactMap { $0 } + plan.problems + plan.refused.map { "\(StoreError.replyRefused($0))" })
            .joined(separator: "; ")
        let record = try store.recordReply(
            messageID: reading.messageID, from: reading.from, outboxID: row.id, outcome: .applied, detail: detail, intents: plan.intents,
            answering: GraphStore.ReplyTarget(email, windowSeconds: windowSeconds), thread: reading.thread, at: now,
            describe: { intent, result in
                switch result {
                case .success(let outcome): text.summary(intent, outcome)
                case .failure(.replyRefused(let refusal)): "\(StoreError.replyRefused(refusal))"
                case .failure(let error): "not applied: \(error)"
                }
            },
            answer: { results in
                answers?.applied(
                    reading, results, refused: plan.refused, shortIDs: shortIDs, understood: plan.understood, zone: intents.zone, at: now)
            })
        switch record {
        case .recorded(let notes, let applied, let effects):
            report.effects.formUnion(effects)
            for (note, done) in zip(notes, applied) {
                if done { report.applied.append(note) } else { report.notApplied.append(note) }
            }
            report.notApplied += plan.refused.map { "\(StoreError.replyRefused($0))" }
        case .alreadySeen:
            report.seenBefore += 1
        }
        return true
    }

    /// A reply mynd could not read for certain: an answer all the same, never silence. It is
    /// recorded as one (the nudge stays open, its goal is not backed off), and mynd asks back
    /// once, in the person's language, with the words it does understand.
    /// `unread`: why the interpreter, when asked, gave nothing to act on.
    private func unreadable(
        _ reading: ReplyReading, _ row: ReplyReading.Row, _ text: String, why: ReplyMeaning.Unclear, unread: String? = nil,
        into report: inout Report
    ) throws -> Bool {
        let line = text.split(separator: "\n").first.map(String.init) ?? ""
        let said = line.isEmpty ? "an empty reply" : "'\(Terminal.line(line, limit: 60))'"
        let followUp = row.kind == .followup ? UUID(uuidString: row.ref) : nil
        let asked = try followUp.map(store.wasAskedBack) ?? false
        // The answer is written with the record: sent once by the outbox, whatever happens next.
        let answer = asked ? nil : answers?.unreadable(reading, line: line, example: try example(for: row), at: intents.now)
        let record = try store.recordReply(
            messageID: reading.messageID, from: reading.from, outboxID: row.id, outcome: .unreadable,
            detail: "not understood (\(why.rawValue)): \(said)" + (unread.map { "; \($0)" } ?? ""), intents: [], unclearAbout: followUp,
            thread: reading.thread,
            at: intents.now, answer: { _ in answer })
        guard record != .alreadySeen else {
            report.seenBefore += 1
            return true
        }
        report.unreadable += 1
        return true
    }

    /// The short id an example in the answer names: a goal the briefing listed, or the
    /// nudge's own goal.
    private func example(for row: ReplyReading.Row) throws -> String? {
        if row.kind == .digest { return try store.listedGoals(inDigest: row.ref).keys.sorted().first }
        guard let id = UUID(uuidString: row.ref), let followUp = try store.followUp(id) else { return nil }
        return try store.shortIDs([followUp.goalId])[followUp.goalId]
    }

    /// Records a reading with no change; false when it was recorded before.
    private func record(
        _ reading: ReplyReading, _ outboxID: Int64?, _ outcome: GraphStore.ReplyOutcome, _ detail: String, answer: OutboxItem? = nil
    ) throws -> Bool {
        let result = try store.recordReply(
            messageID: reading.messageID, from: reading.from, outboxID: outboxID, outcome: outcome, detail: detail, intents: [],
            thread: reading.thread, at: intents.now, answer: { _ in answer })
        return result != .alreadySeen
    }
}
