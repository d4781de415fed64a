/// How the nudges of a span landed (for `mynd status`): answered, seen by the
/// person without an answer (yet), or unseen — closed unseen, or still waiting with no
/// presence of theirs since it was shown.
package struct NudgeLandings: Equatable, Sendable {
    package var answered = 0
    package var seen = 0
    package var unseen = 0

    package init() {}

    /// One delivered nudge: `answered` when a person's answer closed it, its status, and when
    /// it began waiting.
    package struct Nudge: Equatable, Sendable {
        package var status: FollowUp.Status
        package var answered: Bool
        package var deliveredAt: Timestamp

        package init(status: FollowUp.Status, answered: Bool, deliveredAt: Timestamp) {
            self.status = status
            self.answered = answered
            self.deliveredAt = deliveredAt
        }
    }

    /// Counts `nudges` as of `now` over `timeline` (time nobody could tell about counts as
    /// here, as the windows count it).
    package init(_ nudges: [Nudge], timeline: PresenceTimeline, now: Timestamp) {
        for nudge in nudges {
            if nudge.answered {
                answered += 1
            } else if nudge.status == .unseen
                || (nudge.status == .delivered && timeline.presentMilliseconds(from: nudge.deliveredAt, to: now) == 0)
            {
                unseen += 1
            } else {
                seen += 1
            }
        }
    }

    package var total: Int { answered + seen + unseen }

    /// "9 nudges in 7 days: 6 answered, 2 seen without an answer, 1 unseen (you were away)".
    package var phrase: String {
        guard total > 0 else { return "no nudge in 7 days" }
        return "\(total) nudge\(total == 1 ? "" : "s") in 7 days: \(answered) answered, \(seen) seen without an answer, "
            + "\(unseen) unseen (you were away)"
    }
}
