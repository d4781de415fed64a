import MyndTestSupport
import Testing

@testable import MyndCore

// Fixtures in the kernel's format (Documentation/ABI/testing/sysfs-class-power): one
// PowerSupply per folder of /sys/class/power_supply/, attribute files as read, some with
// the trailing newline the kernel writes.

private func supply(_ name: String, _ attributes: [String: String]) -> PowerSupply {
    PowerSupply(name: name, attributes: attributes)
}

struct PowerCase: Sendable, CustomTestStringConvertible {
    var name: String
    var supplies: [PowerSupply]
    var expected: PowerState
    var testDescription: String { name }
}

private let cases: [PowerCase] = [
    PowerCase(
        name: "desktop, no supplies",
        supplies: [],
        expected: PowerState(onAC: true, batteryPercent: nil, discharging: false, summary: "AC power")
    ),
    PowerCase(
        name: "laptop on AC, charging",
        supplies: [
            supply("AC", ["type": "Mains\n", "online": "1\n"]),
            supply("BAT0", ["type": "Battery\n", "present": "1\n", "status": "Charging\n", "capacity": "80\n"]),
        ],
        expected: PowerState(onAC: true, batteryPercent: 80, discharging: false, summary: "AC power, battery 80%")
    ),
    PowerCase(
        name: "laptop on battery 55%, adapter listed offline",
        supplies: [
            supply("AC", ["type": "Mains\n", "online": "0\n"]),
            supply("BAT0", ["type": "Battery\n", "present": "1\n", "status": "Discharging\n", "capacity": "55\n"]),
        ],
        expected: PowerState(onAC: false, batteryPercent: 55, discharging: true, summary: "on battery 55%, discharging")
    ),
    PowerCase(
        name: "laptop on battery 8%, no adapter listed",
        supplies: [supply("BAT0", ["type": "Battery", "status": "Discharging", "capacity": "8"])],
        expected: PowerState(onAC: false, batteryPercent: 8, discharging: true, summary: "on battery 8%, discharging")
    ),
    PowerCase(
        name: "battery full, no adapter listed: on AC",
        supplies: [supply("BAT0", ["type": "Battery", "status": "Full", "capacity": "100"])],
        expected: PowerState(onAC: true, batteryPercent: 100, discharging: false, summary: "AC power, battery 100%")
    ),
    PowerCase(
        name: "battery full, adapter listed offline: on battery",
        supplies: [
            supply("ADP1", ["type": "Mains", "online": "0"]),
            supply("BAT0", ["type": "Battery", "status": "Full", "capacity": "100"]),
        ],
        expected: PowerState(onAC: false, batteryPercent: 100, discharging: false, summary: "on battery 100%")
    ),
    PowerCase(
        name: "USB-C PD supply online, mains offline",
        supplies: [
            supply("ADP1", ["type": "Mains", "online": "0"]),
            supply("ucsi-source-psy-USBC000:001", ["type": "USB", "online": "1", "usb_type": "C [PD] PD_PPS"]),
            supply("BAT0", ["type": "Battery", "status": "Charging", "capacity": "40"]),
        ],
        expected: PowerState(onAC: true, batteryPercent: 40, discharging: false, summary: "AC power, battery 40%")
    ),
    PowerCase(
        name: "USB supply online programmable (2)",
        supplies: [
            supply("ucsi-source-psy-USBC000:002", ["type": "USB", "online": "2"]),
            supply("BAT0", ["type": "Battery", "status": "Not charging", "capacity": "95"]),
        ],
        expected: PowerState(onAC: true, batteryPercent: 95, discharging: false, summary: "AC power, battery 95%")
    ),
    PowerCase(
        name: "wireless mouse battery on a desktop",
        supplies: [
            supply(
                "hidpp_battery_0",
                [
                    "type": "Battery\n", "scope": "Device\n", "status": "Discharging\n", "capacity": "5\n",
                    "model_name": "MX Master 3\n",
                ])
        ],
        expected: PowerState(onAC: true, batteryPercent: nil, discharging: false, summary: "AC power")
    ),
    PowerCase(
        name: "desktop with an offline USB-C port and no battery",
        supplies: [supply("ucsi-source-psy-USBC000:001", ["type": "USB", "online": "0"])],
        expected: PowerState(onAC: true, batteryPercent: nil, discharging: false, summary: "AC power")
    ),
    PowerCase(
        name: "unknown values: online and capacity not numbers, status Unknown",
        supplies: [
            supply("AC", ["type": "Mains", "online": "?"]),
            supply("BAT0", ["type": "Battery", "status": "Unknown", "capacity": "abc"]),
        ],
        expected: PowerState(
            onAC: true, batteryPercent: nil, discharging: false, summary: "AC power, battery level unknown")
    ),
    PowerCase(
        name: "unknown values: capacity out of range, supply without type",
        supplies: [
            supply("mystery", ["online": "1"]),
            supply("BAT0", ["type": "Battery", "status": "Discharging", "capacity": "150"]),
        ],
        expected: PowerState(onAC: false, batteryPercent: nil, discharging: true, summary: "on battery, discharging")
    ),
    PowerCase(
        name: "unknown supply type online counts as external (as systemd does)",
        supplies: [
            supply("wireless-charger", ["type": "Wireless", "online": "1"]),
            supply("BAT0", ["type": "Battery", "status": "Discharging", "capacity": "30"]),
        ],
        expected: PowerState(
            onAC: true, batteryPercent: 30, discharging: true, summary: "AC power, battery 30%, discharging")
    ),
    PowerCase(
        name: "two batteries: mean capacity, rounded half up",
        supplies: [
            supply("AC", ["type": "Mains", "online": "0"]),
            supply("BAT0", ["type": "Battery", "status": "Discharging", "capacity": "30"]),
            supply("BAT1", ["type": "Battery", "status": "Unknown", "capacity": "81"]),
        ],
        expected: PowerState(onAC: false, batteryPercent: 56, discharging: true, summary: "on battery 56%, discharging")
    ),
    PowerCase(
        name: "empty battery bay (present 0) is ignored",
        supplies: [
            supply("AC", ["type": "Mains", "online": "0"]),
            supply("BAT0", ["type": "Battery", "present": "1", "status": "Discharging", "capacity": "60"]),
            supply("BAT1", ["type": "Battery", "present": "0", "status": "Unknown", "capacity": "0"]),
        ],
        expected: PowerState(onAC: false, batteryPercent: 60, discharging: true, summary: "on battery 60%, discharging")
    ),
]

@Suite(.timed) struct PowerStateJobsTests {
    @Test(arguments: cases)
    func from_supplies(_ c: PowerCase) {
        #expect(PowerState.from(c.supplies) == c.expected)
    }

    @Test func from_valuesInAnyCase_areRecognised() {
        let state = PowerState.from([
            supply("AC", ["type": "mains", "online": "0"]),
            supply("BAT0", ["type": "BATTERY", "status": "discharging", "capacity": " 42 "]),
        ])
        #expect(
            state
                == PowerState(
                    onAC: false, batteryPercent: 42, discharging: true, summary: "on battery 42%, discharging"))
    }
}
