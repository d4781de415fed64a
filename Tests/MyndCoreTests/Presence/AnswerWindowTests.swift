import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

private func here(_ at: String) -> Presence { Presence(.here, since: utc(at), source: .logind) }
private func away(_ at: String) -> Presence { Presence(.away(.locked), since: utc(at), source: .logind) }

/// Silence is not an answer, and absence is not silence: a nudge's window counts the person's
/// presence, and one they were away for closes unseen.
@Suite(.timed) struct AnswerWindowTests {
    let window: Int64 = 12 * 3600
    let shown = utc("2026-11-23T09:00:00Z")

    @Test func withoutPresence_theWindowIsTheClocks_asBefore() {
        let none = PresenceTimeline([])
        #expect(AnswerWindow.ending(waitingSince: shown, now: utc("2026-11-23T20:59:59Z"), window: window, timeline: none) == nil)
        #expect(AnswerWindow.ending(waitingSince: shown, now: utc("2026-11-23T21:00:00Z"), window: window, timeline: none) == .unanswered)
    }

    @Test func timeAway_doesNotCount_theNudgeWaitsForTheReturn() {
        // Here 09:00–10:00, locked all night and the next day until 08:00, here from then.
        let timeline = PresenceTimeline([here("2026-11-23T09:00:00Z"), away("2026-11-23T10:00:00Z"), here("2026-11-24T08:00:00Z")])
        #expect(AnswerWindow.ending(waitingSince: shown, now: utc("2026-11-24T07:59:00Z"), window: window, timeline: timeline) == nil)
        // 1 h before, 11 h after the return.
        #expect(AnswerWindow.ending(waitingSince: shown, now: utc("2026-11-24T18:59:59Z"), window: window, timeline: timeline) == nil)
        #expect(
            AnswerWindow.ending(waitingSince: shown, now: utc("2026-11-24T19:00:00Z"), window: window, timeline: timeline) == .unanswered)
        #expect(AnswerWindow.end(waitingSince: shown, window: window, timeline: timeline) == utc("2026-11-24T19:00:00Z"))
    }

    @Test func aWeekAway_closesUnseen_notUnanswered() {
        let timeline = PresenceTimeline([here("2026-11-23T09:00:00Z"), away("2026-11-23T09:05:00Z")])
        #expect(AnswerWindow.ending(waitingSince: shown, now: utc("2026-11-30T08:59:59Z"), window: window, timeline: timeline) == nil)
        #expect(AnswerWindow.ending(waitingSince: shown, now: utc("2026-11-30T09:00:00Z"), window: window, timeline: timeline) == .unseen)
        #expect(AnswerWindow.end(waitingSince: shown, window: window, timeline: timeline) == nil, "away at the end: unknown yet")
        #expect(AnswerWindow.Ending.unseen.status == .unseen)
    }

    @Test func unseen_isNeitherAnAnswerNorAWavingAway() {
        #expect(!Answer.Kind.unseen.wavesAway)
        #expect(!Answer.Kind.real.contains(.unseen))
        #expect(!Answer.Kind.real.contains(.unanswered))
        #expect(Answer.Kind.real.contains(.given(.complete)))
    }
}
