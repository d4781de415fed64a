package import MyndCore

/// One email as mynd sends it: a text and an HTML version of the same message
/// (multipart/alternative), with the headers RFC 5322 asks for and the ones that mark it as
/// written by a program. A value: `rendered` is the whole message, 7-bit, CRLF lines.
package struct EmailMessage: Sendable {
    /// The sender's address; shown as `mynd <from>`.
    package var from: String
    package var to: [String]
    /// Any text: it is put on one line and encoded as needed.
    package var subject: String
    /// When the message was made (the Date header), and the zone its wall clock is shown in.
    package var date: Timestamp
    package var zone: LocalTime
    package var messageID: MessageID
    /// The plain-text version (any line breaks).
    package var text: String
    /// The HTML version, already escaped where it holds the person's text.
    package var html: String
    /// The message this one answers (In-Reply-To), without angle brackets; nil for none.
    package var inReplyTo: String?
    /// The thread it belongs to (References), oldest first, without angle brackets.
    package var references: [String]

    package init(
        from: String, to: [String], subject: String, date: Timestamp, zone: LocalTime, messageID: MessageID,
        text: String, html: String, inReplyTo: String? = nil, references: [String] = []
    ) {
        self.from = from
        self.to = to
        self.subject = subject
        self.date = date
        self.zone = zone
        self.messageID = messageID
        self.text = text
        self.html = html
        self.inReplyTo = inReplyTo
        self.references = references
    }

    /// Separates the two parts. It starts with `=_`, which quoted-printable output can never
    /// hold (an `=` there is followed by two hex digits or a line end), so it needs no
    /// randomness to be absent from the bodies.
    static let boundary = "=_mynd-alternative"

    /// The message as it goes to the server: ASCII only, every line within 78 characters
    /// except a message id or address that is longer by itself (never near SMTP's 998), CRLF
    /// line ends, ending in CRLF. Dots at the start of a line are left as they are: doubling
    /// them is the SMTP client's job (libcurl does it while uploading).
    package var rendered: String {
        let headers = [
            "From: mynd <\(HeaderField.address(from))>",
            HeaderField.addresses("To", to),
            HeaderField.unstructured("Subject", subject),
            "Date: " + MailDate.string(date, in: zone),
            "Message-ID: \(messageID)",
        ]
        // Ids that could bend a header (spaces, brackets, line breaks) are left out.
        let thread = [
            inReplyTo.flatMap { MessageID.isWellFormed($0) ? HeaderField.ids("In-Reply-To", [$0]) : nil },
            references.contains(where: MessageID.isWellFormed)
                ? HeaderField.ids("References", references.filter(MessageID.isWellFormed)) : nil,
        ]
        let rest = [
            "MIME-Version: 1.0",
            "Content-Type: multipart/alternative; boundary=\"\(Self.boundary)\"",
            // RFC 3834: written by a program, so autoresponders (vacation replies) stay quiet.
            "Auto-Submitted: auto-generated",
        ]
        let parts = [("text/plain", text), ("text/html", html)].map { type, body in
            "--\(Self.boundary)\r\n"
                + "Content-Type: \(type); charset=utf-8\r\n"
                + "Content-Transfer-Encoding: quoted-printable\r\n"
                + "\r\n"
                + QuotedPrintable.encode(body) + "\r\n"
        }
        return (headers + thread.compactMap { $0 } + rest).joined(separator: "\r\n") + "\r\n\r\n" + parts.joined()
            + "--\(Self.boundary)--\r\n"
    }
}
