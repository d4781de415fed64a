import Foundation

/// One entry of `/sys/class/power_supply/`, read by the shell and handed over as values:
/// the folder name (`AC`, `BAT0`, `ucsi-source-psy-USBC000:001`, `hidpp_battery_0`) and its
/// attribute files by name (`type`, `online`, `status`, `capacity`, `scope`, `present`).
/// Contents are trimmed again here, so raw file contents with a trailing newline are fine.
package struct PowerSupply: Equatable, Sendable {
    package var name: String
    package var attributes: [String: String]

    package init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// The trimmed contents of one attribute file; nil when missing or empty.
    func value(_ attribute: String) -> String? {
        guard let raw = attributes[attribute] else { return nil }
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }

    /// The kernel's ABI (Documentation/ABI/testing/sysfs-class-power) marks peripherals
    /// (mice, keyboards, headsets) with `scope` = `Device`; they do not power the machine.
    var isPeripheral: Bool { value("scope")?.lowercased() == "device" }

    var isBattery: Bool { value("type")?.lowercased() == "battery" }
}

/// Whether the machine runs from an external supply, and how its own battery stands.
///
/// The rule, from the kernel's sysfs-class-power ABI and systemd's `on_ac_power()`
/// (behind `ConditionACPower=` and `systemd-ac-power`):
/// 1. Supplies with `scope` = `Device` (a wireless mouse's battery), batteries with
///    `present` = `0` (an empty bay) and supplies without a `type` are ignored.
/// 2. Every supply whose type is not `Battery` — `Mains`, `USB` (USB-C PD), `UPS`,
///    `Wireless`, or a type this code does not know — is an external supply, as systemd
///    assumes. If one of them is online (`online` ≥ 1; USB reports 2 for a programmable
///    source) the machine is on AC. An external supply whose `online` is missing or not a
///    number says nothing and is skipped, as systemd skips it.
/// 3. No system battery at all ⇒ on AC: a desktop (also when it lists an offline USB-C
///    port — here mynd differs from systemd, which then reports battery power on a machine
///    that has none).
/// 4. A battery and an external supply listed, none online ⇒ on battery.
/// 5. A battery and no external supply listed (some boards do not expose the adapter) ⇒ on
///    AC unless a battery reports `status` = `Discharging`.
///
/// `batteryPercent` is the rounded mean `capacity` of the system batteries that report one
/// (0…100; other values are ignored), nil when none does. `discharging` is true when any
/// system battery reports `Discharging` (possible even on AC with a weak adapter).
package struct PowerState: Equatable, Sendable {
    package var onAC: Bool
    package var batteryPercent: Int?
    package var discharging: Bool
    /// For `mynd status`: "AC power", "AC power, battery 80%", "on battery 55%, discharging".
    package var summary: String

    package init(onAC: Bool, batteryPercent: Int?, discharging: Bool, summary: String) {
        self.onAC = onAC
        self.batteryPercent = batteryPercent
        self.discharging = discharging
        self.summary = summary
    }

    /// Decides from the supplies listed under `/sys/class/power_supply/` (see the rule above).
    package static func from(_ supplies: [PowerSupply]) -> PowerState {
        let system = supplies.filter { !$0.isPeripheral && $0.value("type") != nil }
        let batteries = system.filter { $0.isBattery && $0.value("present") != "0" }
        let external = system.filter { !$0.isBattery }
        let onlineStates = external.compactMap { $0.value("online").flatMap { Int($0) } }

        let discharging = batteries.contains { $0.value("status")?.lowercased() == "discharging" }
        let capacities = batteries.compactMap { $0.value("capacity").flatMap { Int($0) } }
            .filter { (0...100).contains($0) }
        let percent =
            capacities.isEmpty
            ? nil : Int((Double(capacities.reduce(0, +)) / Double(capacities.count)).rounded())

        let onAC: Bool
        if onlineStates.contains(where: { $0 >= 1 }) {
            onAC = true
        } else if batteries.isEmpty {
            onAC = true
        } else if !onlineStates.isEmpty {
            onAC = false
        } else {
            onAC = !discharging
        }
        return PowerState(
            onAC: onAC, batteryPercent: percent, discharging: discharging,
            summary: summary(onAC: onAC, hasBattery: !batteries.isEmpty, percent: percent, discharging: discharging)
        )
    }

    static func summary(onAC: Bool, hasBattery: Bool, percent: Int?, discharging: Bool) -> String {
        var text: String
        if onAC {
            text = "AC power"
            if hasBattery { text += percent.map { ", battery \($0)%" } ?? ", battery level unknown" }
        } else {
            text = "on battery" + (percent.map { " \($0)%" } ?? "")
        }
        if discharging { text += ", discharging" }
        return text
    }
}
