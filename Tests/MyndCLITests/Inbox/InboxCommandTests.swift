import Foundation
import MyndTestSupport
import Testing

/// Every answer a reply can give, through the built binary and dovecot, with the meaning the
/// CLI command gives it.
@Suite(.timed, .serialized, .enabled(if: InboxScene.available, "\(InboxScene.why)"), .timeLimit(.minutes(20)))
struct InboxCommandTests {
    @Test(arguments: [("Later", "snooze email"), ("Let it go.", "drop email"), ("keep", "keep email"), ("Dismiss", "dismiss email")])
    func answer_isRecordedAsTheCommandWouldBe(text: String, answer: String) throws {
        let scene = try InboxScene()
        try scene.imap.append(text: text, inReplyTo: try scene.sendFollowUp())
        try scene.refresh()
        let replies = try scene.replies()
        #expect(try scene.answers() == [answer], "\(replies)")
        if text == "Later" {
            // snooze_default: an hour after the answer.
            #expect(try scene.goalRow()["snoozedUntil"] as? Int == 1_795_176_000_000)
        }
        if text == "Let it go." {
            #expect(try scene.sandbox.query("SELECT goalId FROM dropped").count == 1)
        }
    }

    @Test func capture_addsAThought_andConfirm_sendsOneLine() throws {
        let scene = try InboxScene(extra: "confirm = true")
        let original = try scene.sendFollowUp()
        try scene.imap.append(text: "capture: Call Ana about the seeds", inReplyTo: original)
        try scene.refresh()
        let nodes = try scene.sandbox.query("SELECT type, content FROM node WHERE content = 'Call Ana about the seeds'")
        let replies = try scene.replies()
        #expect(nodes.count == 1, "\(replies)")
        try scene.imap.append(text: "done", inReplyTo: original)
        try scene.refresh(at: "2026-11-20T11:15:00Z")
        let sent = try scene.smtp.received()
        #expect(sent.count == 3, "the follow-up and two confirmations")
        // In the reply's thread; its line is the one `mynd done` prints: what was done, its
        // short id and words.
        let last = try #require(sent.last)
        let confirmation = try ReadEmail.parse(last.message)
        #expect(confirmation.header("Subject") == ["Re: Plant the spring bulbs"])
        let text = try #require(confirmation.parts.first?.text)
        #expect(text.hasPrefix("Done goal ") && text.contains(": Plant the spring bulbs"), "\(text)")
    }
}
