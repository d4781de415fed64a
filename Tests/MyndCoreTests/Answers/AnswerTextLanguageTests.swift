import Foundation
import MyndCore
import MyndTestSupport
import Testing

private let now = utc("2026-11-22T09:00:00Z")
private let berlin = zone("Europe/Berlin")

private func text(_ language: Language, quotes: Bool = true) -> AnswerText {
    AnswerText(describe: Describe(now: now, zone: berlin), quotesText: quotes, language: language)
}

private func outcome(_ node: Node?, changed: Bool = true) -> IntentOutcome {
    var outcome = IntentOutcome(node: node, changed: changed)
    outcome.shortId = "3f2a"
    return outcome
}

/// An email's confirmation in the person's language: each answer in that language's own
/// words, its times as the language's CLDR data writes them, the goal quoted as written.
@Suite(.timed) struct AnswerTextLanguageTests {
    let goal = Node(type: .goal, content: "Plant the spring bulbs", createdAt: now)

    @Test func german_saysEachAnswerInGerman() {
        let german = text(.german)
        #expect(german.summary(.complete(goal.id), outcome(goal)) == "Ziel 3f2a erledigt: Plant the spring bulbs")
        #expect(german.summary(.step(goal.id, note: nil), outcome(goal)) == "ein Schritt bei 3f2a: Plant the spring bulbs")
        #expect(german.summary(.keep(goal.id), outcome(goal)) == "3f2a bleibt: Plant the spring bulbs")
        #expect(
            german.summary(.drop(goal.id), outcome(goal))
                == "3f2a losgelassen: Plant the spring bulbs (mynd reopen 3f2a holt es zurück)")
        let snoozed = german.summary(.snooze(goal.id, until: utc("2026-11-23T08:00:00Z")), outcome(goal))
        #expect(snoozed.hasPrefix("3f2a schlummert bis Montag, 23. November") && snoozed.contains("09:00"), "\(snoozed)")
        #expect(snoozed.hasSuffix(": Plant the spring bulbs") && !snoozed.contains("2026"), "\(snoozed)")
    }

    @Test func spanishAndFrench_sayWhatYouDid_withoutAgreeingWithTheGoal() {
        #expect(text(.spanish).summary(.complete(goal.id), outcome(goal)) == "terminaste 3f2a (meta): Plant the spring bulbs")
        #expect(text(.spanish).summary(.step(goal.id, note: nil), outcome(goal)) == "un paso en 3f2a: Plant the spring bulbs")
        // French sets a no-break space before its colon.
        #expect(text(.french).summary(.complete(goal.id), outcome(goal)) == "tu as terminé 3f2a (objectif)\u{202F}: Plant the spring bulbs")
        let later = text(.french).summary(.snooze(goal.id, until: utc("2027-01-04T08:00:00Z")), outcome(goal))
        #expect(later.hasPrefix("tu as reporté 3f2a au lundi 4 janvier 2027"), "a date of another year says its year: \(later)")
        let spanish = text(.spanish).summary(.snooze(goal.id, until: utc("2026-11-23T08:00:00Z")), outcome(goal))
        #expect(spanish.hasPrefix("pospusiste 3f2a hasta el lunes, 23 de noviembre"), "\(spanish)")
    }

    @Test func aPersonAndACadence_inTheLanguage() {
        var marco = Node(type: .person, content: "Marco", createdAt: now)
        marco.metadata[Cadence.metadataKey] = "14"
        #expect(text(.german).summary(.complete(marco.id), outcome(marco)) == "in Kontakt mit Marco (3f2a, das nächste Mal in 2 Wochen)")
        #expect(text(.spanish).summary(.touch(marco.id), outcome(marco)) == "en contacto con Marco (3f2a, la próxima vez en 2 semanas)")
        let thought = Node(type: .thought, content: "Kaffee mit Lucía", createdAt: now)
        var captured = outcome(thought)
        captured.mentions = [Node(type: .person, content: "Lucía", createdAt: now)]
        #expect(text(.german).summary(.capture(thought.content), captured) == "Gedanke 3f2a festgehalten: Kaffee mit Lucía (erwähnt Lucía)")
    }

    @Test func nothingChanged_andRefused_sayItInTheLanguage() {
        var done = goal
        done.completedAt = utc("2026-11-21T17:30:00Z")
        let again = text(.german).summary(.complete(goal.id), outcome(done, changed: false))
        #expect(again.hasPrefix("3f2a war schon erledigt (Samstag, 21. November") && again.hasSuffix("): nichts geändert"), "\(again)")
        #expect(text(.french).notApplied("no goal 3f2a") == "non appliqué\u{202F}: no goal 3f2a")
        #expect(text(.english).notApplied("no goal 3f2a") == "not applied: no goal 3f2a")
    }

    /// Every language names every node type, and no line of another language is left in
    /// English: the English verbs do not appear.
    @Test(arguments: [Language.german, .spanish, .french])
    func everyAnswer_isInTheLanguage(_ language: Language) {
        #expect(Set(NodeType.allCases.map(language.words.answers.types)).count == NodeType.allCases.count)
        let nudge = FollowUp(goalId: goal.id, text: "Still on it?", source: .fallback, status: .delivered, plannedAt: now)
        var dismissed = IntentOutcome(node: nil, followUp: nudge)
        dismissed.shortId = "0f0f"
        var closed = dismissed
        closed.changed = false
        let lines = [
            text(language).summary(.complete(goal.id), outcome(goal)), text(language).summary(.step(goal.id, note: "x"), outcome(goal)),
            text(language).summary(.snooze(goal.id, until: now.adding(seconds: 3600)), outcome(goal)),
            text(language).summary(.dismiss(followUp: nudge.id), dismissed), text(language).summary(.dismiss(followUp: nudge.id), closed),
            text(language).summary(.drop(goal.id), outcome(goal)), text(language).summary(.keep(goal.id), outcome(goal)),
            text(language).summary(.reopen(goal.id), outcome(goal)), text(language).summary(.touch(goal.id), outcome(goal)),
            text(language).summary(.capture("Plant the spring bulbs"), outcome(goal)),
        ]
        let english = ["done", "step on", "snoozed", "dismissed", "follow-up", "let go", "kept", "reopened", "touched", "added", "nothing"]
        for line in lines {
            #expect(line.contains("3f2a") || line.contains("0f0f"), "\(line)")
            #expect(!english.contains { line.contains($0) }, "\(language): \(line)")
        }
    }

    /// A log line (the agent's, in English) still never quotes the person's words.
    @Test func aLogLine_quotesNothing_inAnyLanguage() {
        for language in Language.allCases {
            let line = text(language, quotes: false).summary(.complete(goal.id), outcome(goal))
            #expect(!line.contains("Plant"), "\(line)")
        }
    }
}
