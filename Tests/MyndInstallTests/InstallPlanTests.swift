@testable import MyndInstall
import MyndCore
import MyndTestSupport
import Testing

/// What install and uninstall would change, from values: no file, no systemctl.
@Suite(.timed) struct InstallPlanTests {
    static let folder = "/home/ana/.config/systemd/user"
    static let units = try! UnitRenderer.render(UnitRendererTests.settings)
    static let written = Dictionary(uniqueKeysWithValues: units.map { ($0.name, $0.contents) })
    static let folders: [(path: String, exists: Bool)] = [(folder, true), ("/home/ana/.config/mynd/credentials", false)]

    static func status(_ name: String, enabled: Bool, active: String) -> UnitStatus {
        UnitStatus(id: name, loadState: "loaded", unitFileState: enabled ? "enabled" : "disabled", activeState: active)
    }

    static let settled = UnitRenderer.enabled.map { status($0, enabled: true, active: "active") }

    static func commands(_ steps: [InstallStep]) -> [String] {
        steps.compactMap { if case .run(let command) = $0 { command.description } else { nil } }
    }

    @Test func fresh_createsMissingFolders_writesEveryUnit_reloads_thenEnablesTimersAndAgent() throws {
        let plan = try InstallPlan.make(units: Self.units, unitDirectory: Self.folder, existing: [:], folders: Self.folders, statuses: [])
        #expect(plan.steps.first == .makeDirectory(path: "/home/ana/.config/mynd/credentials", mode: 0o700))
        let writes = plan.steps.compactMap { if case .write(let path, _) = $0 { path } else { nil } }
        #expect(writes == UnitRenderer.names.map { Self.folder + "/" + $0 })
        #expect(
            Self.commands(plan.steps) == [
                "systemctl --user daemon-reload",
                "systemctl --user enable --now mynd-refresh.timer mynd-processing.timer mynd-digest.timer",
                "systemctl --user enable --now mynd-agent.service",
            ])
        // Files are written before the manager is told to reload them.
        let reload = try #require(plan.steps.firstIndex(of: .run(SystemctlCommand("daemon-reload"))))
        #expect(plan.steps[..<reload].allSatisfy { if case .run = $0 { false } else { true } })
    }

    @Test func second_withTheSameFilesAndEverythingRunning_changesNothing() throws {
        let plan = try InstallPlan.make(
            units: Self.units, unitDirectory: Self.folder, existing: Self.written, folders: [(Self.folder, true)], statuses: Self.settled)
        #expect(plan.isEmpty)
        #expect(plan.unchanged.count == UnitRenderer.names.count)
    }

    @Test func sameFiles_butATimerStopped_onlyStartsIt() throws {
        var statuses = Self.settled
        statuses[1] = Self.status("mynd-processing.timer", enabled: true, active: "inactive")
        let plan = try InstallPlan.make(
            units: Self.units, unitDirectory: Self.folder, existing: Self.written, folders: [], statuses: statuses)
        #expect(Self.commands(plan.steps) == ["systemctl --user enable --now mynd-processing.timer"])
    }

    @Test func movedBinary_rewritesTheUnits_andRestartsTheRunningAgent() throws {
        var settings = UnitRendererTests.settings
        settings.binary = "/usr/local/bin/mynd"
        let plan = try InstallPlan.make(
            units: try UnitRenderer.render(settings), unitDirectory: Self.folder, existing: Self.written, folders: [],
            statuses: Self.settled)
        #expect(plan.steps.filter { if case .write = $0 { true } else { false } }.count == 4, "the four services name the binary")
        #expect(Self.commands(plan.steps) == ["systemctl --user daemon-reload", "systemctl --user restart mynd-agent.service"])
    }

    @Test func aFileInstallDidNotWrite_isNeverOverwritten() {
        var existing = Self.written
        existing["mynd-digest.timer"] = "[Timer]\nOnCalendar=daily\n"
        #expect(throws: InstallPlan.Foreign(path: Self.folder + "/mynd-digest.timer")) {
            try InstallPlan.make(units: Self.units, unitDirectory: Self.folder, existing: existing, folders: [], statuses: Self.settled)
        }
    }

    @Test func withoutAManagersView_plansAsIfNothingWereEnabled() throws {
        let plan = try InstallPlan.make(units: Self.units, unitDirectory: Self.folder, existing: Self.written, folders: [], statuses: nil)
        #expect(
            Self.commands(plan.steps) == [
                "systemctl --user enable --now mynd-refresh.timer mynd-processing.timer mynd-digest.timer",
                "systemctl --user enable --now mynd-agent.service",
            ])
    }

    @Test func uninstall_stopsDisablesAndRemovesExactlyWhatInstallWrote() {
        var existing = Self.written
        existing["mynd-agent.service"] = "[Service]\nExecStart=/usr/bin/true\n"
        var statuses = Self.settled
        statuses.append(Self.status("mynd-refresh.service", enabled: false, active: "activating"))
        statuses.append(UnitStatus(id: "mynd-digest.service", unitFileState: "static", activeState: "failed"))
        let plan = UninstallPlan.make(unitDirectory: Self.folder, existing: existing, statuses: statuses)
        #expect(
            Self.commands(plan.steps) == [
                "systemctl --user disable --now mynd-refresh.timer mynd-processing.timer mynd-digest.timer",
                "systemctl --user stop mynd-refresh.service",
                "systemctl --user reset-failed mynd-digest.service",
                "systemctl --user daemon-reload",
            ])
        let removed = plan.steps.compactMap { if case .remove(let path) = $0 { path } else { nil } }
        #expect(removed == UnitRenderer.names.filter { $0 != "mynd-agent.service" }.map { Self.folder + "/" + $0 })
        #expect(plan.foreign == [Self.folder + "/mynd-agent.service"])
        #expect(plan.steps.last == .run(SystemctlCommand("daemon-reload")))
    }

    @Test func uninstall_withoutAManager_removesTheFilesOnly() {
        let plan = UninstallPlan.make(unitDirectory: Self.folder, existing: Self.written, statuses: nil)
        #expect(Self.commands(plan.steps).isEmpty)
        #expect(plan.steps.count == UnitRenderer.names.count)
    }

    @Test func uninstall_withNothingInstalled_isEmpty() {
        #expect(UninstallPlan.make(unitDirectory: Self.folder, existing: [:], statuses: []).isEmpty)
    }
}

extension InstallPlanTests {
    @Test func sameFiles_butNotYetReadByTheManager_reloads() throws {
        var statuses = Self.settled
        statuses[0].needsDaemonReload = true
        let plan = try InstallPlan.make(
            units: Self.units, unitDirectory: Self.folder, existing: Self.written, folders: [], statuses: statuses)
        #expect(Self.commands(plan.steps) == ["systemctl --user daemon-reload"])
    }
}

/// `mynd install` where no systemd user manager answers: one line that says what is missing
/// and what to do instead, not systemctl's command line.
@Suite(.timed) struct NoUserManagerTests {
    @Test func noUserManager_isOneLine_pointingToCron() {
        let command = SystemctlCommand("show", "-p", "Id,LoadState", "mynd-refresh.service", "mynd-refresh.timer")
        let error = Systemctl.failure(
            command, Systemctl.Result(status: 1, stdout: "", stderr: "Failed to connect to bus: No medium found\n"))
        #expect(error.kind == .unavailable)
        #expect(
            error.description
                == "no systemd user manager answers (systemctl --user: Failed to connect to bus: No medium found), so there is nothing to install the timers into: log in to a session with systemd, or run the jobs from cron (README, \"Without systemd\": three crontab lines)"
        )
        #expect(!error.description.contains("LoadState"), "not the command line")
    }
}
