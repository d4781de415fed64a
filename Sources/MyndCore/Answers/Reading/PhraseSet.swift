/// Phrases of folded words, found in a clause by the longest match at a position: "lass es
/// los" before "lass es".
struct PhraseSet: Sendable {
    private var phrases: Set<[String]> = []
    private var longest = 0

    init(_ phrases: some Sequence<String>) {
        for phrase in phrases {
            let words = ReplyTokens.words(phrase)
            guard !words.isEmpty else { continue }
            self.phrases.insert(words)
            longest = max(longest, words.count)
        }
    }

    var isEmpty: Bool { phrases.isEmpty }

    /// How many words of `words` from `index` the longest phrase here takes; 0 for none.
    func match(_ words: [String], at index: Int) -> Int {
        var length = min(longest, words.count - index)
        while length > 0 {
            if phrases.contains(Array(words[index..<index + length])) { return length }
            length -= 1
        }
        return 0
    }

    /// The phrases of `count` words.
    func words(ofLength count: Int) -> [[String]] { phrases.filter { $0.count == count } }

    /// Whether `words` is one of the phrases, whole.
    func contains(_ words: [String]) -> Bool { phrases.contains(words) }

    /// Whether some phrase occurs in `words` at a position `free` allows (every word of it free).
    func occurs(in words: [String], free: (Int) -> Bool = { _ in true }) -> Bool {
        words.indices.contains { index in
            let length = match(words, at: index)
            return length > 0 && (index..<index + length).allSatisfy(free)
        }
    }
}
