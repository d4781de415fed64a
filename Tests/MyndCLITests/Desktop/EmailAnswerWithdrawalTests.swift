import Foundation
import MyndTestSupport
import Testing

extension DesktopTests {
    /// Issue 28 item 11, with real peers: dunst showing the agent's nudge, dovecot holding the
    /// reply, aiosmtpd taking the email. When the agent's own look at the inbox applies an
    /// answer by email, the notification leaves the screen at once, not at the agent's next
    /// wake.
    @Suite(
        .enabled(if: Tools.haveDesktop && InboxScene.available, "needs dunst, Xvfb, dbus-daemon, dovecot and aiosmtpd"),
        .desktopSession, .timeLimit(.minutes(20)))
    final class EmailAnswerWithdrawalTests {
        @Test func aReplyTheAgentReads_takesItsNudgeOffTheScreenAtOnce() throws {
            let session = try #require(DesktopSession.current)
            try session.dunstctl("close-all")
            let scene = try InboxScene()
            let sandbox = scene.sandbox
            sandbox.use(session)
            let config = try String(contentsOfFile: sandbox.configPath, encoding: .utf8)
            try sandbox.writeConfig(
                config.replacingOccurrences(of: "followup = [\"email\"]", with: "followup = [\"desktop\", \"email\"]"))
            func displayed() throws -> Int {
                Int(try session.dunstctl("count", "displayed").trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
            }
            // A look at the inbox every 4 s: long enough that the wake after one is not "at once".
            let agent = try AgentProcess(sandbox, now: EmailScene.refreshTime, extra: ["MYND_AGENT_INBOX_SECONDS": "4"])
            try agent.waitUntilListening()
            let original = try scene.sendFollowUp()
            _ = try #require(session.waitForNotification(showing: scene.goal.content, timeout: 5), "\(agent.log)")
            #expect(try displayed() == 1)
            try scene.imap.append(text: "Done!", inReplyTo: original)
            #expect(sandbox.eventually(timeout: 10) { agent.log.contains("inbox: read: 1 applied") }, "\(agent.log)")
            #expect(try sandbox.eventually(timeout: 1) { try displayed() == 0 }, "still on screen: \(agent.log)")
            #expect(try scene.answers() == ["done email"])
            #expect(agent.terminate().status == 0)
        }
    }
}
