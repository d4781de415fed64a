public import Foundation
import MyndSystemd
public import Testing

/// A private desktop for the notification tests: our own dbus-daemon, an `Xvfb` display and
/// a real `dunst` (Debian 12 ships 1.9.0) with its own config.
///
/// dunst's config makes it observable from a test:
/// - `dmenu` is `pick.sh`, which selects the context-menu line containing the text in
///   `choice` (a test writes `[<id>,<key>]`, the tail dunst gives each action's line), so
///   `dunstctl context` invokes exactly that action, as a person choosing it would.
/// - a catch-all rule runs `record.sh` for each notification shown, saving dunst's
///   `DUNST_*` variables (urgency, category, desktop entry as dunst understood them) in
///   `seen-<id>`.
/// - nothing expires and there is no display limit, so notifications stay until closed —
///   unless the session is made with `stockTimeouts`: then dunst's stock expiry (10 s for low
///   and normal urgency, as Debian's /etc/xdg/dunst/dunstrc has it), and `expireAfter3s`
///   names a body glob whose notifications dunst expires after 3 s whatever the client asks
///   (`override_dbus_timeout`), as a server that ignores `expire_timeout` would.
/// - `markup` is dunst's own default, `no` (plain text, `body-markup` not offered), unless the
///   session is made with `full`, as Debian's /etc/xdg/dunst/dunstrc has it.
/// - identical notifications are not merged into one (dunst's `stack_duplicates`), so one
///   shown twice without `replaces_id` is seen as two, as most servers would show it.
public final class DesktopSession: Sendable {
    @TaskLocal public static var current: DesktopSession?

    public let bus: PrivateBus
    private let xvfb: ChildProcess
    private let dunst: ChildProcess
    public let display: String

    public var directory: URL { bus.directory }
    public var choiceFile: URL { directory.appendingPathComponent("choice") }
    /// The environment for dunstctl and other clients of this desktop.
    public var environment: [String: String] { bus.environment.merging(["DISPLAY": display]) { $1 } }

    public init(markup: String = "no", stockTimeouts: Bool = false, expireAfter3s: String? = nil) throws {
        guard let xvfbPath = Tools.xvfb, let dunstPath = Tools.dunst else {
            throw TestSetupError("Xvfb or dunst is not installed")
        }
        bus = try PrivateBus()
        let directory = bus.directory
        // -displayfd: Xvfb picks a free display itself and prints its number when ready.
        xvfb = try ChildProcess(
            xvfbPath, ["-displayfd", "1", "-nolisten", "tcp", "-screen", "0", "800x600x24"],
            environment: ["PATH": Tools.path, "HOME": directory.path],
            log: directory.appendingPathComponent("xvfb.log"), captureOutput: true)
        do {
            display = ":" + (try xvfb.firstLine(timeout: 10))
            try Self.writeScripts(in: directory, markup: markup, stockTimeouts: stockTimeouts, expireAfter3s: expireAfter3s)
            var environment = bus.environment
            environment["DISPLAY"] = display
            dunst = try ChildProcess(
                dunstPath, ["-config", directory.appendingPathComponent("dunstrc").path],
                environment: environment, log: directory.appendingPathComponent("dunst.log"), captureOutput: false)
        } catch {
            xvfb.stop()
            throw error
        }
        do {
            try waitForDunst()
        } catch {
            stop()
            throw error
        }
    }

    /// Waits until dunst owns org.freedesktop.Notifications on our bus.
    private func waitForDunst() throws {
        let client = try Bus(address: bus.address)
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            if try client.nameHasOwner(Notifications.busName) { return }
            guard dunst.isRunning else { break }
            usleep(50_000)
        }
        let log = (try? String(contentsOf: directory.appendingPathComponent("dunst.log"), encoding: .utf8)) ?? ""
        throw TestSetupError("dunst did not take \(Notifications.busName): \(log)")
    }

    public func stop() {
        dunst.stop()
        xvfb.stop()
    }

    deinit {
        stop()
    }

    /// Runs `dunstctl` against this desktop.
    @discardableResult
    public func dunstctl(_ arguments: String...) throws -> String {
        guard let dunstctl = Tools.dunstctl else { throw TestSetupError("dunstctl is not installed") }
        return try ChildProcess.run(dunstctl, arguments, environment: environment)
    }

    /// What `record.sh` saw for notification `id`, as `DUNST_*` name → value.
    public func recorded(id: UInt32) -> [String: String]? {
        let file = directory.appendingPathComponent("seen-\(id)")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        var values: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            values[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return values
    }

    /// The id of every notification dunst has shown, in order, once each time it was shown: a
    /// notification that replaced another (`replaces_id`) appears again under the same id.
    public func shownIDs() -> [UInt32] {
        let text = (try? String(contentsOf: directory.appendingPathComponent("shown"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { UInt32($0) }
    }

    /// `shownIDs()` once it holds at least `count` ids (dunst runs its script apart from the
    /// bus call that showed the notification), or after `timeout` seconds.
    public func shownIDs(atLeast count: Int, timeout: Double = 3) -> [UInt32] {
        let deadline = ContinuousClock.now + .seconds(timeout)
        var shown = shownIDs()
        while shown.count < count, ContinuousClock.now < deadline {
            usleep(5_000)
            shown = shownIDs()
        }
        return shown
    }

    /// Every notification dunst has shown so far, by id, as `recorded(id:)` reads them.
    public func recordedNotifications() -> [UInt32: [String: String]] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var shown: [UInt32: [String: String]] = [:]
        for name in names where name.hasPrefix("seen-") {
            if let id = UInt32(name.dropFirst(5)), let values = recorded(id: id) { shown[id] = values }
        }
        return shown
    }

    /// The first notification dunst shows whose summary is `text` or whose body names it (a
    /// nudge's title says why it comes, its body names the goal), waiting up to `timeout` seconds.
    /// The lines of the context menu dunst last opened (`dunstctl context`), one per button
    /// ("#<label> (<summary>) [<id>,<key>]"), once it was; nil if it was not within `timeout`.
    /// Taken: the next call waits for the next menu.
    public func waitForMenu(timeout: Double = 5) -> String? {
        let file = directory.appendingPathComponent("menu")
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let data = FileManager.default.contents(atPath: file.path) {
                try? FileManager.default.removeItem(at: file)
                return String(decoding: data, as: UTF8.self)
            }
            usleep(20_000)
        } while Date() < deadline
        return nil
    }

    public func waitForNotification(showing text: String, timeout: Double = 5) -> (id: UInt32, values: [String: String])? {
        let deadline = ContinuousClock.now + .seconds(timeout)
        repeat {
            let matching = recordedNotifications().filter {
                $0.value["DUNST_SUMMARY"] == text || ($0.value["DUNST_BODY"] ?? "").contains(text)
            }
            if let match = matching.min(by: { $0.key < $1.key }) {
                return (match.key, match.value)
            }
            usleep(20_000)
        } while ContinuousClock.now < deadline
        return nil
    }

    private static func writeScripts(in directory: URL, markup: String, stockTimeouts: Bool, expireAfter3s: String?) throws {
        let pick = directory.appendingPathComponent("pick.sh")
        let record = directory.appendingPathComponent("record.sh")
        // dunst writes one "#<label> (<summary>) [<id>,<key>]" line per action to stdin and
        // invokes the line printed back.
        // The menu is kept as `menu` (after the choice is made), so a test can read the labels.
        try writeExecutable(
            """
            #!/bin/sh
            cat > '\(directory.path)/.menu'
            grep -F -- "$(cat '\(directory.path)/choice')" '\(directory.path)/.menu' | head -n 1
            mv '\(directory.path)/.menu' '\(directory.path)/menu'
            """, to: pick.path)
        // Written under a temporary name and renamed, so a test never reads half a file; then
        // the id is appended to `shown` (one short write: atomic), once per time it is shown.
        try writeExecutable(
            """
            #!/bin/sh
            env | grep '^DUNST_' > '\(directory.path)/.seen-'"$DUNST_ID"
            mv '\(directory.path)/.seen-'"$DUNST_ID" '\(directory.path)/seen-'"$DUNST_ID"
            echo "$DUNST_ID" >> '\(directory.path)/shown'
            """, to: record.path)
        try """
        [global]
            dmenu = \(pick.path)
            notification_limit = 0
            follow = none
            markup = \(markup)
            stack_duplicates = false
        [urgency_low]
            timeout = \(stockTimeouts ? 10 : 0)
        [urgency_normal]
            timeout = \(stockTimeouts ? 10 : 0)
        [urgency_critical]
            timeout = 0
        [record]
            script = \(record.path)
        \(expireAfter3s.map { "[expire]\n    body = \"\($0)\"\n    override_dbus_timeout = 3\n" } ?? "")
        """.write(to: directory.appendingPathComponent("dunstrc"), atomically: true, encoding: .utf8)
    }
}

/// Starts one `DesktopSession` for a whole suite and stops it afterwards.
public struct DesktopSessionTrait: SuiteTrait, TestScoping {
    var markup = "no"
    var stockTimeouts = false
    var expireAfter3s: String?

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let session = try DesktopSession(markup: markup, stockTimeouts: stockTimeouts, expireAfter3s: expireAfter3s)
        defer { session.stop() }
        try await DesktopSession.$current.withValue(session) {
            try await function()
        }
    }
}

extension Trait where Self == DesktopSessionTrait {
    /// Runs the suite against a private dbus-daemon + Xvfb + dunst.
    public static var desktopSession: Self { Self() }

    /// The same, with dunst reading markup (`full` or `strip`) in notification bodies.
    public static func desktopSession(markup: String) -> Self { Self(markup: markup) }

    /// The same, with dunst's stock expiry (10 s), and a 3 s one forced on bodies matching
    /// `expireAfter3s`.
    public static func desktopSession(stockTimeoutsExpiringAfter3s expireAfter3s: String) -> Self {
        Self(stockTimeouts: true, expireAfter3s: expireAfter3s)
    }
}
