import GRDB
package import MyndCore

/// What the timing learns from (`AnswerHours`): each nudge delivered since a moment, and
/// whether an answer came within its window.
extension GraphStore {
    /// How far back timing learns: eight weeks (the half-life of two weeks leaves older
    /// evidence a sixteenth of a vote).
    package static let learnedDays: Int64 = 56

    /// What the timing has learned as of `now`: the nudges of the last eight weeks (the
    /// half-life of two weeks leaves older ones a sixteenth of a vote).
    package func answerHours(window seconds: Int64, zone: LocalTime, at now: Timestamp) throws -> AnswerHours {
        try read { db in try answerHours(window: seconds, zone: zone, at: now, db) }
    }

    func answerHours(window seconds: Int64, zone: LocalTime, at now: Timestamp, _ db: Database) throws -> AnswerHours {
        AnswerHours(
            try answeredNudges(since: now.adding(seconds: -Self.learnedDays * 86_400), window: seconds, at: now, db), now: now, zone: zone)
    }

    /// Nudges delivered from `since` to `now` whose fate is known: answered within `window`
    /// seconds of their delivery, or not answered and closed or past the window. A nudge still
    /// waiting in its window tells nothing yet and is left out. (A nudge about a goal the person
    /// never answers is kept: that may be because it always came at the wrong hour.)
    package func answeredNudges(since: Timestamp, window seconds: Int64, at now: Timestamp) throws -> [AnswerHours.Nudge] {
        try read { db in try answeredNudges(since: since, window: seconds, at: now, db) }
    }

    func answeredNudges(since: Timestamp, window seconds: Int64, at now: Timestamp, _ db: Database) throws -> [AnswerHours.Nudge] {
        return try Row.fetchAll(
            db,
            sql: """
                SELECT f.deliveredAt, f.status,
                    EXISTS (SELECT 1 FROM answer a WHERE a.followUpId = f.id AND a.kind IN \(AnswerSQL.given)
                        AND a.at >= f.deliveredAt AND a.at <= f.deliveredAt + ?1) AS answered
                FROM followup f
                WHERE f.deliveredAt IS NOT NULL AND f.deliveredAt >= ?2 AND f.deliveredAt <= ?3
                ORDER BY f.deliveredAt
                """,
            arguments: [seconds * 1000, since.millisecondsSinceEpoch, now.millisecondsSinceEpoch]
        ).compactMap { row in
            let delivered = try row.time("deliveredAt")
            let answered: Bool = try row.value("answered")
            let waiting = try row.kind("status", as: FollowUp.Status.self) == .delivered && delivered.adding(seconds: seconds) > now
            return answered || !waiting ? AnswerHours.Nudge(deliveredAt: delivered, answered: answered) : nil
        }
    }
}

extension GraphStore {
    /// The parser for the times this person gives, with the hours presence has learned they
    /// come to the desk and the hours they answer in (read only when `limits.adaptive`): the one
    /// set-up every interface uses.
    package func whenParser(limits: FollowUpLimits, zone: LocalTime, at now: Timestamp) throws -> WhenParser {
        WhenParser(
            now: now, zone: zone, limits: limits, presence: try learnedPresence(limits: limits, zone: zone, at: now),
            answers: try learnedAnswers(limits: limits, zone: zone, at: now))
    }

    /// The reply grammar's clock, set up as `whenParser` is.
    package func replyClock(limits: FollowUpLimits, snoozeDefault: DurationText, zone: LocalTime, at now: Timestamp) throws
        -> ReplyClock
    {
        ReplyClock(
            now: now, zone: zone, limits: limits, snoozeDefault: snoozeDefault,
            presence: try learnedPresence(limits: limits, zone: zone, at: now),
            answers: try learnedAnswers(limits: limits, zone: zone, at: now))
    }

    private func learnedAnswers(limits: FollowUpLimits, zone: LocalTime, at now: Timestamp) throws -> AnswerHours? {
        limits.adaptive ? try answerHours(window: limits.answerWindow, zone: zone, at: now) : nil
    }

    private func learnedPresence(limits: FollowUpLimits, zone: LocalTime, at now: Timestamp) throws -> PresenceHours? {
        guard limits.adaptive else { return nil }
        return PresenceHours(try presenceTimeline(since: now.adding(seconds: -56 * 86_400)), now: now, zone: zone)
    }
}
