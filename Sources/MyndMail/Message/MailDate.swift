package import MyndCore

/// The Date header's value (RFC 5322 §3.3): `Sat, 21 Nov 2026 09:00:00 +0100`, the wall clock
/// in the person's zone with its offset. Written out by hand, as `HTTPDate` is read, so it is
/// exact and English whatever the locale.
package enum MailDate {
    private static let dayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let monthNames = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    /// `instant` as the wall clock of `zone` shows it (whole seconds), with the zone's offset
    /// then (whole minutes).
    package static func string(_ instant: Timestamp, in zone: LocalTime) -> String {
        let wall = zone.wall(at: instant)
        let seconds = instant.millisecondsSinceEpoch.quotientAndRemainderFloor(dividingBy: 1000).0
        let offsetMinutes = Int(zone.offset(at: seconds) / 60)
        let sign = offsetMinutes < 0 ? "-" : "+"
        let magnitude = abs(offsetMinutes)
        return "\(dayNames[wall.weekday]), \(pad(wall.day)) \(monthNames[wall.month - 1]) \(wall.year) "
            + "\(pad(wall.hour)):\(pad(wall.minute)):\(pad(wall.second)) \(sign)\(pad(magnitude / 60))\(pad(magnitude % 60))"
    }

    private static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
