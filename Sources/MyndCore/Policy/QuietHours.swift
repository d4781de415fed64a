import Foundation

/// The part of each day in which nothing is delivered (`22:00-07:00`); what falls due waits
/// for its end.
///
/// Times are wall-clock times in the person's zone. A start later than the end spans midnight.
/// The start is inclusive and the end exclusive: with `22:00-07:00`, 22:00 is quiet and 07:00
/// is not.
///
/// DST: each night's quiet period is one unbroken span of instants, from the first moment the
/// clock shows the start to the first moment it shows the end (see
/// `LocalTime.firstMoment(showing:onDayOf:plusDays:)`). So:
/// - a start or end skipped by spring-forward takes effect when the clock jumps past it
///   (Berlin 2026-03-29, `02:30-06:00` is quiet from 03:00 CEST; `22:00-02:30` ends at 03:00 CEST);
/// - a start or end in a repeated hour takes its first occurrence, and the period does not
///   flicker when the hour repeats (Berlin 2026-10-25, `02:30-06:00` is quiet from 02:30 CEST
///   and stays quiet through the second 02:00–02:30 CET; `22:00-02:30` ends at the first
///   02:30 CEST and is not quiet again in the second 02:00–02:30 CET).
package struct QuietHours: Equatable, Sendable, CustomStringConvertible {
    package var start: ClockTime
    package var end: ClockTime

    /// `start` and `end` must differ (see `parse`); equal times make every test here false.
    package init(start: ClockTime, end: ClockTime) {
        self.start = start
        self.end = end
    }

    /// Reads the config value: `"22:00-07:00"` (spaces around the dash allowed), `""` for
    /// none (returns nil). Equal start and end are rejected: they could mean "never" or
    /// "always", and guessing wrong either silences mynd or makes it ignore the night.
    package static func parse(_ text: String) throws(PolicyError) -> QuietHours? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return nil }
        let parts = trimmed.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2,
            let start = ClockTime(parts[0].trimmingCharacters(in: .whitespaces)),
            let end = ClockTime(parts[1].trimmingCharacters(in: .whitespaces))
        else { throw .badQuietHours(text) }
        guard start != end else { throw .emptyQuietHours(text) }
        return QuietHours(start: start, end: end)
    }

    /// Whether the quiet period spans midnight (`22:00-07:00`).
    package var spansMidnight: Bool { start > end }

    /// Whether `t` falls in quiet hours.
    package func contains(_ t: Timestamp, in zone: LocalTime) -> Bool {
        // The hour a fall-back change shows twice: the second time round the clock again reads
        // a quiet time, and it is quiet too.
        inPeriod(t, zone) || wallClockIsQuiet(zone.wall(at: t))
    }

    /// Between the first moments the clock shows `start` and `end` (DST rules in `LocalTime`).
    private func inPeriod(_ t: Timestamp, _ zone: LocalTime) -> Bool {
        let startToday = zone.firstMoment(showing: start, onDayOf: t, plusDays: 0)
        let endToday = zone.firstMoment(showing: end, onDayOf: t, plusDays: 0)
        return spansMidnight ? (t < endToday || t >= startToday) : (startToday <= t && t < endToday)
    }

    private func wallClockIsQuiet(_ wall: LocalTime.Wall) -> Bool {
        let minute = wall.hour * 60 + wall.minute
        return spansMidnight
            ? minute >= start.minutesSinceMidnight || minute < end.minutesSinceMidnight
            : start.minutesSinceMidnight <= minute && minute < end.minutesSinceMidnight
    }

    /// The instant the quiet period containing `t` ends: the next time the clock reaches
    /// `end` (or jumps past it). `t` itself when `t` is not in quiet hours, so the result is
    /// always the earliest moment something may be delivered.
    package func end(after t: Timestamp, in zone: LocalTime) -> Timestamp {
        guard contains(t, in: zone) else { return t }
        if inPeriod(t, zone) {
            let endToday = zone.firstMoment(showing: end, onDayOf: t, plusDays: 0)
            return spansMidnight && t >= endToday ? zone.firstMoment(showing: end, onDayOf: t, plusDays: 1) : endToday
        }
        // In the repeated hour, past the first time the clock showed `end`: it shows it again
        // as many minutes on as the wall clock says.
        let wall = zone.wall(at: t)
        var seconds = Int64(end.minutesSinceMidnight * 60 - (wall.hour * 3600 + wall.minute * 60 + wall.second))
        if seconds <= 0 { seconds += 86_400 }
        return t.adding(seconds: seconds)
    }

    /// `22:00-07:00`, the config form.
    package var description: String { "\(start)-\(end)" }
}
