import Foundation
import MyndAgent
import MyndCore
import MyndStore
import MyndTestSupport
import Testing

/// The person comes back while a refresh is running (one a snooze's end started, say): the
/// refresh the return starts finds the job's lock held and is skipped, and the running one
/// may have looked before the return. The agent starts another once that one has ended.
@Suite(
    .timed, .timeLimit(.minutes(20)),
    .enabled(if: Tools.haveBus && DBusMock.available, "needs dbus-daemon and python3-dbusmock (Debian: dbus-daemon, python3-dbusmock)"))
final class AgentReturnRefreshTests {
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

    private func refreshes(_ agent: AgentHarness) -> Int {
        agent.programs.launched.filter { $0.suffix(4).starts(with: ["run", "refresh", "--at"]) }.count
    }

    @Test func aReturnWhileARefreshRuns_startsAnotherWhenItEnds() throws {
        let start = try #require(Timestamp(iso8601: Self.start))
        try logind.setLocked(true)
        let settings = try AgentHarness.settings(start: Self.start, folder: folder, environment: logind.environment)
        let agent = try AgentHarness(settings: settings, store: store, busAddress: bus.address)
        try agent.start()
        #expect(agent.waitForLog("presence: away since 09:00 (locked) recorded"), "\(agent.log)")
        let running = try store.startRun(.refresh, process: "4243", at: start)
        try logind.setLocked(false)
        #expect(agent.waitForLog("the screen is free again"), "\(agent.log)")
        #expect(refreshes(agent) == 1)
        // Still running a few seconds on: nothing more.
        #expect(agent.clock.advance(by: 3))
        #expect(refreshes(agent) == 1, "\(agent.log)")
        try store.finishRun(running, outcome: .ran, reason: nil, planned: 0, delivered: 0, at: start)
        #expect(agent.clock.advance(by: 1))
        #expect(agent.waitForLog("the refresh that ran at the return has ended: starting another"), "\(agent.log)")
        #expect(refreshes(agent) == 2, "\(agent.log)")
        // Once: the next seconds start nothing more.
        #expect(agent.clock.advance(by: 5))
        #expect(refreshes(agent) == 2, "\(agent.log)")
        #expect(agent.stop().error == nil)
    }

    @Test func aReturnWithNoRefreshRunning_startsOneRefresh() throws {
        try logind.setLocked(true)
        let settings = try AgentHarness.settings(start: Self.start, folder: folder, environment: logind.environment)
        let agent = try AgentHarness(settings: settings, store: store, busAddress: bus.address)
        try agent.start()
        #expect(agent.waitForLog("presence: away since 09:00 (locked) recorded"), "\(agent.log)")
        try logind.setLocked(false)
        #expect(agent.waitForLog("the screen is free again"), "\(agent.log)")
        #expect(agent.clock.advance(by: 5))
        #expect(refreshes(agent) == 1, "\(agent.log)")
        #expect(agent.stop().error == nil)
    }
}
