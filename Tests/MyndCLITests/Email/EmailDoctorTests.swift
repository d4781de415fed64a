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

    /// Issue 28 item 13: while the outbox retries, doctor says when the last send failed, why,
    /// and how much waits.
    @Test func aSendThatFailed_andWaitsToBeTriedAgain_isAFail_withWhenWhyAndHowMany() throws {
        let sandbox = try Sandbox()
        try sandbox.writeConfig(
            """
            [smtp]
            url = "smtp://127.0.0.1:1"
            starttls = "off"
            from = "mynd@example.org"
            to = ["me@example.org"]
            [channels]
            followup = ["email"]
            digest = ["email"]
            [schedule]
            adaptive = false
            """)
        _ = try sandbox.add("goal", "Plant the garden", now: "2026-11-10T09:00:00Z")
        let refresh = try sandbox.run(["run", "refresh"], now: "2026-11-20T09:12:00Z")
        #expect(refresh.status == 0 || refresh.status == 75, "\(refresh)")
        let doctor = try sandbox.run(["doctor"], now: "2026-11-20T09:15:00Z")
        let email = doctor.stdout.split(separator: "\n").first { $0.contains(" email: ") }.map(String.init) ?? ""
        #expect(email.hasPrefix("FAIL email: last send failed at 09:12 ("), "\(doctor)")
        #expect(email.contains("), 1 waiting, next try 09:"), "\(doctor)")
        #expect(doctor.status == 1)
    }

    /// A click runs open_command: doctor lists it, and a program that is not there is a FAIL.
    @Test func anOpenCommandThatIsNotThere_isAFail() throws {
        let sandbox = try Sandbox()
        try sandbox.writeConfig("[desktop]\nopen_command = \"no-such-terminal -e mynd show {id}\"\n")
        let doctor = try sandbox.run(["doctor"])
        let desktop = doctor.stdout.split(separator: "\n").first { $0.contains(" desktop: ") }.map(String.init) ?? ""
        #expect(desktop.hasPrefix("FAIL desktop: ") && desktop.contains("open: no-such-terminal not on PATH"), "\(doctor)")
        #expect(doctor.status == 1)
        try sandbox.writeConfig("[desktop]\nopen_command = \"/bin/true {id}\"\n")
        let found = try sandbox.run(["doctor"])
        // A program that is there is listed as the click will run it.
        #expect(found.stdout.contains("; open: /bin/true {id};"), "\(found)")
    }
}
