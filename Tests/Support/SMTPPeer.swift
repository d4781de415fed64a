public import Foundation

/// `Tests/Servers/smtp_server.py` (aiosmtpd) for one test: what it accepted, as bytes, with
/// its envelope. Killed when this goes away.
public final class SMTPPeer {
    public struct Received {
        public var message: Data
        public var mailFrom: String
        public var recipients: [String]
    }

    private struct Envelope: Decodable {
        var mail_from: String
        var rcpt_tos: [String]
    }

    public let maildir: URL
    public let server: ServerProcess

    public var port: Int { server.port }

    /// Starts the server with `arguments` (`--user`, `--cert`, `--refuse-rcpt` …), keeping what
    /// it accepts in a new folder inside `folder`.
    public init(_ arguments: [String] = [], in folder: URL) throws {
        maildir = folder.appendingPathComponent("maildir-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: maildir, withIntermediateDirectories: true)
        server = try ServerProcess(script: "smtp_server.py", arguments: ["--maildir", maildir.path] + arguments)
    }

    /// What the server accepted, in order, leaving out the first `count` messages.
    public func received(after count: Int = 0) throws -> [Received] {
        var messages: [Received] = []
        for number in (count + 1)... {
            let base = maildir.appendingPathComponent("\(number)")
            guard let message = FileManager.default.contents(atPath: base.path + ".eml") else { break }
            let envelope = try JSONDecoder().decode(Envelope.self, from: Data(contentsOf: URL(fileURLWithPath: base.path + ".json")))
            messages.append(Received(message: message, mailFrom: envelope.mail_from, recipients: envelope.rcpt_tos))
        }
        return messages
    }

    /// Whether /usr/bin/python3 (what `ServerProcess` runs) has aiosmtpd (Debian: python3-aiosmtpd).
    public static let hasAiosmtpd: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", "import aiosmtpd"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()
}
