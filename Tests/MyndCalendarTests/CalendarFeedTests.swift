import Foundation
import MyndCore
import MyndCurl
import MyndTestSupport
import Testing

@testable import MyndCalendar

/// An iCalendar URL through libcurl against a local HTTPS server with the suite's test
/// certificate (Tests/Servers/ics_feed.py): 200 with an ETag, then 304 read from the copy on
/// disk, a refusal kept to one line that never shows the secret path, and a folder source.
@Suite(
    .timed, .enabled(if: !ServerProcess.python3Missing && TestCertificate.openssl != nil, "needs python3 and openssl"),
    .timeLimit(.minutes(20)))
struct CalendarFeedTests {
    let folder: TemporaryDirectory
    let server: ServerProcess
    let certificate: String
    static let now = Timestamp(iso8601: "2026-11-20T12:00:00Z")!
    static let berlin = LocalTime(timeZone: TimeZone(identifier: "Europe/Berlin")!)

    init() throws {
        folder = try TemporaryDirectory(prefix: "mynd-feed")
        let pair = try TestCertificate.make(in: folder.url)
        certificate = pair.certificate
        let weekly = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/weekly.ics")
        try FileManager.default.copyItem(at: weekly, to: folder.appending("feed.ics"))
        server = try ServerProcess(
            script: "ics_feed.py", arguments: ["--cert", pair.certificate, "--key", pair.key, "--folder", folder.path])
    }

    var url: String { "https://127.0.0.1:\(server.port)/private/s3cr3t-token/basic.ics" }

    func refresh() -> CalendarRefresh {
        CalendarRefresh(
            sources: [.feed(url: url)], interval: 900, reading: CalendarReading(zone: Self.berlin, me: ["me@mynd.test"]),
            cacheDirectory: folder.appending("cache").path, transport: CurlTransport(caFile: certificate))
    }

    func requests() throws -> [String] {
        try String(contentsOf: folder.appending("requests.log"), encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test func firstRead200_thenUnchanged304_fromTheCopyOnDisk() throws {
        let refresh = refresh()
        let source = CalendarSource.feed(url: url)
        guard case .window(let first, let state) = refresh.read(source, last: nil, now: Self.now) else {
            Issue.record("first read failed: \(refresh.read(source, last: nil, now: Self.now).state)")
            return
        }
        // Yesterday to a week ahead: the Tuesday sync (moved to 14:00) and Thursday's RDATE.
        #expect(first.filter { $0.uid == "team-sync@mynd.test" }.map(\.start.iso8601) == ["2026-11-24T13:00:00Z", "2026-11-26T15:00:00Z"])
        #expect(state.etag != nil && state.goodAt == Self.now && state.error == nil)
        let later = Self.now.adding(seconds: 1800)
        #expect(!refresh.isDue(last: state, now: Self.now.adding(seconds: 600)))
        #expect(refresh.isDue(last: state, now: later))
        guard case .window(let second, _) = refresh.read(source, last: state, now: later) else {
            Issue.record("second read failed")
            return
        }
        #expect(second == first)
        let log = try requests()
        #expect(log.count == 2 && log[0].hasSuffix(" -") && log[1].hasSuffix(" \(state.etag!)"), "\(log)")
    }

    @Test func aRefusal_isOneLine_withoutTheSecret_andTheStateKeepsTheLastGoodRead() throws {
        let refresh = refresh()
        let source = CalendarSource.feed(url: url)
        let good = refresh.read(source, last: nil, now: Self.now).state
        try "401".write(to: folder.appending("status"), atomically: true, encoding: .utf8)
        guard case .failed(let state) = refresh.read(source, last: good, now: Self.now.adding(seconds: 1800)) else {
            Issue.record("a 401 was read")
            return
        }
        let error = try #require(state.error)
        #expect(error.hasPrefix("https://127.0.0.1:\(server.port)/… #") && error.contains("HTTP 401"), "\(error)")
        #expect(!error.contains("s3cr3t") && !state.name.contains("s3cr3t"), "\(error)")
        #expect(state.goodAt == Self.now && state.events == good.events)
    }

    @Test func aVdirFolder_readsEachFile_andSaysWhichIsBroken() throws {
        let vdir = folder.appending("vdir")
        try FileManager.default.createDirectory(at: vdir, withIntermediateDirectories: true)
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        for name in ["all-day.ics", "broken.ics"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: vdir.appendingPathComponent(name))
        }
        // A file over the limit is named and left, unread (a sparse file: only its size counts).
        let huge = vdir.appendingPathComponent("huge.ics")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        try FileHandle(forWritingTo: huge).truncate(atOffset: UInt64(CalendarError.maximumBytes + 1))
        let reading = CalendarRefresh(
            sources: [.folder(vdir.path)], interval: 900, reading: CalendarReading(zone: Self.berlin), cacheDirectory: folder.path,
            transport: CurlTransport())
        let outcome = reading.read(.folder(vdir.path), last: nil, now: Timestamp(iso8601: "2026-11-27T08:00:00Z")!)
        guard case .window(let events, let state) = outcome else {
            Issue.record("\(outcome.state)")
            return
        }
        #expect(events.map(\.title).contains("Holiday"))
        #expect(
            state.notes == [
                "\(vdir.path)/broken.ics is not iCalendar (no BEGIN:VCALENDAR): check the address or the file",
                "\(vdir.path)/huge.ics is 33 MB, more than mynd reads (32 MB): publish a shorter range of the calendar",
            ])
        let missing = reading.read(.folder(vdir.path + "-gone"), last: nil, now: Self.now)
        #expect(missing.state.error == "\(vdir.path)-gone cannot be read: no such folder: check [calendar] sources")
    }

    /// A busy calendar's export of years: `count` one-hour events between 13:00 and 18:00 UTC
    /// over two years around `now`, each with a place and an attendee (about 260 bytes each).
    static func longFeed(events count: Int) -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//mynd tests//EN"]
        let first = now.adding(seconds: -365 * 86_400)
        for n in 0..<count {
            let day = first.adding(seconds: Int64(n % 730) * 86_400)
            let start = String(day.iso8601.prefix(10)).replacingOccurrences(of: "-", with: "") + "T\(13 + n % 5)0000Z"
            let end = String(day.iso8601.prefix(10)).replacingOccurrences(of: "-", with: "") + "T\(14 + n % 5)0000Z"
            lines += [
                "BEGIN:VEVENT", "UID:long-\(n)@mynd.test", "DTSTAMP:20261101T080000Z", "DTSTART:\(start)", "DTEND:\(end)",
                "SUMMARY:Meeting \(n)", "LOCATION:Room \(n % 40)",
                "ATTENDEE;CN=Person \(n % 50);PARTSTAT=ACCEPTED:mailto:person\(n % 50)@example.org", "END:VEVENT",
            ]
        }
        return (lines + ["END:VCALENDAR"]).joined(separator: "\r\n") + "\r\n"
    }

    @Test func aFeedOf20MB_isRead_andOneOverTheLimit_isRefusedInOneLine_keepingTheLastWindow() throws {
        let long = Self.longFeed(events: 90_000)
        #expect(long.utf8.count > 20 * 1_048_576)
        try long.write(to: folder.appending("feed.ics"), atomically: true, encoding: .utf8)
        let refresh = refresh()
        let source = CalendarSource.feed(url: url)
        let outcome = refresh.read(source, last: nil, now: Self.now)
        guard case .window(let events, let good) = outcome else {
            Issue.record("the 20 MB feed was not read: \(outcome.state)")
            return
        }
        // 90,000 events over 730 days: about 123 a day, 9 days in the window.
        #expect((1000...1200).contains(events.count), "\(events.count)")
        let over = Self.longFeed(events: CalendarError.maximumBytes / 200)
        #expect(over.utf8.count > CalendarError.maximumBytes)
        try over.write(to: folder.appending("feed.ics"), atomically: true, encoding: .utf8)
        guard case .failed(let state) = refresh.read(source, last: good, now: Self.now.adding(seconds: 1800)) else {
            Issue.record("a feed over the limit was read")
            return
        }
        let error = try #require(state.error)
        #expect(error.contains("more than mynd reads (32 MB): publish a shorter range of the calendar"), "\(error)")
        #expect(!error.contains("s3cr3t") && !error.contains("\n"))
        #expect(state.events == good.events && state.goodAt == Self.now, "the last good window stays")
    }
}
