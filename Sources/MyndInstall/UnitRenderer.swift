/// One unit file as `mynd install` writes it.
package struct RenderedUnit: Equatable, Sendable {
    /// The file name: `mynd-refresh.service`.
    package var name: String
    package var contents: String
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
    /// The first line of every installed unit: how `mynd uninstall` (and a second install)
    /// knows the file is its own.
    package static let marker = "# Written by `mynd install`; `mynd uninstall` removes it. Edit a drop-in, not this file."

    /// The names of the units, in the order they are installed.
    package static let names = [
        "mynd-refresh.service", "mynd-refresh.timer", "mynd-processing.service", "mynd-processing.timer",
        "mynd-digest.service", "mynd-digest.timer", "mynd-agent.service",
    ]

    /// The units started and enabled: the three timers, and the agent.
    package static let enabled = ["mynd-refresh.timer", "mynd-processing.timer", "mynd-digest.timer", "mynd-agent.service"]

    package static let shippedBinary = "%h/.local/bin/mynd"

    /// Why a setting cannot go into a unit file.
    package struct Refusal: Error, Equatable {
        package var message: String
    }

    /// Every unit, rendered for `settings`.
    package static func render(_ settings: UnitSettings, units: [String: String] = BuiltinUnits.all) throws(Refusal) -> [RenderedUnit] {
        func checked(_ path: String, _ what: String) throws(Refusal) -> String {
            guard let value = UnitValue.path(path) else {
                throw Refusal(
                    message:
                        "the \(what) \(path) cannot be written into a unit file (it needs an absolute path without spaces, quotes, backslashes, ':', '=' or ';')"
                )
            }
            return value
        }
        let binary = try checked(settings.binary, "binary")
        let credentials = try checked(settings.credentialsDirectory, "credentials folder")
        var environment: [String] = []
        for (name, value) in settings.environment.sorted(by: { $0.key < $1.key }) {
            environment.append("Environment=\(name)=\(try checked(value, "value of \(name)"))")
        }
        var calendar = "*-*-* \(settings.morning):00"
        if let zone = settings.timeZone, !zone.isEmpty {
            guard zone.allSatisfy({ $0.isLetter || $0.isNumber || "/_+-".contains($0) }) else {
                throw Refusal(message: "the time zone \"\(zone)\" cannot be written into a timer")
            }
            calendar += " \(zone)"
        }

        return names.compactMap { name in
            guard let text = units[name] else { return nil }
            var lines: [String] = [marker]
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                if line.hasPrefix("ExecStart=" + shippedBinary) {
                    lines.append("ExecStart=" + binary + line.dropFirst(("ExecStart=" + shippedBinary).count))
                    lines += environment
                } else if line.hasPrefix("LoadCredential=") {
                    let id = String(line.dropFirst("LoadCredential=".count).prefix { $0 != ":" })
                    if settings.credentials.contains(id) { lines.append("LoadCredential=\(id):\(credentials)/\(id)") }
                } else if name == "mynd-digest.timer", line.hasPrefix("OnCalendar=*-*-* ") {
                    lines.append("OnCalendar=" + calendar)
                } else {
                    lines.append(line)
                }
            }
            return RenderedUnit(name: name, contents: lines.joined(separator: "\n") + (text.hasSuffix("\n") ? "" : "\n"))
        }
    }
}
