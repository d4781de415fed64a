import Foundation
import MyndTestSupport
import Testing

/// Adaptive timing through the built binary: a week in which nudges at 07:00 went unanswered
/// and nudges at 12:00 were answered; the next Monday's 07:00 refresh waits for 12:00, says
/// why in the dry run and the real run alike, sends at 12:00, and `status` names the hour.
@Suite(.timed) struct TimingCommandTests {
    private struct Report: Decodable {
        struct Planned: Decodable { var goalId: String }
        struct Hour: Decodable { var hour: Int; var weekend: Bool; var sent: Int; var answered: Int; var chance: Double }
        struct Timing: Decodable { var waitUntil: String; var deadline: String; var target: Hour; var now: Hour }
        var outcome: String
        var decision: String
        var reasons: [String]
        var followups: [Planned]
        var planned: Int
        var timing: Timing?
    }

    private struct Status: Decodable {
        struct Nudges: Decodable {
            var nextNudge: String?
            var nextNudgeReason: String
            var adaptive: Bool
            var bestHours: [Report.Hour]
        }
        var nudges: Nudges
    }

    private static func config(adaptive: Bool) -> String {
        "[schedule]\ntimezone = \"Europe/Berlin\"\nadaptive = \(adaptive)\n[channels]\nfollowup = [\"terminal\"]\ndigest = [\"terminal\"]\n"
    }

    /// Monday 16 to Friday 20 November 2026, on the fixed schedule: a nudge at 07:00 left
    /// unanswered (its goal answered that evening, too late) and one at 12:00 answered with a snooze (a long one, so none comes back during the test) five minutes later.
    private func aWeekAnsweredAtNoon() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.writeConfig(Self.config(adaptive: false))
        for n in 1...12 { _ = try sandbox.add("goal", "Goal number \(n)", now: "2026-11-01T09:00:00+01:00") }
        for day in 16...20 {
            let morning = try sandbox.json(Report.self, ["run", "refresh", "--json"], now: "2026-11-\(day)T07:00:00+01:00")
            let early = try #require(morning.followups.first?.goalId, "day \(day), 07:00")
            let noon = try sandbox.json(Report.self, ["run", "refresh", "--json"], now: "2026-11-\(day)T12:00:00+01:00")
            let goal = try #require(noon.followups.first?.goalId, "day \(day), 12:00")
            try sandbox.ok(["snooze", goal, "30d"], now: "2026-11-\(day)T12:05:00+01:00")
            // The morning's goal is answered too, but late in the evening, past its window: the
            // person answers it, just never at 07:00.
            try sandbox.ok(["snooze", early, "30d"], now: "2026-11-\(day)T20:00:00+01:00")
        }
        try sandbox.writeConfig(Self.config(adaptive: true))
        return sandbox
    }

    @Test func aWeekOfAnswersAtNoon_makesMondayMorningWaitForNoon_andSaysWhy() throws {
        let sandbox = try aWeekAnsweredAtNoon()
        let monday7 = "2026-11-23T07:00:00+01:00"
        let dry = try sandbox.json(Report.self, ["run", "refresh", "--json", "--dry-run"], now: monday7)
        #expect(dry.decision == "better_hour")
        #expect(
            dry.reasons.first?.hasPrefix(
                "waiting for 12:00 (learned from answers): 5 of 5 nudges sent 12–13h on weekdays were answered; 0 of 5 nudges sent 07–08h on weekdays were answered"
            ) == true, "\(dry.reasons)")
        let timing = try #require(dry.timing)
        #expect(timing.waitUntil == "2026-11-23T11:00:00Z")
        #expect(timing.target.hour == 12 && !timing.target.weekend && timing.target.sent == 5 && timing.target.answered == 5)
        #expect(timing.now.hour == 7 && timing.now.sent == 5 && timing.now.answered == 0)
        #expect(timing.target.chance > 0.7 && timing.now.chance < 0.3)
        #expect(timing.deadline == "2026-11-23T14:00:00Z", "07:00 plus max_wait (8h)")

        // The real run does what the dry run said: nothing now, the same reason.
        let real = try sandbox.json(Report.self, ["run", "refresh", "--json"], now: monday7)
        #expect(real.outcome == "ran" && real.planned == 0 && real.decision == "better_hour")
        #expect(real.reasons.first == dry.reasons.first)

        let status = try sandbox.json(Status.self, ["status", "--json"], now: "2026-11-23T07:05:00+01:00")
        #expect(status.nudges.nextNudge == "2026-11-23T11:00:00Z")
        #expect(status.nudges.adaptive)
        #expect(status.nudges.bestHours.first.map { ($0.hour, $0.sent, $0.answered) } ?? (0, 0, 0) == (12, 5, 5))
        #expect(
            try sandbox.run(["status"], now: "2026-11-23T07:05:00+01:00").stdout.contains(
                "timing: from answers: you answer most 12–13h on weekdays (5 of 5)"))

        let noon = try sandbox.json(Report.self, ["run", "refresh", "--json"], now: "2026-11-23T12:00:00+01:00")
        #expect(noon.planned == 1 && noon.decision == "send")
    }

    /// Issue 28 item 10: a week of 07:00 nudges none of which was answered teaches timing
    /// something (the planner may wait for an hour not tried yet): status no longer says there
    /// is nothing to go on, and its line and the dry run agree.
    @Test func aWeekOfUnansweredNudges_isSomethingToGoOn() throws {
        let sandbox = try Sandbox()
        try sandbox.writeConfig(Self.config(adaptive: false))
        for n in 1...8 { _ = try sandbox.add("goal", "Goal number \(n)", now: "2026-11-01T09:00:00+01:00") }
        for day in 16...20 {
            let morning = try sandbox.json(Report.self, ["run", "refresh", "--json"], now: "2026-11-\(day)T07:00:00+01:00")
            #expect(morning.planned == 1, "day \(day)")
        }
        try sandbox.writeConfig(Self.config(adaptive: true))
        let monday7 = "2026-11-23T07:00:00+01:00"
        let status = try sandbox.ok(["status"], now: monday7).stdout
        #expect(!status.contains("nothing to go on yet"), "\(status)")
        #expect(status.contains("timing: learning the hours you answer: 5 nudges so far"), "\(status)")
        let dry = try sandbox.json(Report.self, ["run", "refresh", "--json", "--dry-run"], now: monday7)
        #expect(dry.decision == "better_hour", "\(dry.reasons)")
        #expect(status.contains("next nudge: ") && status.contains("waiting for "), "status says the wait: \(status)")
    }

    /// "tomorrow" names a day, not an hour: it means the hour this person answers (12:00
    /// here), and 09:00 when nothing is learned or `adaptive = false`. A named hour is kept.
    @Test func snoozeTomorrow_comesBackAtTheHourThisPersonAnswers() throws {
        let sandbox = try aWeekAnsweredAtNoon()
        let goal = try sandbox.add("goal", "Write to Ana", now: "2026-11-23T10:00:00+01:00")
        func until(_ words: [String]) throws -> String? {
            try sandbox.json(SnoozeView.self, ["snooze", goal.id] + words + ["--json"], now: "2026-11-23T10:00:00+01:00").snoozedUntil
        }
        #expect(try until(["tomorrow"]) == "2026-11-24T11:00:00Z", "Tuesday 12:00 in Berlin")
        #expect(try until(["fri"]) == "2026-11-27T11:00:00Z")
        #expect(try until(["tomorrow", "08:30"]) == "2026-11-24T07:30:00Z", "the hour named")
        #expect(try until(["sat"]) == "2026-11-28T08:00:00Z", "no weekend learned: 09:00")
        try sandbox.writeConfig(Self.config(adaptive: false))
        #expect(try until(["tomorrow"]) == "2026-11-24T08:00:00Z", "fixed: 09:00")
    }

    @Test func adaptiveOff_restoresTheFixedSchedule() throws {
        let sandbox = try aWeekAnsweredAtNoon()
        try sandbox.writeConfig(Self.config(adaptive: false))
        let monday = try sandbox.json(Report.self, ["run", "refresh", "--json"], now: "2026-11-23T07:00:00+01:00")
        #expect(monday.planned == 1 && monday.decision == "send" && monday.timing == nil)
        #expect(try sandbox.run(["status"], now: "2026-11-23T07:05:00+01:00").stdout.contains("timing: fixed"))
    }
}

private struct SnoozeView: Decodable { var snoozedUntil: String? }
