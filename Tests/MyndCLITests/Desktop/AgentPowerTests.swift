import Foundation
import Glibc
import MyndTestSupport
import Testing

/// `status --json`, the processing job's part.
struct PowerStatusView: Decodable {
    struct Run: Decodable { var outcome: String; var reason: String? }
    struct Job: Decodable { var job: String; var lastRun: Run?; var pending: Bool }
    var jobs: [Job]
    var processing: Job? { jobs.first { $0.job == "processing" } }
}

extension DesktopTests {
    /// The agent's AC plug-in reaction (issue 6), through the built binary: a fake
    /// /sys/class/power_supply and a FIFO in place of the kernel's uevent socket
    /// (`MYND_POWER_EVENTS_FIFO`).
    @Suite(.enabled(if: Tools.haveBus, "needs dbus-daemon (Debian: dbus-daemon)"), .timeLimit(.minutes(20)))
    final class AgentPowerTests {
        let bus: PrivateBus
        let sandbox: Sandbox
        let supplies: URL
        let fifo: String

        init() throws {
            bus = try PrivateBus()
            sandbox = try Sandbox()
            sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
            supplies = sandbox.root.appendingPathComponent("power")
            sandbox.environment["MYND_POWER_SUPPLY_DIR"] = supplies.path
            fifo = sandbox.root.appendingPathComponent("power-events").path
            #expect(mkfifo(fifo, 0o600) == 0)
            try setPower(onAC: false)
        }

        /// A laptop: an AC adapter and a discharging battery at 55 %.
        func setPower(onAC: Bool) throws {
            for (name, files) in [
                ("AC", ["type": "Mains", "online": onAC ? "1" : "0"]),
                ("BAT0", ["type": "Battery", "status": onAC ? "Charging" : "Discharging", "capacity": "55", "present": "1"]),
            ] {
                let folder = supplies.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for (file, value) in files {
                    try (value + "\n").write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
                }
            }
        }

        /// Writes one uevent line to the FIFO, as the kernel would announce the adapter.
        func announce(_ line: String = "change@/devices/LNXSYSTM:00/ACPI0003:00/power_supply/AC ACTION=change SUBSYSTEM=power_supply")
            throws
        {
            let handle = try #require(FileHandle(forWritingAtPath: fifo))
            handle.write(Data((line + "\n").utf8))
            try handle.close()
        }

        func processing() throws -> PowerStatusView.Job {
            try #require(try sandbox.json(PowerStatusView.self, ["status", "--json"]).processing)
        }

        @Test func plugIn_whileProcessingIsDeferred_runsItAtOnce() throws {
            let deferred = try sandbox.run(["run", "processing"])
            #expect(deferred.stdout.hasPrefix("processing: deferred"), "\(deferred)")
            #expect(try processing().pending)

            let agent = try AgentProcess(sandbox, now: nil, extra: ["MYND_POWER_EVENTS_FIFO": fifo])
            try agent.waitUntilListening()
            #expect(agent.log.contains("watching power events from \(fifo)"), "\(agent.log)")
            // (Events that start nothing: AgentPowerEventTests, in-process.)
            try setPower(onAC: true)
            try announce()
            let ran = try sandbox.eventually(timeout: 10) { try processing().lastRun?.outcome == "ran" }
            #expect(ran, "\(agent.log)")
            #expect(try !processing().pending)
            #expect(agent.log.contains("AC power is back (AC power, battery 55%): starting processing: started (pid "), "\(agent.log)")
            #expect(agent.log.components(separatedBy: "starting processing").count == 2, "\(agent.log)")
            #expect(agent.terminate().status == 0)
        }

        /// The run the agent starts as its child gets what a job needs (Claude's key, the SMTP
        /// password) and not the rest: read from /proc while the run works (slowed down).
        @Test func theProcessingRunItStarts_getsWhatAJobNeeds_andNoOtherSecret() throws {
            sandbox.environment.merge(ChildSecrets.environment(sandbox)) { $1 }
            _ = try sandbox.run(["run", "processing"])
            #expect(try processing().pending)
            let agent = try AgentProcess(sandbox, now: nil, extra: ["MYND_POWER_EVENTS_FIFO": fifo, "MYND_JOB_STEP_DELAY": "1"])
            try agent.waitUntilListening()
            try setPower(onAC: true)
            try announce()
            #expect(agent.waitForLog(timeout: 10) { $0.contains("starting processing: started (pid ") }, "\(agent.log)")
            let pid = try #require(
                agent.log.components(separatedBy: "starting processing: started (pid ").last?.prefix { $0.isNumber }, "\(agent.log)")
            let environ = try #require(FileManager.default.contents(atPath: "/proc/\(pid)/environ"), "the run ended too soon")
            let seen = ChildSecrets.parse(String(decoding: environ, as: UTF8.self), separator: "\0")
            #expect(seen["MYND_HOME"] == sandbox.home.path, "\(seen.keys.sorted())")
            #expect(seen["ANTHROPIC_API_KEY"] == ChildSecrets.values["ANTHROPIC_API_KEY"], "processing asks Claude")
            #expect(seen["MYND_SMTP_PASSWORD"] == ChildSecrets.values["MYND_SMTP_PASSWORD"], "processing sends email")
            for withheld in ["MYND_IMAP_PASSWORD", "GITHUB_TOKEN", "AWS_SECRET_ACCESS_KEY", "PGPASSWORD", "ANTHROPIC_AUTH_TOKEN"] {
                #expect(seen[withheld] == nil, "the processing run was handed \(withheld)")
            }
            #expect(try sandbox.eventually(timeout: 20) { try processing().lastRun?.outcome == "ran" }, "\(agent.log)")
            #expect(agent.terminate().status == 0)
        }
    }
}
