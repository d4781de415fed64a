/// What `mynd uninstall` changes: the reverse of install for exactly the files install wrote
/// (those that begin with its marker). The data, the config and the credentials stay.
package struct UninstallPlan: Equatable {
    package var steps: [InstallStep]
    /// Files under mynd's unit names that install did not write, left alone.
    package var foreign: [String]

    package var isEmpty: Bool { steps.isEmpty }

    /// - Parameters:
    ///   - existing: the current contents of each unit file, by name.
    ///   - statuses: the manager's view of the units; nil when no user manager can be asked,
    ///     and then only the files are removed.
    package static func make(unitDirectory: String, existing: [String: String], statuses: [UnitStatus]?) -> UninstallPlan {
        let ours = UnitRenderer.names.filter { existing[$0]?.hasPrefix(UnitRenderer.marker) == true }
        let foreign = UnitRenderer.names.filter { existing[$0] != nil && !ours.contains($0) }.map { unitDirectory + "/" + $0 }
        guard !ours.isEmpty else { return UninstallPlan(steps: [], foreign: foreign) }
        var steps: [InstallStep] = []
        if let statuses {
            let byID = Dictionary(statuses.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let disable = ours.filter { byID[$0]?.isEnabled == true }
            if !disable.isEmpty { steps.append(.run(SystemctlCommand(arguments: ["disable", "--now"] + disable))) }
            // A job or the agent may be running without being enabled (services have no
            // [Install]; a timer started it): stop it too.
            let stop = ours.filter { byID[$0].map { !$0.isEnabled && $0.isActive } ?? false }
            if !stop.isEmpty { steps.append(.run(SystemctlCommand(arguments: ["stop"] + stop))) }
            let failed = ours.filter { byID[$0]?.activeState == "failed" }
            if !failed.isEmpty { steps.append(.run(SystemctlCommand(arguments: ["reset-failed"] + failed))) }
        }
        steps += ours.map { .remove(path: unitDirectory + "/" + $0) }
        if statuses != nil { steps.append(.run(SystemctlCommand("daemon-reload"))) }
        return UninstallPlan(steps: steps, foreign: foreign)
    }
}
