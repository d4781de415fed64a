import Foundation
import MyndCore
import MyndDelivery
@testable import MyndMail
import MyndStore
import MyndTestSupport
import Testing

/// The answer to a reply, as the email channel sends its outbox row: to whoever wrote the
/// reply, in the reply's thread, under the reply's subject.
@Suite(.timed) struct AnswerEmailTests {
    static let original = "outbox-1.followup.3f2a.0123456789abcdef0123@mynd.desk"

    /// A fixture whose store holds the reply `r1@phone.example` and an answer row for `ref`.
    static func answered(ref: String = "r1@phone.example") throws -> (EmailFixture, OutboxItem) {
        let fixture = try EmailFixture(goalText: "Plant the spring bulbs")
        let row = OutboxItem(
            kind: .answer, ref: ref, channel: .email, title: "Re: Tulpen — jardín 🌱", body: "I didn't understand 'x' <b>\nA second line",
            notBefore: EmailFixture.now, createdAt: EmailFixture.now)
        _ = try fixture.store.recordReply(
            messageID: "r1@phone.example", from: "me@example.org", outboxID: fixture.followUpRow.id, outcome: .unreadable, detail: "",
            intents: [], thread: ["older@phone.example", original], at: EmailFixture.now, answer: { _ in row })
        let due = try fixture.store.dueOutbox(channels: [.email], at: EmailFixture.now)
        return (fixture, try #require(due.first { $0.kind == .answer }))
    }

    @Test(.enabled(if: !ServerProcess.python3Missing, "no /usr/bin/python3"))
    func anAnswer_goesToWhoeverReplied_inTheirThread() throws {
        let (fixture, row) = try Self.answered()
        let transport = RecordingMailTransport()
        #expect(try fixture.channel(transport).deliver(row) == .sent(via: "smtp test"))
        let sent = try #require(transport.delivered.first)
        #expect(sent.to == ["me@example.org"], "the envelope: the reply's sender, not [smtp] to")
        let read = try ReadEmail.parse(sent.message)
        #expect(read.defects == [])
        #expect(read.to == ["me@example.org"])
        #expect(read.header("Subject") == ["Re: Tulpen — jardín 🌱"])
        #expect(read.header("In-Reply-To") == ["<r1@phone.example>"])
        #expect(read.header("References") == ["<older@phone.example> <\(Self.original)> <r1@phone.example>"])
        // Unsigned: a reply to the answer is read as one to the follow-up its References name.
        #expect(read.header("Message-ID") == ["<outbox-\(row.id).answer.r1-phone-example@mynd.desk>"])
        #expect(read.parts.first?.text == "I didn't understand 'x' <b>\nA second line")
        let html = try #require(read.parts.last?.text)
        #expect(html.contains("<p>A second line</p>") && html.contains("&lt;b&gt;") && !html.contains("<b>"), "\(html)")
    }

    @Test func anAnswer_whoseReplyIsNoLongerRecorded_failsForGood() throws {
        let (fixture, row) = try Self.answered(ref: "gone@phone.example")
        let transport = RecordingMailTransport()
        #expect(try fixture.channel(transport).deliver(row) == .failed("the reply this answers is no longer recorded"))
        #expect(transport.attempts.isEmpty)
    }
}
