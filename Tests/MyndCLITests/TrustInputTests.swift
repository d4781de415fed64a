import Foundation
import MyndTestSupport
import Testing

/// The smaller items of issue 30, through the built binary: `--json` escapes what the terminal
/// escapes, a `MYND_HOME` that could put a graph anywhere is refused before anything is made,
/// and Taskwarrior's tags are read when given as one string.
@Suite(.timed) struct TrustInputTests {
    static let now = "2026-11-20T10:00:00Z"

    @Test(arguments: [["list"], ["status"], ["show", "1111"], ["followups"], ["digest"], ["doctor"], ["export"], ["list", "--json"]])
    func aRelativeOrLineBrokenHome_isRefused_andNothingIsMade(_ arguments: [String]) throws {
        let sandbox = try Sandbox()
        let before = try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path).sorted()
        for home in ["relative-home", "home/sub", sandbox.root.path + "/with-newline\n", sandbox.root.path + "/\n"] {
            sandbox.environment["MYND_HOME"] = home
            let result = try sandbox.run(arguments, now: Self.now)
            #expect(result.status == 64, "\(home.debugDescription) \(arguments): \(result)")
            #expect(result.stdout.isEmpty && result.stderrLines.count == 1 && result.stderr.hasPrefix("mynd: MYND_HOME="), "\(result)")
        }
        // Only the runs' own output files are new: no folder, no empty database.
        let after = try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path).filter {
            !$0.hasPrefix("stdout-") && !$0.hasPrefix("stderr-") && !$0.hasPrefix("stdin-")
        }
        #expect(after.sorted() == before, "\(after)")
    }

    @Test func taskwarriorTags_givenAsOneString_areRead_likeAnArray() throws {
        let sandbox = try Sandbox()
        let tasks = [
            ("aaaaaaaa-0000-4000-8000-000000000001", "\"next home\"", "action", "next,home"),
            ("aaaaaaaa-0000-4000-8000-000000000002", "\"+action +garden\"", "action", "action,garden"),
            ("aaaaaaaa-0000-4000-8000-000000000003", "\"home, errands\"", "goal", "home,errands"),
            ("aaaaaaaa-0000-4000-8000-000000000004", "[\"next\", \"home\"]", "action", "next,home"),
        ]
        let file = try sandbox.file(
            "tasks.json",
            tasks.map {
                "{\"uuid\": \"\($0.0)\", \"description\": \"Task \($0.0.suffix(1))\", \"status\": \"pending\", \"entry\": \"20260101T000000Z\", \"tags\": \($0.1)}"
            }.joined(separator: "\n"))
        _ = try sandbox.ok(["import", file, "--format", "taskwarrior"], now: Self.now)
        let nodes = try sandbox.json([NodeView].self, ["list", "--all", "--json"], now: Self.now)
        for (id, given, type, tags) in tasks {
            let node = try #require(nodes.first { $0.id == id })
            #expect(node.type == type && node.metadata["tags"] == tags, "tags \(given): \(node)")
        }
    }

    @Test func json_escapesBidiControls_asTheTerminalDoes_andReadsBackTheSame() throws {
        let sandbox = try Sandbox()
        try sandbox.writeConfig(channels: ["terminal"])
        let text = "Pay \u{202E}0001$\u{202C} to \u{2066}Bob\u{2069} \u{200F}now"
        let goal = try sandbox.add("goal", text, now: "2026-11-10T09:00:00Z")
        #expect(goal.content == text)
        _ = try sandbox.ok(["run", "refresh"], now: Self.now)
        _ = try sandbox.ok(["run", "digest"], now: Self.now)
        for arguments in [
            ["run", "refresh", "--dry-run", "--json", "--force"], ["list", "--json"], ["followups", "--all", "--json"],
            ["digest", "--json"], ["status", "--json"], ["show", goal.id, "--json"],
        ] {
            let result = try sandbox.ok(arguments, now: Self.now)
            let written = result.stdout
            #expect(
                !written.unicodeScalars.contains { [0x202E, 0x202C, 0x2066, 0x2069, 0x200F].contains($0.value) },
                "\(arguments) wrote a bidi control raw")
            if arguments.first != "status" {
                #expect(written.contains("\\u202e") && written.contains("\\u2066"), "\(arguments): \(written.prefix(300))")
            }
            #expect((try? JSONSerialization.jsonObject(with: result.stdoutData)) != nil, "\(arguments): still JSON")
        }
        let listed = try sandbox.json([NodeView].self, ["list", "--json"], now: Self.now)
        #expect(listed.first?.content == text, "the value read back is the same")
    }
}
