import Foundation
import MyndAgent
import MyndCore
import MyndDelivery
import MyndStore
import MyndTestSupport
import Testing

/// The gap between nudges judged when the agent shows them, on virtual time: nudges that
/// piled up for the screen (planned hours apart while the person was away, their emails sent)
/// come back one at a time, `min_gap` apart, the best first; a returning snooze goes at once and
/// the others keep their gap after it. No notification server: the chain ends at the helper,
/// whose every run is recorded.
@Suite(.timed, .enabled(if: Tools.haveBus, "needs dbus-daemon (Debian: dbus-daemon)"))
final class AgentPacingTests {
    static let start = "2026-11-19T09:00:00Z"
    let bus: PrivateBus
    let folder: TemporaryDirectory
    let store: GraphStore

    init() throws {
        bus = try PrivateBus()
        folder = try TemporaryDirectory(prefix: "mynd-agent")
        store = try GraphStore.inMemory()
    }

    /// A follow-up about a goal named `text`, planned (and due on the desktop) at `planned`.
    private func plan(_ text: String, kind: FollowUp.Kind = .stale, rank: Int, planned: String) throws {
        let plannedAt = try #require(Timestamp(iso8601: planned))
        let goal = Node(type: .goal, content: text, createdAt: plannedAt.adding(seconds: -7 * 86_400))
        try store.add(goal)
        let followUp = FollowUp(goalId: goal.id, text: "Still on \(text)?", source: .fallback, kind: kind, rank: rank, plannedAt: plannedAt)
        let row = OutboxItem(
            kind: .followup, ref: followUp.id.lowercasedString, channel: .desktop, title: text, body: followUp.text,
            notBefore: plannedAt, createdAt: plannedAt)
        #expect(try store.recordPlanned([(followUp, [row])]).count == 1)
    }

    /// The titles the helper showed, in order.
    private func shown(_ agent: AgentHarness) -> [String] {
        agent.programs.ran.compactMap { $0.first == "notify-send" ? $0.dropFirst().first { !$0.hasPrefix("-") } : nil }
    }

    private func startAgent() throws -> AgentHarness {
        let agent = try AgentHarness(
            settings: try AgentHarness.settings(start: Self.start, folder: folder), store: store, busAddress: bus.address)
        try agent.start()
        return agent
    }

    @Test func nudgesThatPiledUp_areShownOneAtATime_minGapApart_theBestFirst() throws {
        try plan("Tidy the garage", rank: 3, planned: "2026-11-19T01:00:00Z")
        try plan("Call grandma", rank: 1, planned: "2026-11-19T03:00:00Z")
        try plan("Fix the bike", rank: 2, planned: "2026-11-19T05:00:00Z")
        let agent = try startAgent()
        #expect(shown(agent) == ["Call grandma"], "\(agent.log)")
        #expect(agent.clock.advance(by: 7199))
        #expect(shown(agent) == ["Call grandma"], "shown within min_gap: \(agent.log)")
        #expect(agent.clock.advance(by: 1))
        #expect(shown(agent) == ["Call grandma", "Fix the bike"], "\(agent.log)")
        #expect(agent.clock.advance(by: 7200))
        #expect(shown(agent) == ["Call grandma", "Fix the bike", "Tidy the garage"], "\(agent.log)")
        #expect(try store.pendingOutbox(channel: .desktop).count == 0)
        #expect(agent.stop().error == nil)
    }

    @Test func aReturningSnooze_goesFirst_andTheOtherNudgeWaitsTheGapAfterIt() throws {
        try plan("Call grandma", rank: 1, planned: "2026-11-19T03:00:00Z")
        try plan("Answer Ana", kind: .returning, rank: 5, planned: "2026-11-19T08:59:00Z")
        let agent = try startAgent()
        #expect(shown(agent) == ["Answer Ana"], "\(agent.log)")
        #expect(agent.clock.advance(by: 7199))
        #expect(shown(agent) == ["Answer Ana"], "\(agent.log)")
        #expect(agent.clock.advance(by: 1))
        #expect(shown(agent) == ["Answer Ana", "Call grandma"], "\(agent.log)")
        #expect(agent.stop().error == nil)
    }

    @Test func yesterdaysBriefing_isNeverShown_todaysIs() throws {
        let made = try #require(Timestamp(iso8601: "2026-11-18T08:00:00Z"))
        for (date, title) in [("2026-11-18", "Good morning, Wednesday"), ("2026-11-19", "Good morning, Thursday")] {
            let row = OutboxItem(
                kind: .digest, ref: date, channel: .desktop, title: title, body: "3 goals", notBefore: made, createdAt: made)
            #expect(try store.recordDigest(localDate: date, title: title, body: "3 goals", source: .fallback, outbox: [row], at: made))
        }
        let agent = try startAgent()
        #expect(shown(agent) == ["Good morning, Thursday"], "\(agent.log)")
        let failed = try store.failedOutbox()
        #expect(failed.map(\.ref) == ["2026-11-18"])
        #expect(failed.first?.lastError == "its day ended before it could be shown: a briefing belongs to its day")
        #expect(agent.stop().error == nil)
    }
}
