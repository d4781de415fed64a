import Foundation
import MyndTestSupport
import Testing

/// What of the calendar reaches Claude, through the built binary and the fake Anthropic API:
/// a day with a meeting that has a place and an attendee. By default the morning insight's
/// prompt says "a meeting" and its times, and no request body carries a title, a place or an
/// attendee; with `[calendar] share_titles = true` the titles go (masked like any text), the
/// places and attendees still never. `doctor --privacy` says which.
@Suite(.timed, .timeLimit(.minutes(20))) struct ClaudeCalendarPrivacyTests {
    static let places = ["Kepler", "Room 4.12", "bob@", "corp.example", "Bob Marley"]
    static let titles = ["Team sync", "Dentist"]

    /// A vdir of two events on 2026-11-23 (UTC): written for this test.
    static func writeDay(in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func event(_ uid: String, _ lines: [String]) throws {
            let text =
                (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//mynd tests//EN", "BEGIN:VEVENT", "UID:\(uid)", "DTSTAMP:20261120T080000Z"]
                + lines + ["END:VEVENT", "END:VCALENDAR", ""]).joined(separator: "\r\n")
            try Data(text.utf8).write(to: folder.appendingPathComponent("\(uid).ics"))
        }
        try event(
            "sync",
            [
                "DTSTART:20261123T100000Z", "DTEND:20261123T110000Z", "SUMMARY:Team sync", "LOCATION:Kepler, Room 4.12",
                "ATTENDEE;CN=Bob Marley;PARTSTAT=ACCEPTED:mailto:bob@corp.example",
            ])
        try event("dentist", ["DTSTART:20261123T140000Z", "DTEND:20261123T150000Z", "SUMMARY:Dentist", "LOCATION:Kepler Street 3"])
    }

    /// The scene's requests to the Messages API after a morning digest and a refresh that day.
    static func day(shareTitles: Bool?) throws -> (scene: ClaudeScene, bodies: [String]) {
        let scene = try ClaudeScene(
            script: ["messages": [["text": "A calm week: one small step on the bulbs would restart them."], ["text": "Bulbs today?"]]])
        let folder = scene.sandbox.root.appendingPathComponent("calendars/work")
        try writeDay(in: folder)
        let share = shareTitles.map { "share_titles = \($0)\n" } ?? ""
        try scene.sandbox.writeConfig(channels: ["terminal"], "[calendar]\nsources = [\"\(folder.path)\"]\n" + share)
        try scene.sandbox.ok(["run", "digest"], now: "2026-11-23T09:30:00Z")
        try scene.refresh(at: "2026-11-23T12:00:00Z")
        let requests = try scene.requests().filter { $0["path"] as? String == "/v1/messages" }
        return (scene, requests.compactMap { $0["body"] as? String })
    }

    @Test(arguments: [nil, false])
    func byDefault_noTitlePlaceOrAttendeeIsSent_theDayIsMeetingsAndTimes(_ shareTitles: Bool?) throws {
        let (scene, bodies) = try Self.day(shareTitles: shareTitles)
        #expect(bodies.count == 2, "an insight and a follow-up: \(bodies)")
        for body in bodies {
            for secret in Self.places + Self.titles { #expect(!body.contains(secret), "\(secret) was sent: \(body)") }
        }
        let insight = try #require(try bodies.map(ClaudePrivacyTests.userTurn).first { $0.contains("morning insight") })
        #expect(insight.contains("<event when=\"10:00 until 11:00\">a meeting</event>"), "\(insight)")
        #expect(insight.contains("<event when=\"14:00 until 15:00\">a meeting</event>"), "\(insight)")
        let doctor = try scene.sandbox.ok(["doctor", "--privacy"], now: "2026-11-23T12:05:00Z").stdout
        #expect(doctor.contains("- calendar: event titles, places and attendees stay on this machine"), "\(doctor)")
        for secret in Self.places + Self.titles { #expect(!doctor.contains(secret), "doctor --privacy shows \(secret)") }
    }

    @Test func withShareTitles_theTitlesGo_placesAndAttendeesNever() throws {
        let (scene, bodies) = try Self.day(shareTitles: true)
        #expect(bodies.count == 2, "an insight and a follow-up: \(bodies)")
        for body in bodies {
            for secret in Self.places { #expect(!body.contains(secret), "\(secret) was sent: \(body)") }
        }
        let prompts = try bodies.map(ClaudePrivacyTests.userTurn)
        let insight = try #require(prompts.first { $0.contains("morning insight") })
        #expect(insight.contains("<event when=\"10:00 until 11:00\">Team sync</event>"), "\(insight)")
        #expect(insight.contains("<event when=\"14:00 until 15:00\">Dentist</event>"), "\(insight)")
        // The follow-up is about the goal, not the day: no title there either.
        let followUp = try #require(prompts.first { $0.contains("<goal>") })
        for title in Self.titles { #expect(!followUp.contains(title), "\(followUp)") }
        let doctor = try scene.sandbox.ok(["doctor", "--privacy"], now: "2026-11-23T12:05:00Z").stdout
        #expect(doctor.contains("- calendar: event titles go to Claude, masked like any text; places and attendees stay"), "\(doctor)")
        let checks = try scene.sandbox.run(["doctor"], now: "2026-11-23T12:05:00Z").stdout
        #expect(checks.contains("event titles go to Claude (share_titles = true)"), "\(checks)")
    }
}
