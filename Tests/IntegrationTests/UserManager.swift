import Foundation
import MyndTestSupport

/// A real `systemd --user` of the test's own, with its own XDG_RUNTIME_DIR, HOME and journal.
///
/// The recipe (found by trying it as root on Debian 12, systemd 252, in a container whose
/// PID 1 is not systemd and whose cgroups are v1 + v2 hybrid):
///
/// ```sh
/// unshare -m sh -c '
///   mount -t tmpfs tmpfs /run/systemd && mkdir -p /run/systemd/system  # "booted with systemd"
///   mkdir -p /run/log && mount -t tmpfs tmpfs /run/log                   # a private volatile journal
///   /lib/systemd/systemd-journald &                                       # binds /run/systemd/journal/*
///   echo $$ > /sys/fs/cgroup/{systemd,unified}/user.slice/user-0.slice/user@0.service/cgroup.procs
///   exec /lib/systemd/systemd --user'                                     # XDG_RUNTIME_DIR, HOME from env
/// ```
///
/// - The session bus comes from the manager itself: dbus-user-session's `dbus.socket` listens
///   on `$XDG_RUNTIME_DIR/bus` and starts `dbus-daemon` on demand, as on a desktop.
/// - `systemctl --user` works from outside the namespace: it talks to
///   `$XDG_RUNTIME_DIR/systemd/private`. (`is-system-running` says "offline" there, because
///   the outside has no /run/systemd/system; nothing else cares.)
/// - The journal lives in the namespace's /run/log, so `journalctl` runs through `nsenter`.
///   Placing the manager in `user@0.service` is what makes journald tag its units' entries
///   `_SYSTEMD_USER_UNIT=`; root's entries land in the system journal, so it reads them with
///   `journalctl --user-unit mynd-refresh` (a person's `journalctl --user -u mynd-refresh`).
/// - Stopping: `systemctl --user exit` stops every unit and the manager; journald, started
///   beside it, is stopped by its pid; the cgroups the script made are removed.
/// - A package (`init(package:)`): read-only overlays put its `units/` into
///   /usr/lib/systemd/user and its `bin/` into /usr/bin, for the manager's namespace alone;
///   `inNamespace` runs a program where it sees them.
final class UserManager {
    let root: URL
    let home: URL
    let runtime: URL
    let myndHome: URL
    private let managerPID: pid_t
    private var stopped = false

    /// Why a user manager cannot be started here, or nil when it can.
    static let unavailable: String? = {
        if getuid() != 0 { return "needs root (unshare -m, mounts over /run/systemd)" }
        for tool in [
            "/usr/bin/unshare", "/lib/systemd/systemd", "/lib/systemd/systemd-journald", "/usr/bin/nsenter", "/usr/bin/systemctl",
            "/usr/bin/systemd-analyze",
        ]
        where !FileManager.default.isExecutableFile(atPath: tool) {
            return "\(tool) is not installed (packages systemd, util-linux)"
        }
        if !FileManager.default.fileExists(atPath: "/usr/lib/systemd/user/dbus.socket") {
            return "no session bus for a user manager (package dbus-user-session)"
        }
        guard let probe = try? run("/usr/bin/unshare", ["-m", "true"], environment: ["PATH": "/usr/bin:/bin"]), probe.status == 0 else {
            return "unshare -m is not allowed here (a container without CAP_SYS_ADMIN?)"
        }
        return nil
    }()

    /// The environment for commands that talk to this manager as its user.
    var environment: [String: String] {
        [
            "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": home.path, "XDG_RUNTIME_DIR": runtime.path,
            "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path, "MYND_HOME": myndHome.path, "TZ": "UTC",
        ]
    }

    var unitDirectory: URL { home.appendingPathComponent(".config/systemd/user") }

    /// - Parameter package: a folder with `units/` and `bin/` to lay over /usr/lib/systemd/user
    ///   and /usr/bin in the manager's namespace, as if the package were installed.
    init(package: URL? = nil) throws {
        root = URL(fileURLWithPath: "/tmp").appendingPathComponent("mynd-usermgr-\(UUID().uuidString.prefix(8).lowercased())")
        home = root.appendingPathComponent("home")
        runtime = root.appendingPathComponent("runtime")
        myndHome = root.appendingPathComponent("mynd")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let script = root.appendingPathComponent("manager.sh")
        try """
        #!/bin/sh
        set -e
        mount -t tmpfs tmpfs /run/systemd
        mkdir -p /run/systemd/system
        mkdir -p /run/log && mount -t tmpfs tmpfs /run/log
        /lib/systemd/systemd-journald &
        echo $! > "$XDG_RUNTIME_DIR/journald.pid"
        i=0; while [ ! -S /run/systemd/journal/stdout ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i+1)); done
        if [ -n "${MYND_TEST_PACKAGE:-}" ]; then
          mount -t overlay overlay -o "lowerdir=$MYND_TEST_PACKAGE/units:/usr/lib/systemd/user" /usr/lib/systemd/user
          mount -t overlay overlay -o "lowerdir=$MYND_TEST_PACKAGE/bin:/usr/bin" /usr/bin
          unset MYND_TEST_PACKAGE
        fi
        for h in systemd unified; do
          [ -d /sys/fs/cgroup/$h ] || continue
          [ -e /sys/fs/cgroup/$h/user.slice ] && continue
          mkdir -p /sys/fs/cgroup/$h/user.slice/user-0.slice/user@0.service
          echo $$ > /sys/fs/cgroup/$h/user.slice/user-0.slice/user@0.service/cgroup.procs
          echo /sys/fs/cgroup/$h/user.slice >> "$XDG_RUNTIME_DIR/cgroups"
        done
        exec /lib/systemd/systemd --user
        """.write(to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o755)
        // posix_spawn and our own waitpid, not Process: Foundation did not notice this child's
        // exit (the test hung on a zombie), and the child needs default signal handling.
        managerPID = try Self.spawn(
            "/usr/bin/unshare", ["-m", script.path],
            environment: ["PATH": "/usr/bin:/bin", "HOME": home.path, "XDG_RUNTIME_DIR": runtime.path].merging(
                package.map { ["MYND_TEST_PACKAGE": $0.path] } ?? [:], uniquingKeysWith: { first, _ in first }),
            log: root.appendingPathComponent("manager.log"))
        let log = root.appendingPathComponent("manager.log")
        // Ready when systemctl gets an answer.
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let answer = try? systemctl(["show", "-p", "Version", "--value"]), answer.status == 0 { return }
            usleep(100_000)
        }
        stop()
        throw TestSetupError(
            "systemd --user did not answer within 10 s: \(String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self))")
    }

    deinit { stop() }

    /// `systemctl --user ARGS` against this manager.
    func systemctl(_ arguments: [String]) throws -> CommandResult {
        try Self.run("/usr/bin/systemctl", ["--user", "--no-pager"] + arguments, environment: environment)
    }

    /// One property of a unit, as `systemctl show -p NAME --value` prints it.
    func property(_ unit: String, _ name: String) throws -> String {
        try systemctl(["show", "-p", name, "--value", unit]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `journalctl ARGS` inside the manager's mount namespace, where its journal is.
    func journal(_ arguments: [String]) throws -> String {
        try Self.run(
            "/usr/bin/nsenter", ["-t", "\(managerPID)", "-m", "journalctl", "--no-pager"] + arguments,
            environment: environment
        ).stdout
    }

    /// Runs a program inside the manager's mount namespace (where a package's overlays are),
    /// with `environment`.
    func inNamespace(_ executable: String, _ arguments: [String]) throws -> CommandResult {
        try Self.run("/usr/bin/nsenter", ["-t", "\(managerPID)", "-m", "--", executable] + arguments, environment: environment)
    }

    /// Stops every unit and the manager, then journald, then removes the cgroups and files.
    func stop() {
        guard !stopped else { return }
        stopped = true
        _ = try? systemctl(["exit"])
        if !Self.reap(managerPID, within: 5) {
            kill(managerPID, SIGKILL)
            _ = Self.reap(managerPID, within: 5)
        }
        if let text = try? String(contentsOf: runtime.appendingPathComponent("journald.pid"), encoding: .utf8),
            let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
        {
            kill(pid, SIGTERM)
        }
        if let text = try? String(contentsOf: runtime.appendingPathComponent("cgroups"), encoding: .utf8) {
            for top in text.split(separator: "\n") {
                // Deepest first; rmdir only ever removes an empty cgroup.
                let all = (FileManager.default.subpaths(atPath: String(top)) ?? [])
                    .map { String(top) + "/" + $0 }.filter { Self.isDirectory($0) }
                for directory in all.sorted(by: { $0.count > $1.count }) + [String(top)] { rmdir(directory) }
            }
        }
        try? FileManager.default.removeItem(at: root)
    }

    /// Starts a program with stdout and stderr to `log`, an empty signal mask and default
    /// signal handlers.
    private static func spawn(_ executable: String, _ arguments: [String], environment: [String: String], log: URL) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard status == 0 else { throw TestSetupError("cannot start \(executable): \(String(cString: strerror(status)))") }
        return pid
    }

    /// Waits up to `seconds` for `pid` to exit and reaps it; false if it is still running.
    private static func reap(_ pid: pid_t, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while Date() < deadline {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || (result < 0 && errno == ECHILD) { return true }
            usleep(50_000)
        }
        return false
    }

    private static func isDirectory(_ path: String) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
    }

    /// Runs a program (no shell) to completion, output in files so no pipe can fill up.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> CommandResult {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("mynd-it-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("out"), err = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try withCleanSignalMask { try process.run() }
        process.waitUntilExit()
        return CommandResult(
            status: process.terminationStatus, stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self))
    }
}

/// What one command printed and how it ended.
struct CommandResult: CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String
    var description: String { "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
}
