import Foundation
import MyndTestSupport
import Testing

/// Nudge timing and the calendar, through the built binary: a goal due at 09:45, fifteen
/// minutes before two meetings back to back, waits for the gap after them (12:00), and `run`
/// says why, as it says every wait; at 12:05 it goes.
@Suite(.timed, .timeLimit(.minutes(20))) struct CalendarTimingTests {
    struct RunView: Decodable {
        struct Held: Decodable { var goalId: String, reason: String, detail: String }
        var decision: String
        var planned: Int
        var heldBack: [Held]
        var reasons: [String]
    }

    @Test func aNudgeDueJustBeforeMeetings_waitsForTheGapAfterThem() throws {
        let sandbox = try Sandbox()
        let folder = sandbox.root.appendingPathComponent("calendars/work")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (uid, start, end) in [("sync", "100000", "110000"), ("planning", "110000", "120000")] {
            let text = [
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//mynd tests//EN", "BEGIN:VEVENT", "UID:\(uid)", "DTSTAMP:20261120T080000Z",
                "DTSTART:20261122T\(start)Z", "DTEND:20261122T\(end)Z", "SUMMARY:\(uid)", "END:VEVENT", "END:VCALENDAR", "",
            ].joined(separator: "\r\n")
            try Data(text.utf8).write(to: folder.appendingPathComponent("\(uid).ics"))
        }
        try sandbox.writeConfig(channels: ["terminal"], "[calendar]\nsources = [\"\(folder.path)\"]\n")
        let goal = try sandbox.add("goal", "Paint the shed", now: "2026-11-16T09:00:00Z").id

        let run = try sandbox.json(RunView.self, ["run", "refresh", "--json"], now: "2026-11-22T09:45:00Z")
        #expect(run.decision == "between_events" && run.planned == 0, "\(run)")
        let held = try #require(run.heldBack.first { $0.goalId == goal })
        #expect(held.reason == "between_events")
        #expect(held.detail.hasPrefix("waiting for 12:00, the next gap between your events today"), "\(held.detail)")
        #expect(run.reasons.first?.hasSuffix("; 1 goal waiting") == true, "\(run.reasons)")

        let after = try sandbox.json(RunView.self, ["run", "refresh", "--json"], now: "2026-11-22T12:05:00Z")
        #expect(after.decision == "send" && after.planned == 1, "\(after)")
    }
}
