import Foundation
import MyndCore
import MyndCurl
import MyndTestSupport
import Testing

@testable import MyndCalendar

private let radicaleMissing = !FileManager.default.isExecutableFile(atPath: "/usr/bin/radicale")
private let vdirsyncer = "/usr/bin/vdirsyncer"

/// CalDAV against Debian's Radicale, started by the test with temporary storage and htpasswd
/// users: mynd's time-range REPORT, expanded here, gives the same instances as the same
/// calendar synced into a vdir by vdirsyncer (an independent client) and read as a folder; a
/// wrong password is one line.
@Suite(
    .timed, .enabled(if: !radicaleMissing && !ServerProcess.python3Missing, "needs radicale and python3 (Debian: radicale)"),
    .timeLimit(.minutes(20)))
struct CalDAVTests {
    let folder: TemporaryDirectory
    let server: ServerProcess
    static let now = Timestamp(iso8601: "2026-11-20T12:00:00Z")!
    static let berlin = LocalTime(timeZone: TimeZone(identifier: "Europe/Berlin")!)

    init() throws {
        folder = try TemporaryDirectory(prefix: "mynd-dav")
        try "ana:s3cret\n".write(to: folder.appending("users"), atomically: true, encoding: .utf8)
        server = try ServerProcess(
            script: "radicale_server.py", arguments: ["--folder", folder.path, "--users", folder.appending("users").path], timeout: 30)
    }

    var collection: String { "http://127.0.0.1:\(server.port)/ana/work/" }

    /// The fixture's VTIMEZONE and the events of one UID: a CalDAV resource holds one event
    /// (a series with its overrides).
    static func resource(_ text: String, uid: String) -> String {
        let parts = text.components(separatedBy: "BEGIN:VEVENT")
        let events = parts.dropFirst().filter { $0.contains("UID:\(uid)\r\n") }.map { part in
            "BEGIN:VEVENT" + (part.components(separatedBy: "END:VEVENT").first ?? "") + "END:VEVENT\r\n"
        }
        return parts[0] + events.joined() + "END:VCALENDAR\r\n"
    }

    /// Makes the collection and puts the weekly series (with its override) in it.
    func putCalendar() throws {
        let transport = CurlTransport()
        let auth = HTTPHeader("Authorization", "Basic " + Data("ana:s3cret".utf8).base64EncodedString())
        let made = try transport.send(HTTPRequest(method: "MKCALENDAR", url: collection, headers: [auth], body: Data()))
        #expect(made.status == 201, "MKCALENDAR: \(made.status)")
        let weekly = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/weekly.ics")
        let put = try transport.send(
            HTTPRequest(
                method: "PUT", url: collection + "weekly.ics", headers: [auth, HTTPHeader("Content-Type", "text/calendar")],
                body: Data(Self.resource(try String(contentsOf: weekly, encoding: .utf8), uid: "team-sync@mynd.test").utf8)))
        #expect(put.status == 201, "PUT: \(put.status)")
    }

    func refresh(_ source: CalendarSource, password: String?) -> CalendarRefresh {
        var refresh = CalendarRefresh(
            sources: [source], interval: 900, reading: CalendarReading(zone: Self.berlin, me: ["me@mynd.test"]),
            cacheDirectory: folder.appending("cache").path, transport: CurlTransport())
        refresh.password = password
        return refresh
    }

    @Test func aTimeRangeReport_expandedHere_matchesVdirsyncersCopy() throws {
        try putCalendar()
        let source = try #require(CalendarSource("caldav+http://ana@127.0.0.1:\(server.port)/ana/work/", home: "/"))
        #expect(source.name == "caldav ana at \(collection)")
        let outcome = refresh(source, password: "s3cret").read(source, last: nil, now: Self.now)
        guard case .window(let events, let state) = outcome else {
            Issue.record("not read: \(outcome.state)")
            return
        }
        #expect(state.error == nil && state.notes.isEmpty, "\(state)")
        let sync = events.filter { $0.uid == "team-sync@mynd.test" }
        #expect(sync.map(\.start.iso8601) == ["2026-11-24T13:00:00Z", "2026-11-26T15:00:00Z"], "\(events)")
        #expect(sync.map(\.title) == ["Team sync (moved)", "Team sync"])

        // vdirsyncer, the independent client, syncs the same collection into a vdir.
        let vdir = folder.appending("vdir")
        try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: true)
        let config = folder.appending("vdirsyncer.conf")
        try """
        [general]
        status_path = "\(folder.appending("status").path)/"
        [pair work]
        a = "remote"
        b = "local"
        collections = null
        [storage remote]
        type = "caldav"
        url = "\(collection)"
        username = "ana"
        password = "s3cret"
        [storage local]
        type = "filesystem"
        path = "\(vdir.path)/"
        fileext = ".ics"
        """.write(to: config, atomically: true, encoding: .utf8)
        for command in ["discover", "sync"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: vdirsyncer)
            process.arguments = ["-c", config.path, command]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "vdirsyncer \(command) exited with \(process.terminationStatus)")
        }
        let copy = refresh(.folder(vdir.path), password: nil).read(.folder(vdir.path), last: nil, now: Self.now)
        guard case .window(let synced, _) = copy else {
            Issue.record("the vdir was not read: \(copy.state)")
            return
        }
        #expect(synced == events)
    }

    @Test func aWrongPassword_isOneLine() throws {
        try putCalendar()
        let source = CalendarSource.caldav(url: collection, user: "ana")
        let outcome = refresh(source, password: "wrong").read(source, last: nil, now: Self.now)
        #expect(
            outcome.state.error
                == "caldav ana at \(collection) cannot be read: the server answered HTTP 401: check the user and [calendar] password_file")
        let none = refresh(source, password: nil).read(source, last: nil, now: Self.now)
        #expect(none.state.error?.contains("no password: set [calendar] password_file") == true)
    }
}
