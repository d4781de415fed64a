import Foundation
import MyndTestSupport
import Testing

/// Issue 28 item 14 through the built binary: status counts add up (a snooze that came back
/// is not one of the planned nudges the daily cap holds), and `list --type person --due` with
/// nobody due says who is next rather than asking for a cadence that is there.
@Suite(.timed) struct StatusAddsUpTests {
    private struct Report: Decodable {
        struct Planned: Decodable { var goalId: String }
        var followups: [Planned]
    }

    private struct Status: Decodable {
        var notificationsToday: Int
        var maxNotificationsPerDay: Int
        var returningToday: Int
    }

    @Test func aSnoozeThatCameBack_isCountedApart_fromThePlannedNudges() throws {
        let sandbox = try Sandbox()
        try sandbox.writeConfig(
            channels: ["terminal"],
            "[schedule]\nquiet_hours = \"\"\nadaptive = false\nmin_gap = \"1m\"\nmax_notifications_per_day = 1\n")
        _ = try sandbox.add("goal", "Plant the garden", now: "2026-11-10T09:00:00Z")
        _ = try sandbox.add("goal", "Fix the bike", now: "2026-11-10T09:00:00Z")
        let first = try sandbox.json(Report.self, ["run", "refresh", "--json"], now: "2026-11-20T09:00:00Z")
        let nudged = try #require(first.followups.first?.goalId)
        try sandbox.ok(["snooze", nudged, "1h"], now: "2026-11-20T09:05:00Z")
        let back = try sandbox.json(Report.self, ["run", "refresh", "--json"], now: "2026-11-20T10:10:00Z")
        #expect(back.followups.map(\.goalId) == [nudged], "the snooze comes back, over the cap of 1")
        let status = try sandbox.json(Status.self, ["status", "--json"], now: "2026-11-20T10:15:00Z")
        #expect(status.notificationsToday == 2 && status.returningToday == 1 && status.maxNotificationsPerDay == 1)
        let text = try sandbox.ok(["status"], now: "2026-11-20T10:15:00Z").stdout
        #expect(text.contains("follow-ups today: 2 (1 of 1 planned + 1 back as you asked); outbox:"), "\(text)")
        // The next day, nothing came back: the short form.
        let tomorrow = try sandbox.ok(["status"], now: "2026-11-21T06:00:00Z").stdout
        #expect(tomorrow.contains("follow-ups today: 0 of 1; outbox:"), "\(tomorrow)")
    }

    @Test func nobodyDue_saysWhoIsNext_andAskForACadenceOnlyWhenNoneIsSet() throws {
        let sandbox = try Sandbox()
        let ana = try sandbox.add("person", "Ana", now: "2026-11-01T09:00:00Z")
        let none = try sandbox.ok(["list", "--type", "person", "--due"], now: "2026-11-20T09:00:00Z").stdout
        #expect(none == "nobody is due: add a cadence with `mynd edit ID --every 3w`\n", "\(none)")
        try sandbox.ok(["edit", ana.shortId, "--every", "2w"], now: "2026-11-18T09:00:00Z")
        try sandbox.ok(["touch", ana.shortId], now: "2026-11-18T09:00:00Z")
        let later = try sandbox.ok(["list", "--type", "person", "--due"], now: "2026-11-20T09:00:00Z").stdout
        #expect(later == "nobody is due: the one person with a cadence in touch within it; next: Ana 2026-12-02 09:00\n", "\(later)")
        let soon = try sandbox.ok(["list", "--type", "person", "--due"], now: "2026-11-30T09:00:00Z").stdout
        #expect(soon.hasSuffix("next: Ana Wed 09:00\n"), "\(soon)")
    }

    private struct FollowUp: Decodable {
        var goalId: String
        var status: String
        var answer: String?
    }

    /// A snooze after a nudge's answer window closed it is an answer of its own: the nudge
    /// still shows the answer it closed with.
    @Test func aLateAnswer_isNotShownOnTheNudgeItCameAfter() throws {
        let sandbox = try Sandbox()
        try sandbox.writeConfig(channels: ["terminal"], "[schedule]\nadaptive = false\nanswer_window = \"2h\"\n")
        let goal = try sandbox.add("goal", "Plant the garden", now: "2026-11-10T09:00:00Z")
        try sandbox.ok(["run", "refresh"], now: "2026-11-20T09:00:00Z")
        try sandbox.ok(["run", "refresh"], now: "2026-11-20T12:00:00Z")
        let closed = try sandbox.json([FollowUp].self, ["followups", "--all", "--json"], now: "2026-11-20T12:00:00Z")
        #expect(closed.map(\.status) == ["unanswered"] && closed.first?.answer == "unanswered", "\(closed)")
        try sandbox.ok(["snooze", goal.id, "2d"], now: "2026-11-20T13:00:00Z")
        let after = try sandbox.json([FollowUp].self, ["followups", "--all", "--json"], now: "2026-11-20T13:00:00Z")
        #expect(after.map(\.status) == ["unanswered"] && after.first?.answer == "unanswered", "\(after)")
        #expect(try sandbox.json(NodeView.self, ["show", goal.id, "--json"]).snoozedUntil != nil, "the snooze itself is applied")
    }
}
