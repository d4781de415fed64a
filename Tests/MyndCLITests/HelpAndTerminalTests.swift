import Foundation
import MyndAgent
import MyndTestSupport
import Testing

@Suite(.timed) struct HelpTests {
    static let subcommands = ["init", "add", "capture", "link", "list", "show", "done", "snooze", "touch", "import", "export", "forget"]

    @Test(arguments: [["--help"], ["help"], ["-h"]])
    func help_listsEverySubcommand(arguments: [String]) throws {
        let sandbox = try Sandbox()
        let result = try sandbox.ok(arguments)
        #expect(result.stdout.contains("USAGE: mynd <subcommand>"))
        let subcommandLines = result.stdout.split(separator: "\n").drop { !$0.hasPrefix("SUBCOMMANDS:") }.dropFirst()
        let listed = subcommandLines.compactMap { $0.split(separator: " ").first.map(String.init) }
        for name in Self.subcommands {
            #expect(listed.contains(name), "help does not list \(name)")
        }
        // Asking for help creates nothing.
        #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath))
    }

    @Test func helpSnooze_explainsWhen() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.ok(["help", "snooze"])
        #expect(result.stdout.contains("USAGE: mynd snooze"))
        #expect(result.stdout.contains("tomorrow"))
        #expect(result.stdout.contains("--json"))
        let viaFlag = try sandbox.ok(["snooze", "--help"])
        #expect(viaFlag.stdout == result.stdout)
    }

    @Test func init_writesConfigTemplateAndDatabase_andKeepsAnExistingConfig() throws {
        let sandbox = try Sandbox()
        let first = try sandbox.ok(["init"])
        #expect(first.stdout == "config:   \(sandbox.configPath)\ndatabase: \(sandbox.databasePath) (0 nodes)\n")
        let template = try String(contentsOfFile: sandbox.configPath, encoding: .utf8)
        #expect(template.contains("# stale_after = \"3d\""))
        // The template it writes is a valid config.
        _ = try sandbox.ok(["list"])
        let second = try sandbox.ok(["init"])
        #expect(second.stdout.hasPrefix("config:   \(sandbox.configPath) (exists, kept)\n"))
        #expect(try String(contentsOfFile: sandbox.configPath, encoding: .utf8) == template)
    }
}

@Suite(.timed) struct TerminalSafetyTests {
    static let now = "2026-08-01T00:00:00Z"

    @Test func escapeSequenceInContent_isNeverPrintedRaw() throws {
        let sandbox = try Sandbox()
        let added = try sandbox.ok(["add", "goal", "\u{1B}[31mred\u{7}"], now: Self.now)
        #expect(!added.stdoutData.contains(0x1B))
        #expect(added.stdout.hasSuffix(": ^[[31mred^G\n"))

        let listing = try sandbox.ok(["list"], now: Self.now)
        #expect(!listing.stdoutData.contains(0x1B))
        #expect(!listing.stdoutData.contains(0x07))
        #expect(listing.stdout.contains("^[[31mred^G"))

        let listed = try sandbox.json([NodeView].self, ["list", "--json"], now: Self.now)
        let id = try #require(listed.first?.shortId)
        let shown = try sandbox.ok(["show", id], now: Self.now)
        #expect(!shown.stdoutData.contains(0x1B))
        #expect(shown.stdout.contains("^[[31mred"))

        // JSON keeps the text exactly, escaped, with no raw control byte.
        let json = try sandbox.ok(["list", "--json"], now: Self.now)
        #expect(!json.stdoutData.contains(0x1B))
        #expect(listed.first?.content == "\u{1B}[31mred\u{7}")
    }

    /// A right-to-left override in a goal would make the rest of the line read backwards
    /// (Trojan Source, CVE-2021-42574): shown as an escape, like the C1 controls.
    @Test func bidiOverridesInContent_areShownEscaped() throws {
        let sandbox = try Sandbox()
        let text = "Pay \u{202E}0001\u{202C} euros \u{2067}to\u{2069} Ana"
        let added = try sandbox.ok(["add", "goal", text], now: Self.now)
        let listing = try sandbox.ok(["list"], now: Self.now)
        for output in [added.stdout, listing.stdout] {
            #expect(output.contains("Pay \\u{202e}0001\\u{202c} euros \\u{2067}to\\u{2069} Ana"), "\(output)")
            #expect(!output.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) })
        }
        #expect(try sandbox.json([NodeView].self, ["list", "--json"], now: Self.now).first?.content == text, "stored as written")
    }

    @Test func escapeSequenceInAnError_isNotPrintedRaw() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["show", "\u{1B}]0;pwned\u{7}"], now: Self.now)
        #expect(result.status == 64)
        #expect(!result.stderrData.contains(0x1B))
        #expect(result.stderr.contains("^[]0;pwned^G"))
        #expect(result.stderrLines.count == 1)
    }
}

/// `status` and `doctor` lines: cut to the terminal's width on a terminal, whole to a pipe.
@Suite(.timed) struct ReportWidthTests {
    static let longName = "Plant the garden " + String(repeating: "and the orchard ", count: 16) + "by spring"

    private func waitingGoal() throws -> Sandbox {
        let sandbox = try Sandbox()
        _ = try sandbox.add("goal", Self.longName, now: "2026-11-01T09:00:00Z")
        try sandbox.ok(["run", "refresh"], now: "2026-11-10T09:00:00Z")
        return sandbox
    }

    @Test func piped_linesAreWhole() throws {
        let sandbox = try waitingGoal()
        let status = try sandbox.ok(["status"], now: "2026-11-10T09:05:00Z").stdout
        #expect(status.contains(Self.longName + ": waiting for an answer"), "\(status)")
        #expect(!status.contains("…"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script (Debian: bsdutils)"))
    func onATerminal_linesFitItsWidth() throws {
        let sandbox = try waitingGoal()
        let command = "stty cols 70; '\(Sandbox.binary.path)' status"
        let result = try sandbox.tool(
            "/usr/bin/script", ["-qec", command, "/dev/null"], environment: sandbox.processEnvironment(now: "2026-11-10T09:05:00Z"))
        let lines = result.stdout.replacingOccurrences(of: "\r", with: "").split(separator: "\n")
        let goalLine = try #require(lines.first { $0.contains("Plant the garden") }, "\(result)")
        #expect(goalLine.count == 70 && goalLine.hasSuffix("…"), "\(goalLine)")
        #expect(lines.allSatisfy { $0.count <= 70 }, "\(lines)")
    }
}

/// "Open" and "See more" start a terminal with `mynd show ID --wait` / `mynd list --stale
/// --wait`: the window stays until Enter, instead of closing as the command ends.
@Suite(.timed) struct OpenWindowTests {
    @Test func theDefaultOpenCommands_wait() {
        let open = OpenCommand(configured: nil, mynd: "/usr/bin/mynd", globalArguments: ["--db", "/x.sqlite"])
        #expect(
            open.arguments(forGoal: "3f2a") == [
                "x-terminal-emulator", "-e", "/usr/bin/mynd", "show", "3f2a", "--wait", "--db", "/x.sqlite",
            ])
        #expect(
            open.argumentsForDigest() == ["x-terminal-emulator", "-e", "/usr/bin/mynd", "list", "--stale", "--wait", "--db", "/x.sqlite"])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script (Debian: bsdutils)"))
    func wait_onATerminal_holdsUntilEnter_andPipedDoesNot() throws {
        let sandbox = try Sandbox()
        let goal = try sandbox.add("goal", "Plant the garden")
        let command = "'\(Sandbox.binary.path)' show \(goal.shortId) --wait"
        let result = try sandbox.tool(
            "/usr/bin/script", ["-qec", command, "/dev/null"], environment: sandbox.processEnvironment(now: nil), stdin: Data("\n".utf8))
        #expect(result.status == 0 && result.stdout.contains("(press Enter to close)"), "\(result)")
        let piped = try sandbox.ok(["show", goal.shortId, "--wait"])
        #expect(!piped.stdout.contains("press Enter"), "no terminal: nothing to wait for")
    }
}
