import MyndTestSupport
import Testing

@testable import MyndCore

private let desktop = PowerState(onAC: true, batteryPercent: nil, discharging: false, summary: "AC power")
private let laptopOnAC = PowerState(
    onAC: true, batteryPercent: 80, discharging: false, summary: "AC power, battery 80%")
private let battery55 = PowerState(
    onAC: false, batteryPercent: 55, discharging: true, summary: "on battery 55%, discharging")
private let battery8 = PowerState(
    onAC: false, batteryPercent: 8, discharging: true, summary: "on battery 8%, discharging")
private let battery9 = PowerState(
    onAC: false, batteryPercent: 9, discharging: true, summary: "on battery 9%, discharging")
private let battery10 = PowerState(
    onAC: false, batteryPercent: 10, discharging: true, summary: "on battery 10%, discharging")
private let batteryUnknown = PowerState(
    onAC: false, batteryPercent: nil, discharging: true, summary: "on battery, discharging")
private let charging8 = PowerState(onAC: true, batteryPercent: 8, discharging: false, summary: "AC power, battery 8%")
private let weakAdapter5 = PowerState(
    onAC: true, batteryPercent: 5, discharging: true, summary: "AC power, battery 5%, discharging")

struct GateCase: Sendable, CustomTestStringConvertible {
    var job: JobKind
    var power: PowerState
    var online: Bool
    var low = 10
    var force = false
    var expected: GateDecision
    var testDescription: String { "\(job) \(power.summary) online=\(online) low=\(low) force=\(force)" }
}

private let cases: [GateCase] = [
    GateCase(job: .refresh, power: desktop, online: false, expected: .run),
    GateCase(job: .refresh, power: battery55, online: false, expected: .run),
    GateCase(job: .digest, power: battery55, online: false, expected: .run),
    GateCase(job: .refresh, power: battery8, online: true, expected: .deferred(reason: "battery low (8%)")),
    GateCase(job: .digest, power: battery8, online: true, expected: .deferred(reason: "battery low (8%)")),
    GateCase(job: .processing, power: battery8, online: false, expected: .deferred(reason: "battery low (8%)")),
    GateCase(job: .refresh, power: battery9, online: true, expected: .deferred(reason: "battery low (9%)")),
    GateCase(job: .refresh, power: battery10, online: true, expected: .run),
    GateCase(job: .refresh, power: battery8, online: true, low: 0, expected: .run),
    GateCase(job: .refresh, power: charging8, online: true, expected: .run),
    GateCase(job: .refresh, power: weakAdapter5, online: true, expected: .deferred(reason: "battery low (5%)")),
    GateCase(job: .refresh, power: batteryUnknown, online: true, expected: .run),
    GateCase(job: .processing, power: battery55, online: true, expected: .deferred(reason: "on battery (55%)")),
    GateCase(job: .processing, power: battery55, online: false, expected: .deferred(reason: "on battery (55%)")),
    GateCase(job: .processing, power: battery10, online: true, expected: .deferred(reason: "on battery (10%)")),
    GateCase(job: .processing, power: batteryUnknown, online: true, expected: .deferred(reason: "on battery")),
    GateCase(
        job: .processing, power: laptopOnAC, online: false, expected: .deferred(reason: "offline: no default route")),
    GateCase(job: .processing, power: desktop, online: false, expected: .deferred(reason: "offline: no default route")),
    GateCase(job: .processing, power: desktop, online: true, expected: .run),
    GateCase(job: .processing, power: laptopOnAC, online: true, expected: .run),
    GateCase(job: .processing, power: battery55, online: false, force: true, expected: .run),
    GateCase(job: .processing, power: battery8, online: false, force: true, expected: .run),
    GateCase(job: .refresh, power: battery8, online: true, force: true, expected: .run),
]

@Suite(.timed) struct JobGateJobsTests {
    @Test(arguments: cases)
    func check(_ c: GateCase) {
        #expect(
            JobGate.check(c.job, power: c.power, online: c.online, lowBatteryPercent: c.low, force: c.force)
                == c.expected)
    }
}
