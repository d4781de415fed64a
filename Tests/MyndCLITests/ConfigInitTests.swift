import Foundation
import MyndTestSupport
import Testing

/// Issue 28 item 12 through the built binary: the config `init` writes names every section the
/// README documents, each key commented out with its default (uncommented, they are a valid
/// config), and `~` in a file the config names is `$HOME`, in what mynd reads and in its errors.
@Suite(.timed) struct ConfigInitTests {
    @Test func init_writesEverySection_andItsDefaults_areAValidConfig() throws {
        let sandbox = try Sandbox()
        try sandbox.ok(["init"])
        let template = try String(contentsOfFile: sandbox.configPath, encoding: .utf8)
        for section in ["general", "presence", "schedule", "power", "ai", "channels", "desktop", "smtp", "imap"] {
            #expect(template.contains("\n[\(section)]"), "no [\(section)] in:\n\(template)")
        }
        for key in ["helper", "open_command", "confirm", "allow_from", "away_after", "language"] {
            #expect(template.contains("\n# \(key) = "), "no \(key) in:\n\(template)")
        }
        // Every default uncommented: still a config mynd reads, and says nothing is wrong in.
        let uncommented = template.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("# ") && (line.dropFirst(2).first.map { $0.isLetter || $0 == "[" } ?? false)
                && (line.contains(" = ") || line.hasPrefix("# [")) ? String(line.dropFirst(2)) : String(line)
        }.joined(separator: "\n")
        #expect(uncommented.contains("\nhelper = \"notify-send\"") && uncommented.contains("\nconfirm = false"))
        try sandbox.writeConfig(uncommented)
        let listed = try sandbox.run(["list"])
        #expect(listed.status == 0 && listed.stderr.isEmpty, "\(listed)\n\(uncommented)")
    }

    @Test func aTilde_isHome_andAnErrorNamesTheExpandedPath() throws {
        let sandbox = try Sandbox()
        let home = sandbox.root.path
        try sandbox.writeConfig("[ai]\nkey_file = \"~/keys/anthropic\"\n")
        let missing = try sandbox.run(["doctor"])
        #expect(missing.stdout.contains("\"\(home)/keys/anthropic\": no such file"), "\(missing)")
        #expect(!missing.stdout.contains("~/keys"), "\(missing)")

        // A password file under ~ is found there.
        let file = try sandbox.file("smtp-password", "s3cret\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file)
        #expect(file == home + "/smtp-password")
        try sandbox.writeConfig(
            "[smtp]\nurl = \"smtp://127.0.0.1:2525\"\nstarttls = \"off\"\nusername = \"me\"\npassword_file = \"~/smtp-password\"\n"
                + "from = \"mynd@example.org\"\nto = [\"me@example.org\"]\n")
        let found = try sandbox.run(["doctor"])
        let email = found.stdout.split(separator: "\n").first { $0.contains(" email: ") }.map(String.init) ?? ""
        #expect(email.hasPrefix("ok   email: ") && email.contains("login me"), "\(found)")
    }
}
