import ArgumentParser
import Foundation
import MyndAI
@testable import MyndCLI
import MyndDelivery
import MyndJobs
import MyndPOSIX
import MyndCore
import MyndStore
import MyndSystemd
import MyndTemplates
import Synchronization
import MyndTestSupport
import Testing

/// A log that keeps the events, so a test can read the story a run told.
private final class RecordingLog: JobLog, Sendable {
    let events = Mutex<[JobEvent]>([])
    func record(_ event: JobEvent) { events.withLock { $0.append(event) } }
    var kinds: [JobEvent.Kind] { events.withLock { $0.map(\.kind) } }
}

/// The events JobRunner hands its log, checked on a real store in a temporary MYND_HOME.
@Suite(.timed) struct JobLogTests {
    /// A runner at `now` over a store with one goal untouched for five days.
    private static func runner(now: String, onAC: Bool = true, log: RecordingLog, sandbox: Sandbox) throws -> (JobRunner, UUID) {
        let power = sandbox.root.appendingPathComponent("power")
        for (name, files) in [
            ("AC", ["type": "Mains", "online": onAC ? "1" : "0"]),
            ("BAT0", ["type": "Battery", "status": onAC ? "Charging" : "Discharging", "capacity": "80", "present": "1"]),
        ] {
            let folder = power.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (file, value) in files { try value.write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8) }
        }
        // The terminal is the channel this runner has; desktop rows would wait for theirs.
        try sandbox.writeConfig(channels: ["terminal"])
        let environment = ["MYND_HOME": sandbox.home.path, "MYND_NOW": now, "MYND_POWER_SUPPLY_DIR": power.path, "HOME": sandbox.root.path]
        let context = try Context(try GlobalOptions.parse([]), environment: environment)
        let store = try context.openStore()
        let goal = Node(type: .goal, content: "Plant the garden", createdAt: context.now.adding(seconds: -5 * 86_400))
        try store.add(goal)
        let probe = context.systemProbe
        let setup = AISetup(config: context.config.ai, environment: environment)
        var runner = JobRunner(
            settings: context.jobSettings, store: store, templates: try TemplateSet(), power: probe.power, network: probe.network,
            ai: context.config.ai, aiUnavailable: setup.unavailable, claude: nil)
        runner.channels = [.terminal: TerminalChannel(interactive: false)]
        runner.log = log
        return (runner, goal.id)
    }

    @Test func refresh_tellsStart_delivery_withTheGoal_andFinish() throws {
        let sandbox = try Sandbox()
        let log = RecordingLog()
        let (runner, goal) = try Self.runner(now: "2026-11-21T10:00:00Z", log: log, sandbox: sandbox)
        let report = try runner.run(.refresh, .init())
        #expect(report.delivered == 1)
        #expect(log.kinds == [.runStart, .delivery, .runFinish])
        let delivery = try #require(log.events.withLock { $0.first { $0.kind == .delivery } })
        #expect(delivery.goalID == goal && delivery.outcome == "sent" && delivery.channel == "terminal")
        #expect(delivery.fields["MYND_JOB"] == "refresh")
        #expect(!delivery.message.contains("Plant the garden"), "the log tells what happened, not the person's words")
    }

    @Test func processing_onBattery_tellsTheDeferral_withItsReason() throws {
        let sandbox = try Sandbox()
        let log = RecordingLog()
        let (runner, _) = try Self.runner(now: "2026-11-21T03:00:00Z", onAC: false, log: log, sandbox: sandbox)
        _ = try runner.run(.processing, .init())
        let events = log.events.withLock { $0 }
        #expect(events.map(\.kind) == [.deferral])
        #expect(events.first?.priority == .notice && events.first?.reason?.hasPrefix("on battery") == true)
    }

    @Test func processing_ifDue_afterTonightsRun_isNotDue_andRecordsNothing() throws {
        let sandbox = try Sandbox()
        let log = RecordingLog()
        let (runner, _) = try Self.runner(now: "2026-11-21T03:05:00Z", log: log, sandbox: sandbox)
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
