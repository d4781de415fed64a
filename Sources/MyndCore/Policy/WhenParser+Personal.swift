extension WhenParser {
    /// How every interface reads a time the person gives ("tomorrow", "mon", "snooze 2d"):
    /// a day without a time means the first hour this person usually answers on that kind of
    /// day, as learned (`hours`, when `limits.adaptive`), never an hour inside quiet hours;
    /// with nothing learned, `defaultHour`. The command line, a notification's *Later* and an
    /// email reply all read times through this one set-up.
    package init(now: Timestamp, zone: LocalTime, limits: FollowUpLimits, hours: AnswerHours?) {
        self.init(now: now, zone: zone)
        guard limits.adaptive, let hours else { return }
        // Not an hour in quiet hours: nothing would be shown then.
        let waking = limits.quietHours.map { $0.end.hour + ($0.end.minute > 0 ? 1 : 0) } ?? 0
        for weekend in [false, true] { usualHour[weekend] = hours.firstAnswered(weekend: weekend, from: waking) }
    }
}
