import Foundation
import MyndTestSupport
import Testing

/// *Later* said again and again through the built binary: in a reply's own words or as
/// `mynd snooze ID`, the third of a day brings the goal back the next day at 09:00 (nothing
/// learned), and the line says so.
@Suite(.timed, .timeLimit(.minutes(20))) struct LaterCommandTests {
    /// Friday 27 November 2026 in Berlin: nudged at 10:00, back at 11:05 and 12:12.
    @Test func theThirdLaterOfADay_waitsForTheNextDay_andSaysSo() throws {
        let sandbox = try Sandbox()
        try sandbox.writeConfig("[general]\nlanguage = \"de\"\n[schedule]\ntimezone = \"Europe/Berlin\"\nadaptive = false\n")
        let goal = try sandbox.add("goal", "Die Garage aufräumen", now: "2026-11-10T09:00:00Z")
        try sandbox.ok(["run", "refresh"], now: "2026-11-27T09:00:00Z")
        let first = try sandbox.json(NodeView.self, ["reply", goal.shortId, "später", "--json"], now: "2026-11-27T09:05:00Z")
        #expect(first.snoozedUntil == "2026-11-27T10:05:00Z")
        try sandbox.ok(["run", "refresh"], now: "2026-11-27T10:10:00Z")
        let second = try sandbox.ok(["reply", goal.shortId, "Später bitte"], now: "2026-11-27T10:12:00Z")
        #expect(second.stdout.contains("until 2026-11-27 12:12") && !second.stdout.contains("three times"), "\(second)")
        try sandbox.ok(["run", "refresh"], now: "2026-11-27T11:15:00Z")
        let third = try sandbox.ok(["reply", goal.shortId, "jetzt nicht"], now: "2026-11-27T11:17:00Z")
        #expect(third.stdout.contains("until 2026-11-28 09:00 Europe/Berlin"), "\(third)")
        #expect(third.stdout.contains("that was your third “Later” today, so it comes back tomorrow at your usual time"), "\(third)")
        // `mynd snooze` without a time is the same Later, counted with the replies'.
        let fourth = try sandbox.json(NodeView.self, ["snooze", goal.shortId, "--json"], now: "2026-11-27T11:20:00Z")
        #expect(fourth.snoozedUntil == "2026-11-28T08:00:00Z")
        // A time said is kept as said.
        let timed = try sandbox.json(NodeView.self, ["snooze", goal.shortId, "30m", "--json"], now: "2026-11-27T11:21:00Z")
        #expect(timed.snoozedUntil == "2026-11-27T11:51:00Z")
    }
}
