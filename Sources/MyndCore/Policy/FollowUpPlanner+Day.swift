extension FollowUpPlanner {
    /// Where the person's day ends for a nudge that waits for free time between their events:
    /// at midnight, or where quiet hours begin if that is sooner. A gap after it is tomorrow's.
    static func dayEnd(after now: Timestamp, limits: FollowUpLimits, zone: LocalTime) -> Timestamp {
        let midnight = startOfLocalDay(zone.adding(days: 1, to: now), zone: zone)
        guard let quiet = limits.quietHours else { return midnight }
        let start = zone.firstMoment(showing: quiet.start, onDayOf: now, plusDays: 0)
        return start > now ? min(start, midnight) : midnight
    }
}
