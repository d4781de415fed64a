import Foundation
import MyndCore
import MyndPOSIX
import MyndTestSupport
import Testing

/// What mynd's children see of its environment (issue 30 item 7): the helper and the open
/// command get the session and no secret, not even where the credentials are; the processing
/// run the agent starts gets what a job needs and nothing more.
enum ChildSecrets {
    /// Secrets as a person's session might hold them, each with a value that shows up anywhere.
    static let values = [
        "ANTHROPIC_API_KEY": "sk-ant-FAKEKEY-child-7c1e",
        "ANTHROPIC_AUTH_TOKEN": "auth-token-child-7c1e",
        "MYND_SMTP_PASSWORD": "smtp-child-pw-7c1e",
        "MYND_IMAP_PASSWORD": "imap-child-pw-7c1e",
        "GITHUB_TOKEN": "ghp-child-7c1e",
        "AWS_SECRET_ACCESS_KEY": "aws-child-7c1e",
        "PGPASSWORD": "pg-child-7c1e",
    ]

    /// The environment of a sandbox's commands with every secret set, Claude's endpoint a
    /// closed port (a fallback at once), and a credentials folder that holds nothing.
    static func environment(_ sandbox: Sandbox) -> [String: String] {
        values.merging([
            "ANTHROPIC_BASE_URL": "http://127.0.0.1:9",
            "CREDENTIALS_DIRECTORY": sandbox.root.appendingPathComponent("credentials").path,
            "LANG": "C.UTF-8",
        ]) { $1 }
    }

    /// `env` output (or /proc/PID/environ) as a dictionary.
    static func parse(_ text: String, separator: Character = "\n") -> [String: String] {
        var result: [String: String] = [:]
        for line in text.split(separator: separator) {
            guard let equals = line.firstIndex(of: "=") else { continue }
            result[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return result
    }

    /// A script that writes its environment to `path` + ".env".
    static func dumper(_ path: String) throws -> String {
        try writeExecutable("#!/bin/sh\nenv > '\(path).env'\n", to: path)
        return path
    }

    /// No secret, no credentials folder, no word of systemd's for the agent, in `seen`.
    static func expectNone(in seen: [String: String], _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for name in values.keys.sorted() + ["CREDENTIALS_DIRECTORY", "NOTIFY_SOCKET", "WATCHDOG_USEC"] {
            #expect(seen[name] == nil, "\(what) was handed \(name)", sourceLocation: sourceLocation)
        }
        let all = seen.map { "\($0.key)=\($0.value)" }.joined(separator: "\n")
        for secret in values.values where all.contains(secret) {
            Issue.record("\(what) holds \(secret)", sourceLocation: sourceLocation)
        }
    }
}

@Suite(.timed) struct ChildEnvironmentTests {
    static let parent = [
        "PATH": "/usr/bin:/bin", "HOME": "/home/me", "DISPLAY": ":0", "DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus",
        "LANG": "de_DE.UTF-8", "LC_TIME": "de_DE.UTF-8", "XDG_RUNTIME_DIR": "/run/user/1000", "MYND_HOME": "/tmp/m",
        "ANTHROPIC_BASE_URL": "https://api.example.org", "EDITOR": "vi", "NOTIFY_SOCKET": "/run/systemd/notify",
        "WATCHDOG_USEC": "30000000", "CREDENTIALS_DIRECTORY": "/run/credentials/mynd-agent.service",
    ].merging(ChildSecrets.values) { $1 }

    @Test func aProgram_getsTheSession_andNoSecret() {
        let seen = ChildEnvironment.program.environment(from: Self.parent)
        ChildSecrets.expectNone(in: seen, "a program")
        for kept in ["PATH", "HOME", "DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "LANG", "LC_TIME", "XDG_RUNTIME_DIR", "EDITOR", "MYND_HOME"] {
            #expect(seen[kept] == Self.parent[kept], "\(kept)")
        }
    }

    @Test func aJob_getsWhatItReads_andNotTheInboxPassword() {
        let seen = ChildEnvironment.job(.processing).environment(from: Self.parent)
        #expect(seen["ANTHROPIC_API_KEY"] == ChildSecrets.values["ANTHROPIC_API_KEY"], "processing asks Claude")
        #expect(seen["MYND_SMTP_PASSWORD"] == ChildSecrets.values["MYND_SMTP_PASSWORD"], "processing delivers email")
        #expect(seen["CREDENTIALS_DIRECTORY"] != nil, "a job reads its credentials")
        for withheld in ["MYND_IMAP_PASSWORD", "GITHUB_TOKEN", "AWS_SECRET_ACCESS_KEY", "PGPASSWORD", "ANTHROPIC_AUTH_TOKEN", "EDITOR"]
            + ["NOTIFY_SOCKET", "WATCHDOG_USEC"]
        {
            #expect(seen[withheld] == nil, "\(withheld)")
        }
        for kept in ["PATH", "HOME", "DISPLAY", "LANG", "LC_TIME", "XDG_RUNTIME_DIR", "MYND_HOME", "ANTHROPIC_BASE_URL"] {
            #expect(seen[kept] == Self.parent[kept], "\(kept)")
        }
    }

    @Test func refresh_alone_getsTheInboxPassword() {
        #expect(
            ChildEnvironment.job(.refresh).environment(from: Self.parent)["MYND_IMAP_PASSWORD"] == ChildSecrets.values["MYND_IMAP_PASSWORD"]
        )
        #expect(ChildEnvironment.job(.digest).environment(from: Self.parent)["MYND_IMAP_PASSWORD"] == nil)
    }

    @Test(arguments: ["GITHUB_TOKEN", "PGPASSWORD", "AWS_SECRET_ACCESS_KEY", "OPENAI_API_KEY", "my_client_secret", "GPG_PRIVATE_KEY"])
    func namesLikeSecrets_areSecrets(_ name: String) {
        #expect(ChildEnvironment.isSecret(name))
    }

    @Test(arguments: ["PATH", "DISPLAY", "SSH_AUTH_SOCK", "XAUTHORITY", "LANG", "TERM", "KEYBOARD"])
    func sessionNames_areNot(_ name: String) {
        #expect(!ChildEnvironment.isSecret(name))
    }

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
        .enabled(
            if: Tools.haveDesktop,
            "needs dbus-daemon, dbus-send, Xvfb, dunst and dunstctl (Debian: dbus-daemon, dbus-bin, xvfb, dunst)"),
        .desktopSession, .timeLimit(.minutes(5)))
    final class OpenCommandEnvironmentTests {
        let session: DesktopSession
        let sandbox: Sandbox

        init() throws {
            session = try #require(DesktopSession.current)
            try session.dunstctl("close-all")
            sandbox = try Sandbox()
            sandbox.use(session)
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
