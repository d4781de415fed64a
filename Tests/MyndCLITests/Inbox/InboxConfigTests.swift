import Foundation
import MyndTestSupport
import Testing

/// `[imap]` in config.toml: each bad value is one line naming the key and what it takes.
@Suite(.timed) struct InboxConfigTests {
    static let smtp = """
        [smtp]
        url = "smtp://mail.example.org:587"
        from = "mynd@example.org"
        to = ["me@example.org"]

        """

    static func failure(_ imap: String, smtp: String = InboxConfigTests.smtp) throws -> RunResult {
        let sandbox = try Sandbox()
        try sandbox.writeConfig(smtp + "[imap]\n" + imap)
        return try sandbox.run(["status"])
    }

    @Test(arguments: [
        ("url = \"https://mail.example.org\"", "imap.url = \"https://mail.example.org\" is not an IMAP URL: use imaps://host:993/INBOX"),
        ("url = \"imaps://me:pw@mail.example.org/INBOX\"", "imap.url holds a user name or password"),
        ("url = \"imaps://mail.example.org/INBOX\"\nallow_from = \"me@example.org\"", "imap.allow_from must be a list of email addresses"),
        ("url = \"imaps://mail.example.org/INBOX\"\nconfirm = \"yes\"", "imap.confirm"),
        ("url = \"imaps://mail.example.org/INBOX\"\nfolder = \"x\"", "unknown key 'folder' in [imap]"),
    ])
    func badValues_areOneLine_exit78(imap: String, expected: String) throws {
        let result = try Self.failure(imap)
        #expect(result.status == 78, "\(result)")
        #expect(result.stderr.contains(expected) && result.stderrLines.count == 1, "\(result)")
    }

    @Test func imapWithoutSMTP_saysSetUpSMTPFirst() throws {
        let result = try Self.failure("url = \"imaps://mail.example.org/INBOX\"", smtp: "")
        #expect(result.status == 78 && result.stderr.contains("[smtp] is not set up"), "\(result)")
    }

    @Test func doctor_off_andNoPassword() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run(["doctor"]).stdout.contains("ok   inbox: off ([imap] url is empty)"))
        try sandbox.writeConfig(Self.smtp + "[imap]\nurl = \"imaps://127.0.0.1:9/INBOX\"\nusername = \"me\"\n")
        let result = try sandbox.run(["doctor"])
        #expect(result.stdout.contains("FAIL inbox: imap.username is set but there is no password"), "\(result)")
    }
}
