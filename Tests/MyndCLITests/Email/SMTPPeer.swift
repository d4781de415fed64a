import Foundation
import MyndTestSupport

/// `Tests/Servers/smtp_server.py` (aiosmtpd) for one test: what it accepted, as bytes, with
/// its envelope. Killed when this goes away.
final class SMTPPeer {
    struct Received {
        var message: Data
        var mailFrom: String
        var recipients: [String]
    }

    private struct Envelope: Decodable {
        var mail_from: String
        var rcpt_tos: [String]
    }

    let maildir: URL
    let server: ServerProcess

    var port: Int { server.port }

    init(_ arguments: [String] = [], in folder: URL) throws {
        maildir = folder.appendingPathComponent("maildir-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: maildir, withIntermediateDirectories: true)
        server = try ServerProcess(script: "smtp_server.py", arguments: ["--maildir", maildir.path] + arguments)
    }

    func received() throws -> [Received] {
        var messages: [Received] = []
        for number in 1... {
            let base = maildir.appendingPathComponent("\(number)")
            guard let message = FileManager.default.contents(atPath: base.path + ".eml") else { break }
            let envelope = try JSONDecoder().decode(Envelope.self, from: Data(contentsOf: URL(fileURLWithPath: base.path + ".json")))
            messages.append(Received(message: message, mailFrom: envelope.mail_from, recipients: envelope.rcpt_tos))
        }
        return messages
    }

    /// Whether /usr/bin/python3 (what `ServerProcess` runs) has aiosmtpd (Debian:
    /// python3-aiosmtpd), and sqlite3 is there to read the outbox.
    static let available: Bool = FileManager.default.isExecutableFile(atPath: Sandbox.sqlite3) && hasAiosmtpd

    private static let hasAiosmtpd: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", "import aiosmtpd"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    static let openssl = ["/usr/bin/openssl", "/bin/openssl"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// A self-signed certificate for localhost and 127.0.0.1, made now with openssl.
    static func certificate(in folder: URL) throws -> (certificate: String, key: String) {
        let certificate = folder.appendingPathComponent("cert.pem").path
        let key = folder.appendingPathComponent("key.pem").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try openssl ?? { throw SandboxError("no openssl") }())
        process.arguments = [
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
            "-keyout", key, "-out", certificate, "-days", "1", "-subj", "/CN=localhost",
            "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw SandboxError("openssl req exited with \(process.terminationStatus)") }
        return (certificate, key)
    }
}
