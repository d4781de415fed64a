internal import CMyndCurl
package import Foundation

/// Hands one already-rendered RFC 5322 message to an SMTP server through libcurl: one blocking
/// conversation per `send`, on the calling thread.
///
/// `smtps://` is TLS from the first byte; `smtp://` upgrades with STARTTLS as `startTLS` says.
/// Certificates are verified as for HTTPS. The message goes as is, so its lines must already end
/// in CRLF; libcurl doubles leading dots.
package struct SMTPSender: Sendable {
    /// Whether an `smtp://` conversation must, may or must not switch to TLS.
    /// Its raw values are the words of `[smtp] starttls`.
    package enum StartTLS: String, CaseIterable, Sendable {
        /// TLS or nothing (CURLUSESSL_ALL): a server without STARTTLS is a `.tls` error.
        case required
        /// TLS when the server offers it, plain text otherwise (CURLUSESSL_TRY).
        case optional
        /// Plain text (CURLUSESSL_NONE): only for a server on this machine.
        case off
    }

    /// `smtp://host:port` or `smtps://host:port`.
    package var url: String
    package var startTLS: StartTLS
    /// A PEM bundle of CA certificates to trust instead of the system's. Nil: the system's.
    package var caFile: String?
    /// For SMTP AUTH; nil sends without logging in.
    package var credentials: SMTPCredentials?
    /// Seconds allowed to establish the connection (TCP and TLS).
    package var connectTimeout: Double
    /// Seconds allowed for the whole conversation, connection included.
    package var totalTimeout: Double

    package init(
        url: String, startTLS: StartTLS = .required, caFile: String? = nil, credentials: SMTPCredentials? = nil,
        connectTimeout: Double = 10, totalTimeout: Double = 60
    ) {
        self.url = url
        self.startTLS = startTLS
        self.caFile = caFile
        self.credentials = credentials
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
    }

    /// Sends `message` with envelope sender `from` to every address in `to` (the envelope, not
    /// the message's headers: Bcc recipients go here only).
    package func send(_ message: Data, from: String, to: [String]) throws(TransportError) {
        try checkEnvelope(from: from, to: to)
        let host = ErrorText.host(of: url)
        guard let easy = CurlEasy() else {
            throw .failed(host: host, detail: CurlEasy.whyNoHandle)
        }
        do {
            try easy.configureConnection(connectTimeout: connectTimeout, totalTimeout: totalTimeout, caFile: caFile)
            // Each reply, QUIT's too, within the conversation's time (libcurl's default is 120 s,
            // and the total timeout does not cover the QUIT sent at cleanup).
            try easy.set(CURLOPT_SERVER_RESPONSE_TIMEOUT, Int(totalTimeout.rounded(.up)))
            try easy.set(CURLOPT_URL, url)
            try easy.set(CURLOPT_PROTOCOLS_STR, "smtp,smtps")
            try easy.set(CURLOPT_USE_SSL, Int(startTLS.curlValue.rawValue))
            if let credentials {
                try easy.set(CURLOPT_USERNAME, credentials.username)
                try easy.set(CURLOPT_PASSWORD, credentials.password)
            }
            try easy.set(CURLOPT_MAIL_FROM, from)
            try easy.set(CURLOPT_MAIL_RCPT, list: to)
            try easy.setUpload(message)
            try easy.perform()
        } catch {
            let failure = TransportError(
                error, host: host, replyCode: easy.info(CURLINFO_RESPONSE_CODE),
                replyLines: easy.headerLines, connected: easy.connected, sender: self)
            // A server that failed the conversation gets no QUIT: one that hung would hold it.
            easy.dropConnection()
            throw failure
        }
    }

    /// Addresses go into SMTP commands: a line break would end the command and start another.
    private func checkEnvelope(from: String, to: [String]) throws(TransportError) {
        let scheme = URLComponents(string: url)?.scheme?.lowercased()
        guard scheme == "smtp" || scheme == "smtps" else {
            throw .invalidRequest(detail: "cannot send mail: the URL must start with smtp:// or smtps://")
        }
        guard !to.isEmpty else { throw .invalidRequest(detail: "cannot send mail: no recipients") }
        let forbidden: Set<Character> = ["\r", "\n", "\r\n", "\0"]
        for address in [from] + to where address.contains(where: forbidden.contains) {
            throw .invalidRequest(detail: "cannot send mail: an address contains a line break or NUL")
        }
    }
}

extension SMTPSender.StartTLS {
    fileprivate var curlValue: curl_usessl {
        switch self {
        case .required: CURLUSESSL_ALL
        case .optional: CURLUSESSL_TRY
        case .off: CURLUSESSL_NONE
        }
    }
}
