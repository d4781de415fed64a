import Foundation
import MyndTestSupport
import Testing

/// `mynd doctor`'s email line: what is set up, where the password comes from, never the password.
@Suite(.timed) struct EmailDoctorTests {
    static let smtp = """
        [smtp]
        url = "smtp://mail.example.org:587"
        username = "me"
        from = "mynd@example.org"
        to = ["me@example.org"]
        """

    @Test func noSMTP_isOff() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["doctor"])
        #expect(result.stdout.contains("ok   email: off ([smtp] url is empty)"), "\(result)")
    }

    @Test func passwordFromTheEnvironment_isNamed_neverShown() throws {
        let sandbox = try Sandbox()
        try sandbox.writeConfig(Self.smtp)
        sandbox.environment["MYND_SMTP_PASSWORD"] = "hunter2-secret"
        let result = try sandbox.run(["doctor"])
        #expect(
            result.stdout.contains(
                "ok   email: smtp://mail.example.org:587 (STARTTLS required), login me, password from $MYND_SMTP_PASSWORD, from mynd@example.org to me@example.org; digest by email"
            ),
            "\(result)")
        #expect(!result.stdout.contains("hunter2") && !result.stderr.contains("hunter2"))
    }

    @Test func noPassword_fails_sayingWhereOneGoes() throws {
        let sandbox = try Sandbox()
        try sandbox.writeConfig(Self.smtp + "\n[channels]\nfollowup = [\"email\"]\n")
        let result = try sandbox.run(["doctor"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL email: smtp.username = \"me\" has no password: set MYND_SMTP_PASSWORD"), "\(result)")
    }
}
