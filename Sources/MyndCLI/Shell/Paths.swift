import Foundation

/// Where mynd keeps its files: `--db`/`--config` first, then `MYND_HOME` (config and data in
/// one folder, for tests and demos), then the XDG base directories.
struct Paths {
    var config: String
    var database: String
    /// User overrides of the built-in templates (`NAME.mustache`).
    var templates: String
    /// Whether the config path was asked for explicitly, so a missing file is an error.
    var configIsExplicit: Bool

    init(environment: [String: String], configOption: String?, databaseOption: String?) {
        let home = environment["HOME"] ?? NSHomeDirectory()
        func xdg(_ key: String, _ fallback: String) -> String {
            guard let value = environment[key], value.hasPrefix("/") else { return home + "/" + fallback }
            return value
        }
        if let myndHome = environment["MYND_HOME"], !myndHome.isEmpty {
            config = myndHome + "/config.toml"
            database = myndHome + "/mynd.sqlite"
            templates = myndHome + "/templates"
        } else {
            config = xdg("XDG_CONFIG_HOME", ".config") + "/mynd/config.toml"
            templates = xdg("XDG_CONFIG_HOME", ".config") + "/mynd/templates"
            database = xdg("XDG_DATA_HOME", ".local/share") + "/mynd/mynd.sqlite"
        }
        configIsExplicit = configOption != nil
        if let configOption { config = configOption }
        if let databaseOption { database = databaseOption }
    }
}
