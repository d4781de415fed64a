import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

/// The texts every person without a key reads: whole words, clean punctuation, at most 100
/// characters, the next action or blocker named, and no phrasing heard twice in a week.
@Suite(.timed) struct FallbackTextTests {
    /// Goals of every length, with and without a next action or a blocker; the first three are
    /// the ones the issue found broken.
    static let goals: [(goal: String, step: String?, situation: FallbackText.Situation)] = [
        (
            "Learn enough Spanish to order dinner in Madrid without pointing at the menu",
            "Email Maria for last year's course notes and the teacher's number", .nextAction
        ),
        ("Call grandma.", nil, .plain),
        (
            "Renew passport before the May trip to Lisbon with the whole family",
            "Get the birth certificate copy from the town hall archive", .blocked
        ),
        ("Run", nil, .plain),
        ("Fix the bike's brakes", "Order brake pads", .nextAction),
        ("Write the grant application for the community garden project, due at the end of the quarter", nil, .asking),
        ("Tidy the garage!", nil, .returning),
        ("Finish reading “The Overstory”?", "Read chapter 12", .nextAction),
        ("Supercalifragilisticexpialidociousness-and-other-very-long-hyphenated-words-in-a-goal", nil, .plain),
        (
            "Ask the landlord about the damp wall in the bedroom before winter comes",
            "Landlord has not answered the last two emails, need a phone number", .blocked
        ),
        ("Plan Ana's 40th birthday surprise; book the venue, invite everyone, order the cake", "Call the venue", .nextAction),
        ("Move savings to the better account", nil, .asking),
    ]

    static func text(_ n: Int, recent: [String] = []) -> String {
        let g = goals[n]
        return FallbackText.followUp(goal: g.goal, step: g.step, situation: g.situation, recent: recent, seed: UInt64(n * 7))
    }

    @Test(arguments: 0..<goals.count)
    func eachText_fits_inWholeWords_withCleanPunctuation(_ n: Int) throws {
        let text = Self.text(n)
        #expect(text.count <= 100, "\(text)")
        #expect(text.first { $0.isLetter }?.isUppercase == true, "\(text)")
        let marks = Set(".?!,;:…")
        let doubled = zip(text, text.dropFirst()).contains { marks.contains($0) && marks.contains($1) }
        #expect(!doubled, "doubled punctuation: \(text)")
        // Every shortened word ends where a word of the goal or step ends.
        let source = ([Self.goals[n].goal, Self.goals[n].step ?? ""]).joined(separator: " ")
        let sourceWords = Set(source.split(whereSeparator: { $0.isWhitespace }).map { String($0) })
        for word in text.split(separator: " ") where word.contains("…") {
            let cut = word.split(separator: "…")[0].trimmingCharacters(in: CharacterSet(charactersIn: "“”"))
            guard !cut.isEmpty else { continue }
            let whole = sourceWords.contains { $0.trimmingCharacters(in: CharacterSet(charactersIn: "“”.,;:!?")) == cut }
            let tooLong = source.split(separator: " ").first.map { $0.count > 14 && $0.hasPrefix(cut) } ?? false
            #expect(whole || tooLong, "'\(cut)' is not a whole word of the goal: \(text)")
        }
        if let step = Self.goals[n].step, [.nextAction, .blocked].contains(Self.goals[n].situation) {
            let first = String(step.split(separator: " ")[0])
            #expect(text.contains(first), "the step is named: \(text)")
        }
    }

    @Test func theGoals_openInAtLeastFourWays() {
        let openings = Set((0..<Self.goals.count).map { Self.text($0).split(separator: " ").prefix(2).joined(separator: " ") })
        #expect(openings.count >= 4, "\(openings)")
    }

    /// As many nudges in a week as there are phrasings (at least six; eight for the common
    /// situations): all different, then the one used longest ago comes back, and the next.
    @Test(arguments: FallbackText.Situation.allCases)
    func aGoal_neverHearsTheSamePhrasing_withinAWeek(_ situation: FallbackText.Situation) {
        let count = FallbackFrames.frames(for: situation).count
        #expect(count >= (situation == .blocked || situation == .asking ? 6 : 8))
        var sent: [String] = []  // newest first, as the store gives them
        for _ in 0..<count {
            sent.insert(
                FallbackText.followUp(goal: "Plant the garden", step: "Buy seeds", situation: situation, recent: sent, seed: 3), at: 0)
        }
        #expect(Set(sent).count == count, "\(sent)")
        let again = FallbackText.followUp(goal: "Plant the garden", step: "Buy seeds", situation: situation, recent: sent, seed: 3)
        // A returning line comes back with an end it has not had (ReturningVarietyTests).
        func isBack(_ text: String, _ oldest: String) -> Bool {
            situation == .returning ? text.hasPrefix(oldest + " ") : text == oldest
        }
        #expect(isBack(again, sent[count - 1]), "all used: the oldest comes back")
        let next = FallbackText.followUp(
            goal: "Plant the garden", step: "Buy seeds", situation: situation, recent: [again] + sent.dropLast(), seed: 3)
        #expect(isBack(next, sent[count - 2]), "then the next oldest, not the one just sent")
    }

    /// The question offers the notification's own two answers, whichever phrasing it gets.
    @Test(arguments: 0..<6)
    func askingWhetherItStillMatters_namesBothAnswers(_ seed: Int) {
        let text = FallbackText.followUp(goal: "Learn the cello", situation: .asking, seed: UInt64(seed))
        #expect(text.lowercased().contains("keep it") && text.contains("let it go"), "\(text)")
    }

    @Test func aFrenchQuote_inAGoal_losesItsInnerSpaces_inAnotherLanguagesMarks() {
        #expect(Language.german.words.quotes.quote("Lire « L’Étranger » de Camus") == "„Lire ‚L’Étranger‘ de Camus“")
        #expect(Language.spanish.words.quotes.quote("Lire «\u{202F}L’Étranger\u{202F}»") == "«Lire “L’Étranger”»")
        #expect(Language.english.words.quotes.quote("Read „Faust“ again") == "“Read ‘Faust’ again”")
    }

    @Test func aGoalOnSeveralLines_isNamedByItsFirst_andNothingIsCutThatFits() {
        let goal = "Buy a new laptop\nbudget: 1200€, needs 32GB RAM"
        for seed in 0..<8 {
            let text = FallbackText.followUp(
                goal: goal, step: "Compare the ThinkPad X1 with the Framework 13", situation: .nextAction, seed: UInt64(seed))
            #expect(text.contains("“Buy a new laptop”") && !text.contains("budget"), "\(text)")
            #expect(text.contains("Compare the ThinkPad X1 with the Framework 13") && !text.contains("…"), "\(text)")
        }
    }

    @Test func aPersonBlocking_getsWordsAboutReachingThem() {
        let situation = FallbackText.situation(.stale, hasNextAction: false, hasBlocker: true, blockerIsPerson: true)
        #expect(situation == .waitingOnPerson)
        for language in Language.allCases {
            for seed in 0..<8 {
                let text = FallbackText.followUp(
                    goal: "Plan Sam & Alex's surprise party", step: "Alex Kim", situation: situation, seed: UInt64(seed), language: language
                )
                #expect(text.contains("Alex Kim") && !FallbackText.isWritten(text, from: .blocked, in: language), "\(text)")
            }
        }
    }

    @Test func theSentenceEnd_ofAGoal_isNotDoubled_norItsQuotes() {
        #expect(FallbackText.followUp(goal: "Call grandma.", situation: .returning, seed: 0) == "Back, as you asked: “Call grandma”.")
        #expect(
            FallbackText.followUp(goal: "Finish “The Overstory”?", situation: .returning, seed: 0)
                == "Back, as you asked: “Finish ‘The Overstory’”.")
    }

    @Test(arguments: [
        ("Learn enough Spanish to order dinner", 26, "Learn enough Spanish…"),
        ("Renew passport before the May trip", 28, "Renew passport…"),
        ("Short", 10, "Short"),
        ("Buy milk, eggs and bread", 12, "Buy milk…"),
        ("Supercalifragilistic", 8, "Superca…"),
    ])
    func excerpt_cutsAtAWordBoundary(text: String, limit: Int, expected: String) {
        #expect(text.excerpt(limit) == expected)
        #expect(text.excerpt(limit).count <= limit)
    }
}
