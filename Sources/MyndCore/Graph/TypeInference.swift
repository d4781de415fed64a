/// Guesses the type of a captured thought from its wording, so `mynd capture` needs no type:
/// goal words first ("want to", "ich will", "quiero", "je dois"), then question words, then a
/// task written as a to-do list writes one ("Call Oma", "Oma anrufen", "Llamar a la abuela"),
/// otherwise a thought — in every language mynd speaks (each pack's `CaptureWords`).
package enum TypeInference {
    package static func nodeType(for text: String) -> NodeType {
        let lowered = text.lowercased()
        // English as it always read it: substrings ("goalkeeper" is a goal, as in the app it
        // comes from).
        if lowered.contains("want to") || lowered.contains("goal") || lowered.contains("need to") { return .goal }
        let words = CaptureReading.words(text)
        if CaptureReading.goal.occurs(in: words) { return .goal }
        if lowered.contains("should i") || lowered.contains("wondering") || lowered.contains("?") || lowered.contains("¿") {
            return .question
        }
        if CaptureReading.question.occurs(in: words) { return .question }
        return CaptureReading.isTask(words) ? .goal : .thought
    }
}

/// Every language's capture words, merged.
enum CaptureReading {
    static let goal = PhraseSet(Language.allCases.flatMap(\.pack.capture.goal))
    static let question = PhraseSet(Language.allCases.flatMap(\.pack.capture.question))
    static let first: Set<String> = Language.allCases.filter { !$0.pack.capture.verbLast }
        .reduce(into: []) { $0.formUnion($1.pack.capture.tasks) }
    static let last: Set<String> = Language.allCases.filter(\.pack.capture.verbLast)
        .reduce(into: []) { $0.formUnion($1.pack.capture.tasks) }

    static func words(_ text: String) -> [String] { ReplyTokens.words(ReplyTokens.fold(text)) }

    /// "Call mom", "Buy seeds", "Appeler mamie": a sentence that starts with a verb of doing;
    /// "Oma anrufen": a short one that ends with one.
    static func isTask(_ words: [String]) -> Bool {
        guard let head = words.first else { return false }
        if first.contains(head) { return true }
        return words.count <= 6 && words.count >= 2 && last.contains(words[words.count - 1])
    }
}
