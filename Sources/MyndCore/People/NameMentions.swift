package import Foundation

/// Which people a captured text names: `mynd capture "Coffee with Lucía, …"` links the thought
/// to Lucía with a `mentions` edge, without Claude.
package enum NameMentions {
    /// The ids of `people` whose name is in `text` as whole words, ignoring case and accents
    /// ("lucia" finds "Lucía"). A person is found by their full name, by their first name when
    /// no other person shares it ("Coffee with Lucía" finds "Lucía Fernández"), or by the
    /// relation they are known by when no other person shares that ("Call grandma" finds
    /// "Grandma Rosa"). A name may stand in a possessive or a genitive ("Lucía's birthday",
    /// "Marco’s bike", "Lucías Geburtstag", "d'Anna"); "de Lucía" is the name as a word.
    package static func people(mentionedIn text: String, among people: [Node]) -> [UUID] {
        let words = Self.words(text).map(forms)
        guard !words.isEmpty else { return [] }
        let names = people.map { (id: $0.id, words: Self.words($0.content)) }.filter { !$0.words.isEmpty }
        var firstNameCount: [String: Int] = [:]
        var relationCount: [String: Int] = [:]
        // A relation before the name ("Grandma Rosa") leaves "Rosa" the first name.
        func firstName(_ words: [String]) -> String { words.first { !relations.contains($0) } ?? words[0] }
        for name in names {
            firstNameCount[firstName(name.words), default: 0] += 1
            for word in Set(name.words) where relations.contains(word) { relationCount[word, default: 0] += 1 }
        }
        return names.filter { name in
            if contains(words, name.words) { return true }
            guard name.words.count > 1 else { return false }
            let first = firstName(name.words)
            if firstNameCount[first] == 1, contains(words, [first]) { return true }
            return name.words.contains { relationCount[$0] == 1 && contains(words, [$0]) }
        }.map(\.id)
    }

    /// Whether `text` names `phrase` whole, as consecutive words (case and accents ignored, a
    /// possessive allowed): "an hour on learn Spanish today" names the goal "Learn Spanish".
    package static func names(_ phrase: String, in text: String) -> Bool {
        let needle = words(phrase)
        return !needle.isEmpty && contains(words(text).map(forms), needle)
    }

    /// Words that name a relation, in the languages mynd speaks (each pack's `relations`): a
    /// person called "Grandma Rosa" or "Tante Inge" is found by the relation alone.
    static let relations: Set<String> = Language.allCases.reduce(into: []) { $0.formUnion($1.pack.relations) }

    /// The text's words, folded (lower case, no accents): letters, digits, and inner
    /// apostrophes or hyphens ("O'Brien", "Jean-Luc").
    static func words(_ text: String) -> [String] {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .replacingOccurrences(of: "œ", with: "oe")
        return folded.split { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "’" || $0 == "-") }
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'’-")) }
            .filter { !$0.isEmpty }
    }

    /// What a word of the text may be a name in: itself, its possessive or genitive taken off
    /// ("lucia's", "marco’s", "lucias" → "lucia"), an elided French article taken off
    /// ("d'anna" → "anna").
    static func forms(_ word: String) -> [String] {
        var forms = [word]
        for suffix in ["'s", "’s"] where word.hasSuffix(suffix) && word.count > 3 { forms.append(String(word.dropLast(2))) }
        if word.hasSuffix("s"), word.count > 3 { forms.append(String(word.dropLast())) }
        for prefix in ["d'", "d’", "l'", "l’"] where word.hasPrefix(prefix) && word.count > 3 { forms.append(String(word.dropFirst(2))) }
        return forms
    }

    /// Whether `needle` appears in `words` (each word with its possible forms) as a run of
    /// consecutive words.
    static func contains(_ words: [[String]], _ needle: [String]) -> Bool {
        guard needle.count <= words.count else { return false }
        return (0...(words.count - needle.count)).contains { start in
            needle.indices.allSatisfy { words[start + $0].contains(needle[$0]) }
        }
    }
}
