internal import CMyndCurl
package import Foundation

/// One mailbox on an IMAP server, reached through libcurl: one login for all the commands of
/// a look at the inbox (libcurl keeps the connection and the selected mailbox between
/// transfers on one handle). Blocking, on the calling thread; not `Sendable`.
///
/// `imaps://` is TLS from the first byte; `imap://` must upgrade with STARTTLS unless
/// `requireTLS` is off (only for a server on this machine). Certificates are verified.
///
/// libcurl fetches a message with `BODY[]`, which sets `\Seen`: `fetch` says whether the
/// message was seen before, so the caller can give back the unread mark of mail it leaves alone.
package final class IMAPMailbox {
    /// `imaps://host:993/INBOX` (the path names the mailbox).
    package let url: String
    /// The user, the server and the mailbox: whose messages these are.
    package let identity: String
    private let mailboxName: String
    private var state: MailboxState?
    private let host: String
    private let easy: CurlEasy
    private let secrets: [String]
    private let deadline: Date
    private let totalTimeout: Double

    /// Logs in lazily (on the first command), within `totalTimeout` seconds for everything.
    package init(
        url: String, username: String?, password: String?, requireTLS: Bool = true, caFile: String? = nil,
        connectTimeout: Double = 10, totalTimeout: Double = 30
    ) throws(TransportError) {
        let scheme = URLComponents(string: url)?.scheme?.lowercased()
        guard scheme == "imap" || scheme == "imaps" else {
            throw .invalidRequest(detail: "cannot read mail: the URL must start with imap:// or imaps://")
        }
        self.url = url.hasSuffix("/") ? String(url.dropLast()) : url
        mailboxName = URLComponents(string: url).map { String($0.path.drop { $0 == "/" }) }.flatMap { $0.isEmpty ? nil : $0 } ?? "INBOX"
        identity = (username ?? "") + " " + self.url
        host = ErrorText.host(of: url)
        secrets = password.map { [$0, Data($0.utf8).base64EncodedString()] } ?? []
        deadline = Date().addingTimeInterval(totalTimeout)
        self.totalTimeout = totalTimeout
        guard let easy = CurlEasy() else { throw .failed(host: host, detail: CurlEasy.whyNoHandle) }
        self.easy = easy
        do {
            try easy.configureConnection(connectTimeout: connectTimeout, totalTimeout: totalTimeout, caFile: caFile)
            try easy.set(CURLOPT_SERVER_RESPONSE_TIMEOUT, Int(totalTimeout.rounded(.up)))
            try easy.set(CURLOPT_PROTOCOLS_STR, "imap,imaps")
            try easy.set(CURLOPT_BUFFERSIZE, Self.bufferSize)
            try easy.set(CURLOPT_USE_SSL, Int((requireTLS ? CURLUSESSL_ALL : CURLUSESSL_TRY).rawValue))
            if let username { try easy.set(CURLOPT_USERNAME, username) }
            if let password { try easy.set(CURLOPT_PASSWORD, password) }
        } catch {
            throw failure(error, command: "setup")
        }
    }

    deinit {
        // No LOGOUT: libcurl would wait for its answer at cleanup, up to the server response
        // timeout, whatever time the look had left. The server sees the connection close.
        easy.dropConnection()
    }

    /// libcurl's receive buffer: a response line longer than half of it is cut and its ends
    /// glued (a SEARCH of thousands of UIDs), so SEARCH asks for less than that at a time.
    static let bufferSize = 256 * 1024

    /// Selects the mailbox (again: libcurl selects it, but keeps what the server says to
    /// itself): how many messages, the UIDs' validity, the flags it keeps.
    package func open() throws(TransportError) -> MailboxState {
        let selected = IMAPResponses.selected(try command("SELECT \(try Self.quoted(mailboxName))"))
        state = selected
        return selected
    }

    /// The UIDs of the messages matching `criteria` (IMAP SEARCH syntax), searched a window
    /// of messages (by sequence number: dense, where UIDs may be sparse) at a time, each
    /// response checked to have arrived whole.
    package func search(_ criteria: String) throws(TransportError) -> [UInt64] {
        let state: MailboxState
        if let known = self.state { state = known } else { state = try open() }
        let window = IMAPResponses.window(uidNext: state.uidNext, bufferSize: Self.bufferSize)
        var uids: [UInt64] = []
        var first = 1
        while first <= state.exists {
            let last = min(state.exists, first + window - 1)
            guard let found = IMAPResponses.searched(try command("UID SEARCH \(first):\(last) \(criteria)"), window: last - first + 1)
            else {
                throw .refused(host: host, command: "UID SEARCH", detail: "the server's answer did not arrive whole")
            }
            uids += found
            first = last + 1
        }
        return Array(Set(uids)).sorted()
    }

    /// What the server says about each of `uids` before it is read: its size and whether it
    /// has been seen.
    package func sizes(_ uids: [UInt64]) throws(TransportError) -> [UInt64: (size: Int, seen: Bool)] {
        guard !uids.isEmpty else { return [:] }
        let lines = try command("UID FETCH \(uids.map(String.init).joined(separator: ",")) (UID RFC822.SIZE FLAGS)")
        var result: [UInt64: (size: Int, seen: Bool)] = [:]
        for line in lines where line.hasPrefix("* ") && line.contains(" FETCH ") {
            let words = line.replacingOccurrences(of: "(", with: " ").replacingOccurrences(of: ")", with: " ").split(separator: " ")
            guard let uidAt = words.firstIndex(of: "UID"), uidAt + 1 < words.count, let uid = UInt64(words[uidAt + 1]),
                let sizeAt = words.firstIndex(of: "RFC822.SIZE"), sizeAt + 1 < words.count, let size = Int(words[sizeAt + 1])
            else { continue }
            result[uid] = (size, words.contains { $0.caseInsensitiveCompare("\\Seen") == .orderedSame })
        }
        return result
    }

    /// The whole message `uid`, at most `limit` bytes (more is `.tooLarge`).
    package func fetch(_ uid: UInt64, limit: Int) throws(TransportError) -> Data {
        do {
            easy.resetReceived()
            try easy.clear(CURLOPT_CUSTOMREQUEST)
            try easy.set(CURLOPT_URL, "\(url);UID=\(uid)")
            try easy.limitBody(to: limit)
            try perform()
        } catch {
            if easy.overLimit || error.code == Int(CURLE_FILESIZE_EXCEEDED.rawValue) { throw .tooLarge(uid: uid, limit: limit) }
            throw failure(error, command: "UID FETCH")
        }
        return easy.received
    }

    /// Adds (`+`) or removes (`-`) flags on `uid`: `store(5, "+", ["\\Seen", "$MyndDone"])`.
    package func store(_ uid: UInt64, _ sign: Character, _ flags: [String]) throws(TransportError) {
        _ = try command("UID STORE \(uid) \(sign)FLAGS.SILENT (\(flags.joined(separator: " ")))")
    }

    /// Moves `uid` to `folder` (RFC 6851 MOVE).
    package func move(_ uid: UInt64, to folder: String) throws(TransportError) {
        _ = try command("UID MOVE \(uid) \(try Self.quoted(folder))")
    }

    /// Whether `folder` exists (`LIST "" folder` names it).
    package func hasFolder(_ folder: String) throws(TransportError) -> Bool {
        let lines = try command("LIST \"\" \(try Self.quoted(folder))")
        return lines.contains { $0.hasPrefix("* LIST") }
    }

    /// Sends one command on the selected mailbox; returns the server's untagged lines.
    private func command(_ text: String) throws(TransportError) -> [String] {
        do {
            easy.resetReceived()
            try easy.set(CURLOPT_URL, url)
            try easy.set(CURLOPT_CUSTOMREQUEST, text)
            try perform()
        } catch {
            // The command's name only ("UID STORE"): its arguments may name a folder or flags.
            throw failure(error, command: text.split(separator: " ").prefix(text.hasPrefix("UID") ? 2 : 1).joined(separator: " "))
        }
        return String(decoding: easy.received, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
    }

    /// Each transfer gets what is left of the whole look's time.
    private func perform() throws(CurlError) {
        let left = deadline.timeIntervalSinceNow
        guard left > 0.05 else { throw CurlError(kind: .timedOut, code: Int(CURLE_OPERATION_TIMEDOUT.rawValue), message: "out of time") }
        try easy.set(CURLOPT_TIMEOUT_MS, CurlEasy.milliseconds(left))
        try easy.perform()
    }

    /// A mailbox name as an IMAP quoted string; a line break could end the command.
    static func quoted(_ name: String) throws(TransportError) -> String {
        guard !name.isEmpty, !name.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) else {
            throw .invalidRequest(detail: "cannot read mail: a folder name cannot be empty or hold a line break")
        }
        return "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private func failure(_ error: CurlError, command: String) -> TransportError {
        switch error.kind {
        case .loginDenied: return .loginDenied(host: host)
        case .other where error.code == Int(CURLE_QUOTE_ERROR.rawValue) || error.code == Int(CURLE_REMOTE_FILE_NOT_FOUND.rawValue):
            return .refused(host: host, command: command, detail: ErrorText.redacting(secrets, in: error.message))
        default: return TransportError(error, host: host, secrets: secrets, seconds: totalTimeout)
        }
    }
}
