/// When a delivered nudge stops waiting for an answer (silence is not an
/// answer, and absence is not silence). Its window counts the person's presence-time from the
/// moment it began waiting, not the clock's: time away does not count, so a nudge that waited
/// through a lunch, a night or a trip is still waiting on the return, and is shown again then.
/// Time nobody could tell about counts as here, as it did before mynd watched presence.
package enum AnswerWindow {
    /// How a nudge whose window ended closes.
    package enum Ending: Equatable, Sendable {
        /// The person was here for the whole window and said nothing: it counts toward the
        /// back-off and `ask_after`.
        case unanswered
        /// The nudge waited `unseenAfter` on the clock without the person being here for the
        /// window: absence, which backs nothing off.
        case unseen

        /// The status the follow-up closes with.
        package var status: FollowUp.Status { self == .unanswered ? .unanswered : .unseen }
    }

    /// How long on the clock a nudge waits for its window before it is closed unseen: a week,
    /// the longest rest — so a goal is never held silent behind a nudge nobody saw.
    package static let unseenAfterSeconds: Int64 = 7 * 86_400

    /// How the nudge waiting since `since` closes at `now`, or nil while it still waits.
    package static func ending(
        waitingSince since: Timestamp, now: Timestamp, window: Int64, timeline: PresenceTimeline,
        unseenAfter: Int64 = unseenAfterSeconds
    ) -> Ending? {
        guard now > since else { return nil }
        if timeline.presentMilliseconds(from: since, to: now) >= window * 1000 { return .unanswered }
        if now.seconds(since: since) >= Double(unseenAfter) { return .unseen }
        return nil
    }

    /// When the window of a nudge waiting since `since` ends, as far as the timeline knows:
    /// nil while the person is away (it ends some time after their return).
    package static func end(waitingSince since: Timestamp, window: Int64, timeline: PresenceTimeline) -> Timestamp? {
        timeline.instant(afterPresent: window, from: since)
    }
}
