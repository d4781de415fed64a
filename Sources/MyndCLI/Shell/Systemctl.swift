import Dispatch
import Foundation
import Synchronization

/// Runs `systemctl --user` the one way mynd does: the program itself (no shell, so no word
/// of a path is ever interpreted), a fixed environment, output captured, and a timeout, so a
/// hung manager costs a clear error instead of a hung install.
struct Systemctl {
    /// What one run printed and how it ended.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The environment `systemctl` gets: what it needs to find the user manager and the bus.
    var environment: [String: String]
    var timeoutSeconds: Double = 30

    init(environment: [String: String], timeoutSeconds: Double = 30) {
        let kept = ["HOME", "USER", "LOGNAME", "XDG_RUNTIME_DIR", "DBUS_SESSION_BUS_ADDRESS", "XDG_CONFIG_HOME", "LANG", "SYSTEMD_LOG_LEVEL"]
        var env = environment.filter { kept.contains($0.key) }
        env["PATH"] = "/usr/local/bin:/usr/bin:/bin"
        // Plain output: no pager, no colours, no questions.
        env["SYSTEMD_PAGER"] = ""
        env["SYSTEMD_COLORS"] = "0"
        self.environment = env
        self.timeoutSeconds = timeoutSeconds
    }

    /// `systemctl` on the usual paths, or nil when systemd is not installed.
    static var executable: String? {
        ["/usr/bin/systemctl", "/bin/systemctl", "/usr/local/bin/systemctl"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs the command and returns what it printed, whatever its exit status.
    /// - Throws: `CLIError` when systemctl is missing, cannot start, or outlives the timeout.
    func capture(_ command: SystemctlCommand) throws(CLIError) -> Result {
        guard let executable = Self.executable else {
            throw CLIError(.unavailable, "systemctl is not installed: mynd's timers need systemd (run the jobs from cron instead, see the README)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--user", "--no-ask-password"] + command.arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            throw CLIError(.unavailable, "cannot start \(command): \(error.localizedDescription)")
        }
        // Read both pipes while it runs, so a chatty systemctl never blocks on a full pipe.
        let stdout = Collected(out.fileHandleForReading)
        let stderr = Collected(err.fileHandleForReading)
        if finished.wait(timeout: .now() + timeoutSeconds) == .timedOut {
            process.terminate()
            if finished.wait(timeout: .now() + 2) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
            }
            throw CLIError(.tempFail, "\(command) did not finish within \(Int(timeoutSeconds)) s: see `systemctl --user status`, then try again")
        }
        return Result(status: process.terminationStatus, stdout: stdout.text(), stderr: stderr.text())
    }

    /// Runs the command and returns its stdout.
    /// - Throws: one line naming the command, its status and the first line of its complaint.
    @discardableResult
    func run(_ command: SystemctlCommand) throws(CLIError) -> String {
        let result = try capture(command)
        guard result.status == 0 else { throw Self.failure(command, result) }
        return result.stdout
    }

    /// The one-line error for a failed systemctl run.
    static func failure(_ command: SystemctlCommand, _ result: Result) -> CLIError {
        // enable/disable report their symlinks on stderr too; the complaint is another line.
        let said = result.stderr.split(whereSeparator: \.isNewline).map(String.init)
            .first { !$0.hasPrefix("Created symlink") && !$0.hasPrefix("Removed ") } ?? "no message"
        if said.contains("Failed to connect to bus") || said.contains("Failed to connect to user scope bus") {
            return CLIError(.unavailable, "no systemd user manager answers (\(command): \(said)): log in to a session with systemd, or run the jobs some other way (see the README)")
        }
        let unit = command.arguments.last { $0.hasPrefix("mynd-") }
        let hint = unit.map { "see `systemctl --user status \($0)` and `journalctl --user -u \($0)`" } ?? "see `systemctl --user status`"
        return CLIError(.failure, "\(command) failed (exit \(result.status)): \(Terminal.line(said, limit: 200)): \(hint)")
    }
}

/// Everything a pipe delivers, read on a queue of its own until end of file.
private final class Collected: Sendable {
    private let data = Mutex(Data())
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        DispatchQueue.global().async { [self] in
            let bytes = handle.readDataToEndOfFile()
            data.withLock { $0 = bytes }
            done.signal()
        }
    }

    func text() -> String {
        done.wait()
        return data.withLock { String(decoding: $0, as: UTF8.self) }
    }
}
