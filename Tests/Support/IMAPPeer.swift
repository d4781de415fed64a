public import Foundation

/// Debian's dovecot for one test (`Tests/Servers/imap_server.py`): imaps on 127.0.0.1 with a
/// certificate made now, one user, mail in a folder of its own; and a mail client
/// (`imap_client.py`) that APPENDs replies as real clients write them and lists the flags.
public final class IMAPPeer {
    public static let user = "me@example.org"
    public static let password = "inbox-pass-42"

    public let folder: URL
    public let certificate: String
    public let server: ServerProcess

    public var port: Int { server.port }
    public var url: String { "imaps://127.0.0.1:\(port)/INBOX" }
    /// Plain IMAP on `localhost`, where dovecot takes a login only after STARTTLS.
    public var starttlsURL: String {
        let plain = (try? String(contentsOf: folder.appendingPathComponent("imap-port"), encoding: .utf8)) ?? "0"
        return "imap://localhost:\(plain.trimmingCharacters(in: .whitespacesAndNewlines))/INBOX"
    }

    /// `config`: more lines for dovecot.conf (`mail_max_keyword_length = 5`: a server that
    /// refuses `$MyndDone`).
    public init(in parent: URL, config: [String] = []) throws {
        folder = parent.appendingPathComponent("imap-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let (certificate, key) = try TestCertificate.make(in: folder)
        self.certificate = certificate
        server = try ServerProcess(
            script: "imap_server.py",
            arguments: ["--folder", folder.path, "--cert", certificate, "--key", key, "--user", Self.user, "--password", Self.password]
                + config.flatMap { ["--config-line", $0] })
    }

    /// The user's Maildir, as dovecot keeps it.
    public var maildir: String { folder.appendingPathComponent("home/\(Self.user)/Maildir").path }

    /// Writes, straight into the Maildir and in the order `layout` gives them (`[(true, 60),
    /// (false, 4000)]`: 60 personal mails that answer nothing of mynd's, then 4,000 replies from a
    /// stranger to `inReplyTo`), a mailbox of thousands in a second. Their Message-IDs are
    /// `personal-N@example.net` and `reply-N@example.net`, N counting from 1 over all of them
    /// (so N is the UID).
    public func bulk(_ layout: [(personal: Bool, count: Int)], inReplyTo: String) throws {
        let runs = layout.map { "\($0.personal ? "p" : "r")\($0.count)" }.joined(separator: ",")
        _ = try client(["bulk", "--maildir", maildir, "--layout", runs, "--in-reply-to", inReplyTo])
    }

    /// Appends a reply (unread) to INBOX and returns its Message-ID. Its subject is `Re: ` and
    /// `subject` (the goal of the scenes by default, RFC 2047 words when it is not ASCII); its
    /// References are `references`, or In-Reply-To alone.
    @discardableResult
    /// `fromLines`: From fields written as they are, instead of the usual one; `headers`: more
    /// header lines ("Precedence: bulk"); `escapes`: `text` holds backslash escapes (`\\x00`).
    public func append(
        text: String, inReplyTo: String, style: String = "plain", from: String = "me@example.org", messageID: String? = nil,
        subject: String? = nil, references: String? = nil, fromLines: [String] = [], headers: [String] = [], escapes: Bool = false
    ) throws -> String {
        var arguments = ["append", "--text", text, "--in-reply-to", inReplyTo, "--style", style, "--from", from]
        if let messageID { arguments += ["--message-id", messageID] }
        if let subject { arguments += ["--subject", subject] }
        if let references { arguments += ["--references", references] }
        arguments += fromLines.flatMap { ["--from-line=\($0)"] } + headers.flatMap { ["--header=\($0)"] }
        if escapes { arguments.append("--escapes") }
        return try client(arguments).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// One plain reply to `inReplyTo` for each case, over one connection (hundreds of logins in
    /// a row make dovecot's login service reset some), in order; their Message-IDs, in order.
    /// A case's `fromLines` and `headers` are as for `append(text:…)`.
    public func append(cases: [(text: String, fromLines: [String], headers: [String])], inReplyTo: String) throws -> [String] {
        let list = cases.map { ["text": $0.text, "from_lines": $0.fromLines, "headers": $0.headers] as [String: Any] }
        let file = folder.appendingPathComponent("cases-\(UUID().uuidString.prefix(8)).json")
        try JSONSerialization.data(withJSONObject: list).write(to: file)
        let output = try client(["append", "--in-reply-to", inReplyTo, "--cases", file.path])
        return output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Every message in `folder` with its flags, by UID.
    public func flags(folder: String = "INBOX") throws -> [Int: [String]] {
        var result: [Int: [String]] = [:]
        for (uid, message) in try messages(folder: folder) { result[uid] = message.flags }
        return result
    }

    /// Every message in `folder` with its Message-ID (brackets removed) and flags, by UID.
    public func messages(folder: String = "INBOX") throws -> [Int: (messageID: String, flags: [String])] {
        let text = try client(["list", "--folder", folder])
        let rows = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] ?? []
        var result: [Int: (messageID: String, flags: [String])] = [:]
        for row in rows {
            if let uid = row["uid"] as? Int { result[uid] = (row["messageId"] as? String ?? "", row["flags"] as? [String] ?? []) }
        }
        return result
    }

    private func client(_ arguments: [String]) throws -> String {
        let (command, rest) = (arguments[0], Array(arguments.dropFirst()))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [ServerProcess.server("imap_client.py"), command, "\(port)", certificate, Self.user, Self.password] + rest
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ServerError(message: "imap_client.py \(command) failed: \(String(decoding: errorData, as: UTF8.self))")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Why dovecot cannot be started here, or nil: tests skip with this reason.
    public static let unavailable: String? = {
        if !FileManager.default.isExecutableFile(atPath: "/usr/sbin/dovecot") {
            return "needs dovecot (Debian: dovecot-imapd)"
        }
        if getuid() != 0 { return "needs root: dovecot's master process starts as root" }
        if TestCertificate.openssl == nil { return "needs openssl" }
        if ServerProcess.python3Missing { return "needs /usr/bin/python3" }
        return nil
    }()
}
