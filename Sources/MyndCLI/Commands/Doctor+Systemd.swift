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
        return plan(
            existing: existing, packaged: installation.packagedUnits(), statuses: statuses, binary: binary,
            unitDirectory: installation.unitDirectory)
    }

    /// The checks from values: the files found in the unit folder, the packaged units, the
    /// manager's view, this binary.
    static func plan(
        existing: [String: String], packaged: PackagedUnits? = nil, statuses: [UnitStatus], binary: String, unitDirectory: String
    ) -> [DoctorCheck] {
        UnitHealth.checks(existing: existing, packaged: packaged, statuses: statuses, binary: binary, unitDirectory: unitDirectory).map {
            DoctorCheck(name: $0.name, ok: $0.ok, detail: $0.detail)
        }
    }

}
