import Foundation
import MyndTestSupport
import Testing

/// `mynd phone setup` and `test`, `[phone]`'s config errors, and what `doctor` and `status`
/// say about the phone, through the built binary against the fake ntfy server.
@Suite(.timed, .enabled(if: !ServerProcess.python3Missing, "needs /usr/bin/python3"), .timeLimit(.minutes(20)))
struct PhoneSetupTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
    }

    func config() throws -> String {
        try String(contentsOfFile: sandbox.configPath, encoding: .utf8)
    }

    @Test func setup_writesARandomTopicPair_printsWhereToSubscribe_andSendsATest() throws {
        let ntfy = try FakeNtfy()
        try sandbox.writeConfig(channels: ["desktop", "phone"])
        let result = try sandbox.ok(["phone", "setup", "--server", ntfy.baseURL])
        let text = try config()
        let topic = try #require(text.split(separator: "\n").first { $0.hasPrefix("topic = ") }?.dropFirst(9).dropLast())
        #expect(topic.count == 29 && topic.hasPrefix("mynd-"), "\(text)")
        #expect(text.hasPrefix("[channels]"), "the rest of the config is kept")
        #expect(result.stdout.contains("subscribe in the ntfy app to: \(ntfy.baseURL)/\(topic)\n"), "\(result)")
        #expect(try ntfy.messages(String(topic)).first?["title"] as? String == "mynd is on your phone")
        // A second topic pair is another: guessing one from another is no help.
        let other = try Sandbox()
        try other.ok(["phone", "setup", "--server", ntfy.baseURL])
        #expect(!(try String(contentsOfFile: other.configPath, encoding: .utf8)).contains(String(topic)))

        let again = try sandbox.run(["phone", "setup", "--server", ntfy.baseURL])
        let after = try config()
        #expect(again.status == 78 && again.stderrLines.count == 1 && after == text, "\(again)")
        try sandbox.ok(["phone", "test"])
        #expect(try ntfy.messages(String(topic)).count == 2)
    }

    @Test func badPhoneSettings_areOneLine_andChangeNothing() throws {
        for (setting, says) in [
            ("topic = \"my topic\"", "phone.topic = \"my topic\" is not an ntfy topic"),
            ("topic = \"abc\"\nserver = \"ftp://ntfy.sh\"", "phone.server = \"ftp://ntfy.sh\" is not an ntfy server's URL"),
            ("topic = \"abc\"\nserver = \"https://me:pw@ntfy.sh\"", "phone.server holds a user name or password"),
            ("topic = \"abc\"\ndetail = \"some\"", "phone.detail = \"some\" is not full or title"),
            ("topic = \"abc\"\nmax_per_day = 99", "phone.max_per_day"),
        ] {
            try sandbox.writeConfig("[phone]\n" + setting + "\n")
            let result = try sandbox.run(["status"])
            #expect(result.status == 78 && result.stderrLines.count == 1 && result.stderr.contains(says), "\(setting): \(result)")
        }
    }

    @Test func aRefusedToken_isOneLine_inDoctorAndStatus_andTheRowsWait() throws {
        let ntfy = try FakeNtfy(token: "tk_fake0123456789abcdefghijklmnopq")
        try sandbox.writeConfig(channels: ["phone"], "[phone]\ntopic = \"mynd-test-0f3e\"\nserver = \"\(ntfy.baseURL)\"\n")
        _ = try sandbox.add("goal", "Paint the shed", now: "2026-11-16T09:00:00Z")
        sandbox.environment["MYND_NTFY_TOKEN"] = "tk_wrong0123456789"
        try sandbox.ok(["run", "refresh"], now: "2026-11-22T10:00:00Z")
        let rows = try sandbox.query("SELECT status, lastError FROM outbox WHERE channel = 'phone'")
        #expect(rows.count == 1 && rows.first?["status"] as? String == "pending", "\(rows)")
        #expect((rows.first?["lastError"] as? String)?.contains("refused access (401)") == true, "\(rows)")
        let status = try sandbox.ok(["status"], now: "2026-11-22T10:01:00Z").stdout
        #expect(status.contains("phone: replies not read"), "\(status)")
        let doctor = try sandbox.run(["doctor"])
        let line = doctor.stdout.split(separator: "\n").first { $0.contains("phone:") } ?? ""
        #expect(line.hasPrefix("FAIL") && line.contains("refused access (401)"), "\(doctor)")
        #expect(!doctor.stdout.contains("tk_wrong") && !status.contains("tk_wrong"), "the token is never shown")

        sandbox.environment["MYND_NTFY_TOKEN"] = ntfy.token
        try sandbox.ok(["run", "refresh"], now: "2026-11-22T10:05:00Z")
        #expect(try ntfy.messages("mynd-test-0f3e").count == 1, "fixed, the row that waited goes")
    }

    @Test func doctor_saysWhoSeesTheTexts_andWarnsForThePublicServerWithFullText() throws {
        try sandbox.writeConfig(channels: ["phone"], "[phone]\ntopic = \"mynd-test-0f3e\"\nserver = \"https://ntfy.sh\"\n")
        let full = try sandbox.run(["doctor"]).stdout
        #expect(full.contains("ntfy.sh sees the text of each nudge") && full.contains("warning: the public ntfy.sh"), "\(full)")
        try sandbox.writeConfig(
            channels: ["phone"], "[phone]\ntopic = \"mynd-test-0f3e\"\nserver = \"https://ntfy.sh\"\ndetail = \"title\"\n")
        let title = try sandbox.run(["doctor"]).stdout
        #expect(title.contains("ntfy.sh sees only \"A nudge is waiting — 3f2a\"") && !title.contains("warning: the public"), "\(title)")
    }
}
