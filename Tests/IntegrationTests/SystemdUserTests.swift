import Foundation
import MyndTestSupport
import Testing

extension UserManagerTests {
    /// mynd under a real `systemd --user` (see `UserManager` for how one is started): install,
    /// the timers, a job run by its unit with its journal story, the agent's readiness, watchdog
    /// and SIGTERM, uninstall, and `systemd-analyze verify` on the units as installed.
    ///
    /// Until `mynd agent` exists, `mynd-agent.service` runs a stand-in (`StandIn.script`, added
    /// by a drop-in that replaces only ExecStart=): it speaks sd_notify from its main process as
    /// the agent must, so the unit's own NotifyAccess=, WatchdogSec= and stop settings are the
    /// ones tested. The real agent is tested the same way, without the drop-in, once it exists.
    @Suite(
        .timed, .serialized, .disabled(if: UserManager.unavailable != nil, Comment(rawValue: UserManager.unavailable ?? "")),
        .timeLimit(.minutes(20)))
    struct SystemdUserTests {
        /// The `mynd` executable `swift test` built next to this bundle.
        static let binary: String = {
            let bundle = Bundle.main.bundleURL
            return [bundle.appendingPathComponent("mynd"), bundle.deletingLastPathComponent().appendingPathComponent("mynd")]
                .map(\.path).first { FileManager.default.isExecutableFile(atPath: $0) } ?? bundle.appendingPathComponent("mynd").path
        }()

        /// Whether this build has `mynd agent`: its help lists the subcommand (`mynd agent --help`
        /// would print the top-level help and exit 0 either way).
        static let hasAgent: Bool = {
            let help = (try? UserManager.run(binary, ["--help"], environment: ["PATH": "/usr/bin:/bin"]).stdout) ?? ""
            return help.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("agent ") }
        }()

        /// The manager, with the stand-in agent's drop-in in place when `mynd agent` does not exist yet.
        private func startManager(readyDelay: Double = 0.3) throws -> (UserManager, standInLog: URL?) {
            let manager = try UserManager()
            let dropIn = manager.unitDirectory.appendingPathComponent("mynd-agent.service.d")
            try FileManager.default.createDirectory(at: dropIn, withIntermediateDirectories: true)
            // A short watchdog, so a test sees several pings in a few seconds. systemd arms it
            // when the process starts, so READY=1 must come within it too.
            var conf = "[Service]\nWatchdogSec=2s\n"
            var log: URL?
            if !Self.hasAgent {
                let script = manager.root.appendingPathComponent("standin-agent.py")
                try StandIn.script.write(to: script, atomically: true, encoding: .utf8)
                log = manager.root.appendingPathComponent("standin.log")
                conf +=
                    "ExecStart=\nExecStart=/usr/bin/python3 \(script.path)\nEnvironment=STANDIN_LOG=\(log!.path) STANDIN_READY_DELAY=\(readyDelay)\n"
            }
            try conf.write(to: dropIn.appendingPathComponent("test.conf"), atomically: true, encoding: .utf8)
            return (manager, log)
        }

        private func mynd(_ manager: UserManager, _ arguments: [String]) throws -> CommandResult {
            try UserManager.run(Self.binary, arguments, environment: manager.environment)
        }

        @Test func install_startsTheTimers_runsARefreshThatTellsItsStory_andUninstallLeavesNoUnit() throws {
            let (manager, _) = try startManager()
            defer { manager.stop() }
            _ = try mynd(manager, ["add", "goal", "Plant the garden"])

            let install = try mynd(manager, ["install"])
            #expect(install.status == 0, "\(install)")
            #expect(install.stdout.contains("run systemctl --user enable --now mynd-refresh.timer mynd-processing.timer mynd-digest.timer"))

            // Three timers, each with a next elapse time.
            let timers = try manager.systemctl(["list-timers", "--no-legend", "mynd-*"]).stdout
            let lines = timers.split(separator: "\n").filter { $0.contains("mynd-") }
            #expect(lines.count == 3, "\(timers)")
            for timer in ["mynd-refresh.timer", "mynd-processing.timer", "mynd-digest.timer"] {
                #expect(try manager.property(timer, "ActiveState") == "active")
                #expect(try manager.property(timer, "UnitFileState") == "enabled")
                #expect(try !manager.property(timer, "NextElapseUSecRealtime").isEmpty, "\(timer) has a next elapse")
            }
            #expect(try manager.property("mynd-digest.timer", "TimersCalendar").contains("08:00:00"))

            // doctor sees the units, this binary, the timers with their next elapse.
            let doctor = try mynd(manager, ["doctor"])
            // It reads the manager's ExecStart=, so it also sees the stand-in's drop-in.
            let units = Self.hasAgent ? "ok   units: 7 in" : "FAIL units: mynd-agent.service runs /usr/bin/python3, not this binary"
            // (The digest timer may be between its catch-up run, Persistent=, and its next elapse:
            // the manager reports none for a moment.)
            for line in [units, "ok   mynd-refresh.timer: enabled, active, next", "ok   mynd-digest.timer: enabled, active"] {
                #expect(doctor.stdout.contains(line), "\(doctor)")
            }

            // A second install changes nothing, and says so.
            let again = try mynd(manager, ["install"])
            #expect(again.status == 0 && again.stdout.hasPrefix("nothing to change"), "\(again)")

            // The refresh job under its unit: sandboxed, and logging to the journal.
            let start = try manager.systemctl(["start", "mynd-refresh.service"])
            #expect(start.status == 0, "\(start)")
            #expect(try manager.property("mynd-refresh.service", "Result") == "success")
            let status = try mynd(manager, ["status"])
            #expect(status.stdout.contains("refresh    last"), "the unit's run was recorded in MYND_HOME: \(status)")
            let story = try journalOfRefresh(manager)
            #expect(story.contains("MESSAGE=refresh: run started"), "\(story)")
            #expect(
                story.contains("MESSAGE_ID=e6ccaf219ba1468791fe01a912ddef6e")
                    && story.contains("MESSAGE_ID=06f3f0cb53e24690ab38ff098cb61dbb"))
            #expect(story.contains("MYND_JOB=refresh") && story.contains("PRIORITY=6"))

            // The units as installed pass systemd-analyze verify, with the real binary path.
            let installed = try FileManager.default.contentsOfDirectory(atPath: manager.unitDirectory.path)
                .filter { $0.hasPrefix("mynd-") && !$0.hasSuffix(".d") }.sorted()
            #expect(installed.count == 7)
            let verify = try UserManager.run(
                "/usr/bin/systemd-analyze",
                ["--user", "--man=no", "verify"] + installed.map { manager.unitDirectory.appendingPathComponent($0).path },
                environment: manager.environment)
            #expect(verify.status == 0 && verify.stderr.isEmpty, "\(verify)")

            // Uninstall: nothing of mynd's left in the manager or the folder; the data stays.
            let uninstall = try mynd(manager, ["uninstall"])
            #expect(uninstall.status == 0, "\(uninstall)")
            try FileManager.default.removeItem(at: manager.unitDirectory.appendingPathComponent("mynd-agent.service.d"))
            _ = try manager.systemctl(["daemon-reload"])
            #expect(
                try manager.systemctl(["list-unit-files", "--no-legend", "mynd-*"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
                    .isEmpty)
            #expect(
                try manager.systemctl(["list-units", "--all", "--no-legend", "mynd-*"]).stdout.trimmingCharacters(
                    in: .whitespacesAndNewlines
                )
                .isEmpty)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: manager.unitDirectory.path).filter { $0.hasPrefix("mynd-") }.isEmpty)
            #expect(FileManager.default.fileExists(atPath: manager.myndHome.appendingPathComponent("mynd.sqlite").path))
        }

        /// The refresh unit's journal entries, as `journalctl --user -u mynd-refresh -o verbose`
        /// shows them to a person (root reads its own in the system journal: `--user-unit`).
        private func journalOfRefresh(_ manager: UserManager) throws -> String {
            // journald takes datagrams and streams in its own time; wait for the last event.
            for _ in 0..<20 {
                let text = try manager.journal(["--user-unit", "mynd-refresh.service", "-o", "verbose"])
                if text.contains("MESSAGE=refresh: run finished") { return text }
                usleep(100_000)
            }
            return try manager.journal(["MYND_JOB=refresh", "-o", "verbose"])
        }

        /// Issue 28 item 13: install prints the timers' times in the person's zone, and names no
        /// credential missing for a secret the config gives as a file.
        @Test func install_saysTimerTimesInThePersonsZone_andNoCredentialForAPasswordFile() throws {
            let (manager, _) = try startManager()
            defer { manager.stop() }
            try FileManager.default.createDirectory(at: manager.myndHome, withIntermediateDirectories: true)
            try """
            [schedule]
            timezone = "Asia/Tokyo"
            [smtp]
            url = "smtps://mail.example.org"
            username = "me"
            password_file = "~/smtp-password"
            from = "mynd@example.org"
            to = ["me@example.org"]
            [imap]
            url = "imaps://mail.example.org/INBOX"
            username = "me"
            password_file = "~/imap-password"
            """.write(to: manager.myndHome.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
            let install = try mynd(manager, ["install"])
            #expect(install.status == 0, "\(install)")
            let timers = install.stdout.split(separator: "\n").filter { $0.hasPrefix("mynd-") && $0.contains(".timer: ") }
            #expect(timers.count == 3, "\(install)")
            // (The digest timer may be between its catch-up run and its next elapse: none for a moment.)
            let next = timers.filter { $0.contains(", next ") }
            #expect(next.count >= 2 && next.allSatisfy { $0.hasSuffix(" JST") }, "\(install)")
            #expect(timers.contains { $0.hasPrefix("mynd-refresh.timer: ") && $0.hasSuffix(" JST") }, "\(install)")
            #expect(!install.stdout.contains("no imap-password credential") && !install.stdout.contains("no smtp-password credential"))
            #expect(install.stdout.contains("no anthropic-api-key credential"), "\(install)")
            _ = try mynd(manager, ["uninstall"])
        }

        @Test func agent_isRunningOnlyAfterReady_keepsItsWatchdogFed_andStopsOnSIGTERMWithinASecond() throws {
            let (manager, log) = try startManager(readyDelay: 1.2)
            defer { manager.stop() }
            let install = try mynd(manager, ["install"])
            #expect(install.status == 0, "\(install)")
            #expect(try manager.property("mynd-agent.service", "UnitFileState") == "enabled")

            // Start it again without waiting, to see it before and after READY=1.
            #expect(try manager.systemctl(["stop", "mynd-agent.service"]).status == 0)
            #expect(try manager.systemctl(["start", "--no-block", "mynd-agent.service"]).status == 0)
            if log != nil {
                usleep(500_000)
                #expect(try manager.property("mynd-agent.service", "ActiveState") == "activating", "not active before READY=1")
            }
            var state = ""
            for _ in 0..<50 where state != "running" {
                usleep(100_000)
                state = try manager.property("mynd-agent.service", "SubState")
            }
            #expect(state == "running")
            #expect(try manager.property("mynd-agent.service", "ActiveState") == "active")
            #expect(try !manager.property("mynd-agent.service", "StatusText").isEmpty, "STATUS= reached the manager")
            if let log {
                let ready = try StandIn.time(of: "ready", in: log)
                let activeSince = try #require(Double(try manager.property("mynd-agent.service", "ActiveEnterTimestampMonotonic"))) / 1e6
                #expect(activeSince >= ready, "active at \(activeSince), READY=1 sent at \(ready)")
            }

            // The watchdog (2 s here) is fed: two intervals later it still runs, never restarted.
            let firstPing = try manager.property("mynd-agent.service", "WatchdogTimestampMonotonic")
            usleep(4_000_000)
            #expect(try manager.property("mynd-agent.service", "SubState") == "running")
            #expect(try manager.property("mynd-agent.service", "NRestarts") == "0")
            #expect(try manager.property("mynd-agent.service", "WatchdogTimestampMonotonic") != firstPing, "pings keep arriving")

            // SIGTERM (what `stop` sends) ends it cleanly, before TimeoutStopSec (5 s) would kill
            // it (how fast: `make bench`).
            let before = Date()
            #expect(try manager.systemctl(["stop", "mynd-agent.service"]).status == 0)
            let took = Date().timeIntervalSince(before)
            #expect(took < 5, "stopped in \(took) s")
            #expect(try manager.property("mynd-agent.service", "Result") == "success")
            #expect(try manager.property("mynd-agent.service", "ActiveState") == "inactive")
            if let log { #expect(try StandIn.time(of: "stopping", in: log) > 0) }
        }

        @Test(.disabled(if: SystemdUserTests.hasAgent, "only the stand-in can be told to stop pinging"))
        func aStandInThatStopsPinging_isKilledByTheWatchdog_andRestarted() throws {
            let (manager, _) = try startManager(readyDelay: 0)
            defer { manager.stop() }
            let dropIn = manager.unitDirectory.appendingPathComponent("mynd-agent.service.d/mute.conf")
            try "[Service]\nEnvironment=STANDIN_MUTE_AFTER=0.5\nRestartSec=100ms\n".write(to: dropIn, atomically: true, encoding: .utf8)
            #expect(try mynd(manager, ["install"]).status == 0)
            var restarts = "0"
            for _ in 0..<80 where restarts == "0" {
                usleep(100_000)
                restarts = try manager.property("mynd-agent.service", "NRestarts")
            }
            #expect(restarts != "0", "the watchdog caught the silence and Restart=on-failure brought it back")
        }
    }

    /// A stand-in for `mynd agent` until it exists: sd_notify spoken from the main process.
    enum StandIn {
        static let script = """
            import os, signal, socket, sys, time
            address = os.environ["NOTIFY_SOCKET"]
            if address.startswith("@"): address = "\\0" + address[1:]
            sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
            def notify(text): sock.sendto(text.encode(), address)
            log = open(os.environ["STANDIN_LOG"], "a", buffering=1)
            def on_term(*_):
                notify("STOPPING=1"); log.write(f"stopping {time.monotonic()}\\n"); sys.exit(0)
            signal.signal(signal.SIGTERM, on_term)
            time.sleep(float(os.environ.get("STANDIN_READY_DELAY", "0")))
            log.write(f"ready {time.monotonic()}\\n")
            notify("READY=1\\nSTATUS=stand-in agent: serving")
            interval = int(os.environ["WATCHDOG_USEC"]) / 2e6
            mute_after = float(os.environ.get("STANDIN_MUTE_AFTER", "inf"))
            started = time.monotonic()
            while True:
                if time.monotonic() - started < mute_after: notify("WATCHDOG=1")
                log.write(f"watchdog {time.monotonic()}\\n"); time.sleep(interval)
            """

        /// The CLOCK_MONOTONIC seconds the stand-in logged for `event` (its first such line).
        static func time(of event: String, in log: URL) throws -> Double {
            let text = try String(contentsOf: log, encoding: .utf8)
            let line = try #require(text.split(separator: "\n").first { $0.hasPrefix(event + " ") })
            return try #require(Double(line.dropFirst(event.count + 1)))
        }
    }
}
