import Foundation
import MyndTestSupport
import Testing

private let created = "2026-11-16T09:00:00Z"
private let morning = "2026-11-22T09:00:00Z"

/// `followups --json`, the parts this suite reads.
private struct FollowUpView: Decodable {
    var goalId: String
    var status: String
}

extension DesktopTests {
    /// A server's time-out is not an answer, through the built binary, the running agent, dunst
    /// with its stock expiry (10 s) and logind played by python3-dbusmock: a nudge asks to stay
    /// and dunst keeps it (its own timeout for it, which its script sees, is 0: never); one the
    /// server expires anyway (a rule forces 3 s on "Water the ferns") is
    /// unseen while the person is away and shown again on the return, and shown again later
    /// while they are here — never closed as unanswered.
    @Suite(
        .enabled(
            if: Tools.haveDesktop && DBusMock.available,
            "needs dbus-daemon, Xvfb, dunst and python3-dbusmock (Debian: dbus-daemon, xvfb, dunst, python3-dbusmock)"),
        .desktopSession(stockTimeoutsExpiringAfter3s: "*Water the ferns*"), .timeLimit(.minutes(20)))
    final class ExpiryAgentTests {
        let desk: LockedDesk
        var session: DesktopSession { desk.session }
        var sandbox: Sandbox { desk.sandbox }
        var logind: LogindMock { desk.logind }
        var now: String { desk.now() }

        init() throws {
            desk = try LockedDesk(start: morning)
        }

        private func startAgent() throws -> AgentProcess {
            let agent = try desk.startAgent()
            #expect(agent.waitForLog(timeout: 10) { $0.contains("presence: here since") }, "\(agent.log)")
            return agent
        }

        private func status(of goal: String) throws -> String? {
            try sandbox.json([FollowUpView].self, ["followups", "--json"], now: now).first { $0.goalId == goal }?.status
        }

        /// How many times dunst showed a notification naming `text`.
        private func showings(_ text: String) -> Int {
            session.recordedNotifications().values.filter { ($0["DUNST_BODY"] ?? "").contains(text) }.count
        }

        @Test func withDunstsStockConfig_aNudgeAsksToStay_andDunstNeverExpiresIt() throws {
            let goal = try sandbox.add("goal", "Paint the shed", now: created).id
            let agent = try startAgent()
            try sandbox.ok(["run", "refresh"], now: now)
            let shown = session.waitForNotification(showing: "Paint the shed", timeout: 10)
            // dunst's own timeout for it, after its rules and the stock 10 s: none. (The forced
            // 3 s of the test below is 3000 there, and expires.)
            #expect(shown?.values["DUNST_TIMEOUT"] == "0", "\(String(describing: shown)): \(agent.log)")
            #expect(try session.dunstctl("count", "displayed").trimmingCharacters(in: .whitespacesAndNewlines) == "1")
            #expect(try status(of: goal) == "delivered")
            #expect(!agent.log.contains("expired"), "\(agent.log)")
            #expect(agent.terminate().status == 0)
        }

        @Test func anExpiryWhileAway_isUnseen_andShownOnTheReturn_whileHere_isNoAnswer() throws {
            let goal = try sandbox.add("goal", "Water the ferns", now: created).id
            let agent = try startAgent()
            try sandbox.ok(["run", "refresh"], now: now)
            #expect(session.waitForNotification(showing: "Water the ferns", timeout: 10) != nil, "\(agent.log)")
            // Locked before dunst's forced 3 s run out: it expires while the person is away.
            try logind.setLocked(true)
            #expect(
                agent.waitForLog(timeout: 10) { $0.contains("expired while you were away: unseen, shown again on your return") },
                "\(agent.log)")
            #expect(try status(of: goal) == "delivered", "a time-out is no answer")
            #expect(showings("Water the ferns") == 1, "held while away")
            #expect(
                session.recordedNotifications().values.first { ($0["DUNST_BODY"] ?? "").contains("Water the ferns") }?["DUNST_TIMEOUT"]
                    == "3000", "the rule's 3 s, as dunst's script sees it")
            try logind.setLocked(false)
            let deadline = ContinuousClock.now + .seconds(60)
            while showings("Water the ferns") < 2, ContinuousClock.now < deadline { usleep(50_000) }
            #expect(showings("Water the ferns") == 2, "shown again within 60 s of the return: \(agent.log)")
            // Shown again while here, dunst expires it once more: it comes back later, once.
            #expect(agent.waitForLog(timeout: 10) { $0.contains("expired, not an answer: shown again") }, "\(agent.log)")
            #expect(try status(of: goal) == "delivered")
            let later = try sandbox.ok(["status"], now: now).stdout
            #expect(later.contains("landed: 1 nudge in 7 days: 0 answered, 1 seen without an answer, 0 unseen"), "\(later)")
            #expect(agent.terminate().status == 0)
        }
    }
}
