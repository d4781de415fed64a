import Foundation
import MyndInstall

extension Mynd.Doctor {
    /// The systemd side, one line each: the unit files (and whether they run this binary),
    /// each timer (enabled, next elapse) and the agent. Without a user manager this is one
    /// line that does not fail doctor: running the jobs from cron or by hand is allowed.
    static func systemdChecks(_ context: Context) -> [DoctorCheck] {
        let installation = context.installation
        let statuses: [UnitStatus]
        switch Result(catching: { () throws(InstallError) in try installation.statuses() }) {
        case .success(let view): statuses = view
        case .failure:
            return [
                DoctorCheck(
                    name: "systemd", ok: true,
                    detail: "no user manager answers, so the timers are not in use (fine if you run the jobs yourself or from cron)")
            ]
        }
        let existing = installation.existingUnits()
        let binary = (try? Installation.runningBinary()) ?? ""
        return plan(existing: existing, statuses: statuses, binary: binary, unitDirectory: installation.unitDirectory)
    }

    /// The checks from values: the unit files found, the manager's view, this binary.
    static func plan(existing: [String: String], statuses: [UnitStatus], binary: String, unitDirectory: String) -> [DoctorCheck] {
        guard !existing.isEmpty else {
            return [DoctorCheck(name: "units", ok: true, detail: "not installed in \(unitDirectory): run `mynd install` to use the timers")]
        }
        var checks: [DoctorCheck] = []
        let byID = Dictionary(statuses.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let missing = UnitRenderer.names.filter { existing[$0] == nil }
        let elsewhere = UnitRenderer.names.filter { name in
            guard let program = byID[name]?.execStart.first, name.hasSuffix(".service") else { return false }
            return program != binary
        }
        if !missing.isEmpty {
            checks.append(
                DoctorCheck(
                    name: "units", ok: false, detail: "missing \(missing.joined(separator: ", ")) in \(unitDirectory): run `mynd install`"))
        } else if let name = elsewhere.first, let program = byID[name]?.execStart.first {
            checks.append(
                DoctorCheck(
                    name: "units", ok: false,
                    detail: "\(name) runs \(program), not this binary (\(binary)): run `mynd install` with the mynd you mean to use"))
        } else {
            checks.append(DoctorCheck(name: "units", ok: true, detail: "\(existing.count) in \(unitDirectory), running \(binary)"))
        }
        for timer in UnitRenderer.enabled where timer.hasSuffix(".timer") {
            let status = byID[timer]
            let ok = status?.isEnabled == true && status?.activeState == "active"
            let next = status.map { $0.nextElapse.isEmpty ? "no next elapse" : "next \($0.nextElapse)" } ?? "unknown to the manager"
            let state = "\(status?.unitFileState ?? "-"), \(status?.activeState ?? "-")"
            checks.append(
                DoctorCheck(
                    name: timer, ok: ok, detail: ok ? "\(state), \(next)" : "\(state): run `systemctl --user enable --now \(timer)`"))
        }
        let agent = byID["mynd-agent.service"]
        switch agent?.activeState {
        case "active", "activating", "reloading":
            checks.append(
                DoctorCheck(name: "mynd-agent.service", ok: true, detail: "\(agent?.activeState ?? "") (\(agent?.subState ?? ""))"))
        case "failed":
            checks.append(
                DoctorCheck(
                    name: "mynd-agent.service", ok: false,
                    detail: "failed: see `journalctl --user -u mynd-agent`, then `systemctl --user restart mynd-agent`"))
        default:
            // Headless machines have no graphical session to start it with: not a failure.
            checks.append(
                DoctorCheck(
                    name: "mynd-agent.service", ok: true,
                    detail:
                        "\(agent?.activeState ?? "unknown"): it starts with your graphical session (`systemctl --user start mynd-agent` starts it now)"
                ))
        }
        return checks
    }
}
