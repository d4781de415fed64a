import Foundation
import Glibc
import MyndPOSIX
import MyndTestSupport
import Testing

/// How a claim's process is recognised, against real processes.
@Suite(.timed) struct ProcessIdentityTests {
    /// Starts `/bin/sleep 30`, which nothing in this test process reaps but the test.
    private static func spawnSleeper() throws -> pid_t {
        var pid: pid_t = 0
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sleep"), strdup("30"), nil]
        defer { arguments.forEach { free($0) } }
        let status = posix_spawn(&pid, "/bin/sleep", nil, nil, arguments, environ)
        #expect(status == 0)
        return pid
    }

    private static func identity(of pid: pid_t) throws -> ProcessIdentity {
        let me = try #require(ProcessIdentity.current())
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        let fields = stat[stat.index(after: stat.lastIndex(of: ")")!)...].split(separator: " ")
        return ProcessIdentity(bootID: me.bootID, pid: pid, startTicks: try #require(UInt64(fields[19])))
    }

    @Test func thisProcess_isRecognised_andReadBack() throws {
        let me = try #require(ProcessIdentity.current())
        #expect(me.pid == getpid())
        #expect(ProcessIdentity(me.description) == me)
        #expect(ProcessIdentity.mayBeRunning(me.description))
    }

    @Test func aKilledProcess_isGone_whetherReapedOrNot() throws {
        let pid = try Self.spawnSleeper()
        let child = try Self.identity(of: pid)
        #expect(ProcessIdentity.mayBeRunning(child.description))
        kill(pid, SIGKILL)
        // Not yet reaped: a zombie has exited all the same.
        var zombie = false
        for _ in 0..<200 where !zombie {
            zombie = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?.contains(") Z ") == true
            if !zombie { usleep(10_000) }
        }
        try #require(zombie)
        #expect(!ProcessIdentity.mayBeRunning(child.description))
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        #expect(!ProcessIdentity.mayBeRunning(child.description))
    }

    @Test func aReusedPid_anotherBoot_areGone_andWhatCannotBeRead_mayBeRunning() throws {
        let me = try #require(ProcessIdentity.current())
        var reused = me
        reused.startTicks += 1
        #expect(!ProcessIdentity.mayBeRunning(reused.description))
        var earlierBoot = me
        earlierBoot.bootID = "00000000-0000-0000-0000-000000000000"
        #expect(!ProcessIdentity.mayBeRunning(earlierBoot.description))
        #expect(ProcessIdentity.mayBeRunning("0b7c5e0e-3f5d-4b0e-9d5e-6e1c2b9a7f10"), "a random id holds for its lease")
        #expect(ProcessIdentity("a:b:c") == nil && ProcessIdentity("boot:-1:5") == nil)
    }
}
