import Foundation
import MyndTestSupport
import Testing

extension DesktopTests {
    /// `mynd agent` as a service: idle without CPU, stopped by SIGTERM within a second, ready
    /// and watchdog through systemd's notify socket, and one-line errors when it cannot run.
    @Suite(.enabled(if: Tools.haveBus, "needs dbus-daemon (Debian: dbus-daemon)"), .timeLimit(.minutes(20)))
    final class AgentLifecycleTests {
        let bus: PrivateBus
        let sandbox: Sandbox

        init() throws {
            bus = try PrivateBus()
            sandbox = try Sandbox()
            sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        }

        /// How much CPU it uses at rest and how fast it stops are measured by `make bench`
        /// (Benchmarks/agent-idle.sh: CPU ticks over a minute, milliseconds to stop); that it
        /// stays up idle for a day, on virtual time, by MyndAgentTests; here, that SIGTERM stops
        /// it as systemd expects.
        @Test func sigterm_stopsItCleanly_withinTheUnitsStopTimeout() throws {
            let agent = try AgentProcess(sandbox, now: nil)
            try agent.waitUntilListening()
            #expect(!agent.log.contains("stopping"), "\(agent.log)")
            let stop = agent.terminate()
            #expect(stop.exited && stop.status == 0, "\(agent.log)")
            // units/mynd-agent.service: TimeoutStopSec=5s, after which systemd kills it.
            #expect(stop.seconds < 5, "took \(stop.seconds) s to stop")
            #expect(agent.log.hasSuffix("mynd agent: stopping\n"), "\(agent.log)")
        }

        @Test func underSystemd_saysReady_pingsTheWatchdog_andSaysStopping() throws {
            let folder = try TemporaryDirectory(prefix: "mynd-ns")
            let socket = try DatagramSocket(path: folder.appending("notify").path)
            // A 0.6 s watchdog: pings every 0.3 s.
            let agent = try AgentProcess(
                sandbox, now: nil, extra: ["NOTIFY_SOCKET": socket.path, "WATCHDOG_USEC": "600000"])
            let ready = try #require(socket.receive(timeout: 5), "no READY: \(agent.log)")
            #expect(ready == "READY=1\nSTATUS=listening on io.mynd.Agent")
            var pings = 0
            let deadline = ContinuousClock.now + .seconds(1.5)
            while ContinuousClock.now < deadline, let message = socket.receive(timeout: 1) {
                if message == "WATCHDOG=1" { pings += 1 }
            }
            #expect(pings >= 3, "\(pings) watchdog pings in 1.5 s")
            #expect(agent.terminate().status == 0)
            var stopping = false
            while let message = socket.receive(timeout: 1) { stopping = stopping || message == "STOPPING=1" }
            #expect(stopping)
        }

        @Test func noSessionBus_isOneLine_andExit69() throws {
            sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(sandbox.root.path)/no-bus"
            let result = try sandbox.run(["agent"])
            #expect(result.status == 69, "\(result)")
            #expect(result.stderrLines.count == 1, "\(result)")
            #expect(result.stderr.hasPrefix("mynd: no D-Bus session bus ("), "\(result)")
            #expect(result.stderr.contains("run `mynd agent` in your desktop session"), "\(result)")
        }

        @Test func aSecondAgent_onTheSameBus_isRefused_exit75() throws {
            let first = try AgentProcess(sandbox, now: nil)
            try first.waitUntilListening()
            let second = try sandbox.run(["agent"])
            #expect(second.status == 75, "\(second)")
            #expect(second.stderr.contains("another mynd agent already owns io.mynd.Agent"), "\(second)")
            #expect(first.process.isRunning)
            #expect(first.terminate().status == 0)
        }
    }
}
