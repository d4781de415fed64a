package import MyndCore

/// What a job run takes from the config and the clock, already resolved by the command line:
/// the time it runs at, the person's zone and the rules that keep nudges gentle.
package struct JobSettings: Sendable {
    package var now: Timestamp
    package var zone: LocalTime
    /// The follow-up rules (stale_after, cap, gap, cooldown, quiet hours).
    package var limits: FollowUpLimits
    /// When the morning digest is due.
    package var morning: ClockTime
    /// The channels follow-ups and digests go to (only those set up: email with `[smtp]`),
    /// each as it declared itself: its kind for the holds, its words for the rows.
    package var followUpChannels: [ChannelDeclaration]
    package var digestChannels: [ChannelDeclaration]
    package var lowBatteryPercent: Int
    /// The language the person reads: nudges, titles, the briefing, Claude's texts.
    package var language: Language = .english
    /// `[phone] max_per_day`: phone nudges a day while the person is away.
    package var phoneMaxPerDay = 2
    /// `[calendar] share_titles`: an event's title may go in a prompt to Claude.
    package var shareEventTitles = false
    /// `[calendar] phone_in_meetings`: a meeting holds the screen, not the phone.
    package var phoneInMeetings = false

    package init(
        now: Timestamp, zone: LocalTime, limits: FollowUpLimits, morning: ClockTime, followUpChannels: [ChannelDeclaration],
        digestChannels: [ChannelDeclaration], lowBatteryPercent: Int
    ) {
        self.now = now
        self.zone = zone
        self.limits = limits
        self.morning = morning
        self.followUpChannels = followUpChannels
        self.digestChannels = digestChannels
        self.lowBatteryPercent = lowBatteryPercent
    }

    var describe: Describe { Describe(now: now, zone: zone) }
}
