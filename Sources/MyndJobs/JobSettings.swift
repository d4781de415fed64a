public import MyndCore

/// What a job run takes from the config and the clock, already resolved by the command line:
/// the time it runs at, the person's zone and the rules of SPEC "Policy".
public struct JobSettings: Sendable {
    public var now: Timestamp
    public var zone: LocalTime
    /// The follow-up rules (stale_after, cap, gap, cooldown, quiet hours).
    public var limits: FollowUpLimits
    /// When the morning digest is due.
    public var morning: ClockTime
    /// The channels follow-ups and digests go to (email only when it is set up).
    public var followUpChannels: [Channel]
    public var digestChannels: [Channel]
    public var lowBatteryPercent: Int
    /// The language the person reads: nudges, titles, the briefing, Claude's texts.
    public var language: Language = .english

    public init(
        now: Timestamp, zone: LocalTime, limits: FollowUpLimits, morning: ClockTime, followUpChannels: [Channel],
        digestChannels: [Channel], lowBatteryPercent: Int
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
