import Foundation
import MyndCore
import MyndPOSIX

/// Runs `systemctl --user` the one way mynd does: the program itself (no shell, so no word
/// of a path is ever interpreted), a fixed environment, output captured, and a timeout, so a
/// hung manager costs a clear error instead of a hung install.
package struct Systemctl {
    /// What one run printed and how it ended.
    package struct Result {
        package var status: Int32
        package var stdout: String
        package var stderr: String
    }

    /// The environment `systemctl` gets: what it needs to find the user manager and the bus.
    package var environment: [String: String]
    package var timeoutSeconds: Double = 30

    package init(environment: [String: String], timeoutSeconds: Double = 30) {
        let kept = [
            "HOME", "USER", "LOGNAME", "XDG_RUNTIME_DIR", "DBUS_SESSION_BUS_ADDRESS", "XDG_CONFIG_HOME", "LANG", "SYSTEMD_LOG_LEVEL", "TZ",
        ]
        var env = environment.filter { kept.contains($0.key) }
        env["PATH"] = "/usr/local/bin:/usr/bin:/bin"
        // Plain output: no pager, no colours, no questions.
        env["SYSTEMD_PAGER"] = ""
        env["SYSTEMD_COLORS"] = "0"
        self.environment = env
        self.timeoutSeconds = timeoutSeconds
    }

    /// `systemctl` on the usual paths, or nil when systemd is not installed.
    package static var executable: String? {
        ["/usr/bin/systemctl", "/bin/systemctl", "/usr/local/bin/systemctl"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs the command and returns what it printed, whatever its exit status.
    /// - Throws: when systemctl is missing, cannot start, or outlives the timeout.
    package func capture(_ command: SystemctlCommand) throws(InstallError) -> Result {
        guard let executable = Self.executable else {
            throw InstallError(
                .unavailable, "systemctl is not installed: mynd's timers need systemd (run the jobs from cron instead, see the README)")
        }
        let arguments = [executable, "--user", "--no-ask-password"] + command.arguments
        switch ProgramRunner(environment: environment).capture(arguments, timeout: timeoutSeconds) {
        case .success(let run):
            return Result(status: run.status, stdout: run.stdout, stderr: run.stderr)
        case .failure(.timedOut):
            throw InstallError(
                .tempFail, "\(command) did not finish within \(Int(timeoutSeconds)) s: see `systemctl --user status`, then try again")
        case .failure(let outcome):
            throw InstallError(.unavailable, "cannot run \(command): \(outcome.summary)")
        }
    }

    /// Runs the command and returns its stdout.
    /// - Throws: one line naming the command, its status and the first line of its complaint.
    @discardableResult
    package func run(_ command: SystemctlCommand) throws(InstallError) -> String {
        let result = try capture(command)
        guard result.status == 0 else { throw Self.failure(command, result) }
        return result.stdout
    }

    /// The one-line error for a failed systemctl run.
    package static func failure(_ command: SystemctlCommand, _ result: Result) -> InstallError {
        // enable/disable report their symlinks on stderr too; the complaint is another line.
        let said =
            result.stderr.split(whereSeparator: \.isNewline).map(String.init)
            .first { !$0.hasPrefix("Created symlink") && !$0.hasPrefix("Removed ") } ?? "no message"
        if said.contains("Failed to connect to bus") || said.contains("Failed to connect to user scope bus") {
            return InstallError(
                .unavailable,
                "no systemd user manager answers (systemctl --user: \(Terminal.line(said, limit: 80))), so there is nothing to install the timers into: log in to a session with systemd, or run the jobs from cron (README, \"Without systemd\": three crontab lines)"
            )
        }
        let unit = command.arguments.last { $0.hasPrefix("mynd-") }
        let hint = unit.map { "see `systemctl --user status \($0)` and `journalctl --user -u \($0)`" } ?? "see `systemctl --user status`"
        return InstallError(.failure, "\(command) failed (exit \(result.status)): \(Terminal.line(said, limit: 200)): \(hint)")
    }
}
