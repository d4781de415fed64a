/// The limits that keep follow-ups gentle (config `[schedule]`).
package struct FollowUpLimits: Equatable, Sendable {
    /// A goal untouched this long is stale and may get a follow-up. Days are calendar days.
    package var staleAfter: DurationText
    /// Follow-ups delivered per local day, at most. 0 turns follow-ups off.
    package var maxPerDay: Int
    /// Seconds between two follow-ups (any goals), at least.
    package var minGap: Int64
    /// Seconds after a goal's last follow-up before it may get another one.
    package var cooldown: Int64
    /// nil: no quiet hours.
    package var quietHours: QuietHours?
    /// Seconds a delivered nudge waits for an answer before it is closed as unanswered.
    package var answerWindow: Int64 = 12 * 3600
    /// Waved-away nudges in a row before the next one asks whether the goal still matters.
    package var askAfter: Int = 3
    /// The longest the back-off lets a goal rest.
    package var maxCooldown: Int64 = 7 * 86_400
    /// Whether a due follow-up may wait for an hour this person is more likely to answer
    /// (`SendTiming`); false sends at the first allowed moment, the fixed schedule.
    package var adaptive = true
    /// Seconds a due follow-up may wait for a better hour, at most.
    package var maxWait: Int64 = 8 * 3600
    /// How long a goal silent for the longest rest waits after the person's own returning
    /// snooze (it is held to mynd's own min_gap): not the same minute, the next refresh.
    package static let briefGap: Int64 = 15 * 60

    package init(
        staleAfter: DurationText = DurationText(days: 3),
        maxPerDay: Int = 5,
        minGap: Int64 = 2 * 3600,
        cooldown: Int64 = 24 * 3600,
        quietHours: QuietHours? = QuietHours(
            start: ClockTime(hour: 22, minute: 0)!, end: ClockTime(hour: 7, minute: 0)!)
    ) {
        self.staleAfter = staleAfter
        self.maxPerDay = maxPerDay
        self.minGap = minGap
        self.cooldown = cooldown
        self.quietHours = quietHours
    }

    /// Builds limits from config text, with the config keys in any error. Durations are
    /// read by `DurationText`; `min_gap` and `cooldown` count a day as 24 h.
    package static func parse(
        staleAfter: String = "3d", maxPerDay: Int = 5, minGap: String = "2h",
        cooldown: String = "24h", quietHours: String = "22:00-07:00"
    ) throws(PolicyError) -> FollowUpLimits {
        func duration(_ key: String, _ text: String) throws(PolicyError) -> DurationText {
            guard let d = DurationText(text) else { throw .badDuration(key: key, value: text) }
            return d
        }
        guard maxPerDay >= 0 else { throw .negativeCount(key: "max_notifications_per_day", value: maxPerDay) }
        return FollowUpLimits(
            staleAfter: try duration("stale_after", staleAfter),
            maxPerDay: maxPerDay,
            minGap: try duration("min_gap", minGap).totalSeconds,
            cooldown: try duration("cooldown", cooldown).totalSeconds,
            quietHours: try QuietHours.parse(quietHours)
        )
    }

    /// The nudges so far (how many today, the last) that the cap and `min_gap` hold the next
    /// one to: all of them; or, for a goal silent past the longest rest, mynd's own only (not
    /// the person's returning snoozes, which could otherwise starve it) — though never within
    /// `briefGap` of any nudge (not the same minute), and never longer than `min_gap` itself.
    /// The planner and the screen's pacing judge by it alike.
    package func heldTo(
        overdue: Bool, all: (count: Int, last: Timestamp?), own: (count: Int, last: Timestamp?), now: Timestamp
    ) -> (count: Int, last: Timestamp?) {
        guard overdue else { return all }
        let brief = min(Self.briefGap, minGap)
        guard let last = all.last, now < last.adding(seconds: brief) else { return own }
        // As if mynd's own last nudge had been early enough for its gap to end then.
        let briefEnd = last.adding(seconds: brief - minGap)
        return (own.count, own.last.map { max($0, briefEnd) } ?? briefEnd)
    }
}
