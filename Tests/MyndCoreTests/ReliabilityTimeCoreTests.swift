import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

extension Tag {
    /// The reliability suite's tag (RELIABILITY.md); MyndCLITests defines the same one.
    @Tag static var reliability: Self
}

/// A zone, and the local dates around which it is swept.
struct SweptZone: Sendable, CustomTestStringConvertible {
    var identifier: String
    /// Local dates of the DST changes of 2026 (the zone has none: two ordinary days).
    var days: [String]
    var testDescription: String { identifier }
}

/// The time part of the reliability suite (RELIABILITY.md "Time"), in the pure core: quiet
/// hours and the digest rule checked over the days of the 2026 DST changes in six zones,
/// minute by minute and timer tick by timer tick, against an oracle that reads only
/// Foundation's UTC offsets (none of mynd's wall-clock arithmetic). Then the clock jumping back
/// and the zone changing between runs.
@Suite(.timed, .tags(.reliability)) struct ReliabilityTimeCoreTests {
    /// 30-minute DST (Lord Howe), none (Kolkata, at +05:30), southern hemisphere at +09:30/+10:30
    /// (Adelaide), the two common rules (New York, Berlin), and one whose change skips
    /// midnight itself (Santiago: 2026-09-06 begins at 01:00).
    static let zones = [
        SweptZone(identifier: "America/New_York", days: ["2026-03-08", "2026-11-01"]),
        SweptZone(identifier: "Europe/Berlin", days: ["2026-03-29", "2026-10-25"]),
        SweptZone(identifier: "Australia/Adelaide", days: ["2026-04-05", "2026-10-04"]),
        SweptZone(identifier: "Australia/Lord_Howe", days: ["2026-04-05", "2026-10-04"]),
        SweptZone(identifier: "Asia/Kolkata", days: ["2026-03-29", "2026-10-25"]),
        SweptZone(identifier: "America/Santiago", days: ["2026-04-04", "2026-09-06"]),
    ]

    /// Quiet-hour starts and ends: the defaults, and times in, at and next to the skipped and
    /// repeated hours (Santiago's 23:00–00:00, Lord Howe's 01:30–02:30, the others' 01:00–03:00):
    /// every ordered pair of them, 56 settings.
    static let clockTimes = ["22:00", "23:30", "00:00", "01:30", "02:00", "02:30", "03:00", "07:00"]

    /// The year's changes are the ones listed, and Kolkata has none: the sweep is over the days
    /// it means to be.
    @Test(arguments: zones)
    func theSweptDays_areTheZonesDSTChanges(_ swept: SweptZone) {
        let clock = OracleClock(swept.identifier)
        var changes: Set<String> = []
        var t = OracleClock.day("2026-01-01") * 86_400
        let end = OracleClock.day("2027-01-01") * 86_400
        while t < end {
            if clock.offset(t + 3600) != clock.offset(t) {
                // The change's local date, as the wall clock shows it just after.
                changes.insert(clock.dateText(t + 3600))
            }
            t += 3600
        }
        #expect(changes == (swept.identifier == "Asia/Kolkata" ? [] : Set(swept.days)))
    }

    // MARK: - Quiet hours, every minute

    /// Every minute of the 12 hours around each change (around 02:00 on Kolkata's days), for
    /// each of the 56 quiet-hour settings: `contains` says what the oracle says, and
    /// `end(after:)` is the first minute the oracle calls not quiet.
    @Test(arguments: zones)
    func quietHours_everyMinuteAcrossTheDSTDays_matchTheOracle(_ swept: SweptZone) throws {
        let clock = OracleClock(swept.identifier)
        let zone = LocalTime(timeZone: clock.zone)
        var checked = 0
        for day in swept.days {
            let span = clock.span(around: day)
            for start in Self.clockTimes {
                for end in Self.clockTimes where end != start {
                    let hours = try #require(try QuietHours.parse("\(start)-\(end)"))
                    let oracle = clock.quiet(start: hours.start.minutesSinceMidnight, end: hours.end.minutesSinceMidnight, over: span)
                    var mismatches: [String] = []
                    for (index, t) in span.minutes.enumerated() {
                        let instant = Timestamp(millisecondsSinceEpoch: t * 1000)
                        if hours.contains(instant, in: zone) != oracle.quiet[index] {
                            mismatches.append("\(clock.describe(t)) contains=\(!oracle.quiet[index])")
                        } else if oracle.quiet[index], hours.end(after: instant, in: zone).seconds != oracle.end[index] {
                            mismatches.append(
                                "\(clock.describe(t)) ends \(clock.describe(hours.end(after: instant, in: zone).seconds)), oracle \(clock.describe(oracle.end[index]))"
                            )
                        }
                        checked += 1
                    }
                    #expect(mismatches.isEmpty, "\(swept.identifier) \(start)-\(end): \(mismatches.prefix(5))")
                }
            }
        }
        #expect(checked == swept.days.count * 56 * 720)
    }

    /// At every 15-minute tick of the same 12 hours, the follow-up planner holds its one stale goal
    /// for quiet hours exactly when the oracle says it is quiet (default and DST-edge settings).
    @Test(arguments: zones)
    func followUpPlanner_holdsForQuietHours_exactlyWhenQuiet(_ swept: SweptZone) throws {
        let clock = OracleClock(swept.identifier)
        let zone = LocalTime(timeZone: clock.zone)
        for day in swept.days {
            let span = clock.span(around: day)
            let minutes = span.minutes
            for text in ["22:00-07:00", "01:30-02:30", "02:15-03:00", "23:00-02:00", "00:00-01:45"] {
                let hours = try #require(try QuietHours.parse(text))
                let oracle = clock.quiet(start: hours.start.minutesSinceMidnight, end: hours.end.minutesSinceMidnight, over: span)
                for index in stride(from: 0, to: minutes.count, by: 15) {
                    let now = Timestamp(millisecondsSinceEpoch: minutes[index] * 1000)
                    let goal = GoalCandidate(node: Node(type: .goal, content: "Plant", createdAt: now.adding(seconds: -10 * 86_400)))
                    let plan = FollowUpPlanner.plan(
                        candidates: [goal], history: FollowUpHistory(), limits: FollowUpLimits(quietHours: hours), now: now, zone: zone)
                    let held = if case .quietHours = plan.decision { true } else { false }
                    #expect(
                        held == oracle.quiet[index], "\(swept.identifier) \(text) at \(clock.describe(minutes[index])): \(plan.decision)")
                    #expect(plan.send.isEmpty == held)
                }
            }
        }
    }

    // MARK: - The digest, tick by tick

    /// The 15-minute timer (each tick up to 2 minutes late, as RandomizedDelaySec=2min makes it;
    /// seed 15) runs the digest rule over the three days around each swept day, for 79 morning
    /// times: every 5 minutes from 23:00 to 04:00, where the changes are, and each other hour.
    /// For every local date: one digest at the first tick at or after the oracle's morning (RFC 5545: a time skipped by the change is read with the offset
    /// before it; a repeated one is its first occurrence), none when no tick of that date
    /// reaches it, never two.
    @Test(arguments: zones)
    func digest_every15MinuteTick_oneAtTheFirstTickAfterTheMorning_neverTwice_noneSkipped(_ swept: SweptZone) throws {
        let clock = OracleClock(swept.identifier)
        let zone = LocalTime(timeZone: clock.zone)
        var random = SeededLCG(seed: 15)
        var digests = 0
        for day in swept.days {
            let ticks = clock.ticks(from: clock.midnight(of: day, plus: -1), to: clock.midnight(of: day, plus: 2), random: &random)
            for minute in Self.mornings {
                let morning = try #require(ClockTime(hour: minute / 60, minute: minute % 60))
                let sent = simulate(ticks, morning: morning) { _ in zone }
                let expected = clock.expectedDigests(ticks, morning: minute)
                #expect(sent.map(\.date) == expected.map(\.date), "\(swept.identifier) \(day) morning \(morning)")
                #expect(sent.map(\.at) == expected.map(\.at), "\(swept.identifier) \(day) morning \(morning)")
                digests += sent.count
            }
        }
        // About one a day (three days, 79 mornings); fewer only where a morning late in the day
        // has no tick after it on its date.
        #expect(digests >= swept.days.count * 79 * 2)
    }

    static let mornings =
        Array(stride(from: 23 * 60, to: 24 * 60, by: 5)) + Array(stride(from: 0, to: 4 * 60, by: 5))
        + Array(stride(from: 4 * 60, to: 23 * 60, by: 60))

    /// The clock jumps back (NTP) by 1 minute to 3 days right after the first digest on or
    /// after each swept day, and the timer ticks on from there: no date is sent twice, and the
    /// next date's digest comes at its first tick after its morning.
    @Test(arguments: zones)
    func digest_clockJumpingBack_neverSendsADateTwice_andSendsTheNextOnTime(_ swept: SweptZone) throws {
        let clock = OracleClock(swept.identifier)
        let zone = LocalTime(timeZone: clock.zone)
        var random = SeededLCG(seed: 1588)
        var jumps = 0
        for day in swept.days {
            let end = clock.midnight(of: day, plus: 3)
            let forward = clock.ticks(from: clock.midnight(of: day, plus: -2), to: end, random: &random)
            for morning in ["00:00", "01:45", "02:30", "08:00", "23:30"] {
                let time = try #require(ClockTime(morning))
                let pivot = try #require(simulate(forward, morning: time) { _ in zone }.first { $0.date >= day })
                for jump in [60, 900, 3600, 5400, 43_200, 86_400, 3 * 86_400] as [Int64] {
                    let before = forward.filter { $0 <= pivot.at }
                    let after = clock.ticks(from: pivot.at - jump, to: end, random: &random)
                    let sent = simulate(before + after, morning: time) { _ in zone }
                    let dates = sent.map(\.date)
                    let context = "\(swept.identifier) \(day) morning \(morning), back \(jump) s: \(dates)"
                    #expect(dates == dates.sorted() && Set(dates).count == dates.count, "\(context)")
                    let sentBefore = sent.prefix { $0.at <= pivot.at && $0.date <= pivot.date }
                    let expected = clock.expectedDigests(after, morning: time.minutesSinceMidnight).filter { $0.date > pivot.date }
                    #expect(
                        sent.dropFirst(sentBefore.count).map { "\($0.date)@\($0.at)" } == expected.map { "\($0.date)@\($0.at)" },
                        "\(context)")
                    jumps += 1
                }
            }
        }
        #expect(jumps == swept.days.count * 5 * 7)
    }

    /// The zone changes between two runs, at every second hour of a swept day, between every
    /// pair of the six zones (morning 08:00): no local date gets two digests (a date is compared as written), and every
    /// date after the change whose morning a tick reaches gets its digest at the first such tick.
    @Test func digest_zoneChangingBetweenRuns_neverTwiceForADate_noneSkippedAfter() throws {
        var random = SeededLCG(seed: 2026)
        var cases = 0
        for from in Self.zones {
            for to in Self.zones where to.identifier != from.identifier {
                let before = OracleClock(from.identifier)
                let after = OracleClock(to.identifier)
                let day = from.days[1]
                let ticks = before.ticks(from: before.midnight(of: day, plus: -1), to: before.midnight(of: day, plus: 2), random: &random)
                for hour in stride(from: 0, to: 24, by: 2) {
                    let change = before.midnight(of: day, plus: 0) + Int64(hour) * 3600
                    let sent = simulate(ticks, morning: .defaultMorning) { t in
                        LocalTime(timeZone: t < change ? before.zone : after.zone)
                    }
                    let dates = sent.map(\.date)
                    #expect(Set(dates).count == dates.count, "\(from.identifier) → \(to.identifier) at \(hour):00: \(dates)")
                    #expect(dates == dates.sorted())
                    // After the change: the dates later than the last one sent before it, each at
                    // its first tick after its morning in the new zone.
                    let lastBefore = sent.filter { $0.at < change }.last?.date ?? ""
                    let expected = after.expectedDigests(ticks.filter { $0 >= change }, morning: 8 * 60).filter { $0.date > lastBefore }
                    #expect(
                        sent.filter { $0.at >= change }.map { "\($0.date)@\($0.at)" } == expected.map { "\($0.date)@\($0.at)" },
                        "\(from.identifier) → \(to.identifier) at \(hour):00")
                    cases += 1
                }
            }
        }
        #expect(cases == 30 * 12)
    }

    // MARK: - Helpers

    /// Runs the digest rule at each tick, recording each due date as sent.
    /// Each tick a run, as the store keeps the digests: one per date (a date made already is
    /// not made again), the history its newest date and latest making, and a run bringing
    /// what was made more than an hour after its clock back to it (`settleFutureRecords`).
    private func simulate(_ ticks: [Int64], morning: ClockTime, zone: (Int64) -> LocalTime) -> [(date: String, at: Int64)] {
        var sent: [(date: String, at: Int64)] = []
        var made: [String: Int64] = [:]
        for t in ticks {
            let now = Timestamp(millisecondsSinceEpoch: t * 1000)
            made = made.mapValues { $0 > t + 3600 ? t : $0 }
            let history = JobHistory(
                lastDigestLocalDate: made.keys.max(),
                lastDigestMadeAt: made.values.max().map { Timestamp(millisecondsSinceEpoch: $0 * 1000) }
            ).seen(at: now, zone: zone(t))
            if case .due(let date) = JobSchedule.digestDue(
                now: now, morning: morning, zone: zone(t), lastDigestLocalDate: history.lastDigestLocalDate), made[date] == nil
            {
                sent.append((date, t))
                made[date] = t
            }
        }
        return sent
    }
}

/// Wall-clock facts from Foundation's UTC offsets alone, minute by minute: the oracle the
/// sweeps compare mynd's `LocalTime`, `QuietHours` and `JobSchedule` with.
struct OracleClock {
    let zone: TimeZone

    init(_ identifier: String) {
        guard let zone = TimeZone(identifier: identifier) else { fatalError("unknown time zone \(identifier)") }
        self.zone = zone
    }

    func offset(_ t: Int64) -> Int64 { Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(t)))) }

    /// The local date (days since 1970-01-01) and minute of the day shown at `t`.
    func shown(_ t: Int64) -> (day: Int64, minute: Int) {
        let local = t + offset(t)
        let day = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        return (day, Int((local - day * 86_400) / 60))
    }

    func dateText(_ t: Int64) -> String { Self.text(day: shown(t).day) }

    func describe(_ t: Int64) -> String {
        let (day, minute) = shown(t)
        return String(format: "%@ %02d:%02d (UTC%+.1f)", Self.text(day: day), minute / 60, minute % 60, Double(offset(t)) / 3600)
    }

    /// "YYYY-MM-DD" of a day number (days since 1970-01-01), and back: a table made once by
    /// Foundation's Gregorian calendar (not mynd's `CivilDate`) for 2025 to 2027.
    static func text(day: Int64) -> String { dates[day]! }

    static func day(_ text: String) -> Int64 { days[text]! }

    private static let dates: [Int64: String] = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var dates: [Int64: String] = [:]
        for day in Int64(20_089)...Int64(21_183) {  // 2025-01-01 … 2027-12-31
            let c = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(day * 86_400)))
            dates[day] = String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!)
        }
        return dates
    }()

    private static let days = Dictionary(uniqueKeysWithValues: dates.map { ($0.value, $0.key) })

    /// The first instant (to the minute) of local date `text` + `days`.
    func midnight(of text: String, plus days: Int64) -> Int64 {
        let day = Self.day(text) + days
        var t = day * 86_400 - 15 * 3600
        while shown(t).day < day { t += 60 }
        return t
    }

    /// Every whole minute of the 12 hours around the change on local date `text` (around its
    /// 02:00 when it has none), and what the wall clock shows at each minute from a day
    /// before them to a day after.
    struct Span {
        var minutes: [Int64]
        var shown: [(t: Int64, day: Int64, minute: Int)]
    }

    func span(around text: String) -> Span {
        let midnight = midnight(of: text, plus: 0)
        var center = midnight + 2 * 3600
        for t in stride(from: midnight - 6 * 3600, to: midnight + 30 * 3600, by: 60) where offset(t + 60) != offset(t) {
            center = t + 60
            break
        }
        let minutes = (-360..<360).map { center + Int64($0) * 60 }
        let start = minutes[0]
        let scan = stride(from: start - 86_400 - 3600, through: minutes.last! + 86_400 + 3600, by: 60).map { t in
            let (day, minute) = shown(t)
            return (t, day, minute)
        }
        return Span(minutes: minutes, shown: scan)
    }

    /// The 15-minute timer from `start` to `end`: each quarter hour, late by 0–120 s.
    func ticks(from start: Int64, to end: Int64, random: inout SeededLCG) -> [Int64] {
        var ticks: [Int64] = []
        var quarter = (start / 900) * 900
        while quarter < end {
            let t = quarter + random.next(in: 0...120)
            if t >= start && t < end { ticks.append(t) }
            quarter += 900
        }
        return ticks
    }

    /// The instant of `minute` on local date `text`: its first occurrence, or, skipped by a
    /// change, read with the offset in force before it (RFC 5545 3.3.5).
    func morning(of text: String, minute: Int) -> Int64 {
        let day = Self.day(text)
        var t = day * 86_400 - 15 * 3600
        while t < (day + 1) * 86_400 + 15 * 3600 {
            let (d, m) = shown(t)
            if d == day && m == minute { return t }
            if d > day || (d == day && m > minute) {
                // Jumped past it: the wall time, less the offset from just before the jump.
                return day * 86_400 + Int64(minute) * 60 - offset(t - 60)
            }
            t += 60
        }
        fatalError("no \(minute) on \(text)")
    }

    /// The digests the rule must send over `ticks`: for each local date a tick shows, one at
    /// the first tick of that date at or after its morning, if any.
    func expectedDigests(_ ticks: [Int64], morning minute: Int) -> [(date: String, at: Int64)] {
        var expected: [(date: String, at: Int64)] = []
        var mornings: [String: Int64] = [:]
        for t in ticks {
            let date = dateText(t)
            if expected.last.map({ $0.date >= date }) == true { continue }
            let due = mornings[date] ?? morning(of: date, minute: minute)
            mornings[date] = due
            if t >= due { expected.append((date, t)) }
        }
        return expected
    }

    /// For each minute of `span`, whether it is quiet with quiet hours `start`–`end` (minutes
    /// of the day), and when that quiet period ends. A night's period runs from the first minute
    /// its date shows `start` or later to the first minute the end's date shows `end` or later.
    func quiet(start: Int, end: Int, over span: Span) -> (quiet: [Bool], end: [Int64]) {
        var firstShowing: [Int64: [Int: Int64]] = [:]  // day → clock → first instant
        for (t, day, minute) in span.shown {
            for clock in [start, end] where minute >= clock && firstShowing[day]?[clock] == nil {
                firstShowing[day, default: [:]][clock] = t
            }
        }
        var periods: [(from: Int64, to: Int64)] = []
        for day in firstShowing.keys.sorted() {
            guard let from = firstShowing[day]?[start], let to = firstShowing[start > end ? day + 1 : day]?[end] else { continue }
            periods.append((from, to))
        }
        // The hour a fall-back change shows twice: the second time round, a wall time inside
        // quiet hours is quiet too.
        func wallQuiet(_ minute: Int) -> Bool { start > end ? (minute >= start || minute < end) : (start <= minute && minute < end) }
        func period(_ t: Int64) -> (from: Int64, to: Int64)? { periods.first { $0.from <= t && t < $0.to } }
        var quiet: [Bool] = []
        var ends: [Int64] = []
        for t in span.minutes {
            if let period = period(t) {
                quiet.append(true)
                ends.append(period.to)
            } else if wallQuiet(shown(t).minute) {
                // The repeated hour: quiet until the clock reads the end (again).
                var next = t
                while wallQuiet(shown(next).minute), period(next) == nil { next += 60 }
                quiet.append(true)
                ends.append(next)
            } else {
                quiet.append(false)
                ends.append(t)
            }
        }
        return (quiet, ends)
    }
}

extension Timestamp {
    /// Whole seconds since 1970.
    var seconds: Int64 { millisecondsSinceEpoch.quotientAndRemainderFloor(dividingBy: 1000).0 }
}
