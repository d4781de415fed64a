/// What `mynd install` changes, decided from values: the files to have (whole units, or
/// drop-ins beside packaged ones), what the unit folder holds now, which folders exist, and
/// the manager's view of the units. Installing twice gives an empty second plan, which is
/// how `install` knows to say there is nothing to change.
package struct InstallPlan: Equatable {
    package var steps: [InstallStep]
    /// Files already exactly as they would be written.
    package var unchanged: [String]

    package var isEmpty: Bool { steps.isEmpty }

    /// A file in the unit folder under one of mynd's names that `mynd install` did not write.
    package struct Foreign: Error, Equatable {
        package var path: String
    }

    /// - Parameters:
    ///   - units: the files to have, all of one layout: whole units, or drop-ins.
    ///   - existing: the current contents of each file install may own, by its path relative
    ///     to the unit folder (`UnitRenderer.paths`); absent when there is none.
    ///   - folders: folders the jobs need (the data folder, the credentials folder, the unit
    ///     folder), with whether they exist.
    ///   - statuses: the manager's view of the units; nil when it cannot be asked (a dry run
    ///     without a user manager), which plans as if nothing were enabled.
    package static func make(
        units: [RenderedUnit], unitDirectory: String, existing: [String: String], folders: [(path: String, exists: Bool)],
        statuses: [UnitStatus]?
    ) throws(Foreign) -> InstallPlan {
        let files = try FileChanges(units: units, unitDirectory: unitDirectory, existing: existing)
        var steps: [InstallStep] = folders.filter { !$0.exists }.map { .makeDirectory(path: $0.path, mode: 0o700) } + files.steps
        let changed = files.changed
        let byID = Dictionary((statuses ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // A whole unit of ours giving way to the packaged one is disabled first: its enablement
        // is a link to the file about to go.
        let unlinked = files.removedUnits.filter { byID[$0]?.isEnabled == true }
        if !unlinked.isEmpty {
            let first = steps.firstIndex { if case .remove = $0 { true } else { false } } ?? steps.endIndex
            steps.insert(.run(SystemctlCommand(arguments: ["disable"] + unlinked)), at: first)
        }
        // Also reload when the manager has not read files already on disk: an install
        // interrupted between writing and reloading is finished by the next one.
        if !changed.isEmpty || byID.values.contains(where: \.needsDaemonReload) {
            steps.append(.run(SystemctlCommand("daemon-reload")))
        }
        func settled(_ name: String) -> Bool { !unlinked.contains(name) && byID[name].map { $0.isEnabled && $0.isActive } ?? false }
        let timers = UnitRenderer.enabled.filter { $0.hasSuffix(".timer") && !settled($0) }
        if !timers.isEmpty { steps.append(.run(SystemctlCommand(arguments: ["enable", "--now"] + timers))) }
        let agent = "mynd-agent.service"
        if !settled(agent) {
            steps.append(.run(SystemctlCommand("enable", "--now", agent)))
        }
        if changed.contains(agent) && byID[agent]?.isActive == true {
            // A running agent keeps the program and settings it started with: restart it on the new files.
            steps.append(.run(SystemctlCommand("restart", agent)))
        }
        return InstallPlan(steps: steps, unchanged: files.unchanged)
    }

    /// What becomes of each file install may own: written, removed (with its drop-in folder
    /// when left empty), or unchanged.
    private struct FileChanges {
        var steps: [InstallStep] = []
        var unchanged: [String] = []
        /// The units whose files change.
        var changed: Set<String> = []
        /// Whole units of ours that go (the packaged ones take their place).
        var removedUnits: [String] = []

        init(units: [RenderedUnit], unitDirectory: String, existing: [String: String]) throws(Foreign) {
            let wanted = Dictionary(units.map { ($0.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
            for (name, kind) in UnitRenderer.files {
                let path = RenderedUnit.relativePath(name, kind)
                let full = unitDirectory + "/" + path
                let current = existing[path]
                let ours = current?.hasPrefix(UnitRenderer.ownership) ?? false
                if let unit = wanted[path] {
                    if current == unit.contents {
                        unchanged.append(full)
                        continue
                    }
                    guard current == nil || ours else { throw Foreign(path: full) }
                    steps.append(.write(path: full, contents: unit.contents))
                    changed.insert(name)
                } else if current != nil {
                    // A whole unit of the person's own would stand in front of the packaged one.
                    guard ours || kind == .dropIn else { throw Foreign(path: full) }
                    guard ours else { continue }
                    steps.append(.remove(path: full))
                    if kind == .dropIn {
                        steps.append(.removeEmptyDirectory(path: unitDirectory + "/" + name + ".d"))
                    } else {
                        removedUnits.append(name)
                    }
                    changed.insert(name)
                }
            }
        }
    }
}
