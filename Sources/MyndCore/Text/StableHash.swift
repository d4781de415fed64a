/// FNV-1a, 64 bits: a hash that is the same in every process and on every machine (Swift's
/// `Hasher` is seeded anew in each process), for what must come out the same from the same
/// input: ids derived from keys, the first phrasing a goal hears.
package enum StableHash {
    /// FNV-1a's offset basis for 64 bits.
    package static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    package static func fnv1a64(_ bytes: some Sequence<UInt8>, basis: UInt64 = offsetBasis) -> UInt64 {
        var hash = basis
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
