/// A Message-ID (RFC 5322 §3.6.4) that belongs to one outbox row: `<outbox-12.digest.2026-11-21@mynd.HOST>`,
/// or, signed with the reply key, `<outbox-12.digest.2026-11-21.TAG@mynd.HOST>`.
///
/// It is derived from the row, not made up per attempt, so the one duplicate the outbox allows
/// — a crash after the server took the message and before the row was marked sent — carries
/// the same id as the first copy, and mail clients that de-duplicate by Message-ID show one.
public struct MessageID: Hashable, Sendable, CustomStringConvertible {
    /// The id without its angle brackets.
    public let value: String

    /// The id of `item` on `host` (this machine's name, so two machines with their own
    /// databases cannot mint the same id for their own rows).
    public init(outbox item: OutboxItem, host: String) {
        value = "\(Self.local(item))@mynd.\(Self.domain(host))"
    }

    /// The id of `item` on `host`, signed with `key` (see `ReplyKey`): a reply whose
    /// In-Reply-To names it can only have been written to this email, because nobody without
    /// the key can make the tag for another row.
    public init(outbox item: OutboxItem, host: String, key: ReplyKey) {
        let local = Self.local(item)
        value = "\(local).\(key.tag(local))@mynd.\(Self.domain(host))"
    }

    /// An id for a message that is no outbox row (the answer to a reply mynd could not read):
    /// `local` made of letters, digits, hyphens and dots.
    public init(local: String, host: String) {
        value = "\(local.split(separator: ".").map { Self.atom(String($0)) }.joined(separator: "."))@mynd.\(Self.domain(host))"
    }

    /// The row's part of the id: `outbox-ROW.KIND.REF`.
    static func local(_ item: OutboxItem) -> String {
        "outbox-\(item.id).\(item.kind.rawValue).\(atom(item.ref))"
    }

    public var description: String { "<\(value)>" }

    /// Letters, digits and hyphens only (a date, a UUID): anything else becomes a hyphen, so
    /// the left part is always a dot-atom.
    static func atom(_ text: String) -> String {
        let mapped = String(text.unicodeScalars.map { isLetterOrDigit($0) || $0 == "-" ? Character($0) : "-" })
        return mapped.isEmpty ? "none" : mapped
    }

    /// A host name as dot-separated labels of letters, digits and hyphens; `localhost` when
    /// nothing usable is left.
    static func domain(_ host: String) -> String {
        let labels = host.lowercased().split(separator: ".").map { atom(String($0)) }.filter { $0 != "none" }
        return labels.isEmpty ? "localhost" : labels.joined(separator: ".")
    }

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
