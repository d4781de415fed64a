import Foundation
import MyndTestSupport
import Testing

private let created = "2026-11-16T09:00:00Z"
private let morning = "2026-11-22T09:00:00Z"
private let later = "2026-11-22T09:30:00Z"

extension DesktopTests {
    /// A follow-up answered anywhere leaves the screen (SPEC "Delivery"), against dunst on a
    /// private bus: what dunst still displays is what the person still sees.
    @Suite(
        .desktopPeers,
        .desktopSession, .timeLimit(.minutes(20)))
    final class WithdrawalTests {
        let session: DesktopSession
        let sandbox: Sandbox

        init() throws {
            session = try .cleared()
            sandbox = try Sandbox(on: session)
        }

        private func displayed() throws -> Int {
            Int(try session.dunstctl("count", "displayed").trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        }

        private func refreshShows(_ goal: String) throws -> String {
            let id = try sandbox.add("goal", goal, now: created).id
            _ = try sandbox.json(DesktopRunView.self, ["run", "refresh", "--json"], now: morning)
            _ = try #require(session.waitForNotification(showing: goal, timeout: 5), "dunst never showed \(goal)")
            #expect(try displayed() == 1)
            return id
        }

        @Test(arguments: [["done"], ["snooze"], ["snooze", "2d"]])
        func answeredFromTheCLI_theNotificationIsWithdrawn(_ command: [String]) throws {
            let goal = try refreshShows("Paint the shed")
            let result = try sandbox.run([command[0], goal] + command.dropFirst(), now: later)
            #expect(result.status == 0, "\(result)")
            #expect(try sandbox.eventually(timeout: 3) { try displayed() == 0 }, "still on screen after mynd \(command)")
        }

        @Test func dismissedFromTheCLI_theNotificationIsWithdrawn() throws {
            _ = try refreshShows("Clean the gutter")
            let followUp = try #require(try sandbox.followUps(now: later).first)
            #expect(try sandbox.run(["dismiss", followUp.id], now: later).status == 0)
            #expect(try sandbox.eventually(timeout: 3) { try displayed() == 0 })
        }

        @Test func aNotificationOfAnotherGoal_stays() throws {
            let first = try refreshShows("Fix the bike")
            // The second goal's nudge comes after min_gap.
            _ = try sandbox.add("goal", "Write to Ana", now: created)
            _ = try sandbox.json(DesktopRunView.self, ["run", "refresh", "--json"], now: "2026-11-22T11:05:00Z")
            _ = try #require(session.waitForNotification(showing: "Write to Ana", timeout: 5))
            #expect(try displayed() == 2)
            #expect(try sandbox.run(["done", first], now: "2026-11-22T11:10:00Z").status == 0)
            #expect(try sandbox.eventually(timeout: 3) { try displayed() == 1 })
            #expect(session.waitForNotification(showing: "Write to Ana", timeout: 1) != nil)
        }

        @Test func answeredWithoutABus_theAgentWithdrawsItWhenItWakes() throws {
            let goal = try refreshShows("Sort the photos")
            var noBus = sandbox.processEnvironment(now: later)
            noBus["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent/bus"
            let result = try sandbox.tool(Sandbox.binary.path, ["done", goal], environment: noBus)
            #expect(result.status == 0, "\(result)")
            // The command has ended: had it reached the server, the notification would be gone.
            #expect(try displayed() == 1, "nobody could reach the server yet")
            let agent = try AgentProcess(sandbox, now: later)
            try agent.waitUntilListening()
            #expect(try sandbox.eventually(timeout: 3) { try displayed() == 0 }, "\(agent.log)")
            #expect(agent.terminate().status == 0)
        }

        /// Waved away three times in a row, the fourth nudge asks whether the goal still matters,
        /// and *Let it go* on the notification sets it aside, like `mynd drop`.
        @Test func anAskingNudge_offersLetItGo_whichDropsTheGoal() throws {
            // The fixed schedule: each nudge at the hour the test names (timing is not its subject).
            let fixed = "[schedule]\nadaptive = false\n"
            try sandbox.writeConfig(channels: ["terminal"], fixed)
            let goal = try sandbox.add("goal", "Learn the cello", now: "2026-11-01T09:00:00Z")
            // Dismissed each time; each rest twice the last (24 h → 48 h → 96 h → 168 h).
            for at in ["2026-11-10T09:00:00Z", "2026-11-12T09:10:00Z", "2026-11-16T09:20:00Z"] {
                let run = try sandbox.json(DesktopRunView.self, ["run", "refresh", "--json"], now: at)
                #expect(run.planned == 1, "a nudge at \(at)")
                let open = try #require(try sandbox.followUps(now: at).first { $0.status == "delivered" })
                #expect(try sandbox.run(["dismiss", open.id], now: at).status == 0)
            }
            try sandbox.writeConfig(channels: ["desktop"], fixed)
            let asking = "2026-11-23T09:30:00Z"
            let agent = try AgentProcess(sandbox, now: asking)
            try agent.waitUntilListening()
            _ = try sandbox.json(DesktopRunView.self, ["run", "refresh", "--json"], now: asking)
            let shown = try #require(session.waitForNotification(showing: "Learn the cello", timeout: 5))
            #expect(shown.values["DUNST_BODY"]?.contains("let it go") == true, "\(shown.values)")
            try "[\(shown.id),drop]".write(to: session.choiceFile, atomically: true, encoding: .utf8)
            try session.dunstctl("context")
            #expect(
                try sandbox.eventually { try sandbox.followUps(now: asking).contains { $0.status == "dropped" } }, "\(agent.log)")
            #expect(try sandbox.json([NodeView].self, ["list", "--json"], now: asking).isEmpty, "let go: gone from the list")
            #expect(try sandbox.node(goal.id, now: asking).completedAt == nil, "not done")
            #expect(agent.terminate().status == 0)
        }

        @Test func anActionChosenOnDunst_closesItsNotification() throws {
            let agent = try AgentProcess(sandbox, now: morning)
            try agent.waitUntilListening()
            _ = try sandbox.add("goal", "Renew the passport", now: created)
            _ = try sandbox.json(DesktopRunView.self, ["run", "refresh", "--json"], now: morning)
            let shown = try #require(session.waitForNotification(showing: "Renew the passport", timeout: 5))
            try "[\(shown.id),snooze]".write(to: session.choiceFile, atomically: true, encoding: .utf8)
            try session.dunstctl("context")
            #expect(try sandbox.eventually(timeout: 3) { try displayed() == 0 }, "\(agent.log)")
            #expect(agent.terminate().status == 0)
        }
    }
}
