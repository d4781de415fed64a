import Foundation
import MyndAgent
import MyndCore
import MyndDelivery
import MyndStore
import MyndTestSupport
import Testing

/// An agent that starts (a restart, a login) with a nudge already due, on a locked screen:
/// it asks logind (python3-dbusmock on a private system bus) before it shows anything, so
/// the nudge waits for the return instead of going up on the lock screen.
@Suite(
    .timed, .timeLimit(.minutes(20)),
    .enabled(if: Tools.haveBus && DBusMock.available, "needs dbus-daemon and python3-dbusmock (Debian: dbus-daemon, python3-dbusmock)"))
final class AgentRestartPresenceTests {
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

    /// The titles the helper was run with, in order (no notification server on this bus).
    private func shown(_ agent: AgentHarness) -> [String] {
        agent.programs.ran.compactMap { $0.first == "notify-send" ? $0.dropFirst().first { !$0.hasPrefix("-") } : nil }
    }

    @Test func startingOnALockedScreen_withANudgeDue_showsNothingUntilTheReturn() throws {
        let start = try #require(Timestamp(iso8601: Self.start))
        let goal = Node(type: .goal, content: "Read Dune", createdAt: start.adding(seconds: -7 * 86_400))
        try store.add(goal)
        let followUp = FollowUp(goalId: goal.id, text: "Still thinking about Read Dune?", source: .fallback, rank: 1, plannedAt: start)
        let row = OutboxItem(
            kind: .followup, ref: followUp.id.lowercasedString, channel: .desktop, title: "Read Dune", body: followUp.text,
            notBefore: start, createdAt: start)
        #expect(try store.recordPlanned([(followUp, [row])]).count == 1)
        // What an agent that stopped leaves: nobody watches, presence unknown.
        _ = try store.recordSensed(Presence(.unknown(.agentStopped), since: start, source: nil), watcher: nil, at: start)
        try logind.setLocked(true)
        let settings = try AgentHarness.settings(start: Self.start, folder: folder, environment: logind.environment)
        let agent = try AgentHarness(settings: settings, store: store, busAddress: bus.address)
        try agent.start()
        #expect(agent.waitForLog("presence: away since 09:00 (locked) recorded"), "\(agent.log)")
        #expect(shown(agent).isEmpty, "shown on the locked screen: \(agent.log)")
        #expect(!agent.log.contains("sent via"), "\(agent.log)")
        #expect(try store.pendingOutbox(channel: .desktop).count == 1)
        try logind.setLocked(false)
        #expect(agent.waitForLog("sent via helper notify-send"), "\(agent.log)")
        #expect(shown(agent) == ["Read Dune"], "\(agent.log)")
        let away = try #require(agent.log.range(of: "(locked) recorded"))
        let sent = try #require(agent.log.range(of: "sent via"))
        #expect(away.lowerBound < sent.lowerBound, "\(agent.log)")
        #expect(agent.stop().error == nil)
    }
}
