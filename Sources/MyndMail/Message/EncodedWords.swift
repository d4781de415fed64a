/// RFC 2047 encoded-words (`=?UTF-8?B?…?=`): how a header carries text that is not ASCII.
enum EncodedWords {
    /// An encoded-word may be at most 75 characters long (RFC 2047 §2).
    static let maximumLength = 75
    /// `=?UTF-8?B?` and `?=` around the base64.
    static let overhead = 12

    /// `text` as encoded-words, the first at most `firstLength` characters long and the rest at
    /// most `maximumLength`. A word never splits a character (§5: each word must decode on its
    /// own), and, where a character fits, never a grapheme cluster, so no decoder shows half an
    /// emoji between words.
    static func encode(_ text: String, firstLength: Int) -> [String] {
        var words: [String] = []
        var chunk: [UInt8] = []
        func capacity() -> Int {
            let length = words.isEmpty ? min(firstLength, maximumLength) : maximumLength
            return max(length - overhead, 8) / 4 * 3
        }
        func flush() {
            guard !chunk.isEmpty else { return }
            words.append("=?UTF-8?B?" + Base64.encode(chunk) + "?=")
            chunk = []
        }
        for character in text {
            let bytes = Array(character.utf8)
            if chunk.count + bytes.count <= capacity() {
                chunk += bytes
                continue
            }
            flush()
            if bytes.count <= capacity() {
                chunk = bytes
                continue
            }
            // A cluster longer than a word (a long run of combining marks): split between its scalars.
            for scalar in character.unicodeScalars {
                let scalarBytes = Array(String(scalar).utf8)
                if chunk.count + scalarBytes.count > capacity() { flush() }
                chunk += scalarBytes
            }
        }
        flush()
        return words
    }
}
