import Foundation
import MyndTestSupport
import Testing

private let created = "2026-11-16T09:00:00Z"
private let morning = "2026-11-22T09:00:00Z"
private let later = "2026-11-22T09:30:00Z"

extension DesktopTests {
    /// An agent restarted while its notification is up, against dunst, which sends a
    /// notification's answers only to the connection that showed it: the new agent shows it
    /// again from its own connection, in place (the same id, the same text), and a button
    /// chosen in dunst's menu then acts. No new nudge is counted.
    @Suite(.timed, .desktopPeers, .desktopSession, .timeLimit(.minutes(20)))
    final class AgentTakeOverTests {
        let session: DesktopSession
        let sandbox: Sandbox

        init() throws {
            session = try .cleared()
            sandbox = try Sandbox(on: session)
        }

        @Test func aRestartedAgent_takesOverTheNotificationOnScreen_andItsButtonsWork() throws {
            let goal = try sandbox.add("goal", "Fix the bike", now: created).id
            let first = try AgentProcess(sandbox, now: morning)
            try first.waitUntilListening()
            _ = try sandbox.json(DesktopRunView.self, ["run", "refresh", "--json"], now: morning)
            let notification = try #require(session.waitForNotification(showing: "Fix the bike", timeout: 5), "never shown")
            #expect(first.terminate().status == 0)

            let second = try AgentProcess(sandbox, now: morning)
            try second.waitUntilListening()
            #expect(
                second.waitForLog(timeout: 10) { $0.contains("took over notification \(notification.id)") }, "\(second.log)")
            let shown = session.shownIDs(atLeast: 2)
            #expect(shown == [notification.id, notification.id], "replaced in place, not stacked: \(shown)")
            #expect(session.recorded(id: notification.id)?["DUNST_BODY"]?.contains("Fix the bike") == true)
            let followUps = try sandbox.followUps(now: later)
            #expect(followUps.count == 1 && followUps.first?.status == "delivered", "no new nudge: \(followUps)")

            try "[\(notification.id),done]".write(to: session.choiceFile, atomically: true, encoding: .utf8)
            try session.dunstctl("context")
            #expect(try sandbox.eventually { try sandbox.node(goal, now: later).completedAt != nil }, "\(second.log)")
            #expect(second.terminate().status == 0)
        }
    }
}
