import Foundation
import MyndTestSupport
import Testing

/// A reply mynd cannot read is an answer, not silence: a German week's "verschieben auf Montag"
/// once closed its nudge as unanswered, and the goal rested two days for it.
@Suite(.timed, .serialized, .enabled(if: InboxScene.available, "\(InboxScene.why)"), .timeLimit(.minutes(20)))
struct InboxUnclearTests {
    /// The follow-ups of the scene's goal, oldest first.
    static func statuses(_ scene: InboxScene) throws -> [String] {
        try scene.sandbox.query("SELECT status FROM followup ORDER BY plannedAt").map { $0["status"] as? String ?? "?" }
    }

    /// Refreshes every three hours from the morning after the follow-up for two days, and what
    /// `status` says five minutes after each.
    static func twoDays(_ scene: InboxScene) throws -> [String] {
        var said: [String] = []
        for day in 21...22 {
            for hour in ["07", "10", "13", "16"] {
                try scene.refresh(at: "2026-11-\(day)T\(hour):00:00Z")
                said.append(try scene.sandbox.ok(["status"], now: "2026-11-\(day)T\(hour):05:00Z").stdout)
            }
        }
        return said
    }

    @Test func aReplyNotUnderstood_closesAsUnclear_neverAsSilence_andTheGoalDoesNotRest() throws {
        let scene = try InboxLanguageTests.germanScene()
        let original = try scene.sendFollowUp()
        try scene.imap.append(text: "Hmm, das muss ich erst mit Jonas besprechen, mal sehen", inReplyTo: original)
        try scene.refresh()
        #expect(try Self.statuses(scene) == ["delivered"], "the nudge stays open")
        let asked = try scene.sentTexts()
        #expect(asked.count == 1 && asked[0].contains("Ich war mir nicht sicher"), "asked back once, in German: \(asked)")

        let said = try Self.twoDays(scene)
        let statuses = try Self.statuses(scene)
        #expect(statuses.first == "unclear", "\(statuses)")
        #expect(!said.contains { $0.contains("in a row dismissed or unanswered") }, "the goal never rests: \(said)")
        // Not rested: the goal is asked about again within the two days, as if never nudged.
        #expect(statuses.count >= 2, "a nudge again after the unclear one: \(statuses)")
        #expect(try scene.sentTexts().filter { $0.contains("Ich war mir nicht sicher") }.count == 1, "asked back once only")
    }

    /// The same two days with no reply at all: silence is what backs off, so the test above
    /// would see it.
    @Test func silence_closesAsUnanswered_andBacksOff() throws {
        let scene = try InboxLanguageTests.germanScene()
        _ = try scene.sendFollowUp()
        let said = try Self.twoDays(scene)
        let closed = try Self.statuses(scene)
        #expect(closed.first == "unanswered", "\(closed)")
        #expect(said.contains { $0.contains("in a row dismissed or unanswered") }, "\(said)")
    }
}
