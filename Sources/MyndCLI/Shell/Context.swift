import Foundation
import MyndCore
import MyndStore

/// Everything a command needs from the outside world, built once from the options and the
/// environment: paths, settings, the current time and the time zone.
struct Context: Sendable {
    var paths: Paths
    var config: Config
    var now: Timestamp
    var zone: LocalTime
    /// The process environment (or a test's): keys, base URLs and test hooks are read from it.
    var environment: [String: String]

    init(_ options: GlobalOptions, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        try self.init(configPath: options.configPath, databasePath: options.databasePath, environment: environment)
    }

    /// From `--config` and `--db` (nil when not given).
    init(configPath: String?, databasePath: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        self.environment = environment
        for (option, value) in [("--db", databasePath), ("--config", configPath)] where value?.isEmpty == true {
            throw CLIError(.usage, "\(option) needs a file path, not an empty one")
        }
        try Self.checkHome(environment["MYND_HOME"])
        paths = Paths(environment: environment, configOption: configPath, databaseOption: databasePath)
        config = try Config.load(path: paths.config, mustExist: paths.configIsExplicit)
        config.expandHome(environment["HOME"] ?? NSHomeDirectory())
        zone = LocalTime(timeZone: config.timeZoneName.flatMap(TimeZone.init(identifier:)) ?? TimeZone.current)
        let realNow = Timestamp(Date())
        if let text = environment["MYND_NOW"], !text.isEmpty {
            // MYND_NOW moves time for every command: how tests and demos travel.
            guard let iso = try? WhenParser(now: realNow, zone: zone).parse(text), Self.looksAbsolute(text) else {
                throw CLIError(.usage, "MYND_NOW='\(text)' is not an ISO 8601 time: use a form like 2026-11-21T09:00:00Z, or unset it")
            }
            now = iso
        } else {
            now = realNow
        }
    }

    /// MYND_HOME must name one folder whatever the working directory: a relative path would
    /// put a new, empty graph wherever a command happens to run, and a line break (a `$(…)`
    /// that kept its newline) a folder nobody meant. Checked before anything is opened.
    static func checkHome(_ home: String?) throws {
        guard let home, !home.isEmpty else { return }
        let shown = Terminal.line(home, limit: 80)
        if home.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw CLIError(.usage, "MYND_HOME='\(shown)' holds a line break or a control character: set it to the folder's path alone")
        }
        guard home.hasPrefix("/") else {
            throw CLIError(
                .usage, "MYND_HOME='\(shown)' is not an absolute path: give the folder's full path (e.g. \"$PWD/\(shown)\"), or unset it")
        }
    }

    /// MYND_NOW must name a moment, not a span from the real clock.
    private static func looksAbsolute(_ text: String) -> Bool {
        text.first?.isNumber == true && text.contains("-")
    }

    /// Opens the graph database, creating its folder (private to the user) when needed.
    func openStore() throws -> GraphStore {
        let folder = (paths.database as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            do {
                try FileManager.default.createDirectory(
                    atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw CLIError(.cantCreate, "cannot create \(folder): check its permissions, or use --db")
            }
        }
        // The graph is personal: create the file private before SQLite does (its WAL and
        // shared-memory files inherit these permissions).
        if !FileManager.default.fileExists(atPath: paths.database) {
            _ = FileManager.default.createFile(atPath: paths.database, contents: nil, attributes: [.posixPermissions: 0o600])
        }
        return try GraphStore.open(path: paths.database, now: now, traceWrites: environment["MYND_TEST_TRACE_WRITES"] == "1")
    }

    var whenParser: WhenParser { WhenParser(now: now, zone: zone) }

    var describe: Describe { Describe(now: now, zone: zone) }

    /// The language the person reads mynd's messages in, and where that came from.
    var language: LanguageChoice {
        LanguageChoice.choose(configured: config.language?.rawValue, environment: environment)
    }
}
