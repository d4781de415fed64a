import MyndTestSupport
import Testing

@testable import MyndCore

/// A goal snoozed again and again comes back with new words: its returning lines first in
/// each phrasing alone, then with a short second sentence, and the same words twice in a week
/// only when every phrasing with every end has been heard. In each language.
@Suite(.timed) struct ReturningVarietyTests {
    static let goals: [Language: String] = [
        .english: "Plant the spring bulbs", .german: "Frühlingszwiebeln pflanzen", .spanish: "Plantar los bulbos de primavera",
        .french: "Planter les bulbes de printemps",
    ]

    @Test(arguments: Language.allCases)
    func aGoalBackFortyTimesInAWeek_hearsFortyDifferentLines(_ language: Language) throws {
        let goal = try #require(Self.goals[language])
        let phrasings = FallbackFrames.frames(for: .returning, in: language).count
        var sent: [String] = []  // newest first, as the store gives them
        for _ in 0..<40 {
            sent.insert(FallbackText.followUp(goal: goal, situation: .returning, recent: sent, seed: 5, language: language), at: 0)
        }
        #expect(Set(sent).count == 40, "\(sent)")
        // The first round is the short line alone; the ends come once each phrasing was heard.
        let ends = language.pack.frames.returningEnds
        let first = sent.suffix(phrasings)
        #expect(first.allSatisfy { line in !ends.contains { line.hasSuffix(" " + $0) } }, "\(first)")
        #expect(sent.prefix(40 - phrasings).allSatisfy { line in ends.contains { line.hasSuffix(" " + $0) } })
        #expect(sent.allSatisfy { $0.count <= FallbackText.maximumLength && FallbackText.isWritten($0, from: .returning, in: language) })
        #expect(sent.allSatisfy { LanguageGuess.reads($0, as: language) }, "\(sent.filter { !LanguageGuess.reads($0, as: language) })")
    }

    /// An end is added only where it fits: a goal cut to fit gets none.
    @Test(arguments: Language.allCases)
    func aLongGoal_keepsItsWords_andGoesWithoutAnEnd(_ language: Language) {
        let goal = "Learn enough Spanish to order dinner in Madrid without pointing at the menu, and more"
        var sent: [String] = []
        for _ in 0..<12 {
            sent.insert(FallbackText.followUp(goal: goal, situation: .returning, recent: sent, seed: 1, language: language), at: 0)
        }
        let ends = language.pack.frames.returningEnds
        #expect(sent.allSatisfy { $0.count <= FallbackText.maximumLength })
        #expect(sent.filter { $0.contains("…") }.allSatisfy { line in !ends.contains { line.hasSuffix(" " + $0) } }, "\(sent)")
    }

    @Test(arguments: Language.allCases)
    func theEnds_areSentences_eachDifferent(_ language: Language) {
        let ends = language.pack.frames.returningEnds
        #expect(ends.count >= 6 && Set(ends).count == ends.count)
        // Spanish opens a question with "¿": the first letter is the capital.
        #expect(ends.allSatisfy { $0.last.map { ".?!".contains($0) } == true && $0.first { $0.isLetter }?.isUppercase == true })
    }
}
