import Foundation
import MyndAgent
import MyndCore
import MyndDelivery
import MyndStore
import MyndTestSupport
import Testing

/// When the agent shows a due desktop row, on virtual time: not before the row's time, not in
/// quiet hours, and at the moment either ends without being woken. The bus is the test's own,
/// with no notification server on it, so the agent's chain ends at the `[desktop] helper`
/// (`notify-send`), whose every run is recorded.
@Suite(.timed, .enabled(if: Tools.haveBus, "needs dbus-daemon (Debian: dbus-daemon)"))
final class AgentDeliveryTimingTests {
    let bus: PrivateBus
    let folder: TemporaryDirectory
    let store: GraphStore

    init() throws {
        bus = try PrivateBus()
        folder = try TemporaryDirectory(prefix: "mynd-agent")
        store = try GraphStore.inMemory()
    }

    /// A follow-up of a goal named `text`, planned at `planned`, its desktop row due at `due`.
    private func plan(_ text: String, planned: String, due: String) throws {
        let plannedAt = try #require(Timestamp(iso8601: planned))
        let goal = Node(type: .goal, content: text, createdAt: plannedAt.adding(seconds: -7 * 86_400))
        try store.add(goal)
        let followUp = FollowUp(goalId: goal.id, text: "Still thinking about \(text)?", source: .fallback, rank: 1, plannedAt: plannedAt)
        let row = OutboxItem(
            kind: .followup, ref: followUp.id.lowercasedString, channel: .desktop, title: text, body: followUp.text,
            notBefore: try #require(Timestamp(iso8601: due)), createdAt: plannedAt)
        #expect(try store.recordPlanned([(followUp, [row])]).count == 1)
    }

    /// The titles the helper was run with, in order.
    private func shown(_ agent: AgentHarness) -> [String] {
        agent.programs.ran.compactMap { $0.first == "notify-send" ? $0.dropFirst().first { !$0.hasPrefix("-") } : nil }
    }

    @Test func inQuietHours_nothingIsShown_untilTheyEnd_andThenAtOnce() throws {
        // Three seconds before quiet hours (22:00–07:00) end; the row was written for their end.
        try plan("Read Dune", planned: "2026-11-22T06:59:57Z", due: "2026-11-22T06:59:57Z")
        let quiet = QuietHours(start: try #require(ClockTime(hour: 22, minute: 0)), end: try #require(ClockTime(hour: 7, minute: 0)))
        let agent = try AgentHarness(
            settings: try AgentHarness.settings(start: "2026-11-22T06:59:57Z", folder: folder, quietHours: quiet), store: store,
            busAddress: bus.address)
        try agent.start()
        #expect(shown(agent).isEmpty, "shown in quiet hours: \(agent.log)")
        #expect(agent.clock.advance(by: 2.9))
        #expect(shown(agent).isEmpty, "shown at 06:59:59.9: \(agent.log)")
        #expect(agent.clock.advance(by: 0.1))
        #expect(shown(agent) == ["Read Dune"], "\(agent.programs.ran): \(agent.log)")
        #expect(try store.pendingOutbox(channel: .desktop).count == 0)
        #expect(agent.log.contains("sent via helper notify-send, after: no notification server"), "\(agent.log)")
        #expect(agent.stop().error == nil)
    }

    @Test func aRowDueLater_isShownAtItsTime_notBefore_withoutAWake() throws {
        try plan("Fix the bike", planned: "2026-11-22T09:00:00Z", due: "2026-11-22T09:04:00Z")
        let agent = try AgentHarness(
            settings: try AgentHarness.settings(start: "2026-11-22T09:00:00Z", folder: folder), store: store,
            busAddress: bus.address)
        try agent.start()
        #expect(agent.clock.advance(by: 239))
        #expect(shown(agent).isEmpty, "\(agent.log)")
        #expect(agent.clock.advance(by: 1))
        #expect(shown(agent) == ["Fix the bike"], "\(agent.log)")
        #expect(agent.stop().error == nil)
    }

    @Test func rowsThatWaitedWhileNoAgentRan_areShownAtStart() throws {
        try plan("Call the plumber", planned: "2026-11-22T08:00:00Z", due: "2026-11-22T08:00:00Z")
        let agent = try AgentHarness(
            settings: try AgentHarness.settings(start: "2026-11-22T09:00:00Z", folder: folder), store: store,
            busAddress: bus.address)
        try agent.start()
        #expect(shown(agent) == ["Call the plumber"], "\(agent.log)")
        #expect(agent.stop().error == nil)
    }
}
