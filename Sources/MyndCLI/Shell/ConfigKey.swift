import Foundation
import MyndCore
import TOMLKit

/// One key of config.toml, declared once: its name, how a value the file gives is read and
/// checked into the settings, and the lines `mynd init` writes for it, which show the default
/// the settings start with (`Config`'s own). The known keys, the parse and the template all
/// come from these declarations.
struct ConfigKey {
    var name: String
    /// The lines of the template, from the default settings.
    var template: (Config) -> [String]
    /// Reads the value the file gives into the settings, or throws one line saying what is
    /// wrong with it and how to fix it.
    var read: (inout Config, Config.Entry) throws -> Void
    /// What a key the file leaves out means: its default, unless this says otherwise.
    var absent: Absent = .keepsDefault

    enum Absent {
        case keepsDefault
        /// Read as if the file gave this value (a default that must still pass the check).
        case readAs(any TOMLValueConvertible)
        /// Required once its section is on: this line says so (after "<section>.<key> ").
        case missing(String)
    }

    /// A key whose value the file gives as `parse` reads it, into `target`; `shown` writes the
    /// default as TOML for the template, beside `note` (its comment, one string a line).
    static func value<Value>(
        _ name: String, _ target: WritableKeyPath<Config, Value>, shown: @escaping (Value) -> String, note: String...,
        parse: @escaping (Config.Entry) throws -> Value
    ) -> ConfigKey {
        ConfigKey(
            name: name, template: { Config.templateLines("\(name) = \(shown($0[keyPath: target]))", note: note) },
            read: { config, entry in config[keyPath: target] = try parse(entry) })
    }

    /// A duration the schedule reads ("30m", "2h", "3d"), shown as written.
    static func duration(_ name: String, _ target: WritableKeyPath<Config, DurationText>, note: String...) -> ConfigKey {
        ConfigKey(
            name: name, template: { Config.templateLines("\(name) = \(Config.quoted($0[keyPath: target].text))", note: note) },
            read: { config, entry in config[keyPath: target] = try entry.duration() })
    }

    /// A string that leaves the setting unset when it is empty (a file path, a folder).
    static func optionalString(_ name: String, _ target: WritableKeyPath<Config, String?>, note: String...) -> ConfigKey {
        ConfigKey(
            name: name, template: { Config.templateLines("\(name) = \(Config.quoted($0[keyPath: target] ?? ""))", note: note) },
            read: { config, entry in
                let text = try entry.string()
                if !text.isEmpty { config[keyPath: target] = text }
            })
    }
}

/// One table of config.toml: its keys in the order the template lists and the parse reads
/// them, and the rules between them.
struct ConfigSection {
    var name: String
    /// The comment beside `[name]` in the template.
    var note: String?
    var keys: [ConfigKey]
    /// Whether the keys after the first are read: a section its first key switches on (email
    /// is off while `[smtp] url` is empty, and nothing else of it is looked at).
    var isOn: (Config) -> Bool = { _ in true }
    /// Rules between its keys, once they are read (only while the section is on).
    var check: (inout Config) throws -> Void = { _ in }

    /// Reads this section of `table` into `config`, key by key.
    func read(into config: inout Config, from table: TOMLTable, path: String) throws {
        let values = table[name]?.table
        for (index, key) in keys.enumerated() {
            if index > 0, !isOn(config) { return }
            func entry(_ value: any TOMLValueConvertible) -> Config.Entry {
                Config.Entry(value: value, path: path, section: name, key: key.name)
            }
            if let value = values?[key.name] {
                try key.read(&config, entry(value))
                continue
            }
            switch key.absent {
            case .keepsDefault: break
            case .readAs(let value): try key.read(&config, entry(value))
            case .missing(let what): throw entry("").error(what)
            }
        }
        try check(&config)
    }

    /// The section in the template: its header, then each key's lines.
    func template(_ defaults: Config) -> [String] {
        let header = note.map { Config.templateLines("[\(name)]", note: [$0], commented: false) } ?? ["[\(name)]"]
        return header + keys.flatMap { $0.template(defaults) }
    }
}

extension Config {
    /// One key's value as the file gives it, and what its error lines name.
    struct Entry {
        var value: any TOMLValueConvertible
        var path: String
        var section: String
        var key: String

        /// "ai.base_url": how messages name the key.
        var name: String { "\(section).\(key)" }

        /// A config error about this key: "<file>: <section>.<key> <what>".
        func error(_ what: String) -> CLIError {
            CLIError(.config, "\(path): \(name) \(what)")
        }

        func string() throws -> String {
            guard let text = value.string else { throw error("must be a string in quotes, like \(key) = \"…\"") }
            return text
        }

        func bool() throws -> Bool {
            guard let flag = value.bool else { throw error("must be true or false (without quotes)") }
            return flag
        }

        func integer(in range: ClosedRange<Int>) throws -> Int {
            guard let number = value.int, range.contains(number) else {
                throw error("must be a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return number
        }

        /// A whole or decimal number, or nil when the value is not one.
        var number: Double? { value.double ?? value.int.map(Double.init) }

        /// A positive duration, the way the schedule takes them.
        func duration() throws -> DurationText {
            let text = try string()
            guard let duration = DurationText(text), duration.totalSeconds > 0 else {
                throw error("= \"\(text)\" is not a duration: use a number and a unit, like \"30m\", \"2h\" or \"3d\"")
            }
            return duration
        }

        /// A duration from `range` seconds; `hint` says the range and gives an example.
        func duration(within range: ClosedRange<Int64>, hint: String) throws -> DurationText {
            let text = try string()
            guard let duration = DurationText(text), range.contains(duration.totalSeconds) else {
                throw error("= \"\(text)\" is not a duration \(hint)")
            }
            return duration
        }
    }

    /// A template line, `# <setting>` with its note beside it at the notes' column and the
    /// note's further lines under it.
    static func templateLines(_ setting: String, note: [String], commented: Bool = true) -> [String] {
        let left = commented ? "# " + setting : setting
        guard let first = note.first else { return [left] }
        let column = max(35, left.count + 3)
        let blank = "#".padding(toLength: column, withPad: " ", startingAt: 0)
        return [left.padding(toLength: column, withPad: " ", startingAt: 0) + "# " + first] + note.dropFirst().map { blank + "# " + $0 }
    }

    /// A string as TOML writes it (the defaults need no escapes).
    static func quoted(_ text: String) -> String { "\"\(text)\"" }

    /// A list of strings as TOML writes it.
    static func quoted(_ list: [String]) -> String { "[" + list.map(quoted).joined(separator: ", ") + "]" }
}
