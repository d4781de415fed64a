import Foundation
import MyndAgent
import MyndCore
import MyndDelivery
import MyndPOSIX
import MyndStore
import MyndTestSupport
import Synchronization
import Testing

/// The agent's look at the inbox, on virtual time: at start, then every interval of the
/// agent's clock, each at the agent's time; one that outlasts the interval is not doubled,
/// and the next starts the moment it ends. The look itself is the test's: it records when
/// it was asked and, when told, holds until the test lets it go (a slow server).
@Suite(.timed, .enabled(if: Tools.haveBus, "needs dbus-daemon (Debian: dbus-daemon)"))
final class AgentInboxTests {
    /// The looks the agent asked for, at the times it gave them.
    final class Looks: Sendable {
        let times = Mutex<[String]>([])
        /// When set, each look holds until `release`.
        let gate: WakeSignal?

        init(held: Bool) throws { gate = held ? try WakeSignal() : nil }

        func look(_ now: Timestamp) -> String {
            times.withLock { $0.append(now.iso8601) }
            if let gate {
                _ = try? Poll.wait([Poll.Watch(descriptor: gate.descriptor)], seconds: 30)
                gate.drain()
            }
            return "inbox: read: 0 applied"
        }

        var count: Int { times.withLock { $0.count } }
    }

    let bus: PrivateBus
    let folder: TemporaryDirectory

    init() throws {
        bus = try PrivateBus()
        folder = try TemporaryDirectory(prefix: "mynd-agent")
    }

    private func startAgent(_ looks: Looks) throws -> AgentHarness {
        let agent = try AgentHarness(
            settings: try AgentHarness.settings(start: "2026-11-23T09:00:00Z", folder: folder), store: try GraphStore.inMemory(),
            busAddress: bus.address, inbox: InboxPoll(interval: 300) { (looks.look($0), []) })
        try agent.start()
        return agent
    }

    /// Waits (real time) until the agent logged `count` finished looks.
    private func finishedLooks(_ agent: AgentHarness, _ count: Int) -> Bool {
        let deadline = ContinuousClock.now + .seconds(10)
        while agent.log.components(separatedBy: "inbox: read").count - 1 < count, ContinuousClock.now < deadline {
            usleep(1_000)
        }
        return agent.log.components(separatedBy: "inbox: read").count - 1 == count
    }

    @Test func looksAtStart_thenEveryInterval_atTheAgentsTime() throws {
        let looks = try Looks(held: false)
        let agent = try startAgent(looks)
        #expect(finishedLooks(agent, 1))
        #expect(agent.clock.advance(by: 299))
        #expect(looks.count == 1)
        #expect(agent.clock.advance(by: 1))
        #expect(finishedLooks(agent, 2))
        #expect(looks.times.withLock { $0 } == ["2026-11-23T09:00:00Z", "2026-11-23T09:05:00Z"])
        #expect(agent.stop().error == nil)
    }

    @Test func aLookLongerThanTheInterval_isNotDoubled_andTheNextStartsWhenItEnds() throws {
        let looks = try Looks(held: true)
        let agent = try startAgent(looks)
        #expect(agent.clock.advance(by: 300))
        #expect(agent.clock.advance(by: 300))
        #expect(looks.count == 1, "a second look while the first still runs")
        looks.gate?.raise()
        #expect(finishedLooks(agent, 1))
        // The next look starts as soon as the first has ended, at the agent's time then.
        let deadline = ContinuousClock.now + .seconds(10)
        while looks.count < 2, ContinuousClock.now < deadline { #expect(agent.clock.settle()) }
        #expect(looks.times.withLock { $0 } == ["2026-11-23T09:00:00Z", "2026-11-23T09:10:00Z"])
        looks.gate?.raise()
        #expect(finishedLooks(agent, 2))
        #expect(agent.stop().error == nil)
    }

    /// The phone's reply stream as the test plays it: the agent's bell, which the test rings.
    final class Bell: Sendable {
        let ring = Mutex<(@Sendable (ReplyStream.Ring) -> Void)?>(nil)
        let stop = Atomic<Bool>(false)

        /// What the agent runs on the bell's thread: hands the test its ring, and holds until
        /// the test ends.
        func hold(_ ring: @escaping @Sendable (ReplyStream.Ring) -> Void) {
            self.ring.withLock { $0 = ring }
            while !stop.load(ordering: .relaxed) { usleep(10_000) }
        }

        func ringing(_ what: ReplyStream.Ring) -> Bool {
            let deadline = ContinuousClock.now + .seconds(10)
            while ContinuousClock.now < deadline {
                if let ring = ring.withLock({ $0 }) {
                    ring(what)
                    return true
                }
                usleep(1_000)
            }
            return false
        }
    }

    /// A ring starts the bell's own look (the phone's topic, no login to the mail server) at
    /// once, between the timed looks, and leaves their timer as it was; a note is logged.
    @Test func aRing_startsTheBellsLook_atOnce_andTheTimedLooksKeepTheirTime() throws {
        let whole = try Looks(held: false)
        let phone = try Looks(held: false)
        let bell = Bell()
        defer { bell.stop.store(true, ordering: .relaxed) }
        var poll = InboxPoll(interval: 300, bell: { bell.hold($0) }) { (whole.look($0), []) }
        poll.rungLook = { (phone.look($0).replacingOccurrences(of: "inbox", with: "phone"), []) }
        let agent = try AgentHarness(
            settings: try AgentHarness.settings(start: "2026-11-23T09:00:00Z", folder: folder), store: try GraphStore.inMemory(),
            busAddress: bus.address, inbox: poll)
        try agent.start()
        #expect(finishedLooks(agent, 1))
        #expect(agent.clock.advance(by: 100))
        #expect(bell.ringing(.note("phone: holding the reply stream")))
        #expect(bell.ringing(.look))
        let deadline = ContinuousClock.now + .seconds(10)
        while !agent.log.contains("phone: read"), ContinuousClock.now < deadline { usleep(1_000) }
        #expect(phone.times.withLock { $0 } == ["2026-11-23T09:01:40Z"], "the ring's look, at once")
        #expect(agent.log.contains("phone: holding the reply stream"))
        #expect(agent.clock.advance(by: 200))
        #expect(finishedLooks(agent, 2))
        #expect(whole.times.withLock { $0 } == ["2026-11-23T09:00:00Z", "2026-11-23T09:05:00Z"], "the timer kept its time")
        #expect(phone.count == 1)
        #expect(agent.stop().error == nil)
    }
}
