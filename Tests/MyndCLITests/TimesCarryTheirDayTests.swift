import Foundation
import MyndTestSupport
import Testing

/// Issue 28 item 9 through the built binary: a time not today carries its day ("tomorrow
/// 07:00", "Sat 10:00") in the dry run, the confirmations and status, and status never names
/// a moment inside quiet hours as when the next nudge goes.
@Suite(.timed) struct TimesCarryTheirDayTests {
    private struct Report: Decodable {
        struct Held: Decodable { var goalId: String; var reason: String; var detail: String }
        var decision: String
        var reasons: [String]
        var heldBack: [Held]
    }

    private struct Status: Decodable {
        struct Nudges: Decodable {
            var nextNudge: String?
            var nextNudgeReason: String
        }
        var nudges: Nudges
    }

    private static let config =
        "[schedule]\ntimezone = \"Europe/Berlin\"\nquiet_hours = \"22:00-07:00\"\nadaptive = false\n"
        + "[channels]\nfollowup = [\"terminal\"]\ndigest = [\"terminal\"]\n"
    /// Thursday 19 November 2026, 20:30 in Berlin.
    private static let evening = "2026-11-19T20:30:00+01:00"

    @Test func aSnoozeEndingInQuietHours_isNotTheNextNudge_theirEndIs() throws {
        let sandbox = try Sandbox()
        try sandbox.writeConfig(Self.config)
        let goal = try sandbox.add("goal", "Plant the garden", now: "2026-11-10T09:00:00+01:00")
        let snoozed = try sandbox.ok(["snooze", goal.shortId, "2026-11-19 23:00"], now: Self.evening)
        #expect(snoozed.stdout.contains("2026-11-19 23:00"), "\(snoozed)")
        let status = try sandbox.json(Status.self, ["status", "--json"], now: Self.evening)
        #expect(status.nudges.nextNudge == "2026-11-20T06:00:00Z", "07:00, when quiet hours end: \(status)")
        #expect(status.nudges.nextNudgeReason == "snoozed until 23:00, then quiet hours until tomorrow 07:00")
        let text = try sandbox.ok(["status"], now: Self.evening).stdout
        #expect(
            text.contains("next nudge: 2026-11-20 07:00 Europe/Berlin: snoozed until 23:00, then quiet hours until tomorrow 07:00"),
            "\(text)")
    }

    @Test func theDryRun_namesTheDay_ofEveryTimeNotToday() throws {
        let sandbox = try Sandbox()
        try sandbox.writeConfig(Self.config)
        let garden = try sandbox.add("goal", "Plant the garden", now: "2026-11-10T09:00:00+01:00")
        let bike = try sandbox.add("goal", "Fix the bike", now: "2026-11-10T09:00:00+01:00")
        // Saturday at 10:00, two days on: its weekday, and the confirmation its date.
        let saturday = try sandbox.ok(["snooze", bike.shortId, "2026-11-21 10:00"], now: Self.evening)
        #expect(saturday.stdout.contains("2026-11-21 10:00"), "\(saturday)")
        let night = try sandbox.json(Report.self, ["run", "refresh", "--json", "--dry-run"], now: "2026-11-19T23:30:00+01:00")
        #expect(night.decision == "quiet_hours")
        let details = Dictionary(uniqueKeysWithValues: night.heldBack.map { ($0.goalId, $0.detail) })
        #expect(details[garden.id] == "quiet hours until tomorrow 07:00", "\(night)")
        #expect(details[bike.id] == "snoozed until Sat 10:00", "\(night)")
        #expect(night.reasons.first == "quiet hours until tomorrow 07:00: 1 goal waiting", "\(night.reasons)")
        // Past midnight, the same 07:00 is today's, and says no day.
        let early = try sandbox.json(Report.self, ["run", "refresh", "--json", "--dry-run"], now: "2026-11-20T00:30:00+01:00")
        #expect(early.heldBack.first { $0.goalId == garden.id }?.detail == "quiet hours until 07:00", "\(early)")
        let human = try sandbox.ok(["run", "refresh", "--dry-run"], now: "2026-11-19T23:30:00+01:00").stdout
        #expect(human.contains("quiet hours until tomorrow 07:00") && human.contains("snoozed until Sat 10:00"), "\(human)")
    }
}
