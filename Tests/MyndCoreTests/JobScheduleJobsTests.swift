import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

// Every expected instant below is worked out by hand from the 2026 transitions printed by
// `zdump -v -c 2026,2027 ZONE`:
//   Europe/Berlin     CET +01 → CEST +02 on 03-29 at 01:00Z; back on 10-25 at 01:00Z
//   America/New_York  EST −05 → EDT −04 on 03-08 at 07:00Z; back on 11-01 at 06:00Z
//   Australia/Sydney  AEDT +11 → AEST +10 on 04-05 (04-04 16:00Z); forward on 10-04 (10-03 16:00Z)

private func t(_ iso: String) -> Timestamp { Timestamp(iso8601: iso)! }
private func time(_ text: String) -> ClockTime { ClockTime(text)! }

private let berlin = zone("Europe/Berlin")
private let newYork = zone("America/New_York")

struct DigestCase: Sendable, CustomTestStringConvertible {
    var name: String
    var zone: String
    var now: String
    var morning = "08:00"
    var last: String?
    var expected: DigestDue
    var testDescription: String { name }
}

private let digestCases: [DigestCase] = [
    // A plain November day in Berlin (+01:00).
    DigestCase(
        name: "07:59 is not yet due", zone: "Europe/Berlin", now: "2026-11-21T07:59:00+01:00", last: "2026-11-20",
        expected: .notYet(next: t("2026-11-21T07:00:00Z"))),
    DigestCase(
        name: "08:00 is due", zone: "Europe/Berlin", now: "2026-11-21T08:00:00+01:00", last: "2026-11-20",
        expected: .due(localDate: "2026-11-21")),
    DigestCase(
        name: "first digest ever", zone: "Europe/Berlin", now: "2026-11-21T08:00:00+01:00", last: nil,
        expected: .due(localDate: "2026-11-21")),
    DigestCase(
        name: "late in the day, not sent yet", zone: "Europe/Berlin", now: "2026-11-21T23:59:00+01:00",
        last: "2026-11-20", expected: .due(localDate: "2026-11-21")),
    DigestCase(
        name: "second run the same day", zone: "Europe/Berlin", now: "2026-11-21T12:00:00+01:00", last: "2026-11-21",
        expected: .notYet(next: t("2026-11-22T07:00:00Z"))),
    DigestCase(
        name: "after midnight, before the morning", zone: "Europe/Berlin", now: "2026-11-22T00:30:00+01:00",
        last: "2026-11-21", expected: .notYet(next: t("2026-11-22T07:00:00Z"))),
    DigestCase(
        name: "day after a missed day: one digest, for today", zone: "Europe/Berlin",
        now: "2026-11-21T08:00:00+01:00", last: "2026-11-19", expected: .due(localDate: "2026-11-21")),
    DigestCase(
        name: "clock jumped back before the last digest date: it holds until tomorrow's morning, no longer (issue 30)",
        zone: "Europe/Berlin", now: "2026-11-20T09:00:00+01:00", last: "2026-11-22",
        expected: .notYet(next: t("2026-11-21T07:00:00Z"))),
    DigestCase(
        name: "a digest dated 2062 holds until tomorrow's morning", zone: "Europe/Berlin", now: "2026-11-20T09:00:00+01:00",
        last: "2062-01-01", expected: .notYet(next: t("2026-11-21T07:00:00Z"))),
    DigestCase(
        name: "a digest dated tomorrow (another zone's day) holds tomorrow too", zone: "Europe/Berlin",
        now: "2026-11-20T09:00:00+01:00", last: "2026-11-21", expected: .notYet(next: t("2026-11-22T07:00:00Z"))),
    DigestCase(
        name: "clock jumped back within the last digest date", zone: "Europe/Berlin",
        now: "2026-11-21T07:30:00+01:00", last: "2026-11-21", expected: .notYet(next: t("2026-11-22T07:00:00Z"))),
    DigestCase(
        name: "unreadable last date counts as none", zone: "Europe/Berlin", now: "2026-11-21T08:00:00+01:00",
        last: "yesterday", expected: .due(localDate: "2026-11-21")),

    // Berlin spring forward, 2026-03-29: 08:00 CEST = 06:00Z.
    DigestCase(
        name: "Berlin spring: next from the day before is 23 h later", zone: "Europe/Berlin",
        now: "2026-03-28T08:00:00Z", last: "2026-03-28", expected: .notYet(next: t("2026-03-29T06:00:00Z"))),
    DigestCase(
        name: "Berlin spring: 07:59 CEST", zone: "Europe/Berlin", now: "2026-03-29T05:59:00Z", last: "2026-03-28",
        expected: .notYet(next: t("2026-03-29T06:00:00Z"))),
    DigestCase(
        name: "Berlin spring: 08:00 CEST", zone: "Europe/Berlin", now: "2026-03-29T06:00:00Z", last: "2026-03-28",
        expected: .due(localDate: "2026-03-29")),
    // Berlin fall back, 2026-10-25: 08:00 CET = 07:00Z.
    DigestCase(
        name: "Berlin fall: next from the day before is 25 h later", zone: "Europe/Berlin",
        now: "2026-10-24T06:00:00Z", last: "2026-10-24", expected: .notYet(next: t("2026-10-25T07:00:00Z"))),
    DigestCase(
        name: "Berlin fall: 07:59 CET (08:59 by yesterday's offset)", zone: "Europe/Berlin",
        now: "2026-10-25T06:59:00Z", last: "2026-10-24", expected: .notYet(next: t("2026-10-25T07:00:00Z"))),
    DigestCase(
        name: "Berlin fall: 08:00 CET", zone: "Europe/Berlin", now: "2026-10-25T07:00:00Z", last: "2026-10-24",
        expected: .due(localDate: "2026-10-25")),

    // New York spring forward, 2026-03-08: 08:00 EDT = 12:00Z.
    DigestCase(
        name: "New York spring: next from the day before", zone: "America/New_York", now: "2026-03-07T14:00:00Z",
        last: "2026-03-07", expected: .notYet(next: t("2026-03-08T12:00:00Z"))),
    DigestCase(
        name: "New York spring: 07:59 EDT", zone: "America/New_York", now: "2026-03-08T11:59:00Z",
        last: "2026-03-07", expected: .notYet(next: t("2026-03-08T12:00:00Z"))),
    DigestCase(
        name: "New York spring: 08:00 EDT", zone: "America/New_York", now: "2026-03-08T12:00:00Z",
        last: "2026-03-07", expected: .due(localDate: "2026-03-08")),
    // New York fall back, 2026-11-01: 08:00 EST = 13:00Z.
    DigestCase(
        name: "New York fall: next from the day before", zone: "America/New_York", now: "2026-10-31T13:00:00Z",
        last: "2026-10-31", expected: .notYet(next: t("2026-11-01T13:00:00Z"))),
    DigestCase(
        name: "New York fall: 07:59 EST", zone: "America/New_York", now: "2026-11-01T12:59:00Z",
        last: "2026-10-31", expected: .notYet(next: t("2026-11-01T13:00:00Z"))),
    DigestCase(
        name: "New York fall: 08:00 EST", zone: "America/New_York", now: "2026-11-01T13:00:00Z",
        last: "2026-10-31", expected: .due(localDate: "2026-11-01")),

    // Sydney fall back, 2026-04-05: 08:00 AEST = 04-04 22:00Z.
    DigestCase(
        name: "Sydney fall: next from the day before", zone: "Australia/Sydney", now: "2026-04-03T22:00:00Z",
        last: "2026-04-04", expected: .notYet(next: t("2026-04-04T22:00:00Z"))),
    DigestCase(
        name: "Sydney fall: 07:59 AEST", zone: "Australia/Sydney", now: "2026-04-04T21:59:00Z",
        last: "2026-04-04", expected: .notYet(next: t("2026-04-04T22:00:00Z"))),
    DigestCase(
        name: "Sydney fall: 08:00 AEST", zone: "Australia/Sydney", now: "2026-04-04T22:00:00Z",
        last: "2026-04-04", expected: .due(localDate: "2026-04-05")),
    // Sydney spring forward, 2026-10-04: 08:00 AEDT = 10-03 21:00Z.
    DigestCase(
        name: "Sydney spring: next from the day before", zone: "Australia/Sydney", now: "2026-10-02T23:00:00Z",
        last: "2026-10-03", expected: .notYet(next: t("2026-10-03T21:00:00Z"))),
    DigestCase(
        name: "Sydney spring: 07:59 AEDT", zone: "Australia/Sydney", now: "2026-10-03T20:59:00Z",
        last: "2026-10-03", expected: .notYet(next: t("2026-10-03T21:00:00Z"))),
    DigestCase(
        name: "Sydney spring: 08:00 AEDT", zone: "Australia/Sydney", now: "2026-10-03T21:00:00Z",
        last: "2026-10-03", expected: .due(localDate: "2026-10-04")),

    // Morning time inside the skipped hour: 02:30 does not exist, it becomes 03:30.
    DigestCase(
        name: "Berlin 02:30 on spring day is 03:30 CEST, not yet at 03:29", zone: "Europe/Berlin",
        now: "2026-03-29T01:29:00Z", morning: "02:30", last: "2026-03-28",
        expected: .notYet(next: t("2026-03-29T01:30:00Z"))),
    DigestCase(
        name: "Berlin 02:30 on spring day is 03:30 CEST", zone: "Europe/Berlin", now: "2026-03-29T01:30:00Z",
        morning: "02:30", last: "2026-03-28", expected: .due(localDate: "2026-03-29")),
    DigestCase(
        name: "New York 02:30 on spring day is 03:30 EDT", zone: "America/New_York", now: "2026-03-08T05:00:00Z",
        morning: "02:30", last: "2026-03-07", expected: .notYet(next: t("2026-03-08T07:30:00Z"))),
    DigestCase(
        name: "Sydney 02:30 on spring day is 03:30 AEDT", zone: "Australia/Sydney", now: "2026-10-03T15:00:00Z",
        morning: "02:30", last: "2026-10-03", expected: .notYet(next: t("2026-10-03T16:30:00Z"))),
    // Morning time inside the repeated hour: the first 02:30 (CEST) counts, once.
    DigestCase(
        name: "Berlin 02:30 on fall day: first occurrence", zone: "Europe/Berlin", now: "2026-10-25T00:30:00Z",
        morning: "02:30", last: "2026-10-24", expected: .due(localDate: "2026-10-25")),
    DigestCase(
        name: "Berlin 02:30 on fall day: second occurrence sends nothing", zone: "Europe/Berlin",
        now: "2026-10-25T01:30:00Z", morning: "02:30", last: "2026-10-25",
        expected: .notYet(next: t("2026-10-26T01:30:00Z"))),

    // Time-zone change between runs.
    DigestCase(
        name: "sent in Berlin, then 08:00 the same date in New York", zone: "America/New_York",
        now: "2026-11-21T13:00:00Z", last: "2026-11-21", expected: .notYet(next: t("2026-11-22T13:00:00Z"))),
    DigestCase(
        name: "sent in Berlin for 11-22, New York still on 11-21", zone: "America/New_York",
        now: "2026-11-22T02:00:00Z", last: "2026-11-22", expected: .notYet(next: t("2026-11-23T13:00:00Z"))),
    DigestCase(
        name: "sent in New York, evening in Berlin the same date", zone: "Europe/Berlin",
        now: "2026-11-21T20:00:00Z", last: "2026-11-21", expected: .notYet(next: t("2026-11-22T07:00:00Z"))),
]

/// One run every hour from `start` (inclusive) to `end` (exclusive); the zone may change on
/// the way. Each due digest is "sent": its date is recorded and becomes the last one.
private func simulateHourly(
    from start: String, to end: String, last: String?, zone: (Timestamp) -> LocalTime
) -> [(date: String, at: Timestamp)] {
    var sent: [(date: String, at: Timestamp)] = []
    var last = last
    var now = t(start)
    while now < t(end) {
        if case .due(let date) = JobSchedule.digestDue(
            now: now, morning: .defaultMorning, zone: zone(now), lastDigestLocalDate: last)
        {
            sent.append((date, now))
            last = date
        }
        now = now.adding(seconds: 3600)
    }
    return sent
}

@Suite(.timed) struct JobScheduleJobsTests {
    @Test(arguments: digestCases)
    func digestDue(_ c: DigestCase) {
        let result = JobSchedule.digestDue(
            now: t(c.now), morning: time(c.morning), zone: zone(c.zone), lastDigestLocalDate: c.last)
        #expect(result == c.expected)
    }

    @Test func digest_hourlyRunsAcrossAMissedDay_sendOnePerDay() {
        // Machine off from 11-20 06:00Z to 11-22 10:00Z: 11-21 is missed, 11-22 sends once.
        let before = simulateHourly(from: "2026-11-20T00:00:00Z", to: "2026-11-20T06:00:00Z", last: "2026-11-19") { _ in
            berlin
        }
        #expect(before.isEmpty)
        let after = simulateHourly(from: "2026-11-22T10:00:00Z", to: "2026-11-23T12:00:00Z", last: "2026-11-19") { _ in
            berlin
        }
        #expect(after.map(\.date) == ["2026-11-22", "2026-11-23"])
        #expect(after.map(\.at) == [t("2026-11-22T10:00:00Z"), t("2026-11-23T07:00:00Z")])
    }

    @Test func digest_movingFromBerlinToNewYork_neverSendsTwiceForOneDate() {
        // Berlin until 11-21 12:00Z, New York from then on.
        let sent = simulateHourly(from: "2026-11-20T00:00:00Z", to: "2026-11-24T00:00:00Z", last: "2026-11-19") {
            $0 < t("2026-11-21T12:00:00Z") ? berlin : newYork
        }
        #expect(sent.map(\.date) == ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"])
        #expect(
            sent.map(\.at) == [
                t("2026-11-20T07:00:00Z"), t("2026-11-21T07:00:00Z"), t("2026-11-22T13:00:00Z"),
                t("2026-11-23T13:00:00Z"),
            ])
    }

    @Test func digest_movingFromNewYorkToBerlin_neverSendsTwiceForOneDate() {
        // New York until 11-21 18:00Z (13:00 EST), Berlin from then on (19:00 CET, still 11-21).
        let sent = simulateHourly(from: "2026-11-21T00:00:00Z", to: "2026-11-23T00:00:00Z", last: "2026-11-20") {
            $0 < t("2026-11-21T18:00:00Z") ? newYork : berlin
        }
        #expect(sent.map(\.date) == ["2026-11-21", "2026-11-22"])
        #expect(sent.map(\.at) == [t("2026-11-21T13:00:00Z"), t("2026-11-22T07:00:00Z")])
    }

    @Test func digest_clockJumpingBack_sendsNoDigestForAnEarlierDate() {
        // Sent for 11-22, then the clock is set back two days and runs on hourly.
        let sent = simulateHourly(from: "2026-11-20T00:00:00Z", to: "2026-11-24T00:00:00Z", last: "2026-11-22") { _ in
            berlin
        }
        #expect(sent.map(\.date) == ["2026-11-23"])
        #expect(sent.map(\.at) == [t("2026-11-23T07:00:00Z")])
    }

    // MARK: nextDue

    struct NextCase: Sendable, CustomTestStringConvertible {
        var name: String
        var job: JobKind
        var history: JobHistory
        var now: String
        var zone = "Europe/Berlin"
        var processingTime = "03:00"
        var expected: String
        var testDescription: String { name }
    }

    static let nextCases: [NextCase] = [
        NextCase(
            name: "refresh never run", job: .refresh, history: JobHistory(), now: "2026-11-21T09:05:00Z",
            expected: "2026-11-21T09:05:00Z"),
        NextCase(
            name: "refresh 15 min after last start", job: .refresh,
            history: JobHistory(lastRunStart: t("2026-11-21T09:00:00Z"), lastOutcome: .ran),
            now: "2026-11-21T09:05:00Z", expected: "2026-11-21T09:15:00Z"),
        NextCase(
            name: "refresh overdue is now", job: .refresh,
            history: JobHistory(lastRunStart: t("2026-11-21T09:00:00Z"), lastOutcome: .expired),
            now: "2026-11-21T09:20:00Z", expected: "2026-11-21T09:20:00Z"),
        NextCase(
            name: "refresh pending is now", job: .refresh,
            history: JobHistory(
                lastRunStart: t("2026-11-21T09:00:00Z"), lastOutcome: .deferred,
                pendingSince: t("2026-11-21T09:00:00Z")),
            now: "2026-11-21T09:05:00Z", expected: "2026-11-21T09:05:00Z"),
        NextCase(
            name: "processing ran last night: tomorrow 03:00", job: .processing,
            history: JobHistory(lastRunStart: t("2026-11-21T02:00:00Z"), lastOutcome: .ran),
            now: "2026-11-21T10:00:00Z", expected: "2026-11-22T02:00:00Z"),
        NextCase(
            name: "processing missed last night: now", job: .processing,
            history: JobHistory(lastRunStart: t("2026-11-20T02:00:00Z"), lastOutcome: .ran),
            now: "2026-11-21T10:00:00Z", expected: "2026-11-21T10:00:00Z"),
        NextCase(
            name: "processing before tonight's 03:00: tonight", job: .processing,
            history: JobHistory(lastRunStart: t("2026-11-20T02:00:00Z"), lastOutcome: .ran),
            now: "2026-11-21T01:00:00Z", expected: "2026-11-21T02:00:00Z"),
        NextCase(
            name: "processing pending: now", job: .processing,
            history: JobHistory(
                lastRunStart: t("2026-11-21T02:00:00Z"), lastOutcome: .deferred,
                pendingSince: t("2026-11-21T02:00:00Z"), pendingReason: "on battery (55%)"),
            now: "2026-11-21T10:00:00Z", expected: "2026-11-21T10:00:00Z"),
        NextCase(
            name: "processing never run: now", job: .processing, history: JobHistory(),
            now: "2026-11-21T10:00:00Z", expected: "2026-11-21T10:00:00Z"),
        NextCase(
            name: "processing last outcome deferred (no pendingSince): now", job: .processing,
            history: JobHistory(lastRunStart: t("2026-11-21T02:00:00Z"), lastOutcome: .deferred),
            now: "2026-11-21T10:00:00Z", expected: "2026-11-21T10:00:00Z"),
        NextCase(
            name: "processing 02:30 across Berlin spring-forward is 03:30 CEST", job: .processing,
            history: JobHistory(lastRunStart: t("2026-03-28T01:30:00Z"), lastOutcome: .ran),
            now: "2026-03-28T12:00:00Z", processingTime: "02:30", expected: "2026-03-29T01:30:00Z"),
        NextCase(
            name: "processing 03:00 in New York on fall-back day", job: .processing,
            history: JobHistory(lastRunStart: t("2026-10-31T07:00:00Z"), lastOutcome: .ran),
            now: "2026-10-31T20:00:00Z", zone: "America/New_York", expected: "2026-11-01T08:00:00Z"),
        NextCase(
            name: "digest sent today: tomorrow morning", job: .digest,
            history: JobHistory(lastDigestLocalDate: "2026-11-21"), now: "2026-11-21T10:00:00Z",
            expected: "2026-11-22T07:00:00Z"),
        NextCase(
            name: "digest not sent today, after the morning: now", job: .digest,
            history: JobHistory(lastDigestLocalDate: "2026-11-20"), now: "2026-11-21T10:00:00Z",
            expected: "2026-11-21T10:00:00Z"),
        NextCase(
            name: "digest deferred yesterday: not carried over past midnight", job: .digest,
            history: JobHistory(
                lastOutcome: .deferred, pendingSince: t("2026-11-20T07:00:00Z"),
                lastDigestLocalDate: "2026-11-19"),
            now: "2026-11-21T00:30:00Z", expected: "2026-11-21T07:00:00Z"),
    ]

    @Test(arguments: nextCases)
    func nextDue(_ c: NextCase) {
        let next = JobSchedule.nextDue(
            c.job, history: c.history, now: t(c.now), zone: zone(c.zone), morning: .defaultMorning,
            processingTime: time(c.processingTime))
        #expect(next == t(c.expected))
    }

    @Test func nextDue_usesTheMorningGiven() {
        let next = JobSchedule.nextDue(
            .digest, history: JobHistory(lastDigestLocalDate: "2026-11-21"), now: t("2026-11-21T10:00:00Z"),
            zone: berlin, morning: time("06:45"))
        #expect(next == t("2026-11-22T05:45:00Z"))
    }

    // MARK: isPending, localDate

    @Test func isPending() {
        #expect(JobSchedule.isPending(.processing, history: JobHistory()) == (false, nil))
        #expect(JobSchedule.isPending(.processing, history: JobHistory(lastOutcome: .ran)) == (false, nil))
        #expect(JobSchedule.isPending(.processing, history: JobHistory(lastOutcome: .failed)) == (false, nil))
        let deferred = JobHistory(
            lastRunStart: t("2026-11-21T02:00:00Z"), lastOutcome: .deferred, pendingSince: t("2026-11-21T02:00:00Z"),
            pendingReason: "on battery (55%)")
        #expect(JobSchedule.isPending(.processing, history: deferred) == (true, "on battery (55%)"))
        #expect(JobSchedule.isPending(.refresh, history: JobHistory(lastOutcome: .deferred)) == (true, "deferred"))
        #expect(
            JobSchedule.isPending(.refresh, history: JobHistory(pendingSince: t("2026-11-21T02:00:00Z"))) == (
                true, "deferred"
            ))
    }

    @Test(arguments: [
        ("2026-11-21T23:30:00Z", "Europe/Berlin", "2026-11-22"),
        ("2026-11-21T22:59:59Z", "Europe/Berlin", "2026-11-21"),
        ("2026-11-21T23:30:00Z", "America/New_York", "2026-11-21"),
        ("2026-11-22T04:59:00Z", "America/New_York", "2026-11-21"),
        ("2026-04-04T13:30:00Z", "Australia/Sydney", "2026-04-05"),
        ("2026-01-01T00:00:00Z", "UTC", "2026-01-01"),
    ])
    func localDate(_ instant: String, _ zoneID: String, _ expected: String) {
        #expect(JobSchedule.localDate(t(instant), zone: zone(zoneID)) == expected)
    }

    @Test(
        arguments: [
            // Before today's digest: today's. After it was made: tomorrow's (local dates).
            ("2026-11-21T02:00:00Z", "Europe/Berlin", nil, "2026-11-21"),
            ("2026-11-21T02:00:00Z", "Europe/Berlin", "2026-11-20", "2026-11-21"),
            ("2026-11-21T10:00:00Z", "Europe/Berlin", "2026-11-21", "2026-11-22"),
            // 23:30 UTC is already the 22nd in Berlin: the 22nd's digest is not made yet.
            ("2026-11-21T23:30:00Z", "Europe/Berlin", "2026-11-21", "2026-11-22"),
            ("2026-11-21T23:30:00Z", "America/New_York", "2026-11-21", "2026-11-22"),
            // The night DST ends in Berlin: tomorrow is still one calendar day on.
            ("2026-10-24T20:00:00Z", "Europe/Berlin", "2026-10-24", "2026-10-25"),
        ] as [(String, String, String?, String)])
    func nextDigestDate(_ instant: String, _ zoneID: String, _ last: String?, _ expected: String) {
        #expect(JobSchedule.nextDigestDate(now: t(instant), zone: zone(zoneID), lastDigestLocalDate: last) == expected)
    }
}
