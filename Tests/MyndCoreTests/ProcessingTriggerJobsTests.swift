import MyndCore
import MyndTestSupport
import Testing

@Suite(.timed) struct ProcessingTriggerJobsTests {
    static let battery = PowerState(onAC: false, batteryPercent: 55, discharging: true, summary: "on battery 55%")
    static let ac = PowerState(onAC: true, batteryPercent: 55, discharging: false, summary: "AC power")
    static let deferred = JobHistory(lastOutcome: .deferred, pendingReason: "on battery (55%)")
    static let ran = JobHistory(lastOutcome: .ran)

    @Test func plugIn_whileProcessingIsDeferred_startsIt() {
        #expect(ProcessingTrigger.shouldStart(before: Self.battery, after: Self.ac, history: Self.deferred))
    }

    @Test func plugIn_withNothingDeferred_startsNothing() {
        #expect(!ProcessingTrigger.shouldStart(before: Self.battery, after: Self.ac, history: Self.ran))
    }

    @Test func noChangeOrUnplug_startsNothing() {
        #expect(!ProcessingTrigger.shouldStart(before: Self.ac, after: Self.ac, history: Self.deferred))
        #expect(!ProcessingTrigger.shouldStart(before: Self.ac, after: Self.battery, history: Self.deferred))
        #expect(!ProcessingTrigger.shouldStart(before: Self.battery, after: Self.battery, history: Self.deferred))
    }
}
