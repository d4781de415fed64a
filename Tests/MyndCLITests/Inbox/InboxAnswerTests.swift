import Foundation
import MyndTestSupport
import Testing

/// The answer a reply gets (issue 30 item 6), through the built binary, dovecot and aiosmtpd:
/// an outbox row written with the reply's record and sent by the one dispatcher — once,
/// retried with the outbox's backoff, in the reply's thread, and never taken for a nudge.
@Suite(.timed, .serialized, .enabled(if: InboxScene.available, "\(InboxScene.why)"), .timeLimit(.minutes(20)))
struct InboxAnswerTests {
    /// The outbox's answer rows.
    static func answerRows(_ scene: InboxScene) throws -> [[String: Any]] {
        try scene.sandbox.query("SELECT ref, status, attempts, lastError FROM outbox WHERE kind = 'answer' ORDER BY id")
    }

    /// What aiosmtpd took that is not the follow-up (the answers).
    static func answers(_ scene: InboxScene) throws -> [SMTPPeer.Received] {
        try scene.smtp.received().filter { EmailScene.header("Message-ID", in: $0.message)?.contains(".answer.") == true }
    }

    @Test func unreadableReply_serverRefusesFirst_getsExactlyOneAnswer_afterTheBackoff() throws {
        let scene = try InboxScene()
        let original = try scene.sendFollowUp()
        let busy = try scene.email.server(["--reject-rcpt", "451 4.7.1 Try again later"])
        try scene.configure(smtpURL: "smtp://127.0.0.1:\(busy.port)")
        let reply = try scene.imap.append(text: "What garden?", inReplyTo: original)

        let first = try scene.refresh()
        #expect(first.stdout.contains("1 not understood"), "\(first)")
        var rows = try Self.answerRows(scene)
        #expect(rows.count == 1, "\(rows)")
        #expect(rows.first?["ref"] as? String == reply.trimmingCharacters(in: ["<", ">"]))
        #expect(rows.first?["status"] as? String == "pending" && rows.first?["attempts"] as? Int == 1)
        #expect(rows.first?["lastError"] as? String == "the mail server said 451 4.7.1 Try again later")
        #expect(try busy.received().isEmpty)
        // Said as a delivery that waits, not as a nudge.
        let status = try scene.sandbox.ok(["status"], now: "2026-11-20T11:00:10Z").stdout
        #expect(status.contains("(answer via email): the mail server said 451"), "\(status)")

        // The server is back: the row waits out its backoff (1 min), then goes, once.
        try scene.configure()
        try scene.refresh(at: "2026-11-20T11:00:30Z")
        #expect(try Self.answers(scene).isEmpty)
        let second = try scene.refresh(at: "2026-11-20T11:01:30Z")
        #expect(second.stdout.contains("answer on email: sent via smtp 127.0.0.1"), "\(second)")
        try scene.refresh(at: "2026-11-20T11:15:00Z")
        try scene.refresh(at: "2026-11-20T12:00:00Z")
        let answers = try Self.answers(scene)
        #expect(answers.count == 1, "answered once")
        #expect(answers.first?.recipients == ["me@example.org"])
        let sent = try #require(answers.first)
        let text = try #require(try ReadEmail.parse(sent.message).parts.first?.text)
        #expect(text.contains("I wasn't sure what you meant by “What garden?”, so I changed nothing."), "\(text)")
        rows = try Self.answerRows(scene)
        #expect(rows.first?["status"] as? String == "sent" && rows.first?["attempts"] as? Int == 2, "\(rows)")

        // No nudge: one follow-up today, one in the list, the same one waiting for an answer.
        let json =
            try JSONSerialization.jsonObject(
                with: try scene.sandbox.ok(["status", "--json"], now: "2026-11-20T12:00:00Z").stdoutData) as? [String: Any]
        #expect(json?["notificationsToday"] as? Int == 1, "\(String(describing: json))")
        let nudges = json?["nudges"] as? [String: Any]
        #expect((nudges?["waiting"] as? [Any])?.count == 1, "\(String(describing: nudges))")
        let followUps =
            try JSONSerialization.jsonObject(
                with: try scene.sandbox.ok(["followups", "--all", "--json"], now: "2026-11-20T12:00:00Z").stdoutData) as? [Any]
        #expect(followUps?.count == 1)
    }

    @Test func theAnswer_threadsWithTheReply_evenUnderAnEncodedSubject_andAReplyToIt_answersTheNudge() throws {
        let scene = try InboxScene()
        let original = try scene.sendFollowUp()
        let subject = "Tulpen — jardín 🌱"
        let reply = try scene.imap.append(text: "Hmm, maybe", inReplyTo: original, subject: subject)
        try scene.refresh()
        let answer = try #require(try Self.answers(scene).first)
        let read = try ReadEmail.parse(answer.message)
        #expect(read.defects == [])
        #expect(read.header("Subject") == ["Re: \(subject)"])
        #expect(EmailScene.header("Subject", in: answer.message)?.contains("=?UTF-8?B?") == true, "RFC 2047 words on the wire")
        #expect(read.header("In-Reply-To") == [reply])
        #expect(read.header("References") == ["\(original) \(reply)"])
        #expect(read.header("Auto-Submitted") == ["auto-generated"])

        // Answering the answer: its References lead back to the follow-up, which the reply acts on.
        let answerID = try #require(read.header("Message-ID").first)
        try scene.imap.append(text: "done", inReplyTo: answerID, references: "\(original) \(reply) \(answerID)")
        try scene.refresh(at: "2026-11-20T11:15:00Z")
        #expect(try scene.answers() == ["unclear email", "done email"], "'Hmm, maybe' was not understood, 'done' was")
        #expect(try Self.answers(scene).count == 1, "no answer to an applied reply without [imap] confirm")
    }

    /// Killed after the reply and its answer are recorded (checkpoint 2) or as the answer is
    /// about to go (4: after run started, reply recorded, plan committed): the next run sends
    /// it, once.
    @Test(arguments: ["2", "4"])
    func killed_betweenRecordingAndSending_theAnswerGoesOnce(checkpoint: String) throws {
        let scene = try InboxScene()
        let original = try scene.sendFollowUp()
        try scene.imap.append(text: "What garden?", inReplyTo: original)
        let killed = try scene.sandbox.launch(["run", "refresh"], now: InboxScene.answerTime, extra: ["MYND_TEST_KILL_AT": checkpoint])
        let (_, signal) = try killed.finish()
        #expect(signal == SIGKILL)
        #expect(try Self.answers(scene).isEmpty)
        #expect(try Self.answerRows(scene).first?["status"] as? String == "pending")

        try scene.refresh(at: "2026-11-20T11:05:00Z")
        try scene.refresh(at: "2026-11-20T11:20:00Z")
        #expect(try Self.answers(scene).count == 1)
        #expect(try Self.answerRows(scene).map { $0["status"] as? String } == ["sent"])
        #expect(try scene.replies().count == 1)
    }

    @Test func duringQuietHours_theAnswerGoes_theNudgesWait() throws {
        let scene = try InboxScene()
        let original = try scene.sendFollowUp()
        try scene.imap.append(text: "What garden?", inReplyTo: original)
        // 23:00 UTC: inside the default quiet hours (22:00–07:00).
        let result = try scene.refresh(at: "2026-11-20T23:00:00Z")
        #expect(result.stdout.contains("answer on email: sent via"), "\(result)")
        #expect(try Self.answers(scene).count == 1)
    }
}

/// `mynd agent` looks at the inbox between refreshes, and the answers its look writes go out
/// through the outbox at once, as the refresh's would.
@Suite(
    .timed, .serialized, .enabled(if: InboxScene.available && Tools.haveBus, "\(InboxScene.why), and dbus-daemon"), .timeLimit(.minutes(20))
)
struct InboxAgentAnswerTests {
    @Test func agent_answersAnUnreadableReply_throughTheOutbox_once() throws {
        let scene = try InboxScene()
        let original = try scene.sendFollowUp()
        let bus = try PrivateBus()
        scene.sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        let agent = try AgentProcess(scene.sandbox, now: InboxScene.answerTime, extra: ["MYND_AGENT_INBOX_SECONDS": "1"])
        try agent.waitUntilListening()
        try scene.imap.append(text: "What garden?", inReplyTo: original)
        #expect(agent.waitForLog(timeout: 10) { $0.contains("1 not understood; 1 of 1 answer sent") }, "\(agent.log)")
        #expect(agent.terminate().status == 0)
        #expect(try InboxAnswerTests.answers(scene).count == 1)
        #expect(try InboxAnswerTests.answerRows(scene).map { $0["status"] as? String } == ["sent"])
        try scene.refresh(at: "2026-11-20T11:15:00Z")
        #expect(try InboxAnswerTests.answers(scene).count == 1, "the refresh after sends nothing again")
    }
}
