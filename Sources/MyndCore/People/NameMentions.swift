public import Foundation

/// Which people a captured text names: `mynd capture "Coffee with Lucía, …"` links the thought
/// to Lucía with a `mentions` edge, without Claude.
public enum NameMentions {
    /// The ids of `people` whose name is in `text` as whole words, ignoring case and accents
    /// ("lucia" finds "Lucía"). A person is found by their full name, or by their first name
    /// when no other person shares it ("Coffee with Lucía" finds "Lucía Fernández").
    public static func people(mentionedIn text: String, among people: [Node]) -> [UUID] {
        let words = Self.words(text)
        guard !words.isEmpty else { return [] }
        let names = people.map { (id: $0.id, words: Self.words($0.content)) }.filter { !$0.words.isEmpty }
        var firstNameCount: [String: Int] = [:]
        for name in names { firstNameCount[name.words[0], default: 0] += 1 }
        return names.filter { name in
            contains(words, name.words) || (name.words.count > 1 && firstNameCount[name.words[0]] == 1 && words.contains(name.words[0]))
        }.map(\.id)
    }

    /// The text's words, folded (lower case, no accents): letters, digits, and inner
    /// apostrophes or hyphens ("O'Brien", "Jean-Luc").
    static func words(_ text: String) -> [String] {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        return folded.split { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "’" || $0 == "-") }
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'’-")) }
            .filter { !$0.isEmpty }
    }

    /// Whether `needle` appears in `words` as a run of consecutive words.
    static func contains(_ words: [String], _ needle: [String]) -> Bool {
        guard needle.count <= words.count else { return false }
        return (0...(words.count - needle.count)).contains { Array(words[$0..<($0 + needle.count)]) == needle }
    }
}
