@testable import MyndInstall
import MyndCore
import MyndTestSupport
import Testing

/// Install and uninstall beside packaged units, from values: drop-ins only, and the move
/// between the two layouts.
@Suite(.timed) struct PackagedInstallPlanTests {
    static let folder = InstallPlanTests.folder

    static var settings: UnitSettings {
        var settings = DropInRendererTests.settings
        settings.credentials = ["anthropic-api-key"]
        settings.environment = ["MYND_HOME": "/srv/mynd"]
        return settings
    }

    static let dropIns = try! DropInRenderer.render(settings)
    static let written = Dictionary(uniqueKeysWithValues: dropIns.map { ($0.relativePath, $0.contents) })

    static func writes(_ steps: [InstallStep]) -> [String] {
        steps.compactMap { if case .write(let path, _) = $0 { path } else { nil } }
    }

    static func removes(_ steps: [InstallStep]) -> [String] {
        steps.compactMap { if case .remove(let path) = $0 { path } else { nil } }
    }

    @Test func fresh_writesOnlyDropIns_reloads_andEnablesThePackagedUnits() throws {
        let plan = try InstallPlan.make(units: Self.dropIns, unitDirectory: Self.folder, existing: [:], folders: [], statuses: [])
        #expect(
            Self.writes(plan.steps)
                == ["mynd-refresh.service", "mynd-processing.service", "mynd-digest.service", "mynd-agent.service"].map {
                    "\(Self.folder)/\($0).d/mynd-install.conf"
                })
        #expect(
            InstallPlanTests.commands(plan.steps) == [
                "systemctl --user daemon-reload",
                "systemctl --user enable --now mynd-refresh.timer mynd-processing.timer mynd-digest.timer",
                "systemctl --user enable --now mynd-agent.service",
            ])
    }

    @Test func second_withTheSameDropInsAndEverythingRunning_changesNothing() throws {
        let plan = try InstallPlan.make(
            units: Self.dropIns, unitDirectory: Self.folder, existing: Self.written, folders: [], statuses: InstallPlanTests.settled)
        #expect(plan.isEmpty && plan.unchanged.count == 4)
    }

    @Test func aCredentialGone_removesWhatNoLongerHasAnythingToSay_andRestartsTheAgentOnItsNewSettings() throws {
        var settings = Self.settings
        settings.credentials = []
        settings.environment = [:]
        let fewer = try DropInRenderer.render(settings)
        #expect(fewer.isEmpty)
        let plan = try InstallPlan.make(
            units: fewer, unitDirectory: Self.folder, existing: Self.written, folders: [], statuses: InstallPlanTests.settled)
        #expect(Self.removes(plan.steps).count == 4)
        #expect(plan.steps.contains(.removeEmptyDirectory(path: Self.folder + "/mynd-agent.service.d")))
        #expect(InstallPlanTests.commands(plan.steps) == ["systemctl --user daemon-reload", "systemctl --user restart mynd-agent.service"])
    }

    /// Units written before the package was installed would stand in front of the packaged
    /// ones: they are disabled (their links point at them), removed, and the packaged ones
    /// enabled in their place.
    @Test func fromUnitsOfItsOwn_toThePackage_disablesRemovesAndEnablesThePackagedOnes() throws {
        let plan = try InstallPlan.make(
            units: Self.dropIns, unitDirectory: Self.folder, existing: InstallPlanTests.written, folders: [],
            statuses: InstallPlanTests.settled)
        #expect(Self.removes(plan.steps) == UnitRenderer.names.map { Self.folder + "/" + $0 })
        #expect(
            InstallPlanTests.commands(plan.steps) == [
                "systemctl --user disable mynd-refresh.timer mynd-processing.timer mynd-digest.timer mynd-agent.service",
                "systemctl --user daemon-reload",
                "systemctl --user enable --now mynd-refresh.timer mynd-processing.timer mynd-digest.timer",
                "systemctl --user enable --now mynd-agent.service",
                "systemctl --user restart mynd-agent.service",
            ])
        let disable = try #require(
            plan.steps.firstIndex { if case .run(let command) = $0 { command.arguments.first == "disable" } else { false } })
        let firstRemove = try #require(plan.steps.firstIndex { if case .remove = $0 { true } else { false } })
        #expect(disable < firstRemove, "the links go while their files are still there")
    }

    @Test func fromThePackage_toUnitsOfItsOwn_removesTheDropIns() throws {
        let plan = try InstallPlan.make(
            units: InstallPlanTests.units, unitDirectory: Self.folder, existing: Self.written, folders: [],
            statuses: InstallPlanTests.settled)
        #expect(Self.writes(plan.steps).count == UnitRenderer.names.count)
        #expect(Self.removes(plan.steps) == Self.dropIns.map { Self.folder + "/" + $0.relativePath })
    }

    @Test func aUnitOfThePersonsOwn_inFrontOfThePackagedOne_isNeverRemoved() {
        let existing = ["mynd-refresh.timer": "[Timer]\nOnCalendar=hourly\n"]
        #expect(throws: InstallPlan.Foreign(path: Self.folder + "/mynd-refresh.timer")) {
            try InstallPlan.make(units: Self.dropIns, unitDirectory: Self.folder, existing: existing, folders: [], statuses: [])
        }
    }

    @Test func uninstall_disablesThePackagedUnits_andRemovesOnlyTheDropIns() {
        var statuses = InstallPlanTests.settled
        statuses.append(UnitStatus(id: "mynd-digest.service", unitFileState: "static", activeState: "failed"))
        var existing = Self.written
        existing["mynd-digest.timer.d/mynd-install.conf"] = "[Timer]\nOnCalendar=\n"
        let plan = UninstallPlan.make(unitDirectory: Self.folder, existing: existing, packaged: true, statuses: statuses)
        #expect(
            InstallPlanTests.commands(plan.steps) == [
                "systemctl --user disable --now mynd-refresh.timer mynd-processing.timer mynd-digest.timer mynd-agent.service",
                "systemctl --user reset-failed mynd-digest.service",
                "systemctl --user daemon-reload",
            ])
        #expect(Self.removes(plan.steps) == Self.dropIns.map { Self.folder + "/" + $0.relativePath })
        #expect(plan.steps.allSatisfy { if case .remove(let path) = $0 { path.hasPrefix(Self.folder + "/") } else { true } })
        #expect(plan.foreign == [Self.folder + "/mynd-digest.timer.d/mynd-install.conf"])
    }

    @Test func uninstall_ofPackagedUnitsNobodyEnabled_isEmpty() {
        let statuses = UnitRenderer.names.map {
            UnitStatus(id: $0, loadState: "loaded", unitFileState: "disabled", activeState: "inactive")
        }
        #expect(UninstallPlan.make(unitDirectory: Self.folder, existing: [:], packaged: true, statuses: statuses).isEmpty)
    }
}
