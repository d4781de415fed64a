import Foundation
import MyndTestSupport
import Testing

/// One hostile goal text, and what must stay inert on every path it takes.
struct HostileGoal: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    /// The text's last words, which a follow-up email (it quotes the whole goal) must carry:
    /// nothing on the way (a lone dot, a line break) cut the message short.
    var end: String
    var testDescription: String { name }
}

/// The injection part of the reliability suite (RELIABILITY.md "Injection"): each goal text of
/// one hostile set goes through every path a goal's words take out of mynd, with one check per
/// path:
/// - a desktop notification shown by a real dunst that reads markup (`DesktopSession`, as
///   Debian's dunstrc has it): no control character, the summary on one line, the body escaped;
/// - the helper command (`notify-send`, a stand-in on PATH): the texts are single arguments after
///   `--`, and nothing the text says is run;
/// - email to aiosmtpd, read back with Python's `email` (policy strict): no defect, the same
///   headers and recipients as for any goal, no markup of the goal's in the HTML part;
/// - the prompts the fake Anthropic API receives: the goal is one line of the template, so it
///   cannot add lines (instructions) of its own;
/// - the terminal, piped (stderr, the journal's stand-in) and on a pty (`script`), and every
///   human listing: no ESC, C0 other than tab and newline, DEL, C1 or bidirectional control.
@Suite(
    .timed,
    .tags(.reliability),
    .enabled(
        if: Tools.haveDesktop && SMTPPeer.available && !ServerProcess.python3Missing
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/script"),
        "needs dbus-daemon, Xvfb, dunst, python3 with aiosmtpd, sqlite3 and script (Debian: util-linux)"),
    .desktopSession(markup: "full"), .timeLimit(.minutes(20)))
struct ReliabilityInjectionTests {
    /// Where a command smuggled into a goal would leave its mark.
    static let pwned = "/tmp/mynd-injection-pwned"
    /// Every goal starts with it, so a check can tell the goal's text is there at all.
    static let marker = "Plant"

    static let goals: [HostileGoal] = [
        HostileGoal(
            name: "CR/LF and headers", text: "Plant\r\nBcc: evil@example.net\r\nSubject: pwned\r\n\r\n.\r\nMAIL FROM:<x@y.z>",
            end: ".\nMAIL FROM:<x@y.z>"),
        HostileGoal(
            name: "markup",
            text:
                "Plant <script>alert(1)</script> <b>bold</b> <a href=\"file:///etc/passwd\">x</a> <img src=x onerror=alert(1)> &amp; ]]> <!--",
            end: "&amp; ]]> <!--"),
        HostileGoal(
            name: "shell",
            text: "Plant $(touch \(pwned)) `touch \(pwned)`; touch \(pwned) | sh && echo \"$HOME\" > \(pwned) 'q' \\ #",
            end: "'q' \\ #"),
        HostileGoal(
            name: "terminal escapes",
            text:
                "Plant \u{1B}[31mred\u{1B}[0m \u{1B}]0;owned\u{7} \u{1B}[2J\u{1B}[H \u{9B}6n \u{8}\u{8}\u{7F} \rover \u{B}\u{C}last words",
            end: "last words"),
        HostileGoal(
            name: "bidi and separators",
            text:
                "Plant \u{202E}gnp.exe\u{202C} \u{2066}isolate\u{2069} \u{2028}line\u{2029}para \u{85}marks\u{200E}\u{200F}\u{61C} last words",
            end: "last words"),
        HostileGoal(
            name: "100 kB line",
            text: "Plant " + String(repeating: "long line ", count: 10_000) + "\r\nBcc: tail@example.net \u{1B}[2J <script>",
            end: "Bcc: tail@example.net [2J <script>"),
    ]

    @Test(arguments: goals)
    func hostileGoal_isInertOnEveryPath(_ goal: HostileGoal) throws {
        try? FileManager.default.removeItem(atPath: Self.pwned)
        let session = try #require(DesktopSession.current)
        // Claude's answers are too long, asked again and too long again, so the texts are the
        // templates' (which quote the goal) and the prompts are still sent.
        let tooLong = ["text": String(repeating: "Still there? ", count: 15)]
        let scene = try ClaudeScene(script: ["messages": Array(repeating: tooLong, count: 6)], goal: goal.text)
        let sandbox = scene.sandbox
        let smtp = try SMTPPeer(in: sandbox.root)
        try sandbox.writeConfig(
            channels: ["desktop", "email", "terminal"],
            """
            [schedule]
            min_gap = "1m"
            cooldown = "1m"
            [smtp]
            url = "smtp://127.0.0.1:\(smtp.port)"
            starttls = "off"
            from = "mynd@example.org"
            to = ["me@example.org"]
            """)
        // notify-send is a stand-in that records its arguments.
        let bin = sandbox.root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        _ = try sandbox.argvRecorder("bin/notify-send")
        sandbox.environment["PATH"] = "\(bin.path):/usr/local/bin:/usr/bin:/bin"
        var printed: [RunResult] = []

        // 1. A follow-up shown by dunst, emailed and printed, its text asked of Claude.
        sandbox.use(session)
        printed.append(try sandbox.ok(["run", "refresh"], now: "2026-11-20T10:00:00Z"))
        let serverID = try #require(try sandbox.query("SELECT serverId FROM notification").first?["serverId"] as? Int)
        #expect(sandbox.eventually { session.recorded(id: UInt32(serverID)) != nil }, "dunst never showed it")
        let shown = try #require(session.recorded(id: UInt32(serverID)))
        try Self.checkNotification(summary: shown["DUNST_SUMMARY"] ?? "", body: shown["DUNST_BODY"] ?? "")

        // 2. Another follow-up with no session bus: the helper gets it.
        try sandbox.ok(["dismiss", try #require(try scene.followUps().first?["id"] as? String)], now: "2026-11-20T10:01:00Z")
        sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(sandbox.root.path)/no-bus-here"
        printed.append(try sandbox.ok(["run", "refresh"], now: "2026-11-20T10:05:00Z"))
        try Self.checkHelper(sandbox.recordedArguments("bin/notify-send"), kind: "followup")

        // 3. The digest, with the terminal channel on a pty.
        let pty = try Sandbox.execute(
            URL(fileURLWithPath: "/usr/bin/script"), ["-qec", "'\(Sandbox.binary.path)' run digest", "/dev/null"],
            environment: sandbox.processEnvironment(now: "2026-11-21T08:00:00Z"), stdin: nil, scratch: sandbox.root)
        #expect(pty.status == 0, "\(pty)")
        // Its nudge waits for an answer: listed there, not again under Today (issue 28 item 6).
        #expect(
            pty.stdout.contains("Unanswered nudges: Plant") && !pty.stdout.contains("Today: Plant"), "the digest reached the pty: \(pty)")
        try Self.checkHelper(sandbox.recordedArguments("bin/notify-send"), kind: "digest")

        // Email: two follow-ups and the digest.
        let mails = try smtp.received()
        #expect(mails.count == 3)
        for mail in mails { try Self.checkEmail(mail) }
        let followUpTexts = try mails.prefix(2).map { try ReadEmail.parse($0.message).parts.first?.text ?? "" }
        #expect(followUpTexts.allSatisfy { $0.contains(goal.end) }, "the goal's end did not arrive: the message was cut short")

        // The prompts: two follow-ups and the insight, each asked again shorter.
        let prompts = try scene.requests().filter { $0["path"] as? String == "/v1/messages" }
        #expect(prompts.count == 6)
        for request in prompts { try Self.checkPrompt(request) }

        // Every human-readable output, with the pty's (where the line discipline adds CRs).
        for arguments in [
            ["list"], ["list", "--stale"], ["show", scene.goalId], ["followups", "--all"], ["digest"], ["status"],
            ["doctor", "--privacy"], ["run", "refresh", "--dry-run", "--force"], ["done", scene.goalId],
        ] {
            printed.append(try sandbox.run(arguments, now: "2026-11-21T08:30:00Z"))
        }
        for output in printed {
            Self.checkTerminal(output.stdout, output.description)
            Self.checkTerminal(output.stderr, output.description)
        }
        Self.checkTerminal(pty.stdout.replacingOccurrences(of: "\r\n", with: "\n"), pty.description)
        #expect(printed[0].stderr.contains("mynd: followup: Plant"), "the piped terminal got the follow-up: \(printed[0])")
        #expect(printed.contains { $0.stdout.contains("Plant") }, "the listings show the goal")
        #expect(!FileManager.default.fileExists(atPath: Self.pwned), "a command in the goal's text was run")
    }

    // MARK: - One check per path

    /// What dunst received: no control characters but the body's line breaks, the summary on
    /// one line (a summary is plain text by the spec), the body escaped: this server reads
    /// markup there, so a raw `<` would be a tag and `&` an entity.
    static func checkNotification(summary: String, body: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect((summary + body).contains(marker), "summary: \(summary), body: \(body)", sourceLocation: sourceLocation)
        #expect(!hasControl(summary, allowing: []), "summary: \(summary.debugDescription)", sourceLocation: sourceLocation)
        #expect(!hasControl(body, allowing: ["\n"]), "body: \(body.debugDescription)", sourceLocation: sourceLocation)
        #expect(!(summary + body).unicodeScalars.contains(where: isBidi), "bidi on the notification", sourceLocation: sourceLocation)
        #expect(!body.contains("<") && !body.contains(">"), "markup reached the server: \(body)", sourceLocation: sourceLocation)
        let entities = body.replacingOccurrences(of: "&lt;", with: "").replacingOccurrences(of: "&gt;", with: "")
            .replacingOccurrences(of: "&amp;", with: "")
        #expect(!entities.contains("&"), "a bare & reached the server: \(body)", sourceLocation: sourceLocation)
    }

    /// notify-send's arguments: mynd's flags, `--`, then the summary and the body, one argument
    /// each; the summary on one line, the body's markup escaped.
    static func checkHelper(_ arguments: [String]?, kind: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let arguments = try #require(arguments, "the helper never ran", sourceLocation: sourceLocation)
        #expect(
            arguments.count == 7
                && arguments.prefix(5) == [
                    "--app-name=mynd", "--urgency=normal", "--category=x-mynd.nudge.\(kind)", "--expire-time=0", "--",
                ],
            "\(arguments.map(\.debugDescription))", sourceLocation: sourceLocation)
        #expect(
            !arguments[5].contains("\n") && !arguments[5].contains("\r"), "summary: \(arguments[5].debugDescription)",
            sourceLocation: sourceLocation)
        #expect((arguments[5] + arguments[6]).contains(marker), "\(arguments)", sourceLocation: sourceLocation)
        // notify-send passes the body on to a server that reads markup: it must arrive escaped.
        #expect(
            !arguments[6].contains("<") && !arguments[6].contains(">"), "markup in the helper's body: \(arguments[6])",
            sourceLocation: sourceLocation)
    }

    /// A message as a strict reader sees it: no defect, exactly mynd's headers (no Bcc, one
    /// Subject), the envelope's recipients the configured one, 7-bit lines of at most 998
    /// characters, and no markup of the goal's in the HTML part.
    static func checkEmail(_ mail: SMTPPeer.Received, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(mail.recipients == ["me@example.org"] && mail.mailFrom == "mynd@example.org", sourceLocation: sourceLocation)
        let read = try ReadEmail.parse(mail.message)
        #expect(read.defects == [], sourceLocation: sourceLocation)
        #expect(
            read.headers.map { $0[0] }
                == ["From", "To", "Subject", "Date", "Message-ID", "MIME-Version", "Content-Type", "Auto-Submitted"],
            "\(read.headers)", sourceLocation: sourceLocation)
        #expect(
            read.header("Subject").allSatisfy { !hasControl($0, allowing: []) }, "\(read.header("Subject"))", sourceLocation: sourceLocation
        )
        #expect(read.ascii && read.bareLineFeeds == 0 && read.longLines[1] == 0, sourceLocation: sourceLocation)
        #expect(read.parts.map(\.contentType) == ["text/plain", "text/html"], sourceLocation: sourceLocation)
        let text = read.parts.first?.text ?? ""
        let html = read.parts.last?.text ?? ""
        #expect(text.contains(marker) && html.contains(marker), sourceLocation: sourceLocation)
        #expect(!hasControl(text, allowing: ["\n", "\t"]), "\(text.debugDescription)", sourceLocation: sourceLocation)
        for tag in ["<script", "<b>", "<a href", "<img", "<!--", "]]>"] {
            #expect(!html.contains(tag), "\(tag) in the HTML part", sourceLocation: sourceLocation)
        }
    }

    /// A request to the Messages API: valid JSON, and its prompt has the template's lines, no
    /// more (6 for a follow-up about a goal without context, 8 for an insight about one quiet
    /// goal): the goal's words are one line, which starts as the template's line does.
    static func checkPrompt(_ request: [String: Any], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let body = try #require(
            try JSONSerialization.jsonObject(with: Data((request["body"] as? String ?? "").utf8)) as? [String: Any],
            sourceLocation: sourceLocation)
        let messages = try #require(body["messages"] as? [[String: Any]], sourceLocation: sourceLocation)
        let prompt = try #require(messages.first?["content"] as? String, sourceLocation: sourceLocation)
        let lines = prompt.split(separator: "\n", omittingEmptySubsequences: false)
        let insight = prompt.hasPrefix("Write the morning insight")
        // Asked again, a prompt ends with a blank line and how long the answer was; each ends
        // with a blank line and the language to write in.
        let again = prompt.contains("\n\nYour answer was ") ? 2 : 0
        #expect(lines.count == (insight ? 9 : 8) + again, "\(lines.count) lines:\n\(prompt)", sourceLocation: sourceLocation)
        // The goal on its own line; a later follow-up's prompt also quotes the earlier nudge.
        let quoting = lines.filter { $0.contains(marker) }
        let own = quoting.filter { $0.hasPrefix(insight ? "<quiet days=\"4\">Plant" : "<goal>Plant") }
        #expect(own.count == 1, "\(own.count) lines give the goal:\n\(prompt)", sourceLocation: sourceLocation)
        #expect(
            quoting.allSatisfy { own.contains($0) || $0.hasPrefix("<nudge sent=") }, "\(quoting)", sourceLocation: sourceLocation)
        #expect(!prompt.contains("\r") && !prompt.contains("\u{2028}") && !prompt.contains("\u{85}"), sourceLocation: sourceLocation)
        #expect(quoting.allSatisfy { $0.count < 300 }, "the 100 kB line was not cut", sourceLocation: sourceLocation)
    }

    /// Text bound for a terminal: no ESC or other C0 control but tab and newline, no DEL, no C1
    /// control, no bidirectional embedding, override or isolate.
    static func checkTerminal(_ text: String, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!hasControl(text, allowing: ["\n", "\t"]), "\(context.debugDescription)", sourceLocation: sourceLocation)
        let bidi = text.unicodeScalars.contains(where: isBidi)
        #expect(!bidi, "a bidirectional control reached the terminal: \(context.debugDescription)", sourceLocation: sourceLocation)
    }

    /// The bidirectional embeddings, overrides, isolates and marks (LRM, RLM, ALM).
    static func isBidi(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
            || [0x200E, 0x200F, 0x061C].contains(scalar.value)
    }

    static func hasControl(_ text: String, allowing allowed: Set<Unicode.Scalar>) -> Bool {
        text.unicodeScalars.contains { scalar in
            !allowed.contains(scalar) && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
        }
    }
}
