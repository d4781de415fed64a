/// Guesses the type of a captured thought from its wording, as the seed's memory engine does
/// (seed 000 §4.5 `inferNodeType`), so `mynd capture` needs no type.
package enum TypeInference {
    package static func nodeType(for text: String) -> NodeType {
        let lowered = text.lowercased()
        if lowered.contains("want to") || lowered.contains("goal") || lowered.contains("need to") {
            return .goal
        }
        if lowered.contains("should i") || lowered.contains("wondering") || lowered.contains("?") {
            return .question
        }
        // "Call mom", "Buy seeds": a sentence that starts with a verb of doing is something to do.
        let first = lowered.split(whereSeparator: { !$0.isLetter && $0 != "'" }).first.map(String.init) ?? ""
        if imperatives.contains(first) { return .goal }
        return .thought
    }

    /// Verbs a to-do starts with (the imperative of everyday tasks). A word that is also a
    /// common noun at the start of a note ("book", "plan", "water", "call") is here too: in a
    /// one-line capture it is far more often the task.
    static let imperatives: Set<String> = [
        "answer", "apply", "ask", "back", "bake", "book", "bring", "buy", "call", "cancel", "change", "check", "clean", "clear",
        "collect", "contact", "cook", "copy", "delete", "deliver", "do", "download", "draft", "drop", "email", "e-mail", "empty",
        "figure", "file", "fill", "find", "finish", "fix", "follow", "get", "give", "go", "grab", "hang", "help", "invite",
        "install", "learn", "look", "mail", "make", "meet", "move", "order", "organise", "organize", "pack", "paint", "pay",
        "phone", "pick", "plan", "plant", "post", "prepare", "print", "put", "read", "register", "remember", "remind", "renew",
        "repair", "replace", "reply", "research", "reserve", "return", "review", "ring", "schedule", "sell", "send", "set",
        "sign", "sort", "start", "submit", "take", "talk", "tell", "text", "tidy", "try", "update", "upload", "visit", "wash",
        "water", "write",
    ]
}
