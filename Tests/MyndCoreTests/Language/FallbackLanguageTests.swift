import MyndTestSupport
import Testing

@testable import MyndCore

/// The fallback phrasings of each language: eight or more per situation, each telling itself
/// apart from the others (so a week never repeats one), the goal quoted the language's way,
/// and the frame giving way before the goal's words do.
@Suite(.timed) struct FallbackLanguageTests {
    static let others: [Language] = [.german, .spanish, .french]

    @Test(arguments: others)
    func eightPhrasings_perSituation(_ language: Language) {
        for situation in FallbackText.Situation.allCases {
            #expect(FallbackFrames.frames(for: situation, in: language).count >= 8, "\(language) \(situation)")
        }
    }

    /// A text written from one frame (in either form, the goal whole or cut) is matched by that
    /// frame only: otherwise a week of nudges would count a phrasing as used that was not.
    @Test(arguments: Language.allCases)
    func eachFrame_recognisesItsOwnTexts_only(_ language: Language) {
        let goals = ["Garten", "Learn enough Spanish to order dinner in Madrid without pointing at the menu, and then some more"]
        for situation in FallbackText.Situation.allCases {
            let frames = FallbackFrames.frames(for: situation, in: language)
            for (index, frame) in frames.enumerated() {
                for form in frame.forms {
                    for goal in goals {
                        let text = FallbackFrames.Frame.fill(form, goal: goal.excerpt(30), step: "Samen kaufen")
                        #expect(frame.matches(text), "\(text)")
                        for (other, otherFrame) in frames.enumerated() where other != index {
                            #expect(!otherFrame.matches(text), "\(language) \(situation) frame \(other) matches \(text)")
                        }
                    }
                }
            }
        }
    }

    @Test func theGoal_isQuoted_theLanguagesWay_itsOwnQuotesInside() {
        let german = FallbackText.followUp(goal: "„Faust“ lesen", situation: .returning, seed: 0, language: .german)
        #expect(german == "Wieder da, wie gewünscht: „‚Faust‘ lesen“.", "\(german)")
        let spanish = FallbackText.followUp(goal: "Leer \"Rayuela\"", situation: .returning, seed: 0, language: .spanish)
        #expect(spanish == "De vuelta, como pediste: «Leer “Rayuela”».", "\(spanish)")
        let french = FallbackText.followUp(goal: "Lire « Le Petit Prince »", situation: .returning, seed: 0, language: .french)
        // The spaces inside the goal's own « » go with them: “Le Petit Prince”, not “ Le Petit Prince ”.
        #expect(french.contains("«\u{202F}Lire “Le Petit Prince”\u{202F}»"), "\(french)")
    }

    /// The short form comes before any cut: a long goal stays whole while a shorter frame fits.
    @Test func aLongGoal_keepsItsWords_inTheShortForm() {
        let goal = "Die Steuererklärung für 2025 abgeben, mit allen Belegen"
        let text = FallbackText.followUp(goal: goal, situation: .plain, seed: 0, language: .german)
        #expect(text == "„\(goal)“ ruht. Ein kleiner Schritt heute?", "\(text)")
        #expect(text.count <= 100)
    }

    @Test func asking_namesBothButtons_inEachLanguage() {
        for language in Language.allCases {
            let keep = language.words.button(.keep).lowercased()
            let drop = language.words.button(.drop).lowercased()
            for seed in 0..<8 {
                let text = FallbackText.followUp(goal: "Cello", situation: .asking, seed: UInt64(seed), language: language).lowercased()
                #expect(text.contains(String(keep.prefix(5))) && text.contains(String(drop.prefix(5))), "\(language): \(text)")
            }
        }
    }

    @Test(arguments: [
        ("Call Lucía on +34 612 345 678 about the flat", 30, "Call Lucía…"),
        ("Renew passport before 1 March 2027", 26, "Renew passport…"),
        ("Finish reading ‘The Overstory’ this winter", 28, "Finish reading…"),
        ("Steuererklärung abgeben für das Jahr 2025", 26, "Steuererklärung abgeben…"),
        ("Walk 10,000 steps a day", 14, "Walk…"),
    ])
    func aCut_neverEndsOnANumber_norInsideAQuote(_ text: String, _ limit: Int, _ expected: String) {
        #expect(text.excerpt(limit, connectors: Words.allConnectors) == expected)
    }

    @Test func theInsight_fits_inEachLanguage_andQuotesTheGoal() {
        var facts = FallbackInsight.Facts()
        facts.quiet = [(String(repeating: "Steuererklärung abgeben ", count: 8), 5)]
        facts.activeCount = 4
        for language in Language.allCases {
            let text = FallbackInsight.text(facts, last: nil, language: language)
            #expect(text.count <= 150, "\(text)")
            #expect(text.hasPrefix(language.words.quotes.open + "Steuererklärung"), "\(text)")
            #expect(text.contains("…" + language.words.quotes.close), "\(text)")
        }
    }
}

extension FallbackLanguageTests {
    /// A goal or step with line breaks in it still makes a nudge of one line, in every language.
    @Test func aGoalWithLineBreaks_makesANudgeOfOneLine() {
        for language in Language.allCases {
            for situation in FallbackText.Situation.allCases {
                let text = FallbackText.followUp(
                    goal: "Plant\r\nthe\u{2028}garden", step: "Buy\nseeds", situation: situation, seed: 1, language: language)
                let oneLine = !text.contains { $0.isNewline }
                #expect(oneLine, "\(language): \(text.debugDescription)")
            }
        }
    }
}
