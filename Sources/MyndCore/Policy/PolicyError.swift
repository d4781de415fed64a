/// A follow-up policy value that cannot be used. Each description is one line naming the
/// setting, the value and what is allowed, so the shell can print it as it is.
package enum PolicyError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `quiet_hours` is not `HH:MM-HH:MM`.
    case badQuietHours(String)
    /// `quiet_hours` starts and ends at the same time: it would mean "never" or "always".
    case emptyQuietHours(String)
    /// A duration setting (`stale_after`, `min_gap`, `cooldown`) that is not a duration.
    case badDuration(key: String, value: String)
    /// A count setting (`max_notifications_per_day`) below zero.
    case negativeCount(key: String, value: Int)
    /// `--every` that is not a number of days or weeks.
    case badCadence(String)

    package var description: String {
        switch self {
        case .badQuietHours(let text):
            "quiet_hours \"\(text)\" is not HH:MM-HH:MM: use 24-hour times like \"22:00-07:00\", or \"\" to turn quiet hours off"
        case .emptyQuietHours(let text):
            "quiet_hours \"\(text)\" starts and ends at the same time: give two different times, or \"\" to turn quiet hours off"
        case .badDuration(let key, let value):
            "\(key) \"\(value)\" is not a duration: use a number and a unit, like \"30m\", \"2h\", \"3d\" or \"1h30m\""
        case .negativeCount(let key, let value):
            "\(key) \(value) is below zero: use 0 (no follow-ups) or more"
        case .badCadence(let text):
            "--every \"\(text)\" is not a cadence: use days or weeks, like 10d, 2w or 3w (or none to stop)"
        }
    }
}
