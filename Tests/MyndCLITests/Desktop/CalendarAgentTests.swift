import Foundation
import MyndTestSupport
import Testing

/// When the goal was last touched, and when the agent starts: ten seconds before the end of a
/// 10:00–11:00 meeting (UTC, outside quiet hours).
private let created = "2026-11-16T09:00:00Z"
private let beforeTheEnd = "2026-11-22T10:59:50Z"

/// `status --json`, the presence and calendar parts.
private struct CalendarStatusView: Decodable {
    struct Presence: Decodable {
        var state: String
        var reason: String?
        var source: String?
        var detail: String
    }
    struct Source: Decodable {
        var name: String
        var ok: Bool
        var events: Int
        var error: String?
    }
    var presence: Presence
    var held: Int
    var calendar: [Source]
}

private struct HeldRunView: Decodable {
    struct Held: Decodable { var goalId: String, reason: String }
    var decision: String
    var planned: Int
    var heldBack: [Held]
}

/// Writes a vdir (one `.ics` an event, as vdirsyncer keeps them for khal): the meeting, and
/// the day's other events for the briefing. Written for this test.
private func writeDay(in folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    func event(_ uid: String, _ lines: [String]) throws {
        let text =
            (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//mynd tests//EN", "BEGIN:VEVENT", "UID:\(uid)", "DTSTAMP:20261120T080000Z"]
            + lines + ["END:VEVENT", "END:VCALENDAR", ""]).joined(separator: "\r\n")
        try Data(text.utf8).write(to: folder.appendingPathComponent("\(uid).ics"))
    }
    try event("sync", ["DTSTART:20261122T100000Z", "DTEND:20261122T110000Z", "SUMMARY:Team sync"])
    try event("lunch", ["DTSTART:20261122T123000Z", "DTEND:20261122T133000Z", "SUMMARY:Lunch with Lucía"])
    try event("free", ["DTSTART:20261122T150000Z", "DTEND:20261122T160000Z", "TRANSP:TRANSPARENT", "SUMMARY:Focus time"])
}

extension DesktopTests {
    /// The calendar through the built binary and the running agent: a vdir folder read by the
    /// refresh job into the window, a busy event now holding a due nudge ("in a meeting"), the
    /// agent showing it when the meeting ends, and the briefing opening with the day.
    @Suite(
        .enabled(
            if: Tools.haveDesktop && DBusMock.available,
            "needs dbus-daemon, Xvfb, dunst and python3-dbusmock (Debian: dbus-daemon, xvfb, dunst, python3-dbusmock)"),
        .desktopSession, .timeLimit(.minutes(20)))
    final class CalendarAgentTests {
        let desk: LockedDesk
        var session: DesktopSession { desk.session }
        var sandbox: Sandbox { desk.sandbox }
        var now: String { desk.now() }

        init() throws {
            desk = try LockedDesk(start: beforeTheEnd, sessionID: "c9")
            let folder = sandbox.root.appendingPathComponent("calendars/work")
            try writeDay(in: folder)
            try sandbox.writeConfig("[calendar]\nsources = [\"\(folder.path)\"]\n")
        }

        @Test func aMeeting_holdsTheDueNudge_untilItEnds_thenItIsShown() throws {
            let goal = try sandbox.add("goal", "Paint the shed", now: created).id
            // The refresh reads the calendar (into SQLite) and holds the nudge for the meeting.
            let run = try sandbox.json(HeldRunView.self, ["run", "refresh", "--json"], now: beforeTheEnd)
            #expect(run.planned == 0 && run.decision == "meeting", "\(run)")
            #expect(run.heldBack.first { $0.goalId == goal }?.reason == "meeting", "\(run)")
            let status = try sandbox.json(CalendarStatusView.self, ["status", "--json"], now: beforeTheEnd)
            #expect(status.presence.state == "away" && status.presence.reason == "meeting" && status.presence.source == "calendar")
            #expect(status.presence.detail == "in a meeting until 11:00 (Team sync): 1 nudge held for you", "\(status)")
            #expect(status.calendar.count == 1 && status.calendar[0].ok && status.calendar[0].events == 3, "\(status)")
            let text = try sandbox.ok(["status"], now: beforeTheEnd).stdout
            #expect(text.contains("\ncalendar: \(sandbox.root.path)/calendars/work: 3 events in the window\n"), "\(text)")

            let agent = try desk.startAgent()
            #expect(session.waitForNotification(showing: "Paint the shed", timeout: 3) == nil, "shown in the meeting: \(agent.log)")
            // 11:00 on the agent's clock: the meeting is over, and what waited is shown.
            #expect(session.waitForNotification(showing: "Paint the shed", timeout: 60) != nil, "not shown after the meeting: \(agent.log)")
            #expect(agent.log.contains("the screen is free again"), "\(agent.log)")
            #expect(try sandbox.followUps(now: now).first?.status == "delivered")
            #expect(agent.terminate().status == 0)
        }

        @Test func theBriefing_opensWithTheDay_andAnEndedLunchIsContact() throws {
            let lucia = try sandbox.json(NodeView.self, ["add", "person", "Lucía", "--every", "1w", "--json"], now: "2026-10-01T09:00:00Z")
            _ = try sandbox.add("goal", "Paint the shed", now: created)
            let made = try sandbox.ok(["run", "digest", "--force"], now: "2026-11-22T07:00:00Z")
            #expect(session.waitForNotification(showing: "Good morning, Sunday 22 November", timeout: 10) != nil, "\(made)")
            let digest = try sandbox.ok(["digest"], now: "2026-11-22T07:01:00Z").stdout
            #expect(digest.contains("\n  Your day\n    10:00 Team sync\n    12:30 Lunch with Lucía\n    15:00 Focus time\n"), "\(digest)")
            let day = try #require(digest.range(of: "Your day")), goals = try #require(digest.range(of: "Today"))
            #expect(day.lowerBound < goals.lowerBound, "\(digest)")
            // Before the lunch Lucía is past her cadence; after it, she is not.
            let before = try sandbox.ok(["list", "--type", "person", "--due"], now: "2026-11-22T12:00:00Z").stdout
            #expect(before.contains("Lucía"), "\(before)")
            try sandbox.ok(["run", "refresh", "--force"], now: "2026-11-22T14:00:00Z")
            let after = try sandbox.ok(["list", "--type", "person", "--due"], now: "2026-11-22T14:01:00Z").stdout
            // In touch at the lunch's end: due again a week after it.
            #expect(after.hasPrefix("nobody is due") && after.contains("next: Lucía 2026-11-29 13:30"), "\(after) (\(lucia.shortId))")
        }
    }
}
