@testable import MyndCLI
import MyndInstall
import MyndTestSupport
import Testing

/// `mynd doctor`'s systemd lines, from values.
@Suite(.timed) struct DoctorSystemdTests {
    static let folder = "/home/ana/.config/systemd/user"
    static let binary = "/home/ana/.local/bin/mynd"
    static let existing = Dictionary(uniqueKeysWithValues: UnitRenderer.names.map { ($0, "# unit") })

    static func statuses(program: String = binary, agent: String = "active") -> [UnitStatus] {
        UnitRenderer.names.map { name in
            var status = UnitStatus(
                id: name, loadState: "loaded", unitFileState: name.hasSuffix(".timer") ? "enabled" : "static",
                activeState: name.hasSuffix(".timer") ? "active" : "inactive")
            if name.hasSuffix(".timer") { status.nextElapse = "Sat 2026-11-21 21:45:00 UTC" }
            if name.hasSuffix(".service") { status.execStart = [program, "run"] }
            if name == "mynd-agent.service" { status.activeState = agent; status.subState = agent == "active" ? "running" : "dead" }
            return status
        }
    }

    @Test func installedAndRunning_isOneOKLineEach_withTheNextElapse() {
        let checks = Mynd.Doctor.plan(existing: Self.existing, statuses: Self.statuses(), binary: Self.binary, unitDirectory: Self.folder)
        #expect(checks.map(\.name) == ["units", "mynd-refresh.timer", "mynd-processing.timer", "mynd-digest.timer", "mynd-agent.service"])
        #expect(checks.allSatisfy { $0.ok })
        #expect(checks[1].detail.contains("next Sat 2026-11-21 21:45:00 UTC"))
    }

    @Test func unitsRunningAnotherBinary_fail_andSayToReinstall() {
        let checks = Mynd.Doctor.plan(
            existing: Self.existing, statuses: Self.statuses(program: "/usr/local/bin/mynd"), binary: Self.binary,
            unitDirectory: Self.folder)
        #expect(checks[0].ok == false && checks[0].detail.contains("/usr/local/bin/mynd") && checks[0].detail.contains("mynd install"))
    }

    @Test func aDisabledTimer_andAFailedAgent_fail() {
        var statuses = Self.statuses(agent: "failed")
        statuses[1].unitFileState = "disabled"
        let checks = Mynd.Doctor.plan(existing: Self.existing, statuses: statuses, binary: Self.binary, unitDirectory: Self.folder)
        #expect(checks.filter { !$0.ok }.map(\.name) == ["mynd-refresh.timer", "mynd-agent.service"])
    }

    @Test func anInactiveAgent_onAHeadlessMachine_isNotAFailure() {
        let checks = Mynd.Doctor.plan(
            existing: Self.existing, statuses: Self.statuses(agent: "inactive"), binary: Self.binary, unitDirectory: Self.folder)
        #expect(checks.last?.ok == true && checks.last?.detail.contains("graphical session") == true)
    }

    @Test func notInstalled_isOneOKLine() {
        let checks = Mynd.Doctor.plan(existing: [:], statuses: [], binary: Self.binary, unitDirectory: Self.folder)
        #expect(checks.count == 1 && checks[0].ok && checks[0].detail.contains("mynd install"))
    }
}
