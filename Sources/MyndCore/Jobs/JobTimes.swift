extension ClockTime {
    /// When the morning insight goes out unless `morning_insight_time` says otherwise.
    package static let defaultMorning = ClockTime(hour: 8, minute: 0)!
    /// When the nightly processing job runs.
    package static let defaultProcessing = ClockTime(hour: 3, minute: 0)!
}
