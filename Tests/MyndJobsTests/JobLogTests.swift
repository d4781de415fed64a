import Foundation
import MyndAI
import MyndCore
import MyndDelivery
@testable import MyndJobs
import MyndStore
import MyndSystemd
import MyndTemplates
import MyndTestSupport
import Synchronization
import Testing

/// A log that keeps the events, so a test can read the story a run told.
private final class RecordingLog: JobLog, Sendable {
    let events = Mutex<[JobEvent]>([])
    func record(_ event: JobEvent) { events.withLock { $0.append(event) } }
    var kinds: [JobEvent.Kind] { events.withLock { $0.map(\.kind) } }
}

/// The events JobRunner hands its log, checked on a store with one goal, power and network
/// given as values (the command line reads them from sysfs and /proc).
@Suite(.timed) struct JobLogTests {
    /// A runner at `now` (UTC) over a store with one goal untouched for five days, delivering
    /// to the terminal alone, with the default schedule and no Claude.
    private static func runner(now text: String, onAC: Bool = true, log: RecordingLog) throws -> (JobRunner, UUID) {
        let now = try #require(Timestamp(iso8601: text))
        let store = try GraphStore.inMemory()
        let goal = Node(type: .goal, content: "Plant the garden", createdAt: now.adding(seconds: -5 * 86_400))
        try store.add(goal)
        let settings = JobSettings(
            now: now, zone: LocalTime(timeZone: try #require(TimeZone(identifier: "UTC"))), limits: FollowUpLimits(),
            morning: ClockTime.defaultMorning, followUpChannels: [.terminal], digestChannels: [.terminal], lowBatteryPercent: 10)
        let power = PowerState(
            onAC: onAC, batteryPercent: 80, discharging: !onAC, summary: onAC ? "AC power, battery 80%" : "on battery 80%, discharging")
        var runner = JobRunner(
            settings: settings, store: store, templates: try TemplateSet(), power: { power },
            network: { NetworkState(defaultRouteInterfaces: ["eth0"]) }, ai: AIConfig(), aiUnavailable: "no API key", claude: nil)
        runner.channels = [.terminal: TerminalChannel(interactive: false)]
        runner.log = log
        return (runner, goal.id)
    }

    @Test func refresh_tellsStart_delivery_withTheGoal_andFinish() throws {
        let log = RecordingLog()
        let (runner, goal) = try Self.runner(now: "2026-11-21T10:00:00Z", log: log)
        let report = try runner.run(.refresh, .init())
        #expect(report.delivered == 1)
        #expect(log.kinds == [.runStart, .delivery, .runFinish])
        let delivery = try #require(log.events.withLock { $0.first { $0.kind == .delivery } })
        #expect(delivery.goalID == goal && delivery.outcome == "sent" && delivery.channel == "terminal")
        #expect(delivery.fields["MYND_JOB"] == "refresh")
        #expect(!delivery.message.contains("Plant the garden"), "the log tells what happened, not the person's words")
    }

    @Test func processing_onBattery_tellsTheDeferral_withItsReason() throws {
        let log = RecordingLog()
        let (runner, _) = try Self.runner(now: "2026-11-21T03:00:00Z", onAC: false, log: log)
        _ = try runner.run(.processing, .init())
        let events = log.events.withLock { $0 }
        #expect(events.map(\.kind) == [.deferral])
        #expect(events.first?.priority == .notice && events.first?.reason?.hasPrefix("on battery") == true)
    }

    @Test func processing_ifDue_afterTonightsRun_isNotDue_andRecordsNothing() throws {
        let log = RecordingLog()
        let (runner, _) = try Self.runner(now: "2026-11-21T03:05:00Z", log: log)
        #expect(try runner.run(.processing, .init(ifDue: true)).outcome == .ran, "tonight's run is due")
        var later = runner
        later.settings.now = runner.settings.now.adding(seconds: 3600)
        let skipped = try later.run(.processing, .init(ifDue: true))
        #expect(skipped.outcome == .notDue && skipped.decision.code == "not_due")
        #expect(try runner.store.history(.processing).lastRunStart == runner.settings.now, "the skipped hour left no run record")
        #expect(log.kinds.last == .notDue)
        #expect(try later.run(.processing, .init(force: true, ifDue: true)).outcome == .ran, "--force runs it anyway")
    }
}
