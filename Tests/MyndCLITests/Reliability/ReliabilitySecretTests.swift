import Foundation
import MyndTestSupport
import Testing

/// The secrets part of the reliability suite (RELIABILITY.md "Secrets"): with a known fake
/// Anthropic key and SMTP password in use, nothing mynd writes, prints, logs or shows in `ps`
/// holds either, and a secret in a file others can read is refused.
@Suite(
    .timed,
    .tags(.reliability), .serialized,
    .enabled(if: SMTPPeer.available && !ServerProcess.python3Missing, "needs python3 with aiosmtpd (Debian: python3-aiosmtpd) and sqlite3"),
    .timeLimit(.minutes(20)))
struct ReliabilitySecretTests {
    static let password = "smtp-Pa55word-9d2f-test-only"
    static let user = "mynd-user"

    /// What must show nowhere: the key's distinctive middle, the password, and the password as
    /// SMTP AUTH PLAIN and LOGIN carry it (base64), should a conversation be logged.
    static let secrets = [
        "FAKEKEY-4f1c9a7e2b6d", password, Data("\0\(user)\0\(password)".utf8).base64EncodedString(),
        Data(password.utf8).base64EncodedString(),
    ]

    /// strace shows each datagram sent to journald's socket (there is no journald here to read
    /// them back from); without it the journal is checked through nothing.
    static let strace = ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test func aFullRun_leavesNeitherSecret_inOutputs_theJournal_theDatabase_files_helpers_orArgv() throws {
        // Claude answers the first follow-up with an error quoting the key (as a proxy might),
        // and the insight slowly, so `ps` can watch a job at work.
        let scene = try ClaudeScene(script: [
            "messages": [
                ["status": 400, "message": "invalid x-api-key: \(ClaudeScene.key)"],
                ["delay": 1.5, "text": "One goal is waiting for you: the bulbs, before the frost."],
            ]
        ])
        let sandbox = scene.sandbox
        let good = try SMTPPeer(["--user", Self.user, "--password", Self.password], in: sandbox.root)
        let refusing = try SMTPPeer(["--user", Self.user, "--password", "not-the-password"], in: sandbox.root)
        let passwordFile = sandbox.root.appendingPathComponent("smtp-password").path
        #expect(
            FileManager.default.createFile(
                atPath: passwordFile, contents: Data((Self.password + "\n").utf8), attributes: [.posixPermissions: 0o600]))
        // The desktop link falls through to the helper, which writes down its environment.
        let helperEnvironment = sandbox.root.appendingPathComponent("helper.env").path
        let helper = sandbox.root.appendingPathComponent("helper").path
        try writeExecutable("#!/bin/sh\nenv > '\(helperEnvironment)'\n", to: helper)
        sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(sandbox.root.path)/no-bus-here"
        func configure(_ server: SMTPPeer) throws {
            try sandbox.writeConfig(
                channels: ["desktop", "email", "terminal"],
                "[desktop]\nhelper = \"\(helper)\"\n" + Self.smtp(server, passwordFile: passwordFile))
        }

        // The jobs, as systemd would start them: stderr is the journal.
        let journal = sandbox.root.appendingPathComponent("journal.trace").path
        func job(_ arguments: [String], at now: String) throws -> RunResult {
            var command = ["/bin/sh", "-c", #"JOURNAL_STREAM=$(stat -L -c %d:%i /proc/self/fd/2) exec "$@""#, "sh"]
            if let strace = Self.strace { command += [strace, "-f", "-qq", "-e", "trace=sendmsg", "-s", "65536", "-A", "-o", journal] }
            let result = try Sandbox.execute(
                URL(fileURLWithPath: command[0]), Array(command.dropFirst()) + [Sandbox.binary.path] + arguments,
                environment: sandbox.processEnvironment(now: now), stdin: nil, scratch: sandbox.root)
            #expect(result.status == 0, "\(arguments): \(result)")
            return result
        }
        try configure(refusing)
        var outputs = [try job(["run", "refresh"], at: "2026-11-20T10:00:00Z")]
        outputs.append(try job(["run", "processing"], at: "2026-11-21T03:00:00Z"))
        try configure(good)
        let (digest, argv) = try ProcessList.watch(for: Sandbox.binary.path) {
            try job(["run", "digest"], at: "2026-11-21T08:00:00Z")
        }
        outputs.append(digest)

        // Everything a person or a script can ask for.
        let export = sandbox.root.appendingPathComponent("export.json").path
        for arguments in [
            ["status"], ["status", "--json"], ["doctor"], ["doctor", "--json"], ["doctor", "--privacy"],
            ["followups", "--all", "--json"], ["list", "--all", "--json"], ["show", scene.goalId], ["digest", "--json"],
            ["run", "refresh", "--dry-run", "--json", "--force"], ["export", "-o", export],
        ] {
            outputs.append(try sandbox.run(arguments, now: "2026-11-21T09:00:00Z"))
        }

        // The secrets were in use: the API got the key, the server the password.
        #expect(try scene.requests().allSatisfy { ($0["headers"] as? [String: String])?["x-api-key"] == ClaudeScene.key })
        #expect(try scene.requests().count >= 3, "follow-up, batch, insight")
        #expect(try good.received().count == 1, "the digest went out, logged in")
        #expect(try refusing.received().isEmpty)
        let refused =
            try scene.query("SELECT lastError FROM outbox WHERE channel = 'email' AND kind = 'followup'").first?["lastError"] as? String
        #expect(refused?.contains("535") == true, "\(refused ?? "no row")")

        // … and show nowhere.
        for output in outputs {
            Self.expectNoSecret(in: output.stdoutData, "stdout of \(output)")
            Self.expectNoSecret(in: output.stderrData, "stderr of \(output)")
        }
        let files = FileManager.default.enumerator(atPath: sandbox.home.path)?.compactMap { $0 as? String } ?? []
        #expect(files.contains("mynd.sqlite"))
        for name in files {
            Self.expectNoSecret(in: FileManager.default.contents(atPath: sandbox.home.appendingPathComponent(name).path) ?? Data(), name)
        }
        Self.expectNoSecret(in: try Data(contentsOf: URL(fileURLWithPath: export)), "the export")
        let environment = try String(contentsOfFile: helperEnvironment, encoding: .utf8)
        #expect(environment.contains("MYND_HOME="), "the helper ran: \(environment)")
        #expect(!environment.contains("ANTHROPIC_API_KEY"), "the helper was handed the key")
        Self.expectNoSecret(in: Data(environment.utf8), "the helper's environment")
        #expect(argv.contains { $0.contains("run digest") }, "ps saw the job: \(argv)")
        for line in argv { Self.expectNoSecret(in: Data(line.utf8), "ps: \(line)") }
        if Self.strace != nil {
            let trace = try String(contentsOfFile: journal, encoding: .utf8)
            let entries = trace.split(separator: "\n").filter { $0.contains("/run/systemd/journal/socket") }
            #expect(
                entries.contains { $0.contains("MESSAGE=digest: digest 2026-11-21 delivered via smtp 127.0.0.1") }, "\(trace.prefix(2000))")
            #expect(entries.contains { $0.contains("MYND_REASON=the mail server refused") }, "the 535 was logged")
            for entry in entries { Self.expectNoSecret(in: Data(entry.utf8), "journal: \(entry)") }
        }
    }

    /// A key file or a password file whose mode lets anyone else read it is not used, and
    /// `doctor` says why; owner-only files are used.
    @Test func secretFiles_readableByOthers_areRefused_ownerOnly_areUsed() throws {
        let scene = try ClaudeScene(script: [:])
        let sandbox = scene.sandbox
        sandbox.environment["ANTHROPIC_API_KEY"] = ""
        let keyFile = try sandbox.file("anthropic-key", ClaudeScene.key + "\n")
        let passwordFile = try sandbox.file("smtp-password", Self.password + "\n")
        let server = try SMTPPeer(["--user", Self.user, "--password", Self.password], in: sandbox.root)
        try sandbox.writeConfig(channels: ["email"], "[ai]\nkey_file = \"\(keyFile)\"\n" + Self.smtp(server, passwordFile: passwordFile))
        struct Check: Decodable { var name: String; var ok: Bool; var detail: String }
        for mode in [0o644, 0o640, 0o604, 0o660, 0o606, 0o666, 0o620, 0o602, 0o600, 0o400] as [mode_t] {
            #expect(chmod(keyFile, mode) == 0 && chmod(passwordFile, mode) == 0)
            let doctor = try sandbox.run(["doctor", "--json"], now: ClaudeScene.refreshTime)
            let checks = try JSONDecoder().decode([Check].self, from: doctor.stdoutData)
            let refused = mode & 0o077 != 0
            let octal = String(mode, radix: 8)
            for (name, file) in [("claude", keyFile), ("email", passwordFile)] {
                let check = try #require(checks.first { $0.name == name }, "\(doctor)")
                #expect(check.ok == !refused, "mode \(octal): \(check)")
                #expect(check.detail.contains("can be read by others (mode \(octal)): run chmod 600 \(file)") == refused, "\(check)")
                Self.expectNoSecret(in: Data(check.detail.utf8), "doctor")
            }
        }
        // Readable by others: the job neither calls with the key nor logs in with the password.
        #expect(chmod(keyFile, 0o644) == 0 && chmod(passwordFile, 0o644) == 0)
        try scene.refresh()
        #expect(try scene.requests().isEmpty)
        #expect(try server.received().isEmpty)
        let waiting = try #require(try sandbox.query("SELECT status, lastError FROM outbox").first)
        #expect(waiting["status"] as? String == "pending")
        #expect((waiting["lastError"] as? String)?.contains("can be read by others") == true, "\(waiting)")
        #expect(try scene.followUps().first?["fallbackReason"] as? String != nil)
    }

    /// `[smtp]` for `server` on this machine, logging in as `user` with the password in `passwordFile`.
    static func smtp(_ server: SMTPPeer, passwordFile: String) -> String {
        """
        [smtp]
        url = "smtp://127.0.0.1:\(server.port)"
        starttls = "off"
        username = "\(user)"
        password_file = "\(passwordFile)"
        from = "mynd@example.org"
        to = ["me@example.org"]

        """
    }

    static func expectNoSecret(in data: Data, _ context: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation) {
        for secret in secrets where data.range(of: Data(secret.utf8)) != nil {
            Issue.record("\(secret) in \(context())", sourceLocation: sourceLocation)
        }
    }
}
