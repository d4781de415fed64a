import Foundation
import MyndSystemd
import MyndTestSupport
import Testing

/// When the goals in these tests were last touched, and when the jobs run (UTC, outside the
/// default quiet hours 22:00–07:00).
private let created = "2026-11-16T09:00:00Z"
private let morning = "2026-11-22T09:00:00Z"
private let later = "2026-11-22T09:30:00Z"

/// One line of `doctor --json`.
private struct DoctorView: Decodable {
    var name: String
    var ok: Bool
    var detail: String
}

extension DesktopTests {
    /// The whole desktop path against a real notification server: dunst on Xvfb with its own
    /// dbus-daemon (`DesktopSession`). A person's click is dunst's context menu: its `dmenu`
    /// is a script that picks the line `[<id>,<key>]` a test writes to `choice`, and
    /// `dunstctl context` opens the menu — the same ActionInvoked a mouse click sends.
    @Suite(
        .desktopPeers,
        .desktopSession, .timeLimit(.minutes(20)))
    final class DesktopAgentTests {
        let session: DesktopSession
        let sandbox: Sandbox

        init() throws {
            session = try .cleared()
            sandbox = try Sandbox(on: session)
        }

        /// A goal quiet since `created`, so refresh at `morning` follows it up.
        private func staleGoal(_ text: String) throws -> DesktopNodeView {
            let id = try sandbox.add("goal", text, now: created).id
            return try sandbox.node(id, now: created)
        }

        private func refresh(at now: String = morning) throws -> DesktopRunView {
            try sandbox.json(DesktopRunView.self, ["run", "refresh", "--json"], now: now)
        }

        /// Waits for dunst to show `summary`; its id.
        private func shown(_ summary: String, timeout: Double = 5) throws -> (id: UInt32, values: [String: String]) {
            try #require(
                session.waitForNotification(showing: summary, timeout: timeout), "dunst never showed \(summary)")
        }

        /// Chooses action `key` of notification `id` in dunst's menu, as the person would.
        private func choose(_ key: String, on id: UInt32) throws {
            try "[\(id),\(key)]".write(to: session.choiceFile, atomically: true, encoding: .utf8)
            try session.dunstctl("context")
        }

        // MARK: (a) no agent

        @Test func noAgent_theJobShowsTheNotificationItself_withoutActions() throws {
            let goal = try staleGoal("Paint the shed")
            let run = try refresh()
            #expect(run.planned == 1 && run.delivered == 1)
            #expect(run.deliveries.map(\.detail) == ["desktop notification, after: no mynd agent running"])
            let notification = try shown("Paint the shed")
            #expect(notification.values["DUNST_APP_NAME"] == "mynd")
            #expect(notification.values["DUNST_URGENCY"] == "NORMAL")
            #expect(notification.values["DUNST_CATEGORY"] == "x-mynd.nudge.followup")
            #expect(notification.values["DUNST_DESKTOP_ENTRY"] == "mynd")
            #expect(notification.values["DUNST_BODY"]?.contains("Paint the shed") == true)
            let followUp = try #require(try sandbox.followUps(now: later).first)
            #expect(followUp.status == "delivered" && followUp.channels == ["desktop"])
            // No buttons: choosing "Later" in dunst's menu finds nothing to invoke, and nobody
            // is listening anyway. The goal stays as it was.
            try choose("snooze", on: notification.id)
            usleep(300_000)
            #expect(try sandbox.node(goal.id, now: later).snoozedUntil == nil)
        }

        // MARK: (b) with the agent

        /// Shown because the job woke the agent, not because the agent looked again on its own
        /// (every 5 minutes): well before that. How soon is `make bench`'s to measure.
        @Test func withAgent_theJobHandsTheRowOver_andTheWakeShowsIt() throws {
            _ = try staleGoal("Learn the guitar")
            let agent = try AgentProcess(sandbox, now: morning)
            try agent.waitUntilListening()
            let started = ContinuousClock.now
            let run = try refresh()
            let jobDone = ContinuousClock.now
            #expect(run.planned == 1 && run.delivered == 0)
            #expect(run.deliveries.map(\.outcome) == ["handed_off"])
            #expect(run.deliveries.map(\.detail) == ["mynd agent"])
            _ = try shown("Learn the guitar", timeout: 3)
            let sinceExit = (ContinuousClock.now - jobDone).seconds
            let sinceStart = (ContinuousClock.now - started).seconds
            #expect(sinceExit < 60, "shown \(sinceExit) s after the job exited (\(sinceStart) s after it started)")
            #expect(
                try sandbox.eventually(timeout: 1) { try sandbox.followUps(now: morning).first?.status == "delivered" })
            #expect(agent.log.contains("sent via desktop notification with actions"), "\(agent.log)")
            #expect(agent.terminate().status == 0)
        }

        /// The plain summary says who shows it, not just "0 delivered".
        @Test func withAgent_theSummarySaysItWasHandedOver() throws {
            _ = try staleGoal("Learn the guitar")
            let agent = try AgentProcess(sandbox, now: morning)
            try agent.waitUntilListening()
            let run = try sandbox.ok(["run", "refresh"], now: morning)
            #expect(run.stdout.hasPrefix("refresh: ran, 1 planned, 0 delivered, 1 handed to the agent to show\n"), "\(run)")
            #expect(agent.terminate().status == 0)
        }

        @Test func later_onTheRealNotification_snoozesTheGoal_likeMyndSnooze() throws {
            let goal = try staleGoal("Renew the passport")
            let agent = try AgentProcess(sandbox, now: morning)
            try agent.waitUntilListening()
            _ = try refresh()
            let notification = try shown("Renew the passport")
            try choose("snooze", on: notification.id)
            #expect(
                try sandbox.eventually { try sandbox.node(goal.id, now: later).snoozedUntil != nil }, "\(agent.log)")
            // What `mynd snooze ID` does: snoozed by snooze_default (1 h) from now, its
            // follow-up closed as snoozed at that moment; the goal is not touched (a snooze is
            // "remind me at X", not activity).
            let node = try sandbox.node(goal.id, now: later)
            let snoozedUntil = try #require(node.snoozedUntil)
            #expect(node.lastAccessedAt == goal.lastAccessedAt)
            let followUp = try #require(try sandbox.followUps(now: later).first)
            #expect(followUp.status == "snoozed")
            let closedAt = try #require(followUp.closedAt)
            #expect(try secondsBetween(closedAt, snoozedUntil) == 3600)
            #expect(try secondsBetween(morning, closedAt) >= 0)
            #expect(try secondsBetween(morning, closedAt) < 30)
            // The person's view: show says the same.
            let shownNode = try sandbox.json(DesktopNodeView.self, ["show", goal.id, "--json"], now: later)
            #expect(shownNode.snoozedUntil == snoozedUntil && shownNode.completedAt == nil)
            #expect(agent.log.contains("Later: snoozed \(goal.shortId)"), "\(agent.log)")
            #expect(agent.terminate().status == 0)
        }

        @Test func iHandledIt_onTheRealNotification_completesTheGoal_likeMyndDone() throws {
            let goal = try staleGoal("Call the plumber")
            let agent = try AgentProcess(sandbox, now: morning)
            try agent.waitUntilListening()
            _ = try refresh()
            try choose("done", on: try shown("Call the plumber").id)
            #expect(try sandbox.eventually { try sandbox.node(goal.id, now: later).completedAt != nil }, "\(agent.log)")
            let node = try sandbox.node(goal.id, now: later)
            #expect(node.completedAt == node.lastAccessedAt && node.snoozedUntil == nil)
            let followUp = try #require(try sandbox.followUps(now: later).first)
            #expect(followUp.status == "done" && followUp.closedAt == node.completedAt)
            let shownNode = try sandbox.json(DesktopNodeView.self, ["show", goal.id, "--json"], now: later)
            #expect(shownNode.completedAt == node.completedAt)
            #expect(agent.terminate().status == 0)
        }

        @Test func closingTheNotification_dismissesTheFollowUp_andLeavesTheGoal() throws {
            let goal = try staleGoal("Water the plants")
            let agent = try AgentProcess(sandbox, now: morning)
            try agent.waitUntilListening()
            _ = try refresh()
            _ = try shown("Water the plants")
            try session.dunstctl("close")
            #expect(
                try sandbox.eventually { try sandbox.followUps(now: later).first?.status == "dismissed" },
                "\(agent.log)")
            let node = try sandbox.node(goal.id, now: later)
            #expect(node.completedAt == nil && node.snoozedUntil == nil)
            #expect(node.lastAccessedAt == goal.lastAccessedAt, "dismiss does not touch the goal")
            #expect(agent.log.contains("closed (dismissed): dismissed follow-up "), "\(agent.log)")
            #expect(agent.terminate().status == 0)
        }

        @Test func clickingIt_runsTheOpenCommand_withTheGoalsShortID_asOneArgument() throws {
            let goal = try staleGoal("Book the dentist")
            let opener = try sandbox.argvRecorder("opener")
            try sandbox.writeConfig("[desktop]\nopen_command = \"\(opener) --goal {id} 'a b'\"\n")
            let agent = try AgentProcess(sandbox, now: morning)
            try agent.waitUntilListening()
            _ = try refresh()
            try choose("default", on: try shown("Book the dentist").id)
            #expect(sandbox.eventually { sandbox.recordedArguments("opener") != nil }, "\(agent.log)")
            #expect(sandbox.recordedArguments("opener") == ["--goal", goal.shortId, "a b"])
            // Opening is not an answer: the follow-up waits for one.
            #expect(try sandbox.followUps(now: later).first?.status == "delivered")
            #expect(agent.terminate().status == 0)
        }

        @Test func aRestartedAgent_stillKnowsWhatAnAnswerMeans() throws {
            // dunst sends answers only to the connection that showed the notification; servers
            // that broadcast them (GNOME Shell, mako) reach a restarted agent. A signal sent
            // straight to the new agent stands in for such a server.
            let goal = try staleGoal("Fix the bike")
            let first = try AgentProcess(sandbox, now: morning)
            try first.waitUntilListening()
            _ = try refresh()
            let notification = try shown("Fix the bike")
            #expect(first.terminate().status == 0)
            let second = try AgentProcess(sandbox, now: morning)
            try second.waitUntilListening()
            let bus = try Bus(address: session.bus.address)
            let agentName = try #require(try bus.nameOwner("io.mynd.Agent"))
            try ChildProcess.run(
                try #require(Tools.dbusSend),
                [
                    "--session", "--type=signal", "--dest=\(agentName)", "/org/freedesktop/Notifications",
                    "org.freedesktop.Notifications.ActionInvoked", "uint32:\(notification.id)", "string:done",
                ],
                environment: session.environment)
            #expect(
                try sandbox.eventually { try sandbox.node(goal.id, now: later).completedAt != nil }, "\(second.log)")
            #expect(second.terminate().status == 0)
        }

        @Test func doctor_namesTheServer_andTheLinkAJobWouldUse() throws {
            // A click's program that is there (a missing one is a FAIL of its own: EmailDoctorTests).
            try sandbox.writeConfig("[desktop]\nopen_command = \"/bin/true {id}\"\n")
            let without = try sandbox.run(["doctor", "--json"], now: morning)
            let checks = try JSONDecoder().decode([DoctorView].self, from: without.stdoutData)
            let desktop = try #require(checks.first { $0.name == "desktop" })
            #expect(desktop.ok)
            #expect(desktop.detail.contains("session bus: yes; server: dunst 1."), "\(desktop.detail)")
            #expect(desktop.detail.contains("with actions; agent: not running"), "\(desktop.detail)")
            #expect(desktop.detail.contains("jobs use: the server directly"), "\(desktop.detail)")
            let agent = try AgentProcess(sandbox, now: morning)
            try agent.waitUntilListening()
            let with = try sandbox.run(["doctor", "--json"], now: morning)
            let detail = try #require(
                try JSONDecoder().decode([DoctorView].self, from: with.stdoutData).first { $0.name == "desktop" }
            ).detail
            #expect(detail.contains("agent: running") && detail.contains("jobs use: the agent"), "\(detail)")
            #expect(agent.terminate().status == 0)
            // No bus and a helper that is not there: only the terminal is left, which is a problem.
            sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(sandbox.root.path)/none"
            try sandbox.writeConfig("[desktop]\nhelper = \"no-such-helper\"\n")
            let none = try sandbox.run(["doctor"], now: morning)
            #expect(none.status == 1)
            #expect(none.stdout.contains("FAIL desktop: session bus: none"), "\(none)")
            #expect(none.stdout.contains("helper: no-such-helper not on PATH"), "\(none)")
            #expect(none.stdout.contains("jobs use: the terminal/journal"), "\(none)")
        }
    }
}
