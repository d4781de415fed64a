/// Whether a due job may run now, or must be deferred and why.
package enum GateDecision: Equatable, Sendable {
    case run
    /// Not dropped: recorded with this reason and run by the next invocation that finds the
    /// requirements met.
    case deferred(reason: String)
}

/// Checks a job's requirements inside the job, where systemd's `ConditionACPower=` would
/// skip the run and never retry it.
package enum JobGate {
    /// The decision for `job`, checking in this order (the first that fails is the reason):
    /// 1. `force` runs anyway (`mynd run … --force`).
    /// 2. Any job, even refresh, defers while the battery is below `lowBatteryPercent` and
    ///    discharging: "battery low (8%)".
    /// 3. A job that needs AC power defers off AC: "on battery (55%)", or "on battery" when
    ///    the level is unknown.
    /// 4. A job that needs the network defers without a default route:
    ///    "offline: no default route".
    /// Reasons are short stable phrases: `mynd status` and the run records show them.
    package static func check(
        _ job: JobKind, power: PowerState, online: Bool, lowBatteryPercent: Int, force: Bool
    ) -> GateDecision {
        if force { return .run }
        if power.discharging, let percent = power.batteryPercent, percent < lowBatteryPercent {
            return .deferred(reason: "battery low (\(percent)%)")
        }
        if job.requirements.contains(.acPower), !power.onAC {
            return .deferred(reason: "on battery" + (power.batteryPercent.map { " (\($0)%)" } ?? ""))
        }
        if job.requirements.contains(.network), !online {
            return .deferred(reason: "offline: no default route")
        }
        return .run
    }
}
