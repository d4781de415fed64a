/// Git-style short ids: a node is printed as the shortest prefix of its UUID that no other
/// node shares (at least `minimumLength` characters), and accepted as any unique prefix.
package enum ShortID {
    package static let minimumLength = 4

    /// The length of the shortest unique prefix of `id`, given its neighbours in sorted order
    /// (the ids just before and after it). Any other id shares a shorter prefix with `id` than
    /// these two do, so they alone decide.
    package static func uniqueLength(of id: String, previous: String?, next: String?) -> Int {
        let shared = max(commonPrefixLength(id, previous), commonPrefixLength(id, next))
        return min(id.utf8.count, max(minimumLength, shared + 1))
    }

    static func commonPrefixLength(_ a: String, _ b: String?) -> Int {
        guard let b else { return 0 }
        var n = 0
        for (x, y) in zip(a.utf8, b.utf8) {
            guard x == y else { break }
            n += 1
        }
        return n
    }

    /// Checks what a person typed as an id and returns it normalised (lowercase), or nil
    /// when it cannot be an id prefix: only hex digits and hyphens, at most 36 characters.
    package static func normalisedPrefix(_ text: String) -> String? {
        let lowered = text.lowercased()
        guard !lowered.isEmpty, lowered.utf8.count <= 36,
            lowered.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) || $0 == 45 })
        else { return nil }
        return lowered
    }

    /// The smallest string greater than every string starting with `prefix`, so
    /// `id >= prefix AND id < upperBound(prefix)` finds the prefix through an index.
    package static func upperBound(of prefix: String) -> String {
        precondition(!prefix.isEmpty, "upperBound needs a prefix from normalisedPrefix, which is never empty")
        var bytes = Array(prefix.utf8)
        bytes[bytes.count - 1] += 1  // hex digits and '-' are never 0xFF
        return String(decoding: bytes, as: UTF8.self)
    }
}
