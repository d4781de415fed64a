extension WhenParser {
    /// How every interface reads a time the person gives ("tomorrow", "mon", "snooze 2d"): a
    /// day without a time means the hour this person usually comes to the desk on that kind
    /// of day, as presence learned it (`presence`, when `limits.adaptive`); without presence,
    /// the first hour they usually answer in (`answers`); never an hour inside quiet hours;
    /// with nothing learned, `defaultHour` (09:00). The command line, a notification's *Later*
    /// and an email reply all read times through this one set-up.
    package init(
        now: Timestamp, zone: LocalTime, limits: FollowUpLimits, presence: PresenceHours?, answers: AnswerHours? = nil
    ) {
        self.init(now: now, zone: zone)
        for weekend in [false, true] {
            if let hour = ReplyClock.usualHour(weekend: weekend, limits: limits, presence: presence, answers: answers) {
                usualHour[weekend] = hour
            }
        }
    }
}

extension ReplyClock {
    /// The reply grammar's clock for this person: `snooze_default`, quiet hours, and the hour
    /// each day starts for them (`WhenParser`'s rule).
    package init(
        now: Timestamp, zone: LocalTime, limits: FollowUpLimits, snoozeDefault: DurationText, presence: PresenceHours?,
        answers: AnswerHours? = nil
    ) {
        var dayHours: [Int: Int] = [:]
        for weekday in 0..<7 {
            if let hour = Self.usualHour(weekend: weekday == 0 || weekday == 6, limits: limits, presence: presence, answers: answers) {
                dayHours[weekday] = hour
            }
        }
        self.init(now: now, zone: zone, snoozeDefault: snoozeDefault, dayHours: dayHours, quietHours: limits.quietHours)
    }

    /// The hour this person's day starts on such a day, outside quiet hours, when learned: when
    /// they usually arrive at the desk, else the first hour they usually answer in.
    static func usualHour(weekend: Bool, limits: FollowUpLimits, presence: PresenceHours?, answers: AnswerHours?) -> Int? {
        guard limits.adaptive else { return nil }
        // Not an hour in quiet hours: nothing would be shown then.
        let waking = limits.quietHours.map { $0.end.hour + ($0.end.minute > 0 ? 1 : 0) } ?? 0
        return presence?.arrival(weekend: weekend, from: waking) ?? answers?.firstAnswered(weekend: weekend, from: waking)
    }
}
