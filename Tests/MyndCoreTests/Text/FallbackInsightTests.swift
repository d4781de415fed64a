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
        #expect(FallbackInsight.text(facts, last: first).contains("Call grandma"))
    }

    @Test func aWin_isNoticed() {
        let facts = Self.week(quiet: [("Plant the garden", 5)], done: ["Renew the passport", "Book the vet"])
        let text = FallbackInsight.text(facts, last: "“Plant the garden” has been quiet for 4 days. Worth a small step today?")
        #expect(text == "Done this week: “Renew the passport” and 1 more. That is momentum worth keeping.")
    }
}
