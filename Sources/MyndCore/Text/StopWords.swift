/// The small words of the languages mynd speaks (each `LanguagePack.smallWords`): articles,
/// pronouns, prepositions, auxiliaries and the like, folded (lower case, no accents). They say
/// nothing about what a text is about, so they are left out when texts are compared
/// (`GoalMention`), and a name that is also one of them ("Will", "May") is only taken for a
/// name where it is written as one (`PrivacyMask`).
package enum StopWords {
    package static func contains(_ foldedWord: String) -> Bool { all.contains(foldedWord) }

    static let all: Set<String> = Language.allCases.reduce(into: []) { $0.formUnion($1.pack.smallWords) }
}
