package import MyndCore

/// A Message-ID (RFC 5322 §3.6.4) that belongs to one outbox row: `<outbox-12.digest.2026-11-21@mynd.HOST>`,
/// or, signed with the reply key, `<outbox-12.digest.2026-11-21.TAG@mynd.HOST>`.
///
/// It is derived from the row, not made up per attempt, so the one duplicate the outbox allows
/// — a crash after the server took the message and before the row was marked sent — carries
/// the same id as the first copy, and mail clients that de-duplicate by Message-ID show one.
package struct MessageID: Hashable, Sendable, CustomStringConvertible {
    /// The id without its angle brackets.
    package let value: String

    /// The id of `item` on `host` (this machine's name, so two machines with their own
    /// databases cannot mint the same id for their own rows).
    package init(outbox item: OutboxItem, host: String) {
        value = "\(Self.local(item))@mynd.\(Self.domain(host))"
    }

    /// The id of `item` on `host`, signed with `key` (see `ReplyKey`): a reply whose
    /// In-Reply-To names it can only have been written to this email, because nobody without
    /// the key can make the tag for another row.
    package init(outbox item: OutboxItem, host: String, key: ReplyKey) {
        let local = Self.local(item)
        value = "\(local).\(key.tag(local))@mynd.\(Self.domain(host))"
    }

    /// The row's part of the id: `outbox-ROW.KIND.REF`, the ref cut to 64 characters (a
    /// UUID or a date is shorter; an answer's ref is someone's Message-ID, of any length).
    static func local(_ item: OutboxItem) -> String {
        "outbox-\(item.id).\(item.kind.rawValue).\(atom(String(item.ref.prefix(64))))"
    }

    package var description: String { "<\(value)>" }

    /// Whether `id` (without angle brackets) can go into a header as it is: `left@right` of
    /// printable ASCII with no space, bracket or quote, and not absurdly long. Ids read from
    /// someone's mail are checked with this before mynd repeats them.
    package static func isWellFormed(_ id: String) -> Bool {
        let parts = id.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty && id.utf8.count <= 250
            && id.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7f && !"<>\"\\".unicodeScalars.contains($0) }
    }

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
