import MyndCore

extension ReplyWords {
    /// The words of a thank-you that may end a command line ("Done, thanks!", "Más tarde,
    /// gracias", "später, danke schön", "fait, merci beaucoup"), every language's, as the
    /// tables hold words (lowercase, no accents): the rest of a line must be the command.
    static let allCourtesy: Set<String> = all.reduce(into: []) { $0.formUnion($1.courtesy) }

    /// `words` without the thank-you at their end; the words before it are left as they are.
    static func withoutCourtesy(_ words: [String]) -> [String] {
        var kept = words
        while let last = kept.last, allCourtesy.contains(folded(last)) { kept.removeLast() }
        return kept
    }
}
