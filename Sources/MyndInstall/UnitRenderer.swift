/// One file `mynd install` writes into the person's unit folder: a whole unit, or a drop-in
/// beside a unit a package installed.
package struct RenderedUnit: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case unit
        case dropIn
    }

    /// The unit's name: `mynd-refresh.service`.
    package var name: String
    package var kind: Kind = .unit
    package var contents: String

    package init(name: String, kind: Kind = .unit, contents: String) {
        self.name = name
        self.kind = kind
        self.contents = contents
    }

    /// Where the file goes, relative to the unit folder.
    package var relativePath: String { Self.relativePath(name, kind) }

    package static func relativePath(_ name: String, _ kind: Kind) -> String {
        kind == .unit ? name : name + ".d/" + DropInRenderer.fileName
    }
}

/// The units of `units/` filled in for one installation. Pure: the same settings give the
/// same bytes, which is what makes `mynd install` idempotent and `--dry-run` honest.
///
/// The shipped units are valid as they stand (for `make install PREFIX=~/.local` and a
/// default config); rendering changes only what the installation decides:
/// - `ExecStart=%h/.local/bin/mynd …` names `binary`; `Environment=` lines follow it;
/// - `LoadCredential=NAME:…` names the file in `credentialsDirectory`, and is dropped when
///   that file does not exist;
/// - the digest timer's daily `OnCalendar=` is the morning time (and time zone) from config;
///   its quarter-hourly one stays.
package enum UnitRenderer {
    /// How every file `mynd install` writes begins: how `mynd uninstall` (and a second
    /// install) knows the file is its own.
    package static let ownership = "# Written by `mynd install`"

    /// The first line of every installed unit.
    package static let marker = ownership + "; `mynd uninstall` removes it. Edit a drop-in, not this file."

    /// The names of the units, in the order they are installed.
    package static let names = [
        "mynd-refresh.service", "mynd-refresh.timer", "mynd-processing.service", "mynd-processing.timer",
        "mynd-digest.service", "mynd-digest.timer", "mynd-agent.service",
    ]

    /// Every file install may own in the unit folder: each whole unit, then each drop-in.
    package static let files: [(name: String, kind: RenderedUnit.Kind)] = names.map { ($0, .unit) } + names.map { ($0, .dropIn) }

    /// The paths of `files`, relative to the unit folder.
    package static let paths = files.map { RenderedUnit.relativePath($0.name, $0.kind) }

    /// The units started and enabled: the three timers, and the agent.
    package static let enabled = ["mynd-refresh.timer", "mynd-processing.timer", "mynd-digest.timer", "mynd-agent.service"]

    package static let shippedBinary = "%h/.local/bin/mynd"

    /// Why a setting cannot go into a unit file.
    package struct Refusal: Error, Equatable {
        package var message: String
    }

    /// The settings as they are written into unit files, each checked once.
    struct Values {
        var binary: String
        var credentialsDirectory: String
        var credentials: Set<String>
        /// `Environment=NAME=VALUE` lines, sorted by name.
        var environment: [String]
        /// The digest timer's daily calendar: `*-*-* 07:30:00 Europe/Berlin`.
        var calendar: String

        init(_ settings: UnitSettings) throws(Refusal) {
            func checked(_ path: String, _ what: String) throws(Refusal) -> String {
                guard let value = UnitValue.path(path) else {
                    throw Refusal(
                        message:
                            "the \(what) \(path) cannot be written into a unit file (it needs an absolute path without spaces, quotes, backslashes, ':', '=' or ';')"
                    )
                }
                return value
            }
            binary = try checked(settings.binary, "binary")
            credentialsDirectory = try checked(settings.credentialsDirectory, "credentials folder")
            credentials = settings.credentials
            environment = []
            for (name, value) in settings.environment.sorted(by: { $0.key < $1.key }) {
                environment.append("Environment=\(name)=\(try checked(value, "value of \(name)"))")
            }
            calendar = "*-*-* \(settings.morning):00"
            if let zone = settings.timeZone, !zone.isEmpty {
                guard zone.allSatisfy({ $0.isLetter || $0.isNumber || "/_+-".contains($0) }) else {
                    throw Refusal(message: "the time zone \"\(zone)\" cannot be written into a timer")
                }
                calendar += " \(zone)"
            }
        }

        func loadCredential(_ id: String) -> String { "LoadCredential=\(id):\(credentialsDirectory)/\(id)" }
    }

    /// The credential a `LoadCredential=` line loads: `anthropic-api-key`.
    static func credentialID(_ line: String) -> String {
        String(line.dropFirst("LoadCredential=".count).prefix { $0 != ":" })
    }

    /// Whether `line` is the digest timer's daily calendar (the one install sets).
    static func isDailyCalendar(_ line: String, of name: String) -> Bool {
        name == "mynd-digest.timer" && line.hasPrefix("OnCalendar=*-*-* ")
    }

    /// Every unit, rendered for `settings`.
    package static func render(_ settings: UnitSettings, units: [String: String] = BuiltinUnits.all) throws(Refusal) -> [RenderedUnit] {
        let values = try Values(settings)
        return names.compactMap { name in
            guard let text = units[name] else { return nil }
            var lines: [String] = [marker]
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                if line.hasPrefix("ExecStart=" + shippedBinary) {
                    lines.append("ExecStart=" + values.binary + line.dropFirst(("ExecStart=" + shippedBinary).count))
                    lines += values.environment
                } else if line.hasPrefix("LoadCredential=") {
                    let id = credentialID(line)
                    if values.credentials.contains(id) { lines.append(values.loadCredential(id)) }
                } else if isDailyCalendar(line, of: name) {
                    lines.append("OnCalendar=" + values.calendar)
                } else {
                    lines.append(line)
                }
            }
            return RenderedUnit(name: name, contents: lines.joined(separator: "\n") + (text.hasSuffix("\n") ? "" : "\n"))
        }
    }
}
