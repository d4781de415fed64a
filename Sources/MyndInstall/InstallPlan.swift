/// What `mynd install` changes, decided from values: the rendered units, what the unit folder
/// holds now, which folders exist, and the manager's view of the units. Installing twice gives
/// an empty second plan, which is how `install` knows to say there is nothing to change.
package struct InstallPlan: Equatable {
    package var steps: [InstallStep]
    /// Unit files already exactly as they would be written.
    package var unchanged: [String]

    package var isEmpty: Bool { steps.isEmpty }

    /// A file in the unit folder under one of mynd's names that `mynd install` did not write.
    package struct Foreign: Error, Equatable {
        package var path: String
    }

    /// - Parameters:
    ///   - existing: the current contents of each unit file, by name; absent when there is none.
    ///   - folders: folders the jobs need (the data folder, the credentials folder, the unit
    ///     folder), with whether they exist.
    ///   - statuses: the manager's view of the units; nil when it cannot be asked (a dry run
    ///     without a user manager), which plans as if nothing were enabled.
    package static func make(
        units: [RenderedUnit], unitDirectory: String, existing: [String: String], folders: [(path: String, exists: Bool)],
        statuses: [UnitStatus]?
    ) throws(Foreign) -> InstallPlan {
        var steps: [InstallStep] = folders.filter { !$0.exists }.map { .makeDirectory(path: $0.path, mode: 0o700) }
        var unchanged: [String] = []
        var changed: Set<String> = []
        for unit in units {
            let path = unitDirectory + "/" + unit.name
            if let current = existing[unit.name] {
                if current == unit.contents {
                    unchanged.append(path)
                    continue
                }
                guard current.hasPrefix(UnitRenderer.marker) else { throw Foreign(path: path) }
            }
            steps.append(.write(path: path, contents: unit.contents))
            changed.insert(unit.name)
        }
        let byID = Dictionary((statuses ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // Also reload when the manager has not read files already on disk: an install
        // interrupted between writing and reloading is finished by the next one.
        if !changed.isEmpty || byID.values.contains(where: \.needsDaemonReload) {
            steps.append(.run(SystemctlCommand("daemon-reload")))
        }
        func settled(_ name: String) -> Bool { byID[name].map { $0.isEnabled && $0.isActive } ?? false }
        let timers = UnitRenderer.enabled.filter { $0.hasSuffix(".timer") && !settled($0) }
        if !timers.isEmpty { steps.append(.run(SystemctlCommand(arguments: ["enable", "--now"] + timers))) }
        let agent = "mynd-agent.service"
        if !settled(agent) {
            steps.append(.run(SystemctlCommand("enable", "--now", agent)))
        } else if changed.contains(agent) {
            // A running agent keeps the program it started with: restart it on the new file.
            steps.append(.run(SystemctlCommand("restart", agent)))
        }
        return InstallPlan(steps: steps, unchanged: unchanged)
    }
}
