import Foundation
import MyndCore
import MyndCurl
@testable import MyndMail
import MyndTestSupport
import Testing

@Suite(.timed) struct EmailSetupTests {
    static func smtp(username: String? = "me", passwordFile: String? = nil) -> SMTPConfig {
        var smtp = SMTPConfig()
        smtp.url = "smtp://mail.example.org:587"
        smtp.username = username
        smtp.passwordFile = passwordFile
        smtp.from = "mynd@example.org"
        smtp.to = ["me@example.org"]
        return smtp
    }

    /// A file with `text` and `mode` in a fresh folder, removed with it.
    final class SecretFile {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mynd-email-\(UUID())")
        var path: String { folder.appendingPathComponent("smtp-password").path }

        init(_ text: String, mode: Int) throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8), attributes: [.posixPermissions: mode])
        }

        deinit { try? FileManager.default.removeItem(at: folder) }
    }

    @Test func environment_givesThePassword() {
        let setup = EmailSetup(smtp: Self.smtp(), environment: ["MYND_SMTP_PASSWORD": "s3cret"])
        #expect(setup.login?.username == "me" && setup.login?.password == "s3cret")
        #expect(setup.unavailable == nil)
        #expect(setup.serverName == "smtp mail.example.org")
    }

    @Test func privateFile_givesThePassword_trimmed() throws {
        let file = try SecretFile("s3cret\n", mode: 0o600)
        let setup = EmailSetup(smtp: Self.smtp(passwordFile: file.path), environment: [:])
        #expect(setup.login?.password == "s3cret")
    }

    @Test func credential_isUsedBeforeTheFile() throws {
        let credential = try SecretFile("from-systemd", mode: 0o600)
        let file = try SecretFile("from-file", mode: 0o600)
        let setup = EmailSetup(smtp: Self.smtp(passwordFile: file.path), environment: ["CREDENTIALS_DIRECTORY": credential.folder.path])
        #expect(setup.login?.password == "from-systemd")
    }

    @Test func missingFile_isOneReason_namingTheKey() {
        let setup = EmailSetup(smtp: Self.smtp(passwordFile: "/nonexistent/mynd-smtp-password"), environment: [:])
        #expect(setup.login == nil)
        #expect(
            setup.unavailable
                == "smtp.password_file = \"/nonexistent/mynd-smtp-password\": no such file: create it (chmod 600) or remove the setting")
    }

    @Test func fileOthersCanRead_isRefused_andNotShown() throws {
        let file = try SecretFile("s3cret", mode: 0o644)
        let setup = EmailSetup(smtp: Self.smtp(passwordFile: file.path), environment: [:])
        #expect(setup.login == nil)
        let reason = try #require(setup.unavailable)
        #expect(reason.contains("can be read by others") && reason.contains("chmod 600"))
        #expect(!reason.contains("s3cret"))
    }

    @Test func userNameWithoutPassword_saysWhereOneGoes() {
        let setup = EmailSetup(smtp: Self.smtp(), environment: [:])
        #expect(setup.unavailable?.contains("MYND_SMTP_PASSWORD") == true)
    }

    @Test func passwordWithoutUserName_asksForIt() {
        let setup = EmailSetup(smtp: Self.smtp(username: nil), environment: ["MYND_SMTP_PASSWORD": "s3cret"])
        #expect(setup.unavailable == "there is a password ($MYND_SMTP_PASSWORD) but no smtp.username: set the user name to log in with")
        #expect(setup.unavailable?.contains("s3cret") == false)
    }

    @Test func neither_sendsWithoutLoggingIn() {
        let setup = EmailSetup(smtp: Self.smtp(username: nil), environment: [:])
        #expect(setup.login == nil && setup.unavailable == nil)
    }
}
