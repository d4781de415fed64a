import Foundation
import MyndCore
import MyndTestSupport
import Testing

private let now = utc("2026-11-22T09:00:00Z")
private let text = AnswerText(describe: Describe(now: now, zone: zone("UTC")))
private let log = AnswerText(describe: Describe(now: now, zone: zone("UTC")), quotesText: false)

private func outcome(_ node: Node?, changed: Bool = true, short: String = "3f2a") -> IntentOutcome {
    var outcome = IntentOutcome(node: node, changed: changed)
    outcome.shortId = short
    return outcome
}

@Suite(.timed) struct AnswerTextTests {
    let goal = Node(type: .goal, content: "Learn Spanish", createdAt: now)

    @Test func eachIntent_saysWhatChanged_withTheShortIDAndTheWords() {
        #expect(text.summary(.complete(goal.id), outcome(goal)) == "done goal 3f2a: Learn Spanish")
        #expect(text.summary(.step(goal.id, note: nil), outcome(goal)) == "a step on 3f2a: Learn Spanish")
        #expect(
            text.summary(.snooze(goal.id, until: now.adding(seconds: 7200)), outcome(goal))
                == "snoozed 3f2a until \(zone("UTC").describe(now.adding(seconds: 7200))): Learn Spanish")
        #expect(text.summary(.drop(goal.id), outcome(goal)) == "let go of 3f2a: Learn Spanish (mynd reopen 3f2a brings it back)")
        #expect(text.summary(.keep(goal.id), outcome(goal)) == "kept 3f2a: Learn Spanish")
        #expect(text.summary(.reopen(goal.id), outcome(goal)) == "reopened 3f2a: Learn Spanish")
        #expect(text.summary(.touch(goal.id), outcome(goal)) == "touched 3f2a: Learn Spanish")
    }

    @Test func nothingChanged_saysSo() {
        var done = goal
        done.completedAt = now.adding(seconds: -60)
        #expect(text.summary(.complete(goal.id), outcome(done, changed: false)).hasSuffix(": nothing changed"))
        let nudge = FollowUp(goalId: goal.id, text: "Still on it?", source: .fallback, status: .answered(.snooze), plannedAt: now)
        var dismissed = IntentOutcome(node: nil, followUp: nudge, changed: false)
        dismissed.shortId = "0f0f"
        #expect(text.summary(.dismiss(followUp: nudge.id), dismissed) == "follow-up 0f0f was already snoozed: nothing changed")
    }

    @Test func aPerson_isReachedOut_notDone() {
        var marco = Node(type: .person, content: "Marco", createdAt: now)
        marco.metadata[Cadence.metadataKey] = "14"
        #expect(text.summary(.complete(marco.id), outcome(marco)) == "in touch with Marco (3f2a, next in 2 weeks)")
        #expect(text.summary(.touch(marco.id), outcome(marco)) == "in touch with Marco (3f2a, next in 2 weeks)")
    }

    @Test func aCapture_namesThePeopleItLinked() {
        let thought = Node(type: .thought, content: "Coffee with Lucía", createdAt: now)
        var captured = outcome(thought)
        captured.mentions = [Node(type: .person, content: "Lucía", createdAt: now)]
        #expect(text.summary(.capture(thought.content), captured) == "added thought 3f2a: Coffee with Lucía (mentions Lucía)")
    }

    @Test func aLogLine_neverQuotesThePersonsWords() {
        let secret = Node(type: .goal, content: "Tell Ana about the diagnosis", createdAt: now)
        for intent: Intent in [.complete(secret.id), .step(secret.id, note: "called"), .keep(secret.id), .drop(secret.id), .capture("x")] {
            var said = outcome(secret)
            said.note = Node(type: .thought, content: "called her", createdAt: now)
            let line = log.summary(intent, said)
            #expect(!line.contains("Ana") && !line.contains("called") && line.contains("3f2a"), "\(line)")
        }
    }

    @Test func controlCharactersInTheWords_neverReachTheLine() {
        let odd = Node(type: .goal, content: "garden\u{1B}[31m red\nsecond line", createdAt: now)
        let line = text.summary(.keep(odd.id), outcome(odd))
        #expect(!line.contains("\u{1B}") && !line.contains("\n"), "\(line)")
    }
}
