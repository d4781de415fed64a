import Foundation
import MyndAI
import MyndCore
import MyndDelivery
import MyndJobs
import MyndStore
import MyndTemplates
import MyndTestSupport
import Testing

/// Job runs in the test's process, on virtual time: an in-memory store, and a clock that is
/// each run's `now` — a day of timer runs is a loop over times, with no process started and
/// no second waited. Power is a value; Claude is off (texts are the templates'); rows go to
/// the terminal (not a terminal here: stderr).
final class JobScene {
    let store: GraphStore
    let zone: LocalTime
    var limits = FollowUpLimits()
    var power = PowerState(onAC: true, batteryPercent: 80, discharging: false, summary: "AC power, battery 80%")

    init(zone: String = "UTC") throws {
        store = try GraphStore.inMemory()
        self.zone = LocalTime(timeZone: try #require(TimeZone(identifier: zone)))
    }

    /// Adds a goal last touched at `created`; returns its id.
    @discardableResult
    func goal(_ text: String, created: String) throws -> UUID {
        let goal = Node(type: .goal, content: text, createdAt: try Self.time(created))
        try store.add(goal)
        return goal.id
    }

    /// A next action of `goal`, added (and the goal touched) at `at`, as `mynd add action --parent`.
    func action(_ text: String, of goal: UUID, at: String) throws {
        let action = Node(type: .action, content: text, createdAt: try Self.time(at))
        try store.add(
            action, edges: [Edge(type: .hasAction, sourceId: goal, targetId: action.id, createdAt: action.createdAt)], touching: [goal])
    }

    /// On battery at `percent`, discharging.
    func onBattery(_ percent: Int) {
        power = PowerState(onAC: false, batteryPercent: percent, discharging: true, summary: "on battery \(percent)%, discharging")
    }

    /// The runner the timer would start at `now`.
    func runner(at now: String) throws -> JobRunner {
        let settings = JobSettings(
            now: try Self.time(now), zone: zone, limits: limits, morning: ClockTime.defaultMorning, followUpChannels: [.terminal],
            digestChannels: [.terminal], lowBatteryPercent: 10)
        let power = power
        var runner = JobRunner(
            settings: settings, store: store, templates: try TemplateSet(), power: { power },
            network: { NetworkState(defaultRouteInterfaces: ["eth0"]) }, ai: AIConfig(), aiUnavailable: "no API key", claude: nil)
        runner.channels = [.terminal: TerminalChannel(interactive: false)]
        return runner
    }

    /// Runs `job` at `now`.
    func run(_ job: JobKind, at now: String, _ options: JobRunner.Options = .init()) throws -> JobResult {
        try runner(at: now).run(job, options)
    }

    static func time(_ text: String) throws -> Timestamp {
        try #require(Timestamp(iso8601: text), "\(text)")
    }
}
