import Foundation
import MyndCore
import MyndDelivery
@testable import MyndMail
import MyndTestSupport
import Testing

@Suite(.timed) struct EmailChannelTests {
    @Test func followUp_isSent_toTheConfiguredEnvelope() throws {
        let fixture = try EmailFixture()
        let transport = RecordingMailTransport()
        let outcome = try fixture.channel(transport).deliver(fixture.followUpRow)
        #expect(outcome == .sent(via: "smtp test"))
        #expect(transport.delivered.count == 1)
        #expect(transport.delivered.first?.from == "mynd@example.org")
        #expect(transport.delivered.first?.to == ["me@example.org"])
        #expect(transport.delivered.first?.timeout == 25)
    }

    @Test(.enabled(if: !ServerProcess.python3Missing, "no /usr/bin/python3"))
    func followUp_withHostileGoalText_readsCleanly_andListsTheAnswers() throws {
        let fixture = try EmailFixture()
        let transport = RecordingMailTransport()
        _ = try fixture.channel(transport).deliver(fixture.followUpRow)
        let read = try ReadEmail.parse(try #require(transport.delivered.first).message)
        #expect(read.defects == [])
        #expect(read.ascii && read.bareLineFeeds == 0 && read.longLines == [0, 0])
        #expect(read.header("Bcc") == [])
        #expect(read.headers.count == 8)
        // The subject names the goal by its first line; the rest is in the body.
        #expect(read.header("Subject") == [Terminal.line(EmailFixture.hostile.firstLine, limit: 60)])
        #expect(
            read.header("Message-ID") == ["<outbox-\(fixture.followUpRow.id).followup.\(fixture.followUp.id.lowercasedString)@mynd.desk>"])
        let text = try #require(read.parts.first?.text)
        let html = try #require(read.parts.last?.text)
        let goal = try fixture.shortGoalID()
        for answer in ["mynd done \(goal)", "mynd snooze \(goal) 2d", "mynd show \(goal)", "mynd dismiss \(try fixture.shortFollowUpID())"]
        {
            #expect(text.contains(answer))
            #expect(html.contains("<code>\(answer)</code>"))
        }
        // The goal's own text, whole: its line breaks are lines of the text part, the lone "." too.
        #expect(text.contains("Goal: " + EmailFixture.hostile.replacingOccurrences(of: "\r\n", with: "\n")))
        #expect(text.contains("\n.\n"))
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; the jardín 🌱"))
    }

    @Test(.enabled(if: !ServerProcess.python3Missing, "no /usr/bin/python3"))
    func digest_readsCleanly_bothParts_rightHeaders_textBack() throws {
        let fixture = try EmailFixture()
        let transport = RecordingMailTransport()
        _ = try fixture.channel(transport).deliver(fixture.digestRow)
        let read = try ReadEmail.parse(try #require(transport.delivered.first).message)
        #expect(read.defects == [])
        #expect(read.contentType == "multipart/alternative")
        #expect(read.parts.map(\.contentType) == ["text/plain", "text/html"])
        #expect(read.header("Subject") == ["Good morning, Saturday 21 November"])
        #expect(read.header("Date") == ["Sat, 21 Nov 2026 09:00:00 +0100"])
        #expect(read.header("Message-ID") == ["<outbox-\(fixture.digestRow.id).digest.2026-11-21@mynd.desk>"])
        #expect(read.header("Auto-Submitted") == ["auto-generated"])
        #expect(read.from == ["mynd@example.org"] && read.to == ["me@example.org"])
        let text = try #require(read.parts.first?.text)
        // The digest as the outbox holds it, line for line: the insight, then its sections.
        #expect(text.hasPrefix(fixture.digestRow.body + "\n\nAnswer from a terminal: "))
        #expect(read.parts.last?.text.contains("<h3 style=\"margin-bottom: 0.2em;\">Today</h3>") == true)
        #expect(read.parts.last?.text.contains("<li><code>3f2a</code> ") == true)
        #expect(read.parts.last?.text.contains("<strong>Small steps still count.</strong>") == true)
        #expect(read.parts.last?.text.contains("&lt;script&gt;") == true)
    }

    @Test func sameRow_sentAgain_carriesTheSameMessageID() throws {
        let fixture = try EmailFixture()
        let transport = RecordingMailTransport()
        let first = try fixture.channel(transport)
        var later = try fixture.channel(transport)
        later.now = EmailFixture.now.adding(seconds: 3600)
        _ = first.deliver(fixture.digestRow)
        _ = later.deliver(fixture.digestRow)
        let ids = transport.delivered.map { Self.header("Message-ID", in: $0.message) }
        #expect(ids.count == 2 && ids[0] != nil && ids[0] == ids[1])
        let dates = transport.delivered.map { Self.header("Date", in: $0.message) }
        #expect(dates[0] != dates[1])
    }

    @Test(arguments: [
        (
            MailFailure.reply(code: 451, text: "4.7.1 Try again later"),
            DeliveryOutcome.retryLater("the mail server said 451 4.7.1 Try again later")
        ),
        (.reply(code: 421, text: "closing"), .retryLater("the mail server said 421 closing")),
        (.reply(code: 550, text: "5.1.1 No such user"), .failed("the mail server refused the message: 550 5.1.1 No such user")),
        (.reply(code: 554, text: "5.6.0 No"), .failed("the mail server refused the message: 554 5.6.0 No")),
        (.unreachable("cannot connect to mail.example.org: refused"), .retryLater("cannot connect to mail.example.org: refused")),
        (.unreachable("no answer from mail.example.org within 20 s"), .retryLater("no answer from mail.example.org within 20 s")),
        (
            .tls("TLS with x failed: certificate"),
            .retryLater("TLS with x failed: certificate (check smtp.url, smtp.starttls and smtp.ca_file)")
        ),
        (.unusable("cannot send mail: no recipients"), .failed("cannot send mail: no recipients")),
    ])
    func failure_becomesTheOutcome(_ failure: MailFailure, _ expected: DeliveryOutcome) throws {
        let fixture = try EmailFixture()
        #expect(try fixture.channel(RecordingMailTransport([failure])).deliver(fixture.digestRow) == expected)
    }

    @Test func unavailable_waits_withItsReason_andSendsNothing() throws {
        let fixture = try EmailFixture()
        let transport = RecordingMailTransport()
        let reason = "smtp.password_file = \"~/pw\": no such file: create it (chmod 600) or remove the setting"
        #expect(try fixture.channel(transport, unavailable: reason).deliver(fixture.digestRow) == .retryLater(reason))
        #expect(transport.attempts.isEmpty)
    }

    @Test func tooLittleTimeLeft_waits_withoutStartingAConversation() throws {
        let fixture = try EmailFixture()
        let transport = RecordingMailTransport()
        let outcome = try fixture.channel(transport, secondsLeft: 1.5).deliver(fixture.digestRow)
        #expect(outcome == .notTried("too little of this run's time left to talk to the mail server"), "no attempt counted")
        #expect(transport.attempts.isEmpty)
    }

    @Test func plentyOfTimeLeft_aConversationGetsAtMostAMinute() throws {
        let fixture = try EmailFixture()
        let transport = RecordingMailTransport()
        _ = try fixture.channel(transport, secondsLeft: 500).deliver(fixture.digestRow)
        #expect(transport.attempts.first?.timeout == 60)
    }

    static func header(_ name: String, in message: Data) -> String? {
        let text = String(decoding: message, as: UTF8.self)
        return text.components(separatedBy: "\r\n").first { $0.hasPrefix(name + ": ") }
    }
}
