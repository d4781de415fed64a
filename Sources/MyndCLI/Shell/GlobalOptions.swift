import ArgumentParser

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .customLong("config"), help: ArgumentHelp("Read settings from this file.", valueName: "path"))
    var configPath: String?

    @Option(name: .customLong("db"), help: ArgumentHelp("Use this database file.", valueName: "path"))
    var databasePath: String?
}

/// The `--json` flag of commands that print data.
struct OutputOptions: ParsableArguments {
    @Flag(help: "Print JSON (stable camelCase fields, ISO 8601 UTC times, null where absent).")
    var json = false
}
