import Foundation
import MyndTestSupport
import Testing

/// The built binary's children (issue 30 item 7; the rule itself is MyndPOSIXTests'
/// ChildEnvironmentTests): a helper and an open command that write down the environment they
/// were given hold no secret.
extension ChildSecrets {
    /// The environment of a sandbox's commands with every secret set, Claude's endpoint a
    /// closed port (a fallback at once), and a credentials folder that holds nothing.
    static func environment(_ sandbox: Sandbox) -> [String: String] {
        values.merging([
            "ANTHROPIC_BASE_URL": "http://127.0.0.1:9",
            "CREDENTIALS_DIRECTORY": sandbox.root.appendingPathComponent("credentials").path,
            "LANG": "C.UTF-8",
        ]) { $1 }
    }

    /// A script that writes its environment to `path` + ".env".
    static func dumper(_ path: String) throws -> String {
        try writeExecutable("#!/bin/sh\nenv > '\(path).env'\n", to: path)
        return path
    }
}

@Suite(.timed) struct ChildEnvironmentBinaryTests {
    /// Through the built binary: a refresh with no session bus shows its follow-up through the
    /// helper, a script that writes down what it was given.
    @Test func theHelper_seesNoSecret_throughTheBuiltBinary() throws {
        let sandbox = try Sandbox()
        sandbox.environment.merge(ChildSecrets.environment(sandbox)) { $1 }
        sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(sandbox.root.path)/no-bus-here"
        let helper = try ChildSecrets.dumper(sandbox.root.appendingPathComponent("helper").path)
        try sandbox.writeConfig("[desktop]\nhelper = \"\(helper)\"\n")
        _ = try sandbox.add("goal", "Paint the shed", now: "2026-11-16T09:00:00Z")
        let run = try sandbox.ok(["run", "refresh"], now: "2026-11-22T09:00:00Z")
        #expect(run.stdout.contains("1 delivered"), "\(run)")
        let seen = ChildSecrets.parse(try String(contentsOfFile: helper + ".env", encoding: .utf8))
        #expect(seen["MYND_HOME"] == sandbox.home.path, "the helper ran in the session: \(seen.keys.sorted())")
        #expect(seen["PATH"] != nil && seen["LANG"] == "C.UTF-8")
        ChildSecrets.expectNone(in: seen, "the helper")
    }
}

extension DesktopTests {
    /// The open command the agent runs when a notification is clicked, against dunst.
    @Suite(
        .desktopPeers,
        .desktopSession, .timeLimit(.minutes(20)))
    final class OpenCommandEnvironmentTests {
        let session: DesktopSession
        let sandbox: Sandbox

        init() throws {
            session = try .cleared()
            sandbox = try Sandbox(on: session)
            sandbox.environment.merge(ChildSecrets.environment(sandbox)) { $1 }
        }

        @Test func theOpenCommand_seesNoSecret_throughTheBuiltBinary() throws {
            _ = try sandbox.add("goal", "Book the dentist", now: "2026-11-16T09:00:00Z")
            let opener = try ChildSecrets.dumper(sandbox.root.appendingPathComponent("opener").path)
            try sandbox.writeConfig("[desktop]\nopen_command = \"\(opener) {id}\"\n")
            let agent = try AgentProcess(sandbox, now: "2026-11-22T09:00:00Z")
            try agent.waitUntilListening()
            _ = try sandbox.ok(["run", "refresh"], now: "2026-11-22T09:00:00Z")
            let shown = try #require(session.waitForNotification(showing: "Book the dentist", timeout: 5), "\(agent.log)")
            try "[\(shown.id),default]".write(to: session.choiceFile, atomically: true, encoding: .utf8)
            try session.dunstctl("context")
            let file = opener + ".env"
            #expect(sandbox.eventually { FileManager.default.fileExists(atPath: file) }, "\(agent.log)")
            usleep(100_000)
            let seen = ChildSecrets.parse(try String(contentsOfFile: file, encoding: .utf8))
            #expect(seen["DISPLAY"] == session.display, "the opener ran in the session: \(seen.keys.sorted())")
            ChildSecrets.expectNone(in: seen, "the open command")
            #expect(agent.terminate().status == 0)
        }
    }
}
