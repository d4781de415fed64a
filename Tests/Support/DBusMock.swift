import Foundation
import MyndSystemd

/// A python3-dbusmock service on one of our private buses: logind's template on a bus that
/// plays the system bus (`DBUS_SYSTEM_BUS_ADDRESS`), or `org.freedesktop.ScreenSaver` on a
/// session bus. The test drives it through dbusmock's own methods (`AddSession`,
/// `EmitSignal`, `Properties.Set`), as a desktop would change its state.
public final class DBusMock: Sendable {
    public let bus: PrivateBus
    public let name: String
    private let process: ChildProcess

    /// Whether python3-dbusmock is importable by /usr/bin/python3 (Debian: python3-dbusmock).
    public static var available: Bool {
        FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/dbusmock/__init__.py")
    }

    /// Starts `template` (a dbusmock template name, or a path) owning `name` on `bus`.
    public init(template: String, name: String, on bus: PrivateBus, system: Bool, parameters: String? = nil) throws {
        self.bus = bus
        self.name = name
        var environment = ["PATH": Tools.path, "HOME": bus.directory.path]
        environment[system ? "DBUS_SYSTEM_BUS_ADDRESS" : "DBUS_SESSION_BUS_ADDRESS"] = bus.address
        let log = bus.directory.appendingPathComponent("dbusmock-\(name).log")
        process = try ChildProcess(
            "/usr/bin/python3",
            ["-m", "dbusmock", system ? "--system" : "--session", "--template", template] + (parameters.map { ["-p", $0] } ?? []),
            environment: environment, log: log, captureOutput: false)
        let client = try Bus(address: bus.address)
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            if try client.nameHasOwner(name) { return }
            guard process.isRunning else { break }
            usleep(50_000)
        }
        process.stop()
        throw TestSetupError("dbusmock \(template) did not take \(name): \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
    }

    deinit {
        process.stop()
    }

    /// Calls `interface.method` on `path` with `arguments` as `Tests/Servers/dbus-call.py`
    /// reads them (`b:true`, `s:c1`, `u:1000`, `vt:123`, `avb:true`); returns the printed reply.
    @discardableResult
    public func call(_ path: String, _ interface: String, _ method: String, _ arguments: String...) throws -> String {
        try ChildProcess.run(
            "/usr/bin/python3", [ServerProcess.server("dbus-call.py"), bus.address, name, path, interface, method] + arguments,
            environment: ["PATH": Tools.path, "HOME": bus.directory.path])
    }

    /// Sends a signal from `path` as the mocked service (dbusmock's `EmitSignal`), with one bool.
    public func emit(_ path: String, _ interface: String, _ signal: String, bool value: Bool) throws {
        try call(path, "org.freedesktop.DBus.Mock", "EmitSignal", "s:\(interface)", "s:\(signal)", "s:b", "avb:\(value)")
    }
}

/// logind as python3-dbusmock's template plays it, on a private bus the test hands to mynd as
/// its system bus, with one session for this user.
public final class LogindMock: Sendable {
    public static let manager = "org.freedesktop.login1.Manager"
    public static let session = "org.freedesktop.login1.Session"
    public let mock: DBusMock
    public let sessionID: String
    public var sessionPath: String { "/org/freedesktop/login1/session/\(sessionID)" }
    /// The environment for a mynd that should see this logind, in this logind's session.
    public var environment: [String: String] {
        var environment = ["DBUS_SYSTEM_BUS_ADDRESS": mock.bus.address]
        if !sessionID.isEmpty { environment["XDG_SESSION_ID"] = sessionID }
        return environment
    }

    /// Starts the mock with a session `sessionID` of this user (nil: none).
    public init(sessionID: String? = "c7") throws {
        mock = try DBusMock(template: "logind", name: "org.freedesktop.login1", on: try PrivateBus(), system: true)
        self.sessionID = sessionID ?? ""
        // The template's GetUser adds a uint32 to a str and fails (dbusmock 0.28.7): as logind does.
        try mock.call(
            "/org/freedesktop/login1", "org.freedesktop.DBus.Mock", "AddMethod", "s:\(Self.manager)", "s:GetUser", "s:u", "s:o",
            "s:ret = dbus.ObjectPath('/org/freedesktop/login1/user/%d' % args[0])")
        if let sessionID {
            try mock.call(
                "/org/freedesktop/login1", "org.freedesktop.DBus.Mock", "AddSession", "s:\(sessionID)", "s:seat0", "u:\(getuid())",
                "s:\(NSUserName())", "b:true")
        }
    }

    public func setLocked(_ locked: Bool) throws {
        try mock.call(sessionPath, Self.session, "SetLockedHint", "b:\(locked)")
    }

    /// Sets `IdleHint`, and `IdleSinceHint` to `since` (microseconds since the epoch, as logind
    /// keeps it), each with its `PropertiesChanged`.
    public func setIdle(_ idle: Bool, since: UInt64) throws {
        try mock.call(sessionPath, "org.freedesktop.DBus.Properties", "Set", "s:\(Self.session)", "s:IdleSinceHint", "vt:\(since)")
        try mock.call(sessionPath, "org.freedesktop.DBus.Properties", "Set", "s:\(Self.session)", "s:IdleHint", "vb:\(idle)")
    }

    public func prepareForSleep(_ sleeping: Bool) throws {
        try mock.emit("/org/freedesktop/login1", Self.manager, "PrepareForSleep", bool: sleeping)
    }
}

/// `org.freedesktop.ScreenSaver` played by python3-dbusmock (`Tests/Servers/freedesktop_screensaver.py`).
public final class ScreenSaverMock: Sendable {
    public let mock: DBusMock

    public init(on bus: PrivateBus, active: Bool = false) throws {
        mock = try DBusMock(
            template: ServerProcess.server("freedesktop_screensaver.py"), name: "org.freedesktop.ScreenSaver", on: bus, system: false,
            parameters: "{\"active\": \(active)}")
    }

    public func setActive(_ active: Bool) throws {
        try mock.call("/org/freedesktop/ScreenSaver", "org.freedesktop.ScreenSaver", "SetActive", "b:\(active)")
    }
}
