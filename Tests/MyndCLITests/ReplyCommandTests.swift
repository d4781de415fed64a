import Foundation
import MyndTestSupport
import Testing

/// `mynd reply ID WORDS…` through the built binary: a nudge answered in the person's own words,
/// read as an email reply is, acts only on what it reads for certain.
@Suite(.timed) struct ReplyCommandTests {
    private struct FollowUp: Decodable {
        var status: String
        var answer: String?
        var answeredVia: String?
    }

    private let then = "2026-11-10T09:00:00Z"
    /// Friday 27 November 2026, 10:00 in Berlin.
    private let now = "2026-11-27T09:00:00Z"
    private let later = "2026-11-27T09:05:00Z"

    private func scene() throws -> (Sandbox, NodeView) {
        let sandbox = try Sandbox()
        try sandbox.writeConfig("[general]\nlanguage = \"de\"\n[schedule]\ntimezone = \"Europe/Berlin\"\nadaptive = false\n")
        let goal = try sandbox.add("goal", "Oma anrufen", now: then)
        try sandbox.ok(["run", "refresh"], now: now)
        return (sandbox, goal)
    }

    @Test func aTimeInWords_snoozesTheGoal_andAnswersItsNudge() throws {
        let (sandbox, goal) = try scene()
        let node = try sandbox.json(NodeView.self, ["reply", goal.shortId, "Mach ich am Montag um 9", "--json"], now: later)
        #expect(node.snoozedUntil == "2026-11-30T08:00:00Z", "Monday 09:00 in Berlin")
        let nudge = try #require(try sandbox.json([FollowUp].self, ["followups", "--json"], now: later).first)
        #expect(nudge.answer == "snooze" && nudge.answeredVia == "cli", "\(nudge)")
    }

    @Test(arguments: ["Hab ich erledigt", "Ist erledigt :)", "all done"])
    func done_inEverydayWords_completesTheGoal(_ words: String) throws {
        let (sandbox, goal) = try scene()
        let node = try sandbox.json(NodeView.self, ["reply", goal.shortId, words, "--json"], now: later)
        #expect(node.completedAt != nil, "\(words)")
    }

    /// A question, a doubt, a choice, a time not read whole, or no nudge waiting: one line,
    /// exit 64, nothing changed.
    @Test(arguments: [
        ("Hmm, keine Ahnung", "denies or doubts"), ("erledigt oder morgen", "for certain"),
        ("Erledigt? Noch nicht mal angefangen", "asks something"), ("Montag 25:00", "for certain"),
    ])
    func whatIsNotReadForCertain_changesNothing(_ words: String, _ why: String) throws {
        let (sandbox, goal) = try scene()
        let before = try sandbox.snapshot()
        let result = try sandbox.run(["reply", goal.shortId, words], now: later)
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.hasPrefix("mynd: could not read") && result.stderr.contains(why), "\(result)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result)")
        #expect(try sandbox.snapshot() == before)
    }

    @Test func withNoNudgeWaiting_itSaysSo() throws {
        let sandbox = try Sandbox()
        let goal = try sandbox.add("goal", "Oma anrufen", now: then)
        let result = try sandbox.run(["reply", goal.shortId, "erledigt"], now: now)
        #expect(result.status == 64 && result.stderr.contains("no nudge about \(goal.shortId) is waiting"), "\(result)")
    }
}
