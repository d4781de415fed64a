import Foundation
import MyndCore
@testable import MyndMail
import MyndStore
import MyndTestSupport
import Testing

/// An interpreter that answers from a script and remembers what it was asked.
final class ScriptedInterpreter: ReplyInterpreter {
    struct Asked: Equatable {
        var text: String
        var nudge: NudgeInView
        var ref: String
        var seconds: Double
    }

    var answers: [ReplyInterpretation]
    private(set) var asked: [Asked] = []

    init(_ answers: [ReplyInterpretation]) {
        self.answers = answers
    }

    func interpret(_ text: String, answering nudge: NudgeInView, ref: String, now: Timestamp, secondsLeft: Double) throws
        -> ReplyInterpretation
    {
        asked.append(Asked(text: text, nudge: nudge, ref: ref, seconds: secondsLeft))
        return answers.isEmpty ? .unread("nothing scripted") : answers.removeFirst()
    }
}

/// The inbox asks its interpreter (Claude, in production) only about a reply the grammar read
/// as nothing at all; what it understood acts as the grammar's answer would, and the answer to
/// the reply says what it was taken to mean, confirmations or not.
@Suite(.timed) struct ReplyInterpreterTests {
    static let now = Timestamp(millisecondsSinceEpoch: 1_795_172_400_000)
    static let key = ReplyKey(bytes: Array(repeating: 9, count: 32))
    static let monday = utc("2026-11-23T09:00:00Z")

    let store: GraphStore
    let goal: Node
    let followUp: FollowUp
    let item: OutboxItem
    let mailbox = MemoryMailbox()

    init() throws {
        let nudge = try EmailedNudge(at: Self.now)
        (store, goal, followUp, item) = (nudge.store, nudge.goal, nudge.followUp, nudge.item)
        // Sent: the nudge waits for its answer (an unclear reply is recorded against it).
        _ = try store.markSent(item, at: Self.now)
    }

    func reader(_ interpreter: ScriptedInterpreter, language: Language = .english) -> InboxReader {
        let clock = ReplyClock(now: Self.now, zone: LocalTime(timeZone: TimeZone(identifier: "UTC")!))
        var intents = ReplyIntents(store: store, grammar: ReplyGrammar(clock: clock), interpreter: interpreter)
        intents.secondsForACall = { 7 }
        var reader = InboxReader(store: store, key: Self.key, allowFrom: ["me@example.org"], intents: intents, processedFolder: nil)
        reader.answers = ReplyAnswers(confirm: false, language: language)
        return reader
    }

    func reply(_ text: String, id: String = "<r1@client>") -> String {
        "From: me@example.org\r\nMessage-ID: \(id)\r\nIn-Reply-To: \(MessageID(outbox: item, host: "desk", key: Self.key))\r\n\r\n\(text)\r\n"
    }

    func answerBodies() throws -> [String] {
        try store.dueOutbox(channels: [.email], at: Self.now.adding(seconds: 86_400)).filter { $0.kind == .answer }.map(\.body)
    }

    @Test func whatTheGrammarReadsAsNothing_isAsked_andItsAnswerActs_andIsSaid() throws {
        let interpreter = ScriptedInterpreter([.answer(ReplyAnswer(.snooze, until: .at(Self.monday)))])
        mailbox.add(reply("Let me get back to this once the frost is over"))
        let report = try reader(interpreter).read(mailbox)
        #expect(
            interpreter.asked == [
                .init(
                    text: "Let me get back to this once the frost is over", nudge: .followUp(goal: "Plant the spring bulbs"),
                    ref: followUp.id.lowercasedString, seconds: 7)
            ])
        #expect(report.applied.count == 1 && report.unreadable == 0, "\(report)")
        #expect(try store.node(goal.id)?.snoozedUntil == Self.monday)
        #expect(try store.answers(for: goal.id).map(\.kind) == [.given(.snooze)])
        // Said though `[imap] confirm` is off: the person must know what a free sentence became.
        let bodies = try answerBodies()
        #expect(bodies == ["Understood: snoozed until 2026-11-23 09:00 GMT"], "\(bodies)")
        let recorded = try #require(try store.recentReplies().first)
        #expect(recorded.outcome == .applied && recorded.detail.contains("read by Claude — Understood: snoozed until"), "\(recorded)")
    }

    @Test func inGerman_theAnswerSaysItInGerman() throws {
        let interpreter = ScriptedInterpreter([.answer(ReplyAnswer(.snooze, until: .at(Self.monday)))])
        mailbox.add(reply("Lass uns das nach dem Frost angehen"))
        _ = try reader(interpreter, language: .german).read(mailbox)
        #expect(try answerBodies() == ["Verstanden: bis Montag, 23. November um 09:00 Uhr verschoben"])
    }

    /// A question, a denial or two answers at odds are unclear for what they say: no reader
    /// is asked, and what the grammar reads for certain needs none.
    @Test(arguments: ["Which garden?", "not done yet", "done, tomorrow", "done", "snooze 2d"])
    func aReplyTheGrammarReadsAsSomething_isNeverAsked(text: String) throws {
        let interpreter = ScriptedInterpreter([.answer(ReplyAnswer(.drop))])
        mailbox.add(reply(text))
        _ = try reader(interpreter).read(mailbox)
        #expect(interpreter.asked.isEmpty, "\(text)")
        #expect(try !store.answers(for: goal.id).contains { $0.kind == .given(.drop) }, "\(text)")
    }

    @Test func nothingRead_isRecordedUnclear_andAskedBackOnce_withWhy() throws {
        let interpreter = ScriptedInterpreter([.unread("Claude's answer was not taken: a refusal"), .unread("again")])
        mailbox.add(reply("Let me get back to this once the frost is over"))
        mailbox.add(reply("hmm, the frost", id: "<r2@client>"))
        let report = try reader(interpreter).read(mailbox)
        #expect(report.unreadable == 2 && report.applied.isEmpty, "\(report)")
        #expect(try store.node(goal.id)?.snoozedUntil == nil)
        #expect(try store.answers(for: goal.id).map(\.kind) == [.unclear, .unclear])
        let bodies = try answerBodies()
        #expect(bodies.count == 1 && bodies.first?.hasPrefix("I wasn't sure what you meant by") == true, "asked back once: \(bodies)")
        let details = try store.recentReplies().map(\.detail)
        #expect(
            details.contains { $0.hasPrefix("not understood (nothing): ") && $0.hasSuffix("; Claude's answer was not taken: a refusal") },
            "\(details)")
    }

    @Test func withoutAnInterpreter_nothingIsAsked_andTheReplyIsUnclearAsBefore() throws {
        var reader = self.reader(ScriptedInterpreter([]))
        reader.intents.interpreter = nil
        mailbox.add(reply("Let me get back to this once the frost is over"))
        #expect(try reader.read(mailbox).unreadable == 1)
        #expect(try store.recentReplies().first?.detail == "not understood (nothing): 'Let me get back to this once the frost is over'")
    }
}

/// Whatever an interpreter says, only an answer the nudge offers acts.
@Suite(.timed) struct ReplyInterpreterOfferTests {
    @Test func anAnswerTheNudgeDoesNotOffer_actsNot() throws {
        let scene = try ReplyInterpreterTests()
        let interpreter = ScriptedInterpreter([.answer(ReplyAnswer(.reopen))])
        scene.mailbox.add(scene.reply("Let me get back to this once the frost is over"))
        let report = try scene.reader(interpreter).read(scene.mailbox)
        #expect(report.unreadable == 1 && report.applied.isEmpty, "\(report)")
        let detail = try #require(try scene.store.recentReplies().first?.detail)
        #expect(detail.hasSuffix("; reopen is not an answer this nudge offers"), "\(detail)")
    }
}
