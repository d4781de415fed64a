import Foundation
import MyndTestSupport
import Testing

/// When the goals were last touched: each is due for a nudge by Monday.
private let created = "2026-11-16T09:00:00Z"

/// A follow-up as `followups --all --json` prints it, with its kind.
private struct ReplayFollowUp: Decodable {
    var goalId: String
    var kind: String
    var status: String
    var deliveredAt: String?
}

extension DesktopTests {
    /// The edges of a week, replayed through the built binary with real parts: dunst with its
    /// stock ten-second expiry, logind played by python3-dbusmock, and `mynd agent` restarted
    /// between the scenes (a restart is how the replay moves the agent's clock): while a
    /// notification is up, while the screen is locked with a nudge due, and on the mornings
    /// after. Nothing is shown on a locked screen, the buttons of a notification taken over by
    /// a new agent answer, no two nudges are shown within `min_gap` (a returning snooze aside),
    /// a briefing is never shown after its day, and the briefing stays on screen.
    @Suite(
        .enabled(
            if: Tools.haveDesktop && DBusMock.available,
            "needs dbus-daemon, Xvfb, dunst and python3-dbusmock (Debian: dbus-daemon, xvfb, dunst, python3-dbusmock)"),
        .desktopSession(stockTimeoutsExpiringAfter3s: "*nothing in this replay matches this*"), .timeLimit(.minutes(20)))
    final class AgentWeekReplayTests {
        let desk: LockedDesk
        var agent: AgentProcess?
        var session: DesktopSession { desk.session }
        var sandbox: Sandbox { desk.sandbox }
        var logind: LogindMock { desk.logind }
        var now: String { desk.now() }

        init() throws {
            desk = try LockedDesk(start: "1970-01-01T00:00:00Z")
        }

        /// Stops the running agent and starts a new one whose clock starts at `at`; returns once
        /// it has heard every presence source (before that it shows nothing).
        private func restartAgent(at: String) throws -> AgentProcess {
            if let agent { #expect(agent.terminate().status == 0, "\(agent.log)") }
            let next = try desk.startAgent(at: at)
            agent = next
            desk.waitFor(next, "presence: every source has answered")
            return next
        }

        /// Locks or unlocks the session and waits until the agent has heard it.
        private func lock(_ locked: Bool, _ agent: AgentProcess) throws {
            let said = locked ? "presence: away since" : "presence: here since"
            let before = agent.log.components(separatedBy: said).count
            try logind.setLocked(locked)
            #expect(agent.waitForLog(timeout: 10) { $0.components(separatedBy: said).count > before }, "\(agent.log)")
        }

        /// The notifications dunst showed whose summary or body holds `text`, by id.
        private func showings(_ text: String) -> [UInt32: [String: String]] {
            session.recordedNotifications().filter {
                ($0.value["DUNST_SUMMARY"] ?? "").contains(text) || ($0.value["DUNST_BODY"] ?? "").contains(text)
            }
        }

        /// Waits `seconds` and says whether dunst showed anything new meanwhile.
        private func nothingShown(for seconds: Double) -> Bool {
            let before = session.shownIDs().count
            usleep(UInt32(seconds * 1_000_000))
            return session.shownIDs().count == before
        }

        @Test func aWeekOfReturnsRestartsAndLocks_keepsEveryRuleAtTheScreen() throws {
            let goals = try ["Paint the shed", "Call grandma", "Fix the bike"].map { try sandbox.add("goal", $0, now: created).id }

            // Monday 09:00, at the desk: the first nudge.
            var agent = try restartAgent(at: "2026-11-23T09:00:00Z")
            try sandbox.ok(["run", "refresh"], now: now)
            #expect(
                try sandbox.eventually(timeout: 10) { try sandbox.followUps(now: now).contains { $0.status == "delivered" } },
                "\(agent.log)")
            let first = try #require(try sandbox.followUps(now: now).first { $0.status == "delivered" })
            let goal = try sandbox.node(first.goalId, now: now).content
            let shown = try #require(session.waitForNotification(showing: goal, timeout: 10), "never on screen: \(agent.log)")

            // Restarted while it is up: taken over in place, and its Later answers.
            agent = try restartAgent(at: "2026-11-23T09:01:00Z")
            #expect(agent.waitForLog(timeout: 10) { $0.contains("took over notification \(shown.id)") }, "\(agent.log)")
            try "[\(shown.id),snooze]".write(to: session.choiceFile, atomically: true, encoding: .utf8)
            try session.dunstctl("context")
            #expect(try sandbox.eventually { try sandbox.node(first.goalId, now: now).snoozedUntil != nil }, "\(agent.log)")

            // Locked at 09:02, then restarted while locked with nudges due: nothing is shown.
            try lock(true, agent)
            agent = try restartAgent(at: "2026-11-23T09:05:00Z")
            try sandbox.ok(["run", "refresh"], now: now)
            #expect(nothingShown(for: 3), "shown on a locked screen after a restart: \(agent.log)")

            // 10:30, still locked: the snooze ended at 10:01 while away; a restart shows nothing.
            agent = try restartAgent(at: "2026-11-23T10:30:00Z")
            try sandbox.ok(["run", "refresh"], now: now)
            #expect(nothingShown(for: 2), "shown on a locked screen: \(agent.log)")
            // Back: the returning snooze comes, and nothing else within min_gap.
            try lock(false, agent)
            #expect(
                sandbox.eventually(timeout: 30) { showings(goal).keys.contains { $0 != shown.id } },
                "the snooze did not come back: \(agent.log)")
            #expect(nothingShown(for: 3), "a second nudge within min_gap of the return: \(agent.log)")
            try lock(true, agent)

            // Tuesday 08:00, locked all day: that day's briefing, made all the same (--force),
            // waits for the screen.
            agent = try restartAgent(at: "2026-11-24T08:00:00Z")
            let made = try sandbox.ok(["run", "digest", "--force"], now: now).stdout
            #expect(made.contains("digest for 2026-11-24"), "\(made)")
            #expect(nothingShown(for: 2), "a briefing on a locked screen: \(agent.log)")

            // Wednesday 09:00, still locked at the briefing's hour; back: today's briefing, not
            // yesterday's, and it stays.
            agent = try restartAgent(at: "2026-11-25T09:00:00Z")
            _ = try sandbox.run(["run", "digest", "--if-due"], now: now)
            #expect(nothingShown(for: 2), "a briefing on a locked screen: \(agent.log)")
            try lock(false, agent)
            #expect(
                sandbox.eventually(timeout: 30) { !showings("Wednesday 25 November").isEmpty },
                "no briefing on the return: \(agent.log)")
            usleep(2_000_000)
            #expect(showings("Tuesday 24 November").isEmpty, "a briefing shown after its day: \(agent.log)")
            let briefing = try #require(showings("Wednesday 25 November").first?.value)
            #expect(briefing["DUNST_TIMEOUT"] == "0", "the briefing expires: \(briefing): \(agent.log)")

            // The week's nudges, as shown: each at least min_gap after the one before it, but a
            // returning snooze; none twice for the same goal at once.
            let delivered = try sandbox.json([ReplayFollowUp].self, ["followups", "--all", "--json"], now: now)
                .compactMap { f in f.deliveredAt.map { (at: $0, kind: f.kind, goal: f.goalId) } }.sorted { $0.at < $1.at }
            #expect(delivered.count >= 2 && Set(delivered.map(\.goal)).isSubset(of: Set(goals)), "\(delivered)")
            for (before, after) in zip(delivered, delivered.dropFirst()) where after.kind != "snooze_returning" {
                #expect(try secondsBetween(before.at, after.at) >= 7200, "two nudges within min_gap: \(delivered)")
            }
            #expect(agent.terminate().status == 0)
            self.agent = nil
        }
    }
}
