import Foundation
import MyndTestSupport
import Testing

/// The built `mynd` sending email to a real SMTP server (aiosmtpd), and what the outbox
/// makes of its answers.
@Suite(
    .timed, .serialized, .enabled(if: SMTPPeer.available, "needs /usr/bin/python3 with aiosmtpd (Debian: python3-aiosmtpd) and sqlite3"),
    .timeLimit(.minutes(20)))
struct EmailDeliveryTests {
    @Test func digest_plain_isDeliveredOnce_andReadsCleanly() throws {
        let scene = try EmailScene()
        let server = try scene.server()
        try scene.configure(url: "smtp://127.0.0.1:\(server.port)")
        let first = try scene.run("digest", at: EmailScene.digestTime)
        #expect(first.stdout.hasPrefix("digest: ran, 1 planned, 1 delivered"), "\(first)")
        try scene.run("digest", at: "2026-11-21T09:00:00Z", ["--force"])

        let received = try server.received()
        #expect(received.count == 1)
        let mail = try #require(received.first)
        #expect(mail.mailFrom == "mynd@example.org")
        #expect(mail.recipients == ["me@example.org", "also@example.org"])
        let read = try ReadEmail.parse(mail.message)
        #expect(read.defects == [])
        #expect(read.ascii && read.bareLineFeeds == 0 && read.longLines[1] == 0)
        #expect(read.contentType == "multipart/alternative")
        #expect(read.parts.map(\.contentType) == ["text/plain", "text/html"])
        #expect(read.header("Subject") == ["Good morning, Saturday 21 November"])
        #expect(read.header("Date") == ["Sat, 21 Nov 2026 08:00:00 +0000"])
        #expect(read.header("Auto-Submitted") == ["auto-generated"])
        #expect(read.header("Message-ID").first?.hasPrefix("<outbox-1.digest.2026-11-21@mynd.") == true)
        #expect(read.to == ["me@example.org", "also@example.org"])
        let text = try #require(read.parts.first?.text)
        #expect(text.contains("\nToday\n  ") && text.contains("  Plant the spring bulbs · quiet 4 days\n"))
        #expect(read.parts.last?.text.contains(" Plant the spring bulbs · quiet 4 days</li>") == true)
        let rows = try scene.emailRows()
        #expect(rows.count == 1 && rows.first?["status"] as? String == "sent" && rows.first?["attempts"] as? Int == 1)
    }

    @Test func digest_withHostileGoalText_readsCleanly_escaped() throws {
        let scene = try EmailScene(goal: "Plant\r\nBcc: evil@x <script>alert(1)</script> jardín 🌱 " + String(repeating: "x", count: 800))
        let server = try scene.server()
        try scene.configure(url: "smtp://127.0.0.1:\(server.port)")
        try scene.run("digest", at: EmailScene.digestTime)
        let mail = try #require(try server.received().first)
        let read = try ReadEmail.parse(mail.message)
        #expect(read.defects == [])
        #expect(read.ascii && read.bareLineFeeds == 0 && read.longLines == [0, 0])
        #expect(read.header("Bcc") == [] && read.headers.count == 8)
        #expect(read.parts.map(\.contentType) == ["text/plain", "text/html"])
        let text = try #require(read.parts.first?.text)
        // The briefing names the goal by its first line: what follows its line break is detail.
        #expect(text.contains("  Plant · quiet 4 days") && !text.contains("Bcc: evil"), "\(text)")
        let html = try #require(read.parts.last?.text)
        #expect(!html.contains("<script>") && html.contains("Plant · quiet 4 days") && !html.contains("Bcc: evil"))
    }

    @Test func followUp_withAUTH_andHostileGoalText_readsCleanly_andListsTheAnswers() throws {
        // A CR/LF that tries to add a header, markup, non-ASCII, an 800-character line, and a
        // line that is a lone dot (which ends SMTP's DATA unless the client doubles it).
        let goal = "Plant\r\nBcc: evil@x <script>alert(1)</script> jardín 🌱\n.\n" + String(repeating: "x", count: 800)
        let scene = try EmailScene(goal: goal)
        let server = try scene.server(["--user", "mynd-user", "--password", "correct-horse"])
        scene.sandbox.environment["MYND_SMTP_PASSWORD"] = "correct-horse"
        try scene.configure(url: "smtp://127.0.0.1:\(server.port)", extra: "username = \"mynd-user\"")
        let result = try scene.run("refresh", at: EmailScene.refreshTime)
        #expect(result.stdout.hasPrefix("refresh: ran, 1 planned, 1 delivered"), "\(result)")

        let mail = try #require(try server.received().first)
        let read = try ReadEmail.parse(mail.message)
        #expect(read.defects == [])
        #expect(read.header("Bcc") == [] && read.headers.count == 8)
        #expect(read.header("Subject").first?.contains("\n") == false)
        let text = try #require(read.parts.first?.text)
        for answer in ["mynd done \(scene.goal.shortId)", "mynd snooze \(scene.goal.shortId) 2d", "mynd show \(scene.goal.shortId)"] {
            #expect(text.contains(answer))
        }
        #expect(text.contains("Goal: Plant\nBcc: evil@x <script>alert(1)</script> jardín 🌱\n.\n" + String(repeating: "x", count: 800)))
        let html = try #require(read.parts.last?.text)
        #expect(!html.contains("<script>") && html.contains("&lt;script&gt;alert(1)&lt;/script&gt; jardín 🌱"))
        // The lone dot went over the wire doubled and came back single: libcurl stuffs dots.
        #expect(String(decoding: mail.message, as: UTF8.self).contains("\r\n.\r\n"))
        #expect(try scene.emailRows().first?["status"] as? String == "sent")
    }

    @Test func passwordFile_private_logsIn() throws {
        let scene = try EmailScene()
        let server = try scene.server(["--user", "mynd-user", "--password", "from-a-file", "--mechanism", "PLAIN"])
        let file = scene.sandbox.root.appendingPathComponent("smtp-password").path
        #expect(FileManager.default.createFile(atPath: file, contents: Data("from-a-file\n".utf8), attributes: [.posixPermissions: 0o600]))
        try scene.configure(url: "smtp://127.0.0.1:\(server.port)", extra: "username = \"mynd-user\"\npassword_file = \"\(file)\"")
        try scene.run("digest", at: EmailScene.digestTime)
        #expect(try server.received().count == 1)
    }

    @Test func passwordFile_missing_waits_withOneClearReason() throws {
        let scene = try EmailScene()
        let server = try scene.server(["--user", "mynd-user", "--password", "pw"])
        try scene.configure(
            url: "smtp://127.0.0.1:\(server.port)", extra: "username = \"mynd-user\"\npassword_file = \"/nonexistent/smtp-password\"")
        try scene.run("digest", at: EmailScene.digestTime)
        let reason = "smtp.password_file = \"/nonexistent/smtp-password\": no such file: create it (chmod 600) or remove the setting"
        let row = try #require(try scene.emailRows().first)
        #expect(row["status"] as? String == "pending")
        #expect(row["lastError"] as? String == reason)
        #expect(try server.received().isEmpty)
    }

    @Test func wrongPassword_isA5xx_failedWithTheReply() throws {
        let scene = try EmailScene()
        let server = try scene.server(["--user", "mynd-user", "--password", "right"])
        scene.sandbox.environment["MYND_SMTP_PASSWORD"] = "wrong"
        try scene.configure(url: "smtp://127.0.0.1:\(server.port)", extra: "username = \"mynd-user\"")
        try scene.run("digest", at: EmailScene.digestTime)
        let row = try #require(try scene.emailRows().first)
        #expect(row["status"] as? String == "failed")
        let error = try #require(row["lastError"] as? String)
        #expect(error.hasPrefix("the mail server refused the message: 535"), "\(error)")
        #expect(!error.contains("wrong"))
        let status = try scene.sandbox.ok(["status"], now: "2026-11-21T08:05:00Z")
        #expect(status.stdout.contains("not delivered (digest via email): the mail server refused the message: 535"), "\(status)")
    }

    @Test func serverSays451_thenRecovers_theDigestArrivesExactlyOnce() throws {
        let scene = try EmailScene()
        var busy: SMTPPeer? = try scene.server(["--reject-rcpt", "451 4.7.1 Try again later"])
        try scene.configure(url: "smtp://127.0.0.1:\(busy!.port)")
        let first = try scene.run("digest", at: EmailScene.digestTime)
        #expect(first.stdout.contains("0 delivered"), "\(first)")
        var row = try #require(try scene.emailRows().first)
        #expect(row["status"] as? String == "pending" && row["attempts"] as? Int == 1)
        #expect(row["lastError"] as? String == "the mail server said 451 4.7.1 Try again later")
        #expect(try busy!.received().isEmpty)
        busy = nil

        // The server is back (on another port); the row waits out its backoff (1 min), then goes once.
        let server = try scene.server()
        try scene.configure(url: "smtp://127.0.0.1:\(server.port)")
        try scene.run("digest", at: "2026-11-21T08:00:30Z")
        #expect(try server.received().isEmpty)
        let second = try scene.run("digest", at: "2026-11-21T08:01:30Z")
        #expect(second.stdout.contains("1 delivered"), "\(second)")
        try scene.run("digest", at: "2026-11-21T08:30:00Z")
        try scene.run("refresh", at: "2026-11-21T09:00:00Z")
        // One digest; the refresh sent its own follow-up, nothing else.
        let ids = try server.received().compactMap { EmailScene.header("Message-ID", in: $0.message) }
        #expect(ids.filter { $0.contains(".digest.2026-11-21@") }.count == 1, "\(ids)")
        #expect(ids.filter { $0.contains(".followup.") }.count == 1, "\(ids)")
        row = try #require(try scene.emailRows().first)
        #expect(row["status"] as? String == "sent" && row["attempts"] as? Int == 2)
    }

    @Test func serverSays550_theRowFailsForGood_withTheReply() throws {
        let scene = try EmailScene()
        let server = try scene.server(["--reject-data", "550 5.6.0 Message refused by policy"])
        try scene.configure(url: "smtp://127.0.0.1:\(server.port)")
        let result = try scene.run("digest", at: EmailScene.digestTime)
        #expect(result.stdout.contains("0 delivered"), "\(result)")
        try scene.run("digest", at: "2026-11-21T12:00:00Z")
        let row = try #require(try scene.emailRows().first)
        #expect(row["status"] as? String == "failed")
        #expect(row["attempts"] as? Int == 1)
        #expect(row["lastError"] as? String == "the mail server refused the message: 550 5.6.0 Message refused by policy")
        #expect(try server.received().isEmpty)
    }

    @Test func noServerListening_waits_forTheBackoff() throws {
        let scene = try EmailScene()
        // Port 9 (discard) on this machine: nothing listens there in a test box.
        try scene.configure(url: "smtp://127.0.0.1:9")
        try scene.run("digest", at: EmailScene.digestTime)
        let row = try #require(try scene.emailRows().first)
        #expect(row["status"] as? String == "pending" && row["attempts"] as? Int == 1)
        #expect((row["lastError"] as? String)?.contains("127.0.0.1") == true)
    }
}

/// STARTTLS against aiosmtpd with a certificate made by openssl at test time.
@Suite(
    .timed, .serialized, .enabled(if: SMTPPeer.available && TestCertificate.openssl != nil, "needs python3-aiosmtpd, sqlite3 and openssl"),
    .timeLimit(.minutes(20)))
struct EmailTLSTests {
    @Test func startTLSRequired_trustingTheTestCertificate_delivers() throws {
        let scene = try EmailScene()
        let tls = try TestCertificate.make(in: scene.sandbox.root)
        let server = try scene.server(["--cert", tls.certificate, "--key", tls.key, "--user", "mynd-user", "--password", "pw"])
        scene.sandbox.environment["MYND_SMTP_PASSWORD"] = "pw"
        try scene.configure(
            url: "smtp://localhost:\(server.port)", starttls: "required",
            extra: "ca_file = \"\(tls.certificate)\"\nusername = \"mynd-user\"")
        let result = try scene.run("digest", at: EmailScene.digestTime)
        #expect(result.stdout.contains("1 delivered"), "\(result)")
        let mail = try #require(try server.received().first)
        #expect(try ReadEmail.parse(mail.message).defects == [])
    }

    @Test func implicitTLS_smtps_delivers() throws {
        let scene = try EmailScene()
        let tls = try TestCertificate.make(in: scene.sandbox.root)
        let server = try scene.server(["--cert", tls.certificate, "--key", tls.key, "--implicit-tls"])
        try scene.configure(url: "smtps://localhost:\(server.port)", starttls: "required", extra: "ca_file = \"\(tls.certificate)\"")
        let result = try scene.run("digest", at: EmailScene.digestTime)
        #expect(result.stdout.contains("1 delivered"), "\(result)")
        #expect(try server.received().count == 1)
    }

    @Test func startTLSRequired_withoutTheCertificate_waits_withTheTLSReason() throws {
        let scene = try EmailScene()
        let tls = try TestCertificate.make(in: scene.sandbox.root)
        let server = try scene.server(["--cert", tls.certificate, "--key", tls.key])
        try scene.configure(url: "smtp://localhost:\(server.port)", starttls: "required")
        try scene.run("digest", at: EmailScene.digestTime)
        let row = try #require(try scene.emailRows().first)
        #expect(row["status"] as? String == "pending")
        let reason = try #require(row["lastError"] as? String)
        #expect(reason.contains("TLS"))
        #expect(try server.received().isEmpty)
        // status says it is late, why, and when it is tried again.
        let status = try scene.sandbox.ok(["status"], now: "2026-11-21T08:00:10Z")
        #expect(status.stdout.contains("trying again at 2026-11-21 08:01 GMT (digest via email): \(reason)"), "\(status)")
    }
}
