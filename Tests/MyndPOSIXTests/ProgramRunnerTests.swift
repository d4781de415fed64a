import Foundation
import MyndTestSupport
import Testing

@testable import MyndPOSIX

/// The helper and open commands are started for real: argv exactly as given, no shell,
/// a time limit, and signals back at their defaults.
@Suite(.timed) struct ProgramRunnerTests {
    let folder: TemporaryDirectory
    let runner: ProgramRunner

    init() throws {
        folder = try TemporaryDirectory(prefix: "mynd-prog")
        runner = ProgramRunner(environment: ["PATH": "\(folder.path):/usr/bin:/bin"])
    }

    /// An executable script in the test folder.
    private func script(_ name: String, _ body: String) throws -> String {
        let path = folder.appending(name).path
        try writeExecutable("#!/bin/sh\n" + body, to: path)
        return path
    }

    @Test func argumentsArriveAsGiven_noShellReadsThem() throws {
        let out = folder.appending("argv").path
        _ = try script("record", "for a in \"$@\"; do printf '%s\\0' \"$a\"; done > '\(out)'\n")
        let tricky = ["$(touch \(folder.path)/pwned)", "a; b", "\"q\" 'x'", "line\nbreak", "-n", ""]
        #expect(runner.run(["record"] + tricky, timeout: 5) == .exited(status: 0, stderr: ""))
        let recorded = try Data(contentsOf: URL(fileURLWithPath: out)).split(
            separator: 0, omittingEmptySubsequences: false
        )
        .dropLast().map { String(decoding: $0, as: UTF8.self) }
        #expect(recorded == tricky)
        #expect(!FileManager.default.fileExists(atPath: folder.appending("pwned").path))
    }

    @Test func aFailingProgram_saysWhy() throws {
        _ = try script("fail", "echo 'no display' >&2\nexit 3\n")
        let outcome = runner.run(["fail"], timeout: 5)
        #expect(outcome == .exited(status: 3, stderr: "no display\n"))
        #expect(!outcome.succeeded)
        #expect(outcome.summary == "exit 3: no display")
    }

    @Test func aMissingProgram_isNotFound() {
        #expect(runner.run(["no-such-helper-here"], timeout: 5) == .notFound("no-such-helper-here"))
        #expect(runner.run(["\(folder.path)/absent"], timeout: 5) == .notFound("\(folder.path)/absent"))
    }

    @Test func aHungProgram_isKilledAtItsTimeLimit() throws {
        _ = try script("hang", "exec sleep 30\n")
        let started = ContinuousClock.now
        #expect(runner.run(["hang"], timeout: 0.3) == .timedOut(seconds: 0.3))
        #expect((ContinuousClock.now - started).seconds < 2)
    }

    @Test func children_startWithSignalsAtTheirDefaults_evenWhenWeIgnoreSIGTERM() throws {
        let out = folder.appending("status").path
        // grep reads its own status (/proc/self, after exec): a shell's own status can show
        // every signal blocked for a moment while it forks.
        _ = try script("signals", "exec grep -E '^Sig(Blk|Ign)' /proc/self/status > '\(out)'\n")
        let previous = signal(SIGTERM, SIG_IGN)
        defer { signal(SIGTERM, previous) }
        #expect(runner.run(["signals"], timeout: 5).succeeded)
        let status = try String(contentsOfFile: out, encoding: .utf8)
        #expect(status.contains("SigBlk:\t0000000000000000"), "\(status)")
        // SIGTERM is signal 15: bit 14 of SigIgn.
        let ignored =
            status.split(separator: "\n").first { $0.hasPrefix("SigIgn") }.flatMap {
                UInt64($0.split(separator: "\t").last ?? "", radix: 16)
            } ?? 0
        #expect(ignored & (1 << 14) == 0, "\(status)")
    }

    @Test func launch_doesNotWait_andTheChildIsReaped() throws {
        let out = folder.appending("launched").path
        _ = try script("slow", "sleep 0.2; echo done > '\(out)'\n")
        guard case .started(let pid) = runner.launch(["slow"]) else {
            Issue.record("not started")
            return
        }
        // launch returned while the child still ran: it writes its file 0.2 s in.
        #expect(!FileManager.default.fileExists(atPath: out), "launch waited for the child")
        let deadline = ContinuousClock.now + .seconds(5)
        while !FileManager.default.fileExists(atPath: out) && ContinuousClock.now < deadline { usleep(20_000) }
        usleep(100_000)
        runner.reapFinished()
        // Reaped: the pid is no longer our child.
        var status: Int32 = 0
        #expect(waitpid(pid, &status, WNOHANG) == -1 && errno == ECHILD)
    }
}
