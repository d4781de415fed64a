/// A time of day on the wall clock, such as the morning digest time or the nightly
/// processing time. Which instant it names depends on the date and the time zone
/// (see `LocalTime` for the DST rules).
public struct DailyTime: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// 0…23.
    public let hour: Int
    /// 0…59.
    public let minute: Int

    /// nil unless `hour` is 0…23 and `minute` is 0…59.
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// Parses `HH:MM` (24-hour clock; a one-digit hour such as `8:00` is accepted).
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2,
            (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let h = Int(parts[0]), let m = Int(parts[1])
        else { return nil }
        self.init(hour: h, minute: m)
    }

    private init(checkedHour hour: Int, minute: Int) {
        self.hour = hour
        self.minute = minute
    }

    /// 08:00, the default `morning_insight_time`.
    public static let defaultMorning = DailyTime(checkedHour: 8, minute: 0)
    /// 03:00, when nightly processing is due.
    public static let defaultProcessing = DailyTime(checkedHour: 3, minute: 0)

    /// `HH:MM`.
    public var description: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}
