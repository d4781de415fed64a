import Foundation
import MyndTestSupport
import Testing

extension DesktopTests {
    /// Issue 28 items 1 and 5 on a real notification server (dunst): a nudge offers *Did a
    /// step* before *Later* and *I handled it*, and choosing it keeps the goal open; a nudge
    /// about a person offers *Reached out* and *Later*, nothing else.
    @Suite(
        .desktopPeers,
        .desktopSession, .timeLimit(.minutes(20)))
    final class DesktopStepTests {
        let session: DesktopSession
        let sandbox: Sandbox
        static let created = "2026-11-16T09:00:00Z"
        static let morning = "2026-11-22T09:00:00Z"
        static let later = "2026-11-22T09:30:00Z"

        init() throws {
            session = try .cleared()
            sandbox = try Sandbox(on: session)
        }

        /// Opens dunst's menu for notification `id`, choosing the line that starts with
        /// `choice`; returns the menu as dunst listed it.
        private func menu(choosing choice: String) throws -> String {
            try choice.write(to: session.choiceFile, atomically: true, encoding: .utf8)
            try session.dunstctl("context")
            return try #require(session.waitForMenu(timeout: 3), "dunst's menu was never opened")
        }

        @Test func didAStep_comesFirst_andKeepsTheGoalOpen() throws {
            let goal = try sandbox.add("goal", "Learn Spanish", now: Self.created)
            let agent = try AgentProcess(sandbox, now: Self.morning)
            try agent.waitUntilListening()
            try sandbox.ok(["run", "refresh"], now: Self.morning)
            let shown = try #require(session.waitForNotification(showing: "Learn Spanish", timeout: 5), "dunst never showed it")
            let listed = try menu(choosing: "#Did a step (")
            // All three offered. dunst lists its menu in its own (hash table) order, not the
            // order it was given; that order (a step and Later first) is DesktopAnswerTests'.
            for label in ["Did a step", "Later", "I handled it"] {
                #expect(listed.contains("#\(label) ("), "\(listed)")
            }
            #expect(listed.contains("[\(shown.id),step]"), "\(listed)")
            #expect(
                try sandbox.eventually { try sandbox.followUps(now: Self.later).first?.status == "progressed" }, "\(agent.log)")
            // What `mynd step ID` does: the goal goes on, touched now, not done.
            let node = try sandbox.node(goal.id, now: Self.later)
            #expect(node.completedAt == nil && node.snoozedUntil == nil)
            #expect(node.lastAccessedAt > goal.lastAccessedAt)
            #expect(agent.log.contains("a step on"), "\(agent.log)")
            #expect(agent.terminate().status == 0)
        }

        @Test func aPersonsNudge_offersReachedOutAndLater_only() throws {
            let person = try sandbox.json(
                NodeView.self, ["add", "person", "Marco", "--every", "2w", "--json"], now: "2026-11-01T09:00:00Z")
            let agent = try AgentProcess(sandbox, now: Self.morning)
            try agent.waitUntilListening()
            try sandbox.ok(["run", "refresh"], now: Self.morning)
            let shown = try #require(
                session.waitForNotification(showing: "Time to get in touch", timeout: 5), "dunst never showed it")
            let listed = try menu(choosing: "#Reached out (")
            #expect(listed.contains("#Reached out (Time to get in touch) [\(shown.id),done]"), "\(listed)")
            #expect(listed.contains("#Later (Time to get in touch) [\(shown.id),snooze]"), "\(listed)")
            #expect(!listed.contains("Did a step") && !listed.contains("I handled it"), "\(listed)")
            #expect(
                try sandbox.eventually { try sandbox.followUps(now: Self.later).first?.status == "done" }, "\(agent.log)")
            // The agent's line says what happened in people's words.
            #expect(agent.log.contains("in touch with"), "\(agent.log)")
            _ = person
            #expect(agent.terminate().status == 0)
        }
    }
}
