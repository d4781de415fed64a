import Foundation
import MyndTestSupport
import Testing

/// `mynd edit` and `mynd delete`, as a Taskwarrior user expects them.
@Suite(.timed) struct EditDeleteTests {
    @Test func edit_changesTextAndType_andTouches() throws {
        let sandbox = try Sandbox()
        let goal = try sandbox.add("goal", "Plant teh garden", now: "2026-11-01T09:00:00Z")
        let edited = try sandbox.json(NodeView.self, ["edit", goal.id, "Plant the garden", "--json"], now: "2026-11-10T09:00:00Z")
        #expect(edited.content == "Plant the garden" && edited.type == "goal")
        #expect(edited.lastAccessedAt == "2026-11-10T09:00:00Z", "editing is work on it")
        let retyped = try sandbox.json(NodeView.self, ["edit", goal.id, "--type", "project", "--json"], now: "2026-11-10T09:01:00Z")
        #expect(retyped.type == "project" && retyped.content == "Plant the garden")
        let nothing = try sandbox.run(["edit", goal.id])
        #expect(nothing.status == 64 && nothing.stderr.hasPrefix("mynd: nothing to change"))
        #expect(try sandbox.run(["edit", goal.id, "  "]).status == 64)
    }

    @Test func delete_removesTheNode_itsLinks_andWhatWasWaitingToBeSent() throws {
        let sandbox = try Sandbox()
        let goal = try sandbox.add("goal", "Learn the cello", now: "2026-11-01T09:00:00Z")
        let other = try sandbox.add("goal", "Plant the garden", now: "2026-11-09T09:00:00Z")
        _ = try sandbox.add("action", "Find a teacher", now: "2026-11-01T09:00:00Z", parent: goal.id)
        try sandbox.ok(["link", other.id, goal.id])
        // The follow-up is planned; its email cannot go (nothing listens), so its row waits.
        try sandbox.writeConfig(
            channels: ["email"],
            "[smtp]\nurl = \"smtp://127.0.0.1:9\"\nstarttls = \"off\"\nfrom = \"me@example.org\"\nto = [\"me@example.org\"]\n")
        try sandbox.ok(["run", "refresh"], now: "2026-11-10T09:00:00Z")
        #expect(try sandbox.query("SELECT count(*) AS n FROM outbox WHERE status = 'pending'").first?["n"] as? Int == 1)
        // Not a terminal: no question.
        let deleted = try sandbox.ok(["delete", goal.id])
        #expect(deleted.stdout == "deleted goal \(goal.shortId): Learn the cello (and 2 links)\n")
        #expect(try sandbox.query("SELECT count(*) AS n FROM outbox").first?["n"] as? Int == 0, "nothing left to send about it")
        #expect(try sandbox.query("SELECT count(*) AS n FROM edge").first?["n"] as? Int == 0)
        #expect(try sandbox.query("SELECT count(*) AS n FROM followup").first?["n"] as? Int == 0)
        let listed = try sandbox.json([NodeView].self, ["list", "--all", "--json"])
        #expect(Set(listed.map(\.content)) == ["Plant the garden", "Find a teacher"])
        #expect(try sandbox.run(["delete", goal.id]).status == 64, "gone")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script (Debian: bsdutils)"))
    func delete_onATerminal_asksFirst() throws {
        let sandbox = try Sandbox()
        let goal = try sandbox.add("goal", "Learn the cello")
        let command = "'\(Sandbox.binary.path)' delete \(goal.shortId)"
        let environment = sandbox.processEnvironment(now: nil)
        let kept = try sandbox.tool("/usr/bin/script", ["-qec", command, "/dev/null"], environment: environment, stdin: Data("n\n".utf8))
        #expect(kept.stdout.contains("and its links? [y/N]") && kept.stdout.contains("kept \(goal.shortId)"), "\(kept)")
        #expect(try sandbox.json([NodeView].self, ["list", "--json"]).count == 1)
        let gone = try sandbox.tool("/usr/bin/script", ["-qec", command, "/dev/null"], environment: environment, stdin: Data("y\n".utf8))
        #expect(gone.stdout.contains("deleted goal \(goal.shortId)"), "\(gone)")
        #expect(try sandbox.json([NodeView].self, ["list", "--json"]).isEmpty)
    }
}
