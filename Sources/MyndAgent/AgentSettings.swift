package import MyndCore

/// What the agent takes from the config and the environment, resolved by the command line.
package struct AgentSettings: Sendable {
    /// The time the agent's clock starts from when `MYND_NOW` fixes it; nil: the real clock.
    package var fixedStart: Timestamp?
    package var zone: LocalTime
    package var quietHours: QuietHours?
    /// What "Later" means.
    package var snoozeDefault: DurationText
    /// `[desktop] helper`, for when the notification server is missing.
    package var helper: CommandWords
    /// `[desktop] open_command`; nil: a terminal showing `mynd show ID`.
    package var openCommand: CommandWords?
    /// `[power] supply_dir`.
    package var supplyDir: String?
    /// The process environment: power-event test hooks, what children get.
    package var environment: [String: String]
    /// `[presence] away_after` in seconds: idle this long is away.
    package var awayAfter: Int64 = PresencePolicy.defaultAwayAfterSeconds
    /// `min_gap` and the daily cap, judged again when a nudge is shown.
    package var limits = FollowUpLimits()
    /// The language of the notifications' buttons.
    package var language: Language = .english

    package init(
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
