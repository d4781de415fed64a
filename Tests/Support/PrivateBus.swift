public import Foundation

/// A `dbus-daemon` of our own, listening on a socket in a fresh temporary folder, so tests
/// never touch (or depend on) the desktop's session bus. Stopped and removed on deinit.
public final class PrivateBus: Sendable {
    private let folder: TemporaryDirectory
    public var directory: URL { folder.url }
    /// The D-Bus address to hand to `Bus(address:)` and to child processes.
    public let address: String
    private let daemon: ChildProcess

    public init() throws {
        folder = try TemporaryDirectory(prefix: "mynd-sd")
        let directory = folder.url
        guard let executable = Tools.dbusDaemon else { throw TestSetupError("dbus-daemon is not installed") }
        // Our own config rather than --session: the stock session config can auto-start
        // services (a system-wide dunst) from /usr/share/dbus-1/services with the wrong env.
        let config = directory.appendingPathComponent("bus.conf")
        try """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>unix:path=\(directory.path)/bus</listen>
          <auth>EXTERNAL</auth>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
        </busconfig>
        """.write(to: config, atomically: true, encoding: .utf8)
        daemon = try ChildProcess(
            executable, ["--config-file=\(config.path)", "--nofork", "--print-address=1"],
            environment: ["PATH": Tools.path, "HOME": directory.path],
            log: directory.appendingPathComponent("dbus-daemon.log"), captureOutput: true)
        do {
            address = try daemon.firstLine(timeout: 5)
        } catch {
            daemon.stop()
            throw error
        }
    }

    /// The environment for a child that should talk to this bus.
    public var environment: [String: String] {
        ["PATH": Tools.path, "HOME": directory.path, "DBUS_SESSION_BUS_ADDRESS": address]
    }

    deinit {
        // Before `folder` goes, so the daemon is not left with a deleted socket.
        daemon.stop()
    }
}
