extension ReplyWords {
    /// The words of a thank-you that may end a command line ("Done, thanks!", "Más tarde,
    /// gracias", "später, danke schön", "fait, merci beaucoup"), every language's, as the
    /// tables hold words (lowercase, no accents): the rest of a line must be the command.
    static let courtesy: Set<String> = [
        // English
        "thanks", "thank", "you", "thx", "ty", "please", "pls", "cheers", "so", "much", "very", "a", "lot", "mynd", "axel",
        // German
        "danke", "dankeschon", "schon", "vielen", "dank", "bitte", "sehr",
        // Spanish
        "gracias", "muchas", "mil", "por", "favor", "porfa",
        // French
        "merci", "beaucoup", "stp", "svp", "s", "il", "te", "vous", "plait",
    ]

    /// `words` without the thank-you at their end; the words before it are left as they are.
    static func withoutCourtesy(_ words: [String]) -> [String] {
        var kept = words
        while let last = kept.last, courtesy.contains(folded(last)) { kept.removeLast() }
        return kept
    }
}
