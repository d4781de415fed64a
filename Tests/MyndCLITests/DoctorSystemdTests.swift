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

/// `mynd doctor`'s systemd lines beside packaged units.
@Suite(.timed) struct DoctorPackagedUnitsTests {
    static let folder = DoctorSystemdTests.folder
    static let packaged = PackagedUnits(files: Dictionary(uniqueKeysWithValues: PackagedUnits.render().map { ($0.name, $0.contents) }))
    static let dropIns = ["mynd-refresh.service.d/mynd-install.conf": "# drop-in", "mynd-agent.service.d/mynd-install.conf": "# drop-in"]

    @Test func packagedAndEnabled_withDropIns_isOK_andSaysWhereEachPartIs() {
        let checks = Mynd.Doctor.plan(
            existing: Self.dropIns, packaged: Self.packaged, statuses: DoctorSystemdTests.statuses(program: "/usr/bin/mynd"),
            binary: "/usr/bin/mynd", unitDirectory: Self.folder)
        #expect(checks.allSatisfy { $0.ok }, "\(checks)")
        #expect(
            checks[0].detail
                == "packaged in /usr/lib/systemd/user, your settings in 2 drop-ins in \(Self.folder), running /usr/bin/mynd")
    }

    @Test func packagedButNotEnabled_isOneOKLine_sayingHowToStart() {
        let statuses = UnitRenderer.names.map {
            UnitStatus(id: $0, loadState: "loaded", unitFileState: "disabled", activeState: "inactive")
        }
        let checks = Mynd.Doctor.plan(
            existing: [:], packaged: Self.packaged, statuses: statuses, binary: "/usr/bin/mynd", unitDirectory: Self.folder)
        #expect(checks.count == 1 && checks[0].ok && checks[0].detail.contains("not enabled for you: run `mynd install`"))
    }

    @Test func unitsOfItsOwn_besideThePackage_sayTheyComeFirst() {
        let checks = Mynd.Doctor.plan(
            existing: DoctorSystemdTests.existing, packaged: Self.packaged, statuses: DoctorSystemdTests.statuses(),
            binary: DoctorSystemdTests.binary, unitDirectory: Self.folder)
        #expect(checks[0].ok && checks[0].detail.contains("7 in \(Self.folder), ahead of the packaged ones in /usr/lib/systemd/user"))
    }

    @Test func aPackagedUnitMissing_fails_andSaysToReinstallThePackage() {
        var files = Self.packaged.files
        files["mynd-digest.timer"] = nil
        let checks = Mynd.Doctor.plan(
            existing: Self.dropIns, packaged: PackagedUnits(files: files), statuses: DoctorSystemdTests.statuses(program: "/usr/bin/mynd"),
            binary: "/usr/bin/mynd", unitDirectory: Self.folder)
        #expect(!checks[0].ok && checks[0].detail == "missing mynd-digest.timer in /usr/lib/systemd/user: reinstall the mynd package")
    }

    @Test func packagedUnitsRunningAnotherBinary_fail() {
        let checks = Mynd.Doctor.plan(
            existing: Self.dropIns, packaged: Self.packaged, statuses: DoctorSystemdTests.statuses(program: "/usr/bin/mynd"),
            binary: "/home/ana/.local/bin/mynd", unitDirectory: Self.folder)
        #expect(!checks[0].ok && checks[0].detail.contains("runs /usr/bin/mynd, not this binary"))
    }
}
