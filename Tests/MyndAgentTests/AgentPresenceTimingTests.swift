import Foundation
import MyndAgent
import MyndCore
import MyndStore
import MyndTestSupport
import Testing

/// Presence and snoozes on the agent's clock, in-process: logind played by python3-dbusmock on
/// a private system bus. The agent's own timers — an idle session crossing `away_after`, a
/// snooze's end — fire at their moment of virtual time; what logind says arrives over the bus
/// as it would (the test waits for the agent to say it heard it).
@Suite(
    .timed,
    .enabled(if: Tools.haveBus && DBusMock.available, "needs dbus-daemon and python3-dbusmock (Debian: dbus-daemon, python3-dbusmock)"))
final class AgentPresenceTimingTests {
    static let start = "2026-11-23T09:00:00Z"
    let bus: PrivateBus
    let folder: TemporaryDirectory
    let store: GraphStore
    let logind: LogindMock

    init() throws {
        bus = try PrivateBus()
        folder = try TemporaryDirectory(prefix: "mynd-agent")
        store = try GraphStore.inMemory()
        logind = try LogindMock(sessionID: "c7")
    }

    private func startAgent(awayAfter: Int64? = nil) throws -> AgentHarness {
        var settings = try AgentHarness.settings(start: Self.start, folder: folder, environment: logind.environment)
        if let awayAfter { settings.awayAfter = awayAfter }
        let agent = try AgentHarness(settings: settings, store: store, busAddress: bus.address)
        try agent.start()
        #expect(agent.waitForLog("presence: watching logind session /org/freedesktop/login1/session/c7"), "\(agent.log)")
        return agent
    }

    /// The refreshes the agent started, each as its `--at`.
    private func refreshes(_ agent: AgentHarness) -> [String] {
        agent.programs.launched.compactMap { $0.suffix(4).starts(with: ["run", "refresh", "--at"]) ? $0.last : nil }
    }

    @Test func aSnoozeEndingWhileLocked_startsRefreshAtItsEnd_andTheReturnStartsAnother() throws {
        let start = try #require(Timestamp(iso8601: Self.start))
        try store.add(
            Node(
                type: .goal, content: "Answer Ana's letter", createdAt: start.adding(seconds: -86_400),
                snoozedUntil: start.adding(seconds: 120)))
        try logind.setLocked(true)
        let agent = try startAgent()
        #expect(agent.waitForLog("presence: away since 09:00 (locked) recorded"), "\(agent.log)")
        #expect(agent.clock.advance(by: 119.9))
        #expect(refreshes(agent).isEmpty, "\(agent.log)")
        // At its end, even while away: the refresh holds it, and says why.
        #expect(agent.clock.advance(by: 0.1))
        #expect(refreshes(agent) == ["2026-11-23T09:02:00Z"], "\(agent.log)")
        #expect(agent.log.contains("a snooze ended: starting refresh: started (pid 4242)"), "\(agent.log)")
        try logind.setLocked(false)
        #expect(agent.waitForLog("the screen is free again: showing what waited, and starting refresh"), "\(agent.log)")
        #expect(refreshes(agent) == ["2026-11-23T09:02:00Z", "2026-11-23T09:02:00Z"])
        #expect(agent.stop().error == nil)
    }

    @Test func idlePastAwayAfter_isAwayByTheAgentsOwnTimer_atThatMoment() throws {
        // Idle for 55 s of the agent's clock when it starts; away_after is a minute.
        let since = try #require(Timestamp(iso8601: Self.start)).adding(seconds: -55)
        try logind.setIdle(true, since: UInt64(since.millisecondsSinceEpoch) * 1000)
        let agent = try startAgent(awayAfter: 60)
        #expect(agent.waitForLog("presence: here since"), "\(agent.log)")
        #expect(agent.clock.advance(by: 4.9))
        #expect(!agent.log.contains("(idle) recorded"), "away before away_after: \(agent.log)")
        #expect(agent.clock.advance(by: 0.1))
        #expect(agent.log.contains("presence: away since 09:00 (idle) recorded"), "\(agent.log)")
        try logind.setIdle(false, since: 0)
        #expect(agent.waitForLog("the screen is free again"), "\(agent.log)")
        #expect(agent.stop().error == nil)
    }

    @Test func aBriefingDeferredWhileAway_isStartedAtTheReturn_andOnlyThen() throws {
        try logind.setLocked(true)
        let agent = try startAgent()
        #expect(agent.waitForLog("presence: away since 09:00 (locked) recorded"), "\(agent.log)")
        try logind.setLocked(false)
        #expect(agent.waitForLog("the screen is free again"), "\(agent.log)")
        #expect(!agent.log.contains("starting digest"), "no briefing waited: \(agent.log)")
        try logind.setLocked(true)
        let deadline = ContinuousClock.now + .seconds(10)
        while agent.log.components(separatedBy: "(locked) recorded").count < 3, ContinuousClock.now < deadline { usleep(2_000) }
        #expect(agent.log.components(separatedBy: "(locked) recorded").count == 3, "locked again: \(agent.log)")
        let start = try #require(Timestamp(iso8601: Self.start))
        try store.recordDeferral(.digest, reason: "away since 09:00 (locked): the briefing is made when you are back", at: start)
        try logind.setLocked(false)
        #expect(agent.waitForLog("the briefing waited for you: starting digest: started"), "\(agent.log)")
        let digests = agent.programs.launched.filter { $0.suffix(4).starts(with: ["run", "digest", "--at"]) }
        #expect(digests.map(\.last) == ["2026-11-23T09:00:00Z"], "\(agent.programs.launched)")
        #expect(agent.stop().error == nil)
    }
}
