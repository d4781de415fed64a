import Foundation
import MyndTestSupport
import Testing

/// IMAP read robustly (issue 30, item 4): a SEARCH of thousands of UIDs, a server that refuses
/// `$MyndDone`, one that never answers LOGOUT; and mail no person wrote, or that holds a NUL.
@Suite(.timed, .serialized, .enabled(if: InboxScene.available, "\(InboxScene.why)"), .timeLimit(.minutes(20)))
struct InboxServerTests {
    /// 4,010 unprocessed replies (a stranger's) among 989 personal mails: one SEARCH answer is
    /// a line of 25 kB, which libcurl cut to its first 40 bytes ("* SEARCH 61 … 70 1…") and
    /// glued to its last bytes. The UID made of the pieces, 1, named a personal mail, which mynd
    /// then fetched and flagged, and it saw 76 replies of 4,010.
    @Test func aSearchOfThousands_isReadWhole_andNothingOutsideItIsTouched() throws {
        let scene = try InboxScene()
        let original = try scene.sendFollowUp()
        try scene.imap.bulk([(true, 60), (false, 10), (true, 929), (false, 4000)], inReplyTo: original)
        let doctor = try scene.sandbox.run(["doctor"], now: InboxScene.answerTime)
        #expect(doctor.stdout.contains("mailbox read, 4010 replies waiting"), "\(doctor)")
        let result = try scene.refresh()
        #expect(result.stdout.contains("inbox: 0 applied, 25 ignored"), "\(result)")
        let messages = try scene.imap.messages()
        let personal = messages.values.filter { $0.messageID.hasPrefix("personal-") }
        #expect(personal.count == 989)
        #expect(personal.allSatisfy { $0.flags.isEmpty }, "no personal mail read or flagged: \(personal.filter { !$0.flags.isEmpty })")
        let recorded = try scene.sandbox.query("SELECT messageId FROM reply").compactMap { $0["messageId"] as? String }
        #expect(recorded.count == 25 && recorded.allSatisfy { $0.hasPrefix("reply-") }, "\(recorded)")
    }

    /// dovecot with `mail_max_keyword_length = 5` answers NO [CANNOT] to `$MyndDone`.
    @Test func aServerThatRefusesTheFlag_doesNotStopLaterReplies() throws {
        let scene = try InboxScene(imapConfig: ["mail_max_keyword_length = 5"])
        let original = try scene.sendFollowUp()
        try scene.imap.append(text: "capture: the first thought", inReplyTo: original)
        try scene.imap.append(text: "capture: the second thought", inReplyTo: original)
        let first = try scene.refresh()
        #expect(first.stdout.contains("inbox: 2 applied, 2 not flagged"), "\(first)")
        try scene.imap.append(text: "capture: a third, later", inReplyTo: original)
        let second = try scene.refresh(at: "2026-11-20T11:15:00Z")
        #expect(second.stdout.contains("inbox: 1 applied, 1 not flagged"), "\(second)")
        let thoughts = try scene.sandbox.query("SELECT content FROM node WHERE type = 'thought' ORDER BY createdAt")
        #expect(thoughts.compactMap { $0["content"] as? String } == ["the first thought", "the second thought", "a third, later"])
        #expect(try scene.imap.flags().values.allSatisfy { $0 == ["\\Seen"] }, "read, and no keyword")
    }

    /// A server that never answers LOGOUT held every look for the server response timeout
    /// (12 s) after its work was done.
    @Test func aServerThatNeverAnswersLogout_costsTheLookNothing() throws {
        let scene = try InboxScene()
        let stall = try ServerProcess(script: "imap_stall_server.py", arguments: [])
        try scene.configure(url: "imap://127.0.0.1:\(stall.port)/INBOX")
        let start = Date()
        let result = try scene.refresh()
        let seconds = Date().timeIntervalSince(start)
        #expect(result.stdout.contains("inbox: 0 applied"), "\(result)")
        #expect(seconds < 5, "the refresh took \(seconds) s")
    }

    @Test func automaticReplies_areNeitherObeyedNorAnswered() throws {
        let scene = try InboxScene()
        let original = try scene.sendFollowUp()
        let headers = [
            "Precedence: bulk", "Precedence: list", "Precedence: junk", "X-Autoreply: yes", "X-Autorespond: yes", "Precedence: auto_reply",
            "X-Auto-Response-Suppress: All", "X-Auto-Response-Suppress: DR, OOF, AutoReply",
        ]
        for header in headers {
            try scene.imap.append(text: "I am away until Monday", inReplyTo: original, headers: [header])
        }
        try scene.imap.append(text: "done", inReplyTo: original, headers: ["Precedence: list"])
        try scene.imap.append(text: "done", inReplyTo: original, headers: ["Auto-Submitted: auto-replied"])
        try scene.imap.append(text: "done", inReplyTo: original, headers: ["Precedence: auto_reply"])
        try scene.imap.append(text: "done", inReplyTo: original, headers: ["X-Auto-Response-Suppress: All"])
        let result = try scene.refresh()
        #expect(result.stdout.contains("inbox: 0 applied, 12 ignored"), "\(result)")
        #expect(try scene.goalRow()["completedAt"] is NSNull)
        #expect(try scene.smtp.received().count == 1, "no answer to a machine")
        let details = try scene.replies().compactMap { $0["detail"] as? String }
        #expect(details.allSatisfy { $0.hasPrefix("an automatic reply (") }, "\(details)")
    }

    @Test func aNulInACapturedThought_isRefused_asTheCommandLineRefusesIt() throws {
        let scene = try InboxScene()
        try scene.imap.append(text: "capture: before\\x00after", inReplyTo: try scene.sendFollowUp(), style: "base64", escapes: true)
        try scene.refresh()
        #expect(try scene.sandbox.query("SELECT content FROM node WHERE type = 'thought'").isEmpty)
        let texts = try scene.sentTexts()
        #expect(texts.contains { $0.contains("Not applied: capture: the text holds a NUL character") }, "\(texts)")
    }
}
