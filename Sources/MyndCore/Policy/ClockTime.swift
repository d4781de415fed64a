/// A time of day on a 24-hour wall clock, as written in config (`07:00`, `7:00`, `22:30`).
///
/// Only a time of day: which instant it names depends on the date and the time zone, which
/// is why turning it into an instant is left to `LocalTime` and the policy types.
package struct ClockTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 0…23.
    package let hour: Int
    /// 0…59.
    package let minute: Int

    /// nil unless `hour` is 0…23 and `minute` 0…59.
    package init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// Parses `HH:MM` or `H:MM` (24-hour). `24:00`, seconds, `am`/`pm` and spaces inside are
    /// rejected, so a config value means exactly one thing.
    package init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.utf8.allSatisfy { (48...57).contains($0) } }),
            let hour = Int(parts[0]), let minute = Int(parts[1])
        else { return nil }
        self.init(hour: hour, minute: minute)
    }

    /// Minutes since midnight, for ordering and comparing with a wall clock.
    package var minutesSinceMidnight: Int { hour * 60 + minute }

    package static func < (a: ClockTime, b: ClockTime) -> Bool {
        a.minutesSinceMidnight < b.minutesSinceMidnight
    }

    /// Always two-digit `HH:MM`, the form config and messages use.
    package var description: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}
