import MyndTestSupport
import Testing

@testable import MyndCore

/// The fallback morning insight: one observation, at most 150 characters, never the same
/// headline two mornings running.
@Suite(.timed) struct FallbackInsightTests {
    static func week(quiet: [(String, Int)], done: [String] = [], blocked: [(String, String)] = [], active: Int = 4)
        -> FallbackInsight.Facts
    {
        var facts = FallbackInsight.Facts()
        facts.quiet = quiet.map { ($0.0, $0.1) }
        facts.done = done
        facts.doneCount = done.count
        facts.blocked = blocked.map { ($0.0, $0.1) }
        facts.activeCount = active
        return facts
    }

    @Test(arguments: [
        week(quiet: [("Plant the garden", 5)]),
        week(quiet: []),
        week(quiet: [("Plant the garden", 5), ("Call grandma", 9)], done: ["Renew the passport"]),
        week(quiet: [("Learn enough Spanish to order dinner", 12)], blocked: [("Learn enough Spanish to order dinner", "Find a teacher")]),
    ])
    func sevenMornings_neverRepeatTheHeadline_onConsecutiveDays(_ facts: FallbackInsight.Facts) {
        var last: String?
        for morning in 1...7 {
            let text = FallbackInsight.text(facts, last: last)
            #expect(text != last, "morning \(morning): \(text)")
            #expect(text.count <= 150)
            last = text
        }
    }

    @Test func aPersonPastTheirCadence_isNoticed_andNoGoalsIsNotCalledMoving() {
        var facts = Self.week(quiet: [], active: 0)
        facts.people = [("Lucía", 25)]
        let first = FallbackInsight.text(facts, last: nil)
        #expect(first == "It has been 25 days since you were in touch with Lucía. A message today?")
        let next = FallbackInsight.text(facts, last: first)
        #expect(next == "No goal is open right now. What would you like to move forward next?")
        #expect(!FallbackInsight.candidates(facts).contains { $0.text.contains("0 active goals") })
    }

    @Test func yesterdaysGoal_isNotTodays_whenThereIsAnother() {
        let facts = Self.week(quiet: [("Plant the garden", 5), ("Call grandma", 9)])
        let first = FallbackInsight.text(facts, last: nil)
        #expect(first == "“Plant the garden” has been quiet for 5 days. Worth a small step today?")
        // Not the same goal, and not the same kind of sentence either.
        let next = FallbackInsight.text(facts, last: first)
        #expect(next == "2 of 4 active goals gone quiet. One small step on any of them counts.")
    }

    /// Issue 28 item 7: a week of mornings, offline, takes turns between what changed and
    /// never opens with the same kind of sentence twice in a row.
    @Test func aWeekOfMornings_takeTurns_neverTheSameShapeTwiceInARow() {
        var facts = Self.week(quiet: [("Plant the garden", 5), ("Learn Spanish", 4)], done: ["Renew the passport"])
        facts.doneYesterday = ["Renew the passport"]
        facts.comingBack = [("Book the vet", "14:00")]
        facts.people = [("Lucía", 25)]
        facts.steps = 3
        var last: String?
        var shapes: [FallbackInsight.Shape] = []
        for day in 20_400..<20_407 {
            facts.day = day
            let text = FallbackInsight.text(facts, last: last)
            let shape = FallbackInsight.shape(of: text)
            #expect(shape != nil, "\(text) has a shape")
            #expect(shape != shapes.last, "day \(day): \(text)")
            shapes.append(shape ?? .quiet)
            last = text
        }
        #expect(Set(shapes).isSuperset(of: [.doneYesterday, .comingBack, .quiet, .person, .steps]), "\(shapes)")
    }

    @Test func whatThePersonActedOn_sinceTheLastDigest_isNotTheSubject() {
        var facts = Self.week(quiet: [("Call grandma", 9), ("Plant the garden", 5)])
        facts.people = [("Grandma Rosa", 30)]
        facts.actedOn = ["Call grandma", "Grandma Rosa"]
        for day in 0..<5 {
            facts.day = day
            let text = FallbackInsight.text(facts, last: nil)
            #expect(!text.contains("grandma") && !text.contains("Grandma"), "\(text)")
        }
    }

    @Test(arguments: Language.allCases)
    func everyShape_isKnownAgain_inItsLanguage(_ language: Language) {
        let said = language.words.insight
        let samples: [(String, FallbackInsight.Shape)] = [
            (said.quiet("“Plant the garden”", 5), .quiet), (said.person("Lucía", 30), .person), (said.steps(4), .steps),
            (said.doneYesterday("“Book the vet”", 2), .doneYesterday), (said.comingBack("“Call Ana”", "14:00"), .comingBack),
            (said.someQuiet(2, 5), .someQuiet), (said.done("“Book the vet”", 0), .done), (said.noGoal, .noGoal),
        ]
        for (text, shape) in samples {
            #expect(FallbackInsight.shape(of: text, language: language) == shape, "\(text)")
        }
        #expect(FallbackInsight.shape(of: "Claude wrote something else entirely.", language: language) == nil)
    }

    @Test func aWin_isNoticed() {
        let facts = Self.week(quiet: [("Plant the garden", 5)], done: ["Renew the passport", "Book the vet"])
        let text = FallbackInsight.text(facts, last: "“Plant the garden” has been quiet for 4 days. Worth a small step today?")
        #expect(text == "Done this week: “Renew the passport” and 1 more. That is momentum worth keeping.")
    }
}
