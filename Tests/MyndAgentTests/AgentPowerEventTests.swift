import Foundation
import MyndAgent
import MyndCore
import MyndStore
import MyndTestSupport
import Testing

/// The agent's AC plug-in reaction in-process: a fake /sys/class/power_supply and a FIFO in
/// place of the kernel's uevent socket. An event that leaves the machine on battery, or is
/// about something else, starts nothing; AC coming back while processing waits for it starts
/// processing once. Each event is handled before the test looks (`settle`), so "nothing
/// started" needs no waiting.
@Suite(.timed, .enabled(if: Tools.haveBus, "needs dbus-daemon (Debian: dbus-daemon)"))
final class AgentPowerEventTests {
    static let start = "2026-11-23T09:00:00Z"
    let bus: PrivateBus
    let folder: TemporaryDirectory
    let store: GraphStore

    init() throws {
        bus = try PrivateBus()
        folder = try TemporaryDirectory(prefix: "mynd-agent")
        store = try GraphStore.inMemory()
        try setPower(onAC: false)
    }

    /// A laptop: an AC adapter and a battery at 55 %, discharging unless on AC.
    private func setPower(onAC: Bool) throws {
        for (name, files) in [
            ("AC", ["type": "Mains", "online": onAC ? "1" : "0"]),
            ("BAT0", ["type": "Battery", "status": onAC ? "Charging" : "Discharging", "capacity": "55", "present": "1"]),
        ] {
            let supply = folder.appending("power/\(name)")
            try FileManager.default.createDirectory(at: supply, withIntermediateDirectories: true)
            for (file, value) in files {
                try (value + "\n").write(to: supply.appendingPathComponent(file), atomically: true, encoding: .utf8)
            }
        }
    }

    /// Writes one uevent line to the FIFO, as the kernel would announce the adapter.
    private func announce(_ line: String = "change@/devices/LNXSYSTM:00/ACPI0003:00/power_supply/AC ACTION=change SUBSYSTEM=power_supply")
        throws
    {
        let handle = try #require(FileHandle(forWritingAtPath: folder.appending("power-events").path))
        handle.write(Data((line + "\n").utf8))
        try handle.close()
    }

    private func startAgent() throws -> AgentHarness {
        let agent = try AgentHarness(
            settings: try AgentHarness.settings(start: Self.start, folder: folder), store: store, busAddress: bus.address)
        try agent.start()
        #expect(agent.log.contains("watching power events from \(folder.appending("power-events").path)"), "\(agent.log)")
        return agent
    }

    /// The runs the agent started, without its own path.
    private func started(_ agent: AgentHarness) -> [[String]] { agent.programs.launched.map { Array($0.dropFirst()) } }

    @Test func plugIn_whileProcessingIsDeferred_startsItOnce_andOtherEventsStartNothing() throws {
        try store.recordDeferral(.processing, reason: "on battery (55%)", at: try #require(Timestamp(iso8601: Self.start)))
        let agent = try startAgent()
        // An event while still on battery, and one of another subsystem: nothing starts.
        try announce()
        try announce("change@/devices/x ACTION=change SUBSYSTEM=backlight")
        #expect(agent.clock.settle())
        #expect(started(agent).isEmpty, "\(agent.log)")
        try setPower(onAC: true)
        try announce()
        #expect(agent.clock.settle())
        #expect(started(agent) == [["run", "processing"]], "\(agent.log)")
        #expect(agent.log.contains("AC power is back (AC power, battery 55%): starting processing: started (pid 4242)"), "\(agent.log)")
        // Still on AC: another event is no return of power.
        try announce()
        #expect(agent.clock.settle())
        #expect(started(agent).count == 1)
        #expect(agent.stop().error == nil)
    }

    @Test func plugIn_withNothingDeferred_startsNothing() throws {
        let agent = try startAgent()
        try setPower(onAC: true)
        try announce()
        #expect(agent.clock.settle())
        #expect(started(agent).isEmpty, "\(agent.log)")
        #expect(agent.stop().error == nil)
    }
}
