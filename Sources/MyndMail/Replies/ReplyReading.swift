import Foundation
package import MyndCore

/// What mynd makes of one message in the inbox, before touching anything: whose it is, which
/// email of mynd's it answers, and what it asks. Pure, so every rule is tested without a
/// mail server; the shell looks up the row and applies the commands.
package struct ReplyReading: Equatable, Sendable {
    /// The outbox row a reply answers, from its signed Message-ID.
    package struct Row: Equatable, Sendable {
        package var id: Int64
        package var kind: OutboxItem.Kind
        package var ref: String

        package init(id: Int64, kind: OutboxItem.Kind, ref: String) {
            self.id = id
            self.kind = kind
            self.ref = ref
        }
    }

    package enum Outcome: Equatable, Sendable {
        /// Not obeyed, and not answered: no Message-ID of mynd's with a valid tag (forged, or
        /// not a reply to mynd), a sender not in `allow_from`, an automatic reply.
        case ignored(String)
        /// A reply to mynd from an allowed sender: `text` is what the person wrote (their own
        /// lines, without quotes and signatures), for the reply grammar to read.
        case reply(Row, text: String)
    }

    /// The outbox row the reply answers, when it is the person's.
    package var row: Row? {
        if case .reply(let row, _) = outcome { return row }
        return nil
    }

    /// The reply's own Message-ID (angle brackets removed), or one made from its bytes when it
    /// has none: what makes it applied once.
    package var messageID: String
    /// The sender's address: the allowed address it matched, or, for any other sender, the
    /// address as written with every character outside printable ASCII shown as `\u{…}` (so a
    /// record of a refused reply shows the forgery, not the address it imitates). Empty when
    /// there is none.
    package var from: String
    /// The subject, decoded (RFC 2047), as the person's client wrote it ("Re: Plant the garden").
    package var subject: String
    /// The thread the reply belongs to, oldest first: its References, else its In-Reply-To;
    /// only ids mynd may repeat in a header (`MessageID.isWellFormed`), at most
    /// `threadLength`, the latest kept. An answer to the reply names these and the reply.
    package var thread: [String]
    package var outcome: Outcome

    /// The most ids a thread keeps: enough for any mail client to thread by.
    package static let threadLength = 20

    /// Reads `bytes` (the whole message) as a reply to mynd, obeyed only when it is from one of
    /// `allowFrom` and names a Message-ID signed with `key`.
    package init(_ bytes: [UInt8], key: ReplyKey, allowFrom: [String]) {
        let entity = MIMEEntity(parsing: bytes)
        messageID = entity.field("Message-ID").flatMap { Self.ids(in: $0).first } ?? "sha256-" + SHA256.hex(SHA256.hash(bytes))
        let sender = SenderAddress.read(entity.fields(named: "From"))
        let written = (try? sender.get()) ?? ""
        let allowed = allowFrom.first { SenderAddress.isAllowed(written, in: [$0]) }
        from = allowed ?? MailSpace.shown(written)
        subject = entity.field("Subject").map(EncodedWordDecoder.decode) ?? ""
        let inReplyTo = entity.field("In-Reply-To").map(Self.ids) ?? []
        let references = entity.field("References").map(Self.ids) ?? []
        thread = Array((references.isEmpty ? inReplyTo : references).filter(MessageID.isWellFormed).suffix(Self.threadLength))
        let answered = inReplyTo + references.reversed()
        guard let row = answered.lazy.compactMap(key.outboxRow(named:)).first else {
            outcome = .ignored(
                answered.contains { $0.contains("@mynd.") } ? "answers no email mynd sent (forged Message-ID)" : "not a reply to mynd")
            return
        }
        if case .failure(let error) = sender {
            let field = entity.fields(named: "From").first.flatMap { $0.isEmpty ? nil : ": " + Self.shown($0, limit: 80) } ?? ""
            outcome = .ignored("\(error)\(field)")
            return
        }
        guard allowed != nil else {
            outcome = .ignored("from \(from), not in imap.allow_from")
            return
        }
        if let automatic = Self.automatic(entity) {
            outcome = .ignored("an automatic reply (\(automatic))")
            return
        }
        let target = Row(id: row.id, kind: row.kind, ref: row.ref)
        outcome = .reply(target, text: ReplyText.ownLines(of: entity).joined(separator: "\n"))
    }

    /// `field` as `MailSpace.shown` writes it, on one line, cut to about `limit` characters.
    static func shown(_ field: String, limit: Int) -> String {
        let text = MailSpace.shown(field)
        return text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }

    /// The ids in a Message-ID, In-Reply-To or References field: each `<…>`, brackets removed.
    static func ids(in field: String) -> [String] {
        var ids: [String] = []
        var rest = Substring(EncodedWordDecoder.decode(field))
        while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
            let id = MailSpace.trimmed(rest[rest.index(after: open)..<close])
            if !id.isEmpty { ids.append(id) }
            rest = rest[rest.index(after: close)...]
        }
        return ids
    }

    /// The header that marks `entity` as written by a machine (RFC 3834's Auto-Submitted with
    /// any value but `no`; `Precedence: bulk`, `list`, `junk` or `auto_reply`; the X-Autoreply
    /// and X-Autorespond of vacation programs; Exchange's X-Auto-Response-Suppress, which its
    /// out-of-office replies carry, with any value but `None`), as "name: value"; nil for a
    /// person's reply. A vacation notice answered with "I didn't understand" could answer back,
    /// for ever.
    static func automatic(_ entity: MIMEEntity) -> String? {
        // The value without its parameters (after ';'), and its first word (before a space, a
        // comma or a comment): "no (sent by a person)" says no.
        func value(_ name: String) -> String? {
            entity.field(name).map { MailSpace.asciiLowercased(MailSpace.trimmed($0.split(separator: ";").first ?? "")) }
        }
        func word(_ value: String) -> String { String(value.prefix { !" \t(,".contains($0) }) }
        for (name, quiet) in [
            ("Auto-Submitted", "no"), ("X-Autoreply", "no"), ("X-Autorespond", "no"), ("X-Auto-Response-Suppress", "none"),
        ] {
            if let said = value(name), word(said) != quiet { return "\(name): \(Terminal.line(said, limit: 40))" }
        }
        if let precedence = value("Precedence").map(word), ["bulk", "list", "junk", "auto_reply"].contains(precedence) {
            return "Precedence: \(precedence)"
        }
        return nil
    }
}
