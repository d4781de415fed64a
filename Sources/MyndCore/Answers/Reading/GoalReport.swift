/// Whether a clause reports that the goal's own action happened ("Hab sie gestern angerufen"
/// to "Oma anrufen", "called her" to "Call Oma"), or — about a person — that the person was
/// contacted ("le escribí", "coffee with her"). A report needs a verb of the goal (or of
/// contact) in a past form: a past ending, a participle, an irregular past, or a perfect
/// auxiliary beside it. "I'll call her" is no report.
struct GoalReport {
    var vocabulary: ReplyVocabulary

    /// The indices of the words that make the report, or nil when there is none. `free` are
    /// the words no other reading took.
    func report(_ words: [String], free: Set<Int>, goal: String, person: Bool) -> Set<Int>? {
        let goalStems = (person ? vocabulary.contact : contentWords(goal)).map(stem)
        guard !goalStems.isEmpty else { return nil }
        let perfect = words.contains { vocabulary.perfect.contains($0) }
        for index in free.sorted() {
            let word = words[index]
            guard word.count >= 3 || vocabulary.irregular[word] != nil else { continue }
            for (base, inflected) in bases(word) where perfect || inflected {
                if goalStems.contains(where: { same(stem(base), $0) }) { return [index] }
            }
        }
        guard person else { return nil }
        // Being with them: "coffee with her", "un café ensemble" (its small words may be taken).
        for index in words.indices where free.contains(index) {
            let length = vocabulary.together.match(words, at: index)
            if length > 0 { return Set(index..<index + length) }
        }
        return nil
    }

    /// Whether a word is a verb's past by its form alone, whatever the goal: an irregular past,
    /// a German participle ("gekauft", "abgeschickt"), an English "-ed", an auxiliary of the
    /// perfect ("hab", "have", "j ai"). Spanish and French pasts look too much like other words
    /// without the goal's verb to compare with, and are left to the report.
    func looksPast(_ word: String) -> Bool {
        if vocabulary.irregular[word] != nil || Self.auxiliaries.contains(word) { return true }
        if word.count >= 5, word.hasSuffix("ed") { return true }
        // "telefoniert", "organisiert": German participles of -ieren verbs carry no "ge".
        if word.count >= 7, word.hasSuffix("iert") { return true }
        let participle = { (rest: Substring) in rest.count >= 5 && (rest.hasSuffix("t") || rest.hasSuffix("en")) }
        if word.hasPrefix("ge"), participle(word.dropFirst(2)) { return true }
        return vocabulary.particles.contains { word.hasPrefix($0 + "ge") && participle(word.dropFirst($0.count + 2)) }
    }

    /// Auxiliaries that only ever make a past: not "he" (a pronoun too) or "ha".
    private static let auxiliaries: Set<String> = [
        "have", "has", "had", "was", "were", "hab", "habe", "haben", "hatte", "hatten", "war", "waren", "ai", "avons", "hemos",
        "habia",
    ]

    /// The goal's words that may be its verb: not small words, not numbers.
    private func contentWords(_ goal: String) -> [String] {
        ReplyTokens.words(ReplyTokens.fold(goal)).filter { $0.count >= 3 && !StopWords.contains($0) && Int($0) == nil }
    }

    /// What a word may be the present of, and whether it was inflected to get there: itself;
    /// an irregular past's present; without a participle's "ge" (after a separable particle
    /// too: "angerufen" → "anrufen"); without a past ending ("called" → "call").
    private func bases(_ word: String) -> [(String, Bool)] {
        var result: [(String, Bool)] = [(word, false)]
        if let present = vocabulary.irregular[word] { result.append((present, true)) }
        var stripped: [String] = []
        for prefix in vocabulary.pastPrefixes where word.hasPrefix(prefix) && word.count > prefix.count + 3 {
            stripped.append(String(word.dropFirst(prefix.count)))
        }
        for particle in vocabulary.particles {
            for prefix in vocabulary.pastPrefixes where word.hasPrefix(particle + prefix) && word.count > particle.count + prefix.count + 3
            {
                stripped.append(particle + word.dropFirst(particle.count + prefix.count))
            }
        }
        for candidate in [word] + stripped {
            if candidate != word { result.append((candidate, true)) }
            for ending in vocabulary.pastEndings where candidate.hasSuffix(ending) && candidate.count > ending.count + 2 {
                result.append((String(candidate.dropLast(ending.count)), true))
            }
        }
        return result
    }

    /// A word without the endings its infinitive or present may have ("anrufen" → "anruf",
    /// "llamar" → "llam", "appeler" → "appel", "calls" → "call").
    func stem(_ word: String) -> String {
        for ending in Self.presentEndings where word.hasSuffix(ending) && word.count > ending.count + 2 {
            return String(word.dropLast(ending.count))
        }
        return word
    }

    private static let presentEndings = ["ing", "en", "er", "ar", "ir", "es", "ed", "e", "s", "n", "t"]

    /// Two stems of one verb: one is the other, or they share all but a letter or two of
    /// the shorter and at least four letters ("schreib" and "schrieb" do not; "llam" and
    /// "llam" do).
    func sameVerb(_ a: String, _ b: String) -> Bool { same(a, b) }

    private func same(_ a: String, _ b: String) -> Bool {
        if a == b { return a.count >= 3 }
        let shared = zip(a, b).prefix { $0 == $1 }.count
        return shared >= 4 && shared >= min(a.count, b.count) - 1
    }
}
