/// Whether the installed units are as `mynd install` would write them and the manager runs
/// them (`mynd doctor`), from values: the unit files found, the manager's view, the binary.
package enum UnitHealth {
    /// One line of the verdict.
    package struct Check: Equatable, Sendable {
        package var name: String
        package var ok: Bool
        package var detail: String
    }

    /// The checks from values: the unit files found, the manager's view, this binary.
    package static func checks(existing: [String: String], statuses: [UnitStatus], binary: String, unitDirectory: String) -> [Check] {
        guard !existing.isEmpty else {
            return [Check(name: "units", ok: true, detail: "not installed in \(unitDirectory): run `mynd install` to use the timers")]
        }
        var checks: [Check] = []
        let byID = Dictionary(statuses.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let missing = UnitRenderer.names.filter { existing[$0] == nil }
        let elsewhere = UnitRenderer.names.filter { name in
            guard let program = byID[name]?.execStart.first, name.hasSuffix(".service") else { return false }
            return program != binary
        }
        if !missing.isEmpty {
            checks.append(
                Check(
                    name: "units", ok: false, detail: "missing \(missing.joined(separator: ", ")) in \(unitDirectory): run `mynd install`"))
        } else if let name = elsewhere.first, let program = byID[name]?.execStart.first {
            checks.append(
                Check(
                    name: "units", ok: false,
                    detail: "\(name) runs \(program), not this binary (\(binary)): run `mynd install` with the mynd you mean to use"))
        } else {
            checks.append(Check(name: "units", ok: true, detail: "\(existing.count) in \(unitDirectory), running \(binary)"))
        }
        for timer in UnitRenderer.enabled where timer.hasSuffix(".timer") {
            let status = byID[timer]
            let ok = status?.isEnabled == true && status?.activeState == "active"
            let next = status.map { $0.nextElapse.isEmpty ? "no next elapse" : "next \($0.nextElapse)" } ?? "unknown to the manager"
            let state = "\(status?.unitFileState ?? "-"), \(status?.activeState ?? "-")"
            checks.append(
                Check(
                    name: timer, ok: ok, detail: ok ? "\(state), \(next)" : "\(state): run `systemctl --user enable --now \(timer)`"))
        }
        let agent = byID["mynd-agent.service"]
        switch agent?.activeState {
        case "active", "activating", "reloading":
            checks.append(
                Check(name: "mynd-agent.service", ok: true, detail: "\(agent?.activeState ?? "") (\(agent?.subState ?? ""))"))
        case "failed":
            checks.append(
                Check(
                    name: "mynd-agent.service", ok: false,
                    detail: "failed: see `journalctl --user -u mynd-agent`, then `systemctl --user restart mynd-agent`"))
        default:
            // Headless machines have no graphical session to start it with: not a failure.
            checks.append(
                Check(
                    name: "mynd-agent.service", ok: true,
                    detail:
                        "\(agent?.activeState ?? "unknown"): it starts with your graphical session (`systemctl --user start mynd-agent` starts it now)"
                ))
        }
        return checks
    }
}
