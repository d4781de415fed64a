/// What `mynd uninstall` changes: the reverse of install for exactly the files install wrote
/// (those that begin with its marker), whole units or drop-ins. Packaged units stay where the
/// package put them, disabled for this person. The data, the config and the credentials stay.
package struct UninstallPlan: Equatable {
    package var steps: [InstallStep]
    /// Files under mynd's unit names that install did not write, left alone.
    package var foreign: [String]

    package var isEmpty: Bool { steps.isEmpty }

    /// - Parameters:
    ///   - existing: the current contents of each file install may own, by its path relative
    ///     to the unit folder (`UnitRenderer.paths`).
    ///   - packaged: the package's units are installed, so the person may have them enabled
    ///     even without a file of ours.
    ///   - statuses: the manager's view of the units; nil when no user manager can be asked,
    ///     and then only the files are removed.
    package static func make(unitDirectory: String, existing: [String: String], packaged: Bool = false, statuses: [UnitStatus]?)
        -> UninstallPlan
    {
        let ours = UnitRenderer.files.filter {
            existing[RenderedUnit.relativePath($0.name, $0.kind)]?.hasPrefix(UnitRenderer.ownership) == true
        }
        let foreign = UnitRenderer.paths.filter { path in existing[path].map { !$0.hasPrefix(UnitRenderer.ownership) } ?? false }
            .map { unitDirectory + "/" + $0 }
        let byID = Dictionary((statuses ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // The units this person runs through mynd: those with a file of ours, or any packaged one.
        let units = UnitRenderer.names.filter { name in packaged || ours.contains { $0.name == name } }
        var steps: [InstallStep] = []
        if statuses != nil {
            let disable = units.filter { byID[$0]?.isEnabled == true }
            if !disable.isEmpty { steps.append(.run(SystemctlCommand(arguments: ["disable", "--now"] + disable))) }
            // A job or the agent may be running without being enabled (services have no
            // [Install]; a timer started it): stop it too.
            let stop = units.filter { byID[$0].map { !$0.isEnabled && $0.isActive } ?? false }
            if !stop.isEmpty { steps.append(.run(SystemctlCommand(arguments: ["stop"] + stop))) }
            let failed = units.filter { byID[$0]?.activeState == "failed" }
            if !failed.isEmpty { steps.append(.run(SystemctlCommand(arguments: ["reset-failed"] + failed))) }
        }
        for file in ours {
            steps.append(.remove(path: unitDirectory + "/" + RenderedUnit.relativePath(file.name, file.kind)))
            if file.kind == .dropIn { steps.append(.removeEmptyDirectory(path: unitDirectory + "/" + file.name + ".d")) }
        }
        if !steps.isEmpty, statuses != nil { steps.append(.run(SystemctlCommand("daemon-reload"))) }
        return UninstallPlan(steps: steps, foreign: foreign)
    }
}
