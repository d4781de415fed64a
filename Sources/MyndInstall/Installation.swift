import Foundation
package import MyndCore

/// The shell around the install plans: reads what they are computed from (the running binary,
/// the paths, the unit folder, the manager's view) and carries out their steps.
package struct Installation {
    /// The config file's path: the credentials folder sits beside it.
    package var configPath: String
    package var morning: ClockTime
    /// `[schedule] timezone`, nil when not set.
    package var timeZone: String?
    package var environment: [String: String]
    package var systemctl: Systemctl
    /// `$XDG_CONFIG_HOME/systemd/user`: where a user's own units go, ahead of packaged ones.
    package var unitDirectory: String
    /// Where a package puts mynd's units.
    package var packagedDirectory = PackagedUnits.directory

    package init(configPath: String, morning: ClockTime, timeZone: String?, environment: [String: String]) {
        self.configPath = configPath
        self.morning = morning
        self.timeZone = timeZone
        self.environment = environment
        systemctl = Systemctl(environment: environment)
        // Times systemctl prints (a timer's next elapse) in the person's zone, as mynd says
        // every time.
        if let timeZone, !timeZone.isEmpty { systemctl.environment["TZ"] = timeZone }
        unitDirectory = Self.configHome(environment) + "/systemd/user"
    }

    package static func configHome(_ environment: [String: String]) -> String {
        if let value = environment["XDG_CONFIG_HOME"], value.hasPrefix("/") { return value }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
    }

    /// The running binary's absolute path, symlinks resolved: what the units will run.
    package static func runningBinary() throws(InstallError) -> String {
        guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"), path.hasPrefix("/") else {
            throw InstallError(.unavailable, "cannot tell where this mynd binary is (/proc/self/exe): run it with /proc mounted")
        }
        return path
    }

    /// The 0600 files the units load as credentials live next to the config.
    package var credentialsDirectory: String { (configPath as NSString).deletingLastPathComponent + "/credentials" }

    /// The values the units are rendered from. A credential file others can read is refused,
    /// as the jobs refuse a key file like that.
    package func settings() throws(InstallError) -> UnitSettings {
        var present: Set<String> = []
        for name in UnitSettings.knownCredentials {
            let path = credentialsDirectory + "/" + name
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { continue }
            let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0o777
            guard mode & 0o077 == 0 else {
                throw InstallError(
                    .config,
                    "\(path) can be read by others (mode \(String(mode, radix: 8))): run chmod 600 \(path), then mynd install again")
            }
            present.insert(name)
        }
        // The jobs must find the same files as this command, whatever the manager's environment.
        let carried = ["MYND_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME"]
        let environment = environment.filter { carried.contains($0.key) && !$0.value.isEmpty }
        return UnitSettings(
            binary: try Self.runningBinary(), credentialsDirectory: credentialsDirectory,
            credentials: present, morning: morning, timeZone: timeZone,
            environment: environment)
    }

    /// The current contents of the files install may own in the unit folder (whole units
    /// and drop-ins), by path relative to it.
    package func existingUnits() -> [String: String] {
        var result: [String: String] = [:]
        for path in UnitRenderer.paths {
            if let data = FileManager.default.contents(atPath: unitDirectory + "/" + path) {
                result[path] = String(decoding: data, as: UTF8.self)
            }
        }
        return result
    }

    /// The units a package installed, or nil when there are none.
    package func packagedUnits() -> PackagedUnits? {
        var files: [String: String] = [:]
        for name in UnitRenderer.names {
            if let data = FileManager.default.contents(atPath: packagedDirectory + "/" + name) {
                files[name] = String(decoding: data, as: UTF8.self)
            }
        }
        let packaged = PackagedUnits(directory: packagedDirectory, files: files)
        return packaged.files.isEmpty ? nil : packaged
    }

    /// The folders install creates when missing: the unit folder, and the credentials folder
    /// the person puts their secrets in.
    package var folders: [(path: String, exists: Bool)] {
        [unitDirectory, credentialsDirectory].map { ($0, FileManager.default.fileExists(atPath: $0)) }
    }

    /// The manager's view of mynd's units.
    /// - Throws: when no user manager answers, in one line that says so.
    package func statuses(_ names: [String] = UnitRenderer.names) throws(InstallError) -> [UnitStatus] {
        UnitStatus.parse(try systemctl.run(SystemctlCommand(arguments: ["show", "-p", UnitStatus.properties] + names)))
    }

    /// Carries out `steps` in order, reporting each as it is done; stops at the first failure.
    package func apply(_ steps: [InstallStep], report: (String) -> Void) throws(InstallError) {
        for step in steps {
            switch step {
            case .makeDirectory(let path, let mode):
                do {
                    try FileManager.default.createDirectory(
                        atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: mode])
                } catch {
                    throw InstallError(.cantCreate, "cannot create \(path): check its permissions")
                }
            case .write(let path, let contents):
                try Self.replace(path, with: contents)
            case .remove(let path):
                do {
                    try FileManager.default.removeItem(atPath: path)
                } catch {
                    throw InstallError(.cantCreate, "cannot remove \(path): check its permissions")
                }
            case .removeEmptyDirectory(let path):
                // rmdir leaves a folder that still holds a file of the person's.
                _ = rmdir(path)
            case .run(let command):
                try systemctl.run(command)
            }
            report(step.summary)
        }
    }

    /// Writes a file whole: a temporary file beside it, renamed over it, so the manager never
    /// reads half a unit. A drop-in's folder is made when missing.
    private static func replace(_ path: String, with contents: String) throws(InstallError) {
        let temporary = path + ".mynd-new"
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        guard FileManager.default.createFile(atPath: temporary, contents: Data(contents.utf8), attributes: [.posixPermissions: 0o644]),
            rename(temporary, path) == 0
        else {
            try? FileManager.default.removeItem(atPath: temporary)
            throw InstallError(.cantCreate, "cannot write \(path): check the folder's permissions")
        }
    }

    /// Writes the units as a package ships them into `folder` (made when missing), for a
    /// package build; returns the paths written.
    package static func writePackagedUnits(into folder: String) throws(InstallError) -> [String] {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw InstallError(.cantCreate, "cannot create \(folder): check its permissions")
        }
        var written: [String] = []
        for unit in PackagedUnits.render() {
            try replace(folder + "/" + unit.name, with: unit.contents)
            written.append(folder + "/" + unit.name)
        }
        return written
    }

    /// What `mynd install` writes for this machine.
    package struct Files {
        package var units: [RenderedUnit]
        /// The packaged units the files are drop-ins for; nil when they are whole units.
        package var beside: PackagedUnits?
    }

    /// The files for this machine, as `mynd install` writes them: drop-ins when the packaged
    /// units run this binary (none when the person's settings are the shipped ones), else
    /// whole units.
    package func renderUnits() throws(InstallError) -> Files {
        let settings = try settings()
        let packaged = packagedUnits().flatMap { $0.serve(settings.binary) ? $0 : nil }
        let render = { () throws(UnitRenderer.Refusal) in
            packaged == nil ? try UnitRenderer.render(settings) : try DropInRenderer.render(settings)
        }
        switch Result(catching: render) {
        case .success(let units): return Files(units: units, beside: packaged)
        case .failure(let refusal): throw InstallError(.cantCreate, "\(refusal.message): move it, then run mynd install again")
        }
    }

    /// What installing `units` takes, given the files there and the manager's view (nil: none).
    package func plan(_ units: [RenderedUnit], statuses: [UnitStatus]?) throws(InstallError) -> InstallPlan {
        let make = { () throws(InstallPlan.Foreign) in
            try InstallPlan.make(
                units: units, unitDirectory: unitDirectory, existing: existingUnits(), folders: folders, statuses: statuses)
        }
        switch Result(catching: make) {
        case .success(let plan): return plan
        case .failure(let foreign):
            throw InstallError(.cantCreate, "\(foreign.path) was not written by mynd install: move it away, then run mynd install again")
        }
    }
}
