import Foundation
import MyndTestSupport
import Testing

private let created = "2026-11-16T09:00:00Z"
private let morning = "2026-11-22T09:00:00Z"
private let morningSeconds: Int64 = 1_795_338_000
private let topic = "mynd-test-6e1b7d3f9a2c0584"

extension DesktopTests {
    /// Away from the desk because the screen is locked, as logind says it (python3-dbusmock's
    /// logind template on a private system bus, watched by the running agent), with the phone
    /// on a fake ntfy server: the nudge reaches the phone, not the screen; its button acts
    /// once; back at the desk it is not shown again; answered at the desk instead, it leaves
    /// the phone.
    @Suite(
        .enabled(
            if: Tools.haveDesktop && DBusMock.available && !ServerProcess.python3Missing,
            "needs dbus-daemon, Xvfb, dunst, python3 and python3-dbusmock"),
        .desktopSession, .timeLimit(.minutes(20)))
    final class PhoneLockedAgentTests {
        let session: DesktopSession
        let sandbox: Sandbox
        let logind: LogindMock
        let ntfy: FakeNtfy
        var agentStarted = ContinuousClock.now

        init() throws {
            session = try .cleared()
            logind = try LogindMock(sessionID: "c7")
            ntfy = try FakeNtfy()
            sandbox = try Sandbox(on: session)
            sandbox.environment.merge(logind.environment) { $1 }
            try sandbox.writeConfig(
                """
                [schedule]
                timezone = "UTC"
                [channels]
                followup = ["desktop", "phone"]
                [phone]
                topic = "\(topic)"
                server = "\(ntfy.baseURL)"
                """)
        }

        /// The test's own time: the agent's clock (`morning` plus the time since it started)
        /// half a second ahead, so what the agent recorded is past for the test's commands.
        private var now: String {
            let microseconds = morningSeconds * 1_000_000 + Int64(((ContinuousClock.now - agentStarted).seconds + 0.5) * 1_000_000)
            return Date(timeIntervalSince1970: Double(microseconds) / 1e6).formatted(.iso8601)
        }

        private func waitFor(_ agent: AgentProcess, _ text: String, timeout: Double = 10) {
            #expect(agent.waitForLog(timeout: timeout) { $0.contains(text) }, "no '\(text)' in the agent's log: \(agent.log)")
        }

        /// Starts the agent, locks the screen, and runs a refresh: the goal's nudge is due.
        private func lockedAndNudged() throws -> AgentProcess {
            _ = try sandbox.add("goal", "Paint the shed", now: created)
            agentStarted = ContinuousClock.now
            let agent = try AgentProcess(sandbox, now: morning)
            try agent.waitUntilListening()
            waitFor(agent, "presence: here since 09:00 (logind) recorded")
            try logind.setLocked(true)
            waitFor(agent, "presence: away since 09:00 (locked) recorded")
            try sandbox.ok(["run", "refresh"], now: now)
            #expect(try ntfy.showing(topic).count == 1, "locked: the nudge is on the phone")
            #expect(session.waitForNotification(showing: "Paint the shed", timeout: 1) == nil, "not on the screen as well")
            return agent
        }

        @Test func locked_theNudgeReachesThePhone_itsButtonActsOnce_andTheReturnShowsNothingTwice() throws {
            let agent = try lockedAndNudged()
            #expect(try ntfy.press("Did a step", on: topic) == 200)
            #expect(try ntfy.press("Did a step", on: topic) == 200, "pressed twice")
            try sandbox.ok(["run", "refresh"], now: now)
            let outcomes = try sandbox.query("SELECT outcome FROM phone_reply ORDER BY at, rowid").compactMap { $0["outcome"] as? String }
            #expect(outcomes == ["applied", "replayed"])
            #expect(try sandbox.query("SELECT kind FROM answer WHERE via = 'phone'").count == 1)
            try logind.setLocked(false)
            waitFor(agent, "presence: here since")
            #expect(session.waitForNotification(showing: "Paint the shed", timeout: 5) == nil, "answered on the phone: not shown again")
            #expect(try sandbox.query("SELECT id FROM outbox WHERE channel = 'desktop' AND kind = 'followup'").isEmpty)
            #expect(agent.terminate().status == 0)
        }

        @Test func locked_thenAnsweredAtTheDesk_theMessageLeavesThePhone() throws {
            let agent = try lockedAndNudged()
            try logind.setLocked(false)
            waitFor(agent, "presence: here since")
            #expect(session.waitForNotification(showing: "Paint the shed", timeout: 5) == nil, "on the phone already: not shown twice")
            let goal = try #require(try sandbox.query("SELECT id FROM node WHERE type = 'goal'").first?["id"] as? String)
            try sandbox.ok(["done", goal], now: now)
            #expect(try ntfy.showing(topic).isEmpty, "the phone dropped it")
            #expect(agent.terminate().status == 0)
        }
    }
}
