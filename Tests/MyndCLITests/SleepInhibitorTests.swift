import Foundation
import Glibc
import MyndSystemd
import MyndTestSupport
import Testing

/// Processing holds logind's sleep delay lock while it runs (issue 6). logind is played by
/// the test: it owns `org.freedesktop.login1` on a private bus that mynd takes for its system
/// bus (`DBUS_SYSTEM_BUS_ADDRESS`) and answers `Inhibit` with a pipe's write end, so the test
/// sees the lock held (no hang-up on the read end) and released (end-of-file).
@Suite(.timed, .serialized, .enabled(if: Tools.haveBus, "needs dbus-daemon (Debian: dbus-daemon)"), .timeLimit(.minutes(20)))
final class SleepInhibitorTests {
    let bus: PrivateBus
    let sandbox: Sandbox

    init() throws {
        bus = try PrivateBus()
        sandbox = try Sandbox()
        sandbox.environment["DBUS_SYSTEM_BUS_ADDRESS"] = bus.address
    }

    /// Whether the pipe's write ends are all closed (poll reports a hang-up).
    private func hungUp(_ descriptor: Int32, waiting milliseconds: Int32 = 0) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&entry, 1, milliseconds)
        return entry.revents & Int16(POLLHUP) != 0
    }

    @Test func processing_holdsTheDelayLock_whileItRuns_andReleasesItAfter() throws {
        let logind = try Bus(address: bus.address)
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        var calls: [[String]] = []
        let exported = try logind.exportFileDescriptorMethod(
            path: Bus.logindPath, interface: Bus.logindManager, member: "Inhibit"
        ) { arguments in
            calls.append(arguments)
            return ends[1]
        }
        try logind.requestName(Bus.logindName)

        let process = Process()
        process.executableURL = Sandbox.binary
        process.arguments = ["run", "processing", "--force"]
        // A pause before each step, so the run lasts long enough to look at the lock.
        process.environment = sandbox.processEnvironment(now: nil).merging(["MYND_JOB_STEP_DELAY": "0.3"]) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()

        var writeEndOpen = true
        var heldWhileRunning = 0
        while process.isRunning {
            try logind.processPending()
            if !calls.isEmpty && writeEndOpen {
                // Sent (sd-bus sent a copy): now only mynd's copy keeps the pipe open.
                close(ends[1])
                writeEndOpen = false
            }
            if !writeEndOpen && process.isRunning && !hungUp(ends[0]) { heldWhileRunning += 1 }
            try logind.wait(timeout: 0.02)
        }
        if writeEndOpen { close(ends[1]) }
        withExtendedLifetime(exported) {}

        #expect(process.terminationStatus == 0)
        #expect(calls == [["sleep", "mynd", "writing tomorrow's texts ahead", "delay"]])
        #expect(heldWhileRunning > 5, "the lock was seen held \(heldWhileRunning) times while processing ran")
        #expect(hungUp(ends[0], waiting: 2000), "mynd still holds the lock after processing ended")
    }

    @Test func refresh_takesNoLock() throws {
        let logind = try Bus(address: bus.address)
        var calls = 0
        let exported = try logind.exportFileDescriptorMethod(
            path: Bus.logindPath, interface: Bus.logindManager, member: "Inhibit"
        ) { _ in
            calls += 1
            return 0
        }
        try logind.requestName(Bus.logindName)
        try sandbox.ok(["run", "refresh", "--force"])
        try logind.processPending()
        withExtendedLifetime(exported) {}
        #expect(calls == 0)
    }

    @Test(arguments: ["a bus without logind", "no system bus"])
    func withoutLogind_processingRunsAnyway(_ situation: String) throws {
        if situation == "no system bus" {
            sandbox.environment["DBUS_SYSTEM_BUS_ADDRESS"] = "unix:path=\(sandbox.root.path)/no-bus"
        }
        let result = try sandbox.ok(["run", "processing", "--force"])
        #expect(result.stdout.hasPrefix("processing: ran"), "\(result)")
    }
}
