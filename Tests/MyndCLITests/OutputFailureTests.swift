import Foundation
import MyndTestSupport
import Testing

/// Standard output that cannot be written is one line and exit 73, not a crash (issue 20's
/// first reliability item): a full device, a closed descriptor.
@Suite(.timed) struct OutputFailureTests {
    @Test(arguments: [
        (["list"], "> /dev/full"), (["list"], ">&-"), (["export"], "> /dev/full"), (["run", "refresh"], "> /dev/full"),
        (["followups", "--json"], ">&-"),
    ])
    func anUnwritableStdout_isOneLine_andExit73(arguments: [String], redirect: String) throws {
        let sandbox = try Sandbox()
        _ = try sandbox.add("goal", "Plant the garden", now: "2026-11-10T09:00:00Z")
        try sandbox.writeConfig(channels: ["terminal"])
        let command = "exec \"$0\" \"$@\" " + redirect
        let result = try sandbox.tool(
            "/bin/sh", ["-c", command, Sandbox.binary.path] + arguments,
            environment: sandbox.processEnvironment(now: "2026-11-21T09:00:00Z"))
        #expect(result.status == 73, "\(result)")
        // (A refresh's terminal nudge goes to stderr before, as the journal's line.)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("mynd: cannot write the output: ") }.count == 1, "\(result)")
        #expect(lines.last?.hasPrefix("mynd: cannot write the output: ") == true, "\(result)")
        #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("Backtracing"))
    }
}
