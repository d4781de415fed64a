public import MyndCore

/// What the agent takes from the config and the environment, resolved by the command line.
public struct AgentSettings: Sendable {
    /// The time the agent's clock starts from when `MYND_NOW` fixes it; nil: the real clock.
    public var fixedStart: Timestamp?
    public var zone: LocalTime
    public var quietHours: QuietHours?
    /// What "Later" means.
    public var snoozeDefault: DurationText
    /// `[desktop] helper`, for when the notification server is missing.
    public var helper: CommandWords
    /// `[desktop] open_command`; nil: a terminal showing `mynd show ID`.
    public var openCommand: CommandWords?
    /// `[power] supply_dir`.
    public var supplyDir: String?
    /// The process environment: power-event test hooks, what children get.
    public var environment: [String: String]
    /// `[presence] away_after` in seconds: idle this long is away.
    public var awayAfter: Int64 = PresencePolicy.defaultAwayAfterSeconds
    /// The language of the notifications' buttons.
    public var language: Language = .english

    public init(
        fixedStart: Timestamp?, zone: LocalTime, quietHours: QuietHours?, snoozeDefault: DurationText, helper: CommandWords,
        openCommand: CommandWords?, supplyDir: String?, environment: [String: String]
    ) {
        self.fixedStart = fixedStart
        self.zone = zone
        self.quietHours = quietHours
        self.snoozeDefault = snoozeDefault
        self.helper = helper
        self.openCommand = openCommand
        self.supplyDir = supplyDir
        self.environment = environment
    }
}
