import Foundation
import MyndAgent
import MyndCore
import MyndDelivery
import MyndPOSIX
import MyndStore
import MyndSystemd
import MyndTestSupport
import Synchronization
import Testing

/// `mynd agent` in the test's own process, on a thread of its own: on virtual time, on a bus
/// the test started, with systemd's notify socket, the programs it starts and its log all
/// recorded, and a stop the test asks for. Every wait on it is bounded in real seconds, so the
/// suites carry no time limit of their own: Swift Testing counts one from when a test is
/// announced, and with the whole run's tests holding the few shared threads, a test that has
/// not begun yet "took" two minutes.
final class AgentHarness: @unchecked Sendable {
    let clock: VirtualClock
    let store: GraphStore
    let notifier = RecordingNotifier()
    let programs = RecordingPrograms()
    let stopSwitch: StopSwitch
    private let lines = LogLines()
    private let agent: DesktopAgent
    private let ended = NSCondition()
    private var outcome: Result<Void, any Error>?
    private var endedAt: ContinuousClock.Instant?

    /// An agent for `settings` over `store`, on the session bus at `busAddress`; `watchdog`
    /// is the unit's `WatchdogSec=` in seconds (nil: none).
    init(
        settings: AgentSettings, store: GraphStore, busAddress: String, watchdog: Double? = nil, inbox: InboxPoll? = nil
    ) throws {
        clock = try VirtualClock(start: try #require(settings.fixedStart))
        self.store = store
        notifier.interval = watchdog
        let stopSwitch = try StopSwitch()
        self.stopSwitch = stopSwitch
        let lines = lines
        var peers = AgentPeers(
            clock: clock, sessionBus: { try Bus(address: busAddress) }, notifier: notifier, programs: programs,
            stopRequests: { stopSwitch })
        peers.log = { line in lines.append(line) }
        peers.releasesCode = false
        agent = DesktopAgent(settings: settings, store: store, globalArguments: [], peers: peers)
        agent.inbox = inbox
        // What `mynd agent` shows through, as the shell builds it: the desktop with actions.
        let programs = programs
        agent.channels = { bus, now in
            [.desktop: DesktopChannel(bus: bus, programs: programs, helper: settings.helper, records: store, asAgent: true, now: now)]
        }
    }

    /// Settings for an agent whose clock starts at `start` (UTC): no quiet hours unless
    /// given, no system bus (no logind) unless `environment` names one, and power events
    /// from a FIFO nobody writes to unless the test does.
    static func settings(
        start: String, folder: TemporaryDirectory, quietHours: QuietHours? = nil, environment: [String: String] = [:]
    ) throws -> AgentSettings {
        let fifo = folder.appending("power-events").path
        if !FileManager.default.fileExists(atPath: fifo) { #expect(mkfifo(fifo, 0o600) == 0) }
        let base = [
            "DBUS_SYSTEM_BUS_ADDRESS": "unix:path=\(folder.path)/no-system-bus", "MYND_POWER_EVENTS_FIFO": fifo,
            "MYND_POWER_SUPPLY_DIR": folder.appending("power").path,
        ]
        let fixedStart = try #require(Timestamp(iso8601: start))
        return AgentSettings(
            fixedStart: fixedStart, zone: LocalTime(timeZone: try #require(TimeZone(identifier: "UTC"))),
            quietHours: quietHours, snoozeDefault: try #require(DurationText("1h")), helper: CommandWords(words: ["notify-send"]),
            openCommand: nil, supplyDir: nil, environment: base.merging(environment) { $1 })
    }

    /// Starts `run` on its own thread and waits until the agent listens and its loop sleeps.
    func start() throws {
        let agent = UncheckedBox(agent)
        Thread { [self] in
            let result = Result { try agent.value.run() }
            ended.withLock {
                outcome = result
                endedAt = .now
                ended.broadcast()
            }
        }.start()
        let deadline = ContinuousClock.now + .seconds(10)
        while !log.contains("listening on io.mynd.Agent"), ContinuousClock.now < deadline, !hasEnded {
            usleep(2_000)
        }
        try #require(log.contains("listening on io.mynd.Agent"), "the agent did not start: \(log) \(String(describing: outcome))")
        // Nothing is shown before the presence sources have answered; on a loaded machine their
        // answers can come after the loop's first sleep.
        while !log.contains("presence: every source has answered"), ContinuousClock.now < deadline, !hasEnded {
            #expect(clock.settle(), "the loop never slept")
        }
        #expect(clock.settle(), "the loop never slept")
    }

    /// Asks the agent to stop (as SIGTERM does) and waits until `run` returns; the seconds
    /// that took, and what it threw, if anything.
    func stop(timeout: Double = 10) -> (seconds: Double, error: (any Error)?) {
        let asked = ContinuousClock.now
        stopSwitch.flip()
        return ended.withLock {
            let deadline = Date(timeIntervalSinceNow: timeout)
            while outcome == nil, ended.wait(until: deadline) {}
            guard let outcome, let endedAt else { return (.infinity, nil) }
            if case .failure(let error) = outcome { return ((endedAt - asked).seconds, error) }
            return ((endedAt - asked).seconds, nil)
        }
    }

    var hasEnded: Bool { ended.withLock { outcome != nil } }

    /// Everything the agent logged, one line each.
    var log: String { lines.text }

    /// Waits (real time, at most `timeout` seconds) until the log holds `text`; for what a
    /// peer outside the loop does (a bus round trip, the inbox's thread).
    func waitForLog(_ text: String, timeout: Double = 10) -> Bool {
        let deadline = ContinuousClock.now + .seconds(timeout)
        while !log.contains(text), ContinuousClock.now < deadline { usleep(2_000) }
        return log.contains(text)
    }
}

/// The agent's log, one line each, written on its thread and read on the test's.
final class LogLines: Sendable {
    private let lines = Mutex<[String]>([])

    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var text: String { lines.withLock { $0.joined(separator: "\n") } }
}

/// systemd's notify socket, as the messages the agent sent.
final class RecordingNotifier: AgentNotifier, @unchecked Sendable {
    private let messages = Mutex<[String]>([])
    var interval: Double?

    var sent: [String] { messages.withLock { $0 } }
    var pings: Int { sent.filter { $0 == "WATCHDOG=1" }.count }

    func ready(status: String?) -> Bool { record("READY=1") }
    func status(_ text: String) -> Bool { record("STATUS=\(text)") }
    func watchdog() -> Bool { record("WATCHDOG=1") }
    func stopping() -> Bool { record("STOPPING=1") }
    func watchdogInterval() -> Duration? { interval.map { .milliseconds(Int64($0 * 1000)) } }

    private func record(_ message: String) -> Bool {
        messages.withLock { $0.append(message) }
        return true
    }
}

/// Programs that are never started: each launch and run is recorded (as `FakePrograms`).
final class RecordingPrograms: AgentPrograms, @unchecked Sendable {
    private let recorded = Mutex<(launched: [[String]], ran: [[String]])>(([], []))

    var launched: [[String]] { recorded.withLock { $0.launched } }
    var ran: [[String]] { recorded.withLock { $0.ran } }

    func run(_ arguments: [String], timeout: Double) -> ProgramOutcome {
        recorded.withLock { $0.ran.append(arguments) }
        return .exited(status: 0, stderr: "")
    }

    func launch(_ arguments: [String], as child: ChildEnvironment) -> ProgramOutcome {
        recorded.withLock { $0.launched.append(arguments) }
        return .started(pid: 4242)
    }

    func reapFinished() {}
}

/// The stop a test asks for, as SIGTERM would through the signal pipe.
final class StopSwitch: StopRequests, @unchecked Sendable {
    private let wake: WakeSignal
    private let flipped = Atomic<Bool>(false)

    init() throws { wake = try WakeSignal() }

    var descriptor: Int32 { wake.descriptor }
    func readPending() { wake.drain() }
    var stopping: Bool { flipped.load(ordering: .relaxed) }

    func flip() {
        flipped.store(true, ordering: .relaxed)
        wake.raise()
    }
}

/// Hands a value to the agent's thread, which alone uses it from then on.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
