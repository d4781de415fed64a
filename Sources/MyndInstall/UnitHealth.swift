/// Whether the installed units are as `mynd install` would write them and the manager runs
/// them (`mynd doctor`), from values: the files found in the person's unit folder, the
/// packaged units, the manager's view, the binary. Both layouts: whole units of the person's
/// own, or packaged units with the person's drop-ins.
package enum UnitHealth {
    /// One line of the verdict.
    package struct Check: Equatable, Sendable {
        package var name: String
        package var ok: Bool
        package var detail: String
    }

    /// The checks from values.
    /// - Parameters:
    ///   - existing: the files install may own in `unitDirectory`, by relative path
    ///     (`UnitRenderer.paths`).
    ///   - packaged: the packaged units, when the package is installed.
    package static func checks(
        existing: [String: String], packaged: PackagedUnits? = nil, statuses: [UnitStatus], binary: String, unitDirectory: String
    ) -> [Check] {
        let byID = Dictionary(statuses.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let own = UnitRenderer.names.filter { existing[$0] != nil }
        let dropIns = UnitRenderer.names.filter { existing[RenderedUnit.relativePath($0, .dropIn)] != nil }
        let enabled = UnitRenderer.enabled.contains { byID[$0]?.isEnabled == true }
        guard !own.isEmpty || (packaged != nil && (enabled || !dropIns.isEmpty)) else {
            let detail =
                packaged.map { "packaged in \($0.directory), not enabled for you: run `mynd install` to use the timers" }
                ?? "not installed in \(unitDirectory): run `mynd install` to use the timers"
            return [Check(name: "units", ok: true, detail: detail)]
        }
        return [unitsCheck(own: own, dropIns: dropIns, packaged: packaged, byID: byID, binary: binary, unitDirectory: unitDirectory)]
            + timerChecks(byID) + [agentCheck(byID["mynd-agent.service"])]
    }

    /// Where the units are, and whether they run this binary.
    private static func unitsCheck(
        own: [String], dropIns: [String], packaged: PackagedUnits?, byID: [String: UnitStatus], binary: String, unitDirectory: String
    ) -> Check {
        let elsewhere = UnitRenderer.names.filter { name in
            guard let program = byID[name]?.execStart.first, name.hasSuffix(".service") else { return false }
            return program != binary
        }
        let layout: String
        if own.isEmpty, let packaged {
            guard packaged.isComplete else {
                return Check(
                    name: "units", ok: false,
                    detail: "missing \(packaged.missing.joined(separator: ", ")) in \(packaged.directory): reinstall the mynd package")
            }
            let settings = dropIns.isEmpty ? "no drop-in of yours" : "your settings in \(dropIns.count) drop-ins in \(unitDirectory)"
            layout = "packaged in \(packaged.directory), \(settings)"
        } else {
            let missing = UnitRenderer.names.filter { !own.contains($0) }
            guard missing.isEmpty else {
                return Check(
                    name: "units", ok: false, detail: "missing \(missing.joined(separator: ", ")) in \(unitDirectory): run `mynd install`")
            }
            layout = "\(own.count) in \(unitDirectory)" + (packaged.map { ", ahead of the packaged ones in \($0.directory)" } ?? "")
        }
        if let name = elsewhere.first, let program = byID[name]?.execStart.first {
            return Check(
                name: "units", ok: false,
                detail: "\(name) runs \(program), not this binary (\(binary)): run `mynd install` with the mynd you mean to use")
        }
        return Check(name: "units", ok: true, detail: "\(layout), running \(binary)")
    }

    private static func timerChecks(_ byID: [String: UnitStatus]) -> [Check] {
        UnitRenderer.enabled.filter { $0.hasSuffix(".timer") }.map { timer in
            let status = byID[timer]
            let ok = status?.isEnabled == true && status?.activeState == "active"
            let next = status.map { $0.nextElapse.isEmpty ? "no next elapse" : "next \($0.nextElapse)" } ?? "unknown to the manager"
            let state = "\(status?.unitFileState ?? "-"), \(status?.activeState ?? "-")"
            return Check(name: timer, ok: ok, detail: ok ? "\(state), \(next)" : "\(state): run `systemctl --user enable --now \(timer)`")
        }
    }

    private static func agentCheck(_ agent: UnitStatus?) -> Check {
        switch agent?.activeState {
        case "active", "activating", "reloading":
            return Check(name: "mynd-agent.service", ok: true, detail: "\(agent?.activeState ?? "") (\(agent?.subState ?? ""))")
        case "failed":
            return Check(
                name: "mynd-agent.service", ok: false,
                detail: "failed: see `journalctl --user -u mynd-agent`, then `systemctl --user restart mynd-agent`")
        default:
            // Headless machines have no graphical session to start it with: not a failure.
            return Check(
                name: "mynd-agent.service", ok: true,
                detail:
                    "\(agent?.activeState ?? "unknown"): it starts with your graphical session (`systemctl --user start mynd-agent` starts it now)"
            )
        }
    }
}
