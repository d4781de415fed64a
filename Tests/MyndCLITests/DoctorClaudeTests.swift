import Foundation
import MyndTestSupport
import Testing

/// `doctor` on Claude: off (no key anywhere, or a budget of 0) is a choice and passes; a key
/// that is set up and cannot be read fails.
@Suite(.timed) struct DoctorClaudeTests {
    private func claudeLine(_ result: RunResult) -> String? {
        result.stdout.split(separator: "\n").first { $0.contains(" claude: ") }.map(String.init)
    }

    /// doctor's exit status follows its FAIL lines: 0 when there are none.
    private func exitFollowsFailLines(_ result: RunResult) {
        let fails = result.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL") }
        #expect((result.status == 0) == fails.isEmpty, "\(result)")
    }

    @Test func noKey_isOff_notAFailure() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["doctor"])
        #expect(claudeLine(result)?.hasPrefix("ok   claude: off: no API key") == true, "\(result)")
        exitFollowsFailLines(result)
    }

    @Test func aBudgetOfZero_isOff() throws {
        let sandbox = try Sandbox()
        sandbox.environment["ANTHROPIC_API_KEY"] = "sk-ant-api03-FAKE"
        try sandbox.writeConfig("[ai]\ndaily_token_budget = 0\n")
        let result = try sandbox.run(["doctor"])
        #expect(claudeLine(result) == "ok   claude: off: Claude is off (ai.daily_token_budget = 0); follow-ups use the fallback texts")
        exitFollowsFailLines(result)
    }

    /// A key file that is a link to the person's own private file is fine; the advice for a
    /// readable one names the file chmod must change, not the link.
    @Test func aKeyFileLink_isJudgedByTheFileItPointsTo() throws {
        let sandbox = try Sandbox()
        let real = try sandbox.file("real.key", Data("sk-ant-api03-FAKE-LINKED\n".utf8))
        chmod(real, 0o600)
        let link = sandbox.root.appendingPathComponent("link.key").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        try sandbox.writeConfig("[ai]\nkey_file = \"\(link)\"\n")
        #expect(claudeLine(try sandbox.run(["doctor"]))?.hasPrefix("ok   claude: key from \(real)") == true)
        chmod(real, 0o644)
        let readable = try sandbox.run(["doctor"])
        #expect(claudeLine(readable)?.contains("can be read by others (mode 644): run chmod 600 \(real);") == true, "\(readable)")
    }

    @Test func aKeyFileThatCannotBeRead_fails() throws {
        let sandbox = try Sandbox()
        try sandbox.writeConfig("[ai]\nkey_file = \"\(sandbox.root.path)/no-such-key\"\n")
        let result = try sandbox.run(["doctor"])
        #expect(claudeLine(result)?.hasPrefix("FAIL claude: ") == true, "\(result)")
        #expect(result.status == 1)
    }
}
