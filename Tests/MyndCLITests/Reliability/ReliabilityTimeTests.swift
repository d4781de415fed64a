import Foundation
import MyndCore
import MyndTestSupport
import Testing

/// A night of a DST change, and settings that put the end of quiet hours and the morning
/// digest inside the skipped or repeated span.
struct DSTNight: Sendable, CustomTestStringConvertible {
    var zone: String
    /// The local date of the change.
    var day: String
    /// Quiet hours are 22:00 to this; the digest is due at `morning`.
    var quietEnd: String
    var morning: String
    var testDescription: String { "\(zone) \(day)" }
}

/// The time part of the reliability suite, end to end (RELIABILITY.md "Time"; the exhaustive
/// sweeps are `ReliabilityTimeCoreTests`): the built binary run the way its timers run it,
/// `run digest --if-due` then `run refresh` every quarter hour (each tick 0–120 s late, from a
/// fixed formula), with `MYND_NOW` and `TZ` stepped through the nights of the 2026 DST changes.
/// At every tick the digest is made exactly when the core's rule says, nothing is planned or
/// delivered in quiet hours; at the end one digest per date, and every message delivered at the
/// first tick outside quiet hours at or after it was due.
@Suite(.timed, .tags(.reliability), .enabled(if: FileManager.default.isExecutableFile(atPath: Sandbox.sqlite3), "needs sqlite3"))
struct ReliabilityTimeTests {
    /// Spring: quiet hours end in the skipped span (so at the jump) and the morning is later in
    /// it (read with the offset before it). Autumn and Kolkata: the morning is in the repeated
    /// span (its first time), before quiet hours end, so the digest waits for their end.
    static let nights = [
        DSTNight(zone: "America/New_York", day: "2026-03-08", quietEnd: "02:15", morning: "02:30"),
        DSTNight(zone: "America/New_York", day: "2026-11-01", quietEnd: "01:30", morning: "01:15"),
        DSTNight(zone: "Europe/Berlin", day: "2026-03-29", quietEnd: "02:15", morning: "02:30"),
        DSTNight(zone: "Europe/Berlin", day: "2026-10-25", quietEnd: "02:30", morning: "02:15"),
        DSTNight(zone: "Australia/Adelaide", day: "2026-10-04", quietEnd: "02:15", morning: "02:30"),
        DSTNight(zone: "Australia/Adelaide", day: "2026-04-05", quietEnd: "02:30", morning: "02:15"),
        DSTNight(zone: "Australia/Lord_Howe", day: "2026-10-04", quietEnd: "02:15", morning: "02:20"),
        DSTNight(zone: "Australia/Lord_Howe", day: "2026-04-05", quietEnd: "01:50", morning: "01:40"),
        DSTNight(zone: "Asia/Kolkata", day: "2026-03-29", quietEnd: "02:30", morning: "02:15"),
        DSTNight(zone: "Asia/Kolkata", day: "2026-10-25", quietEnd: "02:30", morning: "02:15"),
    ]

    /// From 21:45 the evening before (the day before's digest is due at once, quiet hours begin
    /// at 22:00) to 45 minutes after both quiet hours and the morning are over.
    @Test(arguments: nights)
    func aDSTNight_tickByTick_oneDigestPerDate_nothingInQuietHours_nothingLate(_ night: DSTNight) throws {
        let machine = try Machine(night)
        let zone = machine.localTime
        let start = machine.local(night.day, plusDays: -1, hour: 21, minute: 45)
        // The morning of the change's date, once the day before has its digest.
        guard
            case .notYet(let morning) = JobSchedule.digestDue(
                now: start, morning: machine.morning, zone: zone, lastDigestLocalDate: machine.previousDay(night.day))
        else { Issue.record("the day before's digest is not the last one"); return }
        let end = max(morning, machine.quiet.end(after: start.adding(seconds: 3600), in: zone)).adding(seconds: 45 * 60)
        try machine.tick(from: start, to: end)
        try machine.expectAllDelivered_atTheFirstQuietFreeTick()
        #expect(try machine.digestDates() == [machine.previousDay(night.day), night.day])
        // Follow-ups went out before quiet hours and after them, none in between.
        let sent = try machine.sentTimes(kind: "followup")
        #expect(sent.contains { $0 < start.adding(seconds: 15 * 60) } && sent.contains { $0 > morning }, "\(sent.map(\.iso8601))")
    }

    /// Berlin's autumn night, then the clock set back two hours (NTP), then the machine flown
    /// west to New York (`TZ` changes between runs) and on east to Lord Howe, asleep between
    /// the nights: a date that already has its digest gets none in the new zone (dates are
    /// compared as written), each later date gets one, quiet hours hold in each zone.
    @Test func clockSetBack_thenZoneChangingWestAndEast_noDateTwice_noneSkipped() throws {
        let machine = try Machine(Self.nights[3])  // Berlin 2026-10-25: quiet 22:00-02:30, morning 02:15
        try machine.tick(
            from: machine.local("2026-10-25", plusDays: 0, hour: 1, minute: 45), to: Timestamp(iso8601: "2026-10-25T02:20:00Z")!)
        #expect(try machine.digestDates() == ["2026-10-25"])
        let last = try #require(machine.ticks.last?.at)
        try machine.tick(from: last.adding(seconds: -2 * 3600), to: last)
        machine.zoneName = "America/New_York"
        try machine.tick(from: last.adding(seconds: 60), to: last.adding(seconds: 3600))
        try machine.tick(
            from: machine.local("2026-10-25", plusDays: 0, hour: 1, minute: 45),
            to: machine.local("2026-10-25", plusDays: 0, hour: 3, minute: 0))
        #expect(try machine.digestDates() == ["2026-10-25"], "New York's 10-25 is the date Berlin's digest was for")
        try machine.tick(
            from: machine.local("2026-10-26", plusDays: 0, hour: 1, minute: 45),
            to: machine.local("2026-10-26", plusDays: 0, hour: 3, minute: 15))
        let west = try #require(machine.ticks.last?.at)
        machine.zoneName = "Australia/Lord_Howe"
        try machine.tick(from: west.adding(seconds: 60), to: west.adding(seconds: 1800))
        try machine.tick(
            from: machine.local("2026-10-27", plusDays: 0, hour: 1, minute: 30),
            to: machine.local("2026-10-27", plusDays: 0, hour: 3, minute: 0))
        try machine.expectAllDelivered_atTheFirstQuietFreeTick()
        #expect(try machine.digestDates() == ["2026-10-25", "2026-10-26", "2026-10-27"])
        #expect(machine.ticks.count >= 35)
    }
}

extension ReliabilityTimeTests {
    /// What a run of `mynd run … --json` says.
    struct JobView: Decodable {
        var outcome: String
        var planned: Int
        var delivered: Int
        var reasons: [String]
    }

    /// A sandbox whose timers are played by a test: at each tick the digest (`--if-due`) and
    /// refresh run with `MYND_NOW` and `TZ` set, and their reports are checked against the core.
    final class Machine {
        let sandbox: Sandbox
        var zoneName: String
        let morning: ClockTime
        let quiet: QuietHours
        /// The core's view of the last digest date, kept beside the binary's.
        var lastDigest: String?
        /// Every tick run so far, in order, with the zone in force.
        var ticks: [(at: Timestamp, zone: String)] = []

        var localTime: LocalTime { LocalTime(timeZone: TimeZone(identifier: zoneName)!) }

        init(_ night: DSTNight) throws {
            sandbox = try Sandbox()
            zoneName = night.zone
            morning = ClockTime(night.morning)!
            quiet = try QuietHours.parse("22:00-\(night.quietEnd)")!
            try sandbox.writeConfig(
                channels: ["terminal"],
                """
                [schedule]
                quiet_hours = "22:00-\(night.quietEnd)"
                morning_insight_time = "\(night.morning)"
                min_gap = "30m"
                cooldown = "1m"
                max_notifications_per_day = 50
                """)
            // Three goals quiet for weeks: a follow-up whenever the rules allow one.
            for goal in ["Plant the bulbs", "Fix the bike", "Call Ana"] {
                _ = try sandbox.add("goal", goal, now: "2026-01-01T09:00:00Z")
            }
        }

        /// The instant of `hour:minute` on local date `date` ("YYYY-MM-DD") plus `days`.
        func local(_ date: String, plusDays days: Int, hour: Int, minute: Int) -> Timestamp {
            let parts = date.split(separator: "-").map { Int($0)! }
            let noon = localTime.instant(year: parts[0], month: parts[1], day: parts[2], hour: 12, minute: 0)
            return localTime.instant(onDayOf: noon, plusDays: days, hour: hour, minute: minute)
        }

        /// The local date before `date`.
        func previousDay(_ date: String) -> String {
            JobSchedule.localDate(local(date, plusDays: -1, hour: 12, minute: 0), zone: localTime)
        }

        /// Every quarter hour from `start` to `end` (exclusive), each late by 0–120 s.
        func tick(from start: Timestamp, to end: Timestamp, sourceLocation: SourceLocation = #_sourceLocation) throws {
            var quarter = (start.millisecondsSinceEpoch / 900_000) * 900_000
            while quarter < end.millisecondsSinceEpoch {
                let late = (quarter / 900_000 * 7_919) % 121
                let t = Timestamp(millisecondsSinceEpoch: quarter + late * 1000)
                if t >= start && t < end { try tick(at: t, sourceLocation: sourceLocation) }
                quarter += 900_000
            }
        }

        func tick(at t: Timestamp, sourceLocation: SourceLocation = #_sourceLocation) throws {
            ticks.append((t, zoneName))
            let zone = localTime
            let when = "\(zone.describe(t)) (\(t.iso8601))"
            let digest = try sandbox.json(
                JobView.self, ["run", "digest", "--if-due", "--json"], now: t.iso8601, tz: zoneName, sourceLocation: sourceLocation)
            switch JobSchedule.digestDue(now: t, morning: morning, zone: zone, lastDigestLocalDate: lastDigest) {
            case .due(let date):
                #expect(
                    digest.planned == 1 && digest.reasons.first == "digest for \(date)", "\(when): \(digest)",
                    sourceLocation: sourceLocation)
                lastDigest = date
            case .notYet:
                #expect(digest.outcome == "not_due", "\(when): \(digest)", sourceLocation: sourceLocation)
            }
            let refresh = try sandbox.json(
                JobView.self, ["run", "refresh", "--json"], now: t.iso8601, tz: zoneName, sourceLocation: sourceLocation)
            if quiet.contains(t, in: zone) {
                #expect(
                    digest.delivered + refresh.delivered + refresh.planned == 0, "quiet at \(when): \(digest) \(refresh)",
                    sourceLocation: sourceLocation)
            }
        }

        /// Every outbox row was delivered, at the first tick (in the order run, from the one that
        /// wrote it) that was at or after its `notBefore` and outside quiet hours in the zone
        /// then in force: never in quiet hours, never later than the timer allowed.
        func expectAllDelivered_atTheFirstQuietFreeTick(sourceLocation: SourceLocation = #_sourceLocation) throws {
            let rows = try sandbox.query("SELECT kind, ref, status, notBefore, createdAt, sentAt FROM outbox ORDER BY id")
            #expect(rows.count >= 4, "\(rows)", sourceLocation: sourceLocation)
            for row in rows {
                let created = Timestamp(millisecondsSinceEpoch: Int64(row["createdAt"] as? Int ?? 0))
                let notBefore = Timestamp(millisecondsSinceEpoch: Int64(row["notBefore"] as? Int ?? 0))
                let first = ticks.firstIndex { $0.at == created } ?? ticks.count
                let expected = ticks[first...].first { tick in
                    tick.at >= notBefore && !quiet.contains(tick.at, in: LocalTime(timeZone: TimeZone(identifier: tick.zone)!))
                }
                #expect(row["status"] as? String == "sent", "\(row)", sourceLocation: sourceLocation)
                #expect(
                    (row["sentAt"] as? Int).map(Int64.init) == expected?.at.millisecondsSinceEpoch,
                    "\(row["kind"] ?? "") \(row["ref"] ?? "") sent at \(row["sentAt"] ?? "never"), expected \(expected?.at.iso8601 ?? "never")",
                    sourceLocation: sourceLocation)
            }
        }

        func digestDates() throws -> [String] {
            try sandbox.query("SELECT localDate FROM digest ORDER BY createdAt").compactMap { $0["localDate"] as? String }
        }

        func sentTimes(kind: String) throws -> [Timestamp] {
            try sandbox.query("SELECT sentAt FROM outbox WHERE kind = '\(kind)' AND sentAt IS NOT NULL ORDER BY sentAt")
                .compactMap { ($0["sentAt"] as? Int).map { Timestamp(millisecondsSinceEpoch: Int64($0)) } }
        }
    }
}
