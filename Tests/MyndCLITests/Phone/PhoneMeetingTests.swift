import Foundation
import MyndTestSupport
import Testing

private let topic = "mynd-test-3a8f1c60d2e97b45"

/// A meeting and the phone, through the built binary with a fake ntfy server: a busy event now
/// holds a phone nudge as it holds the screen, and lets it go when the person said a phone may
/// reach them in meetings (`[calendar] phone_in_meetings = true`).
@Suite(.timed, .enabled(if: !ServerProcess.python3Missing, "needs /usr/bin/python3"), .timeLimit(.minutes(20)))
struct PhoneMeetingTests {
    /// A sandbox whose nudges go to the phone, with a meeting 10:00–11:00 on 2026-11-22 (UTC).
    static func scene(phoneInMeetings: Bool?) throws -> (Sandbox, FakeNtfy) {
        let sandbox = try Sandbox()
        let ntfy = try FakeNtfy()
        let folder = sandbox.root.appendingPathComponent("calendars/work")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let event = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//mynd tests//EN", "BEGIN:VEVENT", "UID:sync", "DTSTAMP:20261120T080000Z",
            "DTSTART:20261122T100000Z", "DTEND:20261122T110000Z", "SUMMARY:Team sync", "END:VEVENT", "END:VCALENDAR", "",
        ].joined(separator: "\r\n")
        try Data(event.utf8).write(to: folder.appendingPathComponent("sync.ics"))
        let setting = phoneInMeetings.map { "phone_in_meetings = \($0)\n" } ?? ""
        try sandbox.writeConfig(
            channels: ["phone"],
            "[phone]\ntopic = \"\(topic)\"\nserver = \"\(ntfy.baseURL)\"\n[calendar]\nsources = [\"\(folder.path)\"]\n" + setting)
        _ = try sandbox.add("goal", "Paint the shed", now: "2026-11-16T09:00:00Z")
        return (sandbox, ntfy)
    }

    @Test(arguments: [nil, false])
    func aMeeting_holdsThePhone_byDefault_andItGoesAfter(_ phoneInMeetings: Bool?) throws {
        let (sandbox, ntfy) = try Self.scene(phoneInMeetings: phoneInMeetings)
        let held = try sandbox.ok(["run", "refresh", "--json"], now: "2026-11-22T10:15:00Z").stdout
        #expect(held.contains("\"decision\" : \"meeting\"") || held.contains("\"decision\":\"meeting\""), "\(held)")
        #expect(try ntfy.messages(topic).isEmpty)
        try sandbox.ok(["run", "refresh"], now: "2026-11-22T11:05:00Z")
        #expect(try ntfy.messages(topic).count == 1, "the nudge reaches the phone after the meeting")
    }

    @Test func withPhoneInMeetings_thePhoneIsReachedDuringIt() throws {
        let (sandbox, ntfy) = try Self.scene(phoneInMeetings: true)
        try sandbox.ok(["run", "refresh"], now: "2026-11-22T10:15:00Z")
        let sent = try ntfy.messages(topic)
        #expect(sent.count == 1, "\(sent)")
        let status = try sandbox.ok(["status"], now: "2026-11-22T10:16:00Z").stdout
        #expect(status.contains("in a meeting until 11:00 (Team sync)"), "\(status)")
    }
}
