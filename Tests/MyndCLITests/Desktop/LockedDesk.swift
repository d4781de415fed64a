import Foundation
import MyndTestSupport
import Testing

/// What the desktop suites with a presence source share: a cleared desktop session, logind
/// played by python3-dbusmock on a private system bus, a sandbox in that session that sees
/// it, and the clock of the agent the test runs. The agent's clock starts at a time the test
/// names (`MYND_NOW`) and runs on; the test's own commands run half a second ahead of it, so
/// what the agent recorded is past for them.
final class LockedDesk {
    let session: DesktopSession
    let logind: LogindMock
    let sandbox: Sandbox
    /// Where the agent's clock started, and when on the test's clock it did.
    private var agentStart: Date
    private var agentStarted = ContinuousClock.now

    /// `start`: where the first agent's clock starts (ISO 8601).
    init(start: String, sessionID: String = "c7") throws {
        session = try .cleared()
        logind = try LogindMock(sessionID: sessionID)
        sandbox = try Sandbox(on: session)
        sandbox.environment.merge(logind.environment) { $1 }
        agentStart = try Date(start, strategy: .iso8601)
    }

    /// The agent's clock `ahead` seconds ahead (behind, when negative), in microseconds since
    /// the epoch: what logind's own timestamps are given in.
    func agentMicroseconds(ahead: Double = 0.5) -> Int64 {
        Int64((agentStart.timeIntervalSince1970 + (ContinuousClock.now - agentStarted).seconds + ahead) * 1_000_000)
    }

    /// The agent's clock `ahead` seconds ahead, ISO 8601: by default the time of the test's
    /// own commands.
    func now(ahead: Double = 0.5) -> String {
        Date(timeIntervalSince1970: Double(agentMicroseconds(ahead: ahead)) / 1e6).formatted(.iso8601)
    }

    /// The agent's clock starts now, at `start` (or where the last one started).
    func clockStarts(at start: String? = nil) throws {
        if let start { agentStart = try Date(start, strategy: .iso8601) }
        agentStarted = ContinuousClock.now
    }

    /// Starts `mynd agent` with its clock at `start` (or where the last one started) and waits
    /// until it listens on the bus.
    func startAgent(at start: String? = nil, extra: [String: String] = [:]) throws -> AgentProcess {
        try clockStarts(at: start)
        let agent = try AgentProcess(sandbox, now: agentStart.formatted(.iso8601), extra: extra)
        try agent.waitUntilListening()
        return agent
    }

    /// Expects `text` in the agent's log within `timeout` seconds.
    func waitFor(_ agent: AgentProcess, _ text: String, timeout: Double = 10) {
        #expect(agent.waitForLog(timeout: timeout) { $0.contains(text) }, "no '\(text)' in the agent's log: \(agent.log)")
    }
}
