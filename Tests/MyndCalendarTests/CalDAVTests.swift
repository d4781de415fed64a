import Foundation
import MyndCore
import MyndCurl
import MyndTestSupport
import Synchronization
import Testing

@testable import MyndCalendar

private let radicaleMissing = !FileManager.default.isExecutableFile(atPath: "/usr/bin/radicale")
private let vdirsyncer = "/usr/bin/vdirsyncer"

/// CalDAV against Debian's Radicale, started by the test with temporary storage and htpasswd
/// users: mynd's time-range REPORT, expanded here, gives the same instances as the same
/// calendar synced into a vdir by vdirsyncer (an independent client) and read as a folder; a
/// wrong password is one line. The collection is followed by `sync-collection` (only what
/// changed is sent again); a server without it is asked for the window by time range.
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

    func refresh(_ source: CalendarSource, password: String?, transport: any HTTPTransport = CurlTransport()) -> CalendarRefresh {
        var refresh = CalendarRefresh(
            sources: [source], interval: 900, reading: CalendarReading(zone: Self.berlin, me: ["me@mynd.test"]),
            cacheDirectory: folder.appending("cache").path, transport: transport)
        refresh.password = password
        return refresh
    }

    @Test func theCollection_expandedHere_matchesVdirsyncersCopy() throws {
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

    var auth: HTTPHeader { HTTPHeader("Authorization", "Basic " + Data("ana:s3cret".utf8).base64EncodedString()) }

    func put(_ uid: String, _ summary: String, at start: String) throws {
        let text =
            [
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//mynd tests//EN", "BEGIN:VEVENT", "UID:\(uid)", "DTSTAMP:20261101T080000Z",
                "DTSTART:\(start)", "DURATION:PT1H", "SUMMARY:\(summary)", "END:VEVENT", "END:VCALENDAR",
            ].joined(separator: "\r\n") + "\r\n"
        let put = try CurlTransport().send(
            HTTPRequest(
                method: "PUT", url: collection + "\(uid).ics", headers: [auth, HTTPHeader("Content-Type", "text/calendar")],
                body: Data(text.utf8)))
        #expect(put.status == 201 || put.status == 204, "PUT: \(put.status)")
    }

    func titles(_ outcome: CalendarRefresh.Outcome) -> [String] {
        guard case .window(let events, _) = outcome else {
            Issue.record("not read: \(outcome.state)")
            return []
        }
        return Set(events.map(\.title)).sorted()
    }

    @Test func aSync_sendsOnlyWhatChanged_andATokenTheServerLetGo_startsOver() throws {
        try putCalendar()
        let source = CalendarSource.caldav(url: collection, user: "ana")
        let recording = RecordingTransport()
        let refresh = refresh(source, password: "s3cret", transport: recording)
        #expect(titles(refresh.read(source, last: nil, now: Self.now)) == ["Team sync", "Team sync (moved)"])
        let first = try #require(recording.exchanges.first)
        #expect(first.request.headers.contains(HTTPHeader("Depth", "0")) && first.body.contains("<D:sync-token></D:sync-token>"))
        #expect(first.response.contains("team-sync@mynd.test"))

        try put("lunch", "Lunch with Lucía", at: "20261123T113000Z")
        #expect(titles(refresh.read(source, last: nil, now: Self.now)) == ["Lunch with Lucía", "Team sync", "Team sync (moved)"])
        let second = recording.exchanges[1]
        #expect(second.body.contains("<D:sync-token>http"), "the token of the first")
        #expect(second.response.contains("Lunch with Lucía") && !second.response.contains("team-sync@mynd.test"), "only the new event")

        let gone = try CurlTransport().send(HTTPRequest(method: "DELETE", url: collection + "weekly.ics", headers: [auth]))
        #expect(gone.status == 200 || gone.status == 204)
        #expect(titles(refresh.read(source, last: nil, now: Self.now)) == ["Lunch with Lucía"])

        let copies = try FileManager.default.contentsOfDirectory(atPath: folder.appending("cache").path).filter {
            $0.hasSuffix(".caldav.json")
        }
        #expect(copies.count == 1)
        let copy = folder.appending("cache").appendingPathComponent(copies[0]).path
        #expect((try FileManager.default.attributesOfItem(atPath: copy)[.posixPermissions] as? Int) == 0o600, "it holds the events")

        // A token the server no longer knows (403 valid-sync-token): the copy starts over.
        var kept = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: copy))) as! [String: Any]
        kept["token"] = "http://radicale.org/ns/sync/0000"
        try JSONSerialization.data(withJSONObject: kept).write(to: URL(fileURLWithPath: copy))
        #expect(titles(refresh.read(source, last: nil, now: Self.now)) == ["Lunch with Lucía"])
        let last = recording.exchanges.suffix(2).map(\.status)
        #expect(last == [403, 207], "\(last)")
    }

    @Test func aServerWithoutSync_isAskedForTheWindowByTimeRange() throws {
        try putCalendar()
        try put("next-year", "Far away", at: "20271123T113000Z")
        let source = CalendarSource.caldav(url: collection, user: "ana")
        let recording = RecordingTransport(refusingSync: true)
        let outcome = refresh(source, password: "s3cret", transport: recording).read(source, last: nil, now: Self.now)
        #expect(titles(outcome) == ["Team sync", "Team sync (moved)"])
        #expect(recording.exchanges.map(\.status) == [501, 207])
        #expect(recording.exchanges[1].body.contains("<C:time-range") && !recording.exchanges[1].response.contains("Far away"))
    }
}

/// CurlTransport, with every exchange kept for the test to read; `refusingSync` answers a
/// sync-collection REPORT 501 itself, as a server without RFC 6578 would.
final class RecordingTransport: HTTPTransport, Sendable {
    struct Exchange: Sendable {
        var request: HTTPRequest
        var body: String
        var status: Int
        var response: String
    }
    private let kept = Mutex<[Exchange]>([])
    let refusingSync: Bool

    init(refusingSync: Bool = false) {
        self.refusingSync = refusingSync
    }

    var exchanges: [Exchange] { kept.withLock { $0 } }

    func send(_ request: HTTPRequest) throws(TransportError) -> HTTPResponse {
        let body = String(decoding: request.body ?? Data(), as: UTF8.self)
        let response =
            refusingSync && body.contains("sync-collection") ? HTTPResponse(status: 501) : try CurlTransport().send(request)
        let exchange = Exchange(
            request: request, body: body, status: response.status, response: String(decoding: response.body, as: UTF8.self))
        kept.withLock { $0.append(exchange) }
        return response
    }
}
