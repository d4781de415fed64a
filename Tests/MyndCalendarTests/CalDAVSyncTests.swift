import Foundation
import MyndTestSupport
import Testing

@testable import MyndCalendar

/// What a `sync-collection` answer (RFC 6578) says, and what the copy makes of it.
@Suite(.timed) struct CalDAVSyncTests {
    static func answer(_ responses: String, token: String = "tok-2") -> Data {
        Data(
            """
            <?xml version="1.0" encoding="utf-8"?>
            <d:multistatus xmlns:d="DAV:" xmlns:cal="urn:ietf:params:xml:ns:caldav">
            \(responses)<d:sync-token>\(token)</d:sync-token></d:multistatus>
            """.utf8)
    }

    @Test func changedAndRemovedMembers_areRead_withTheNewToken() throws {
        let body = Self.answer(
            """
            <d:response><d:href>/cal/a.ics</d:href><d:propstat><d:prop><d:getetag>"1"</d:getetag>
            <cal:calendar-data>BEGIN:VCALENDAR&#13;
            END:VCALENDAR&#13;
            </cal:calendar-data></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>
            <d:response><d:href>/cal/b.ics</d:href><d:status>HTTP/1.1 404 Not Found</d:status></d:response>
            """)
        let changes = try #require(CalDAVSync.changes(in: body))
        #expect(changes.token == "tok-2" && changes.removed == ["/cal/b.ics"])
        #expect(changes.changed["/cal/a.ics"]??.hasPrefix("BEGIN:VCALENDAR\r\n") == true)
        let copy = CalDAVCopy(token: "tok-1", members: ["/cal/b.ics": "old", "/cal/c.ics": "kept"]).applying(changes)
        #expect(copy?.token == "tok-2" && copy?.members.keys.sorted() == ["/cal/a.ics", "/cal/c.ics"])
    }

    /// A server that sends etags only (calendar-data found 404 in its own propstat): the member
    /// is changed, not gone, and a copy cannot follow it — the window's query is used instead.
    @Test func aMemberWithoutItsText_isChanged_andTheCopyCannotFollow() throws {
        let body = Self.answer(
            """
            <d:response><d:href>/cal/a.ics</d:href>
            <d:propstat><d:prop><d:getetag>"1"</d:getetag></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>
            <d:propstat><d:prop><cal:calendar-data/></d:prop><d:status>HTTP/1.1 404 Not Found</d:status></d:propstat>
            </d:response>
            """)
        let changes = try #require(CalDAVSync.changes(in: body))
        #expect(changes.removed.isEmpty && changes.changed.keys.sorted() == ["/cal/a.ics"])
        #expect(CalDAVCopy().applying(changes) == nil)
    }

    @Test func notAMultistatus_orNoToken_isNil() {
        #expect(CalDAVSync.changes(in: Data("<html>login</html>".utf8)) == nil)
        #expect(CalDAVSync.changes(in: Self.answer("", token: "")) == nil)
    }

    /// A copy that cannot be read (cut short by a full disk, edited by hand) is no copy: the
    /// next sync starts from the beginning instead of failing.
    @Test func aCopyThatCannotBeRead_isAnEmptyOne() throws {
        let folder = try TemporaryDirectory(prefix: "mynd-copy")
        let path = folder.appending("copy.caldav.json").path
        #expect(CalDAVCopy.load(path) == CalDAVCopy(), "none yet")
        try Data("{\"token\": \"tok-1\", \"members\": {\"/cal/a.ics\": ".utf8).write(to: URL(fileURLWithPath: path))
        #expect(CalDAVCopy.load(path) == CalDAVCopy())
        try JSONEncoder().encode(CalDAVCopy(token: "tok-1", members: ["/cal/a.ics": "text"])).write(to: URL(fileURLWithPath: path))
        #expect(CalDAVCopy.load(path) == CalDAVCopy(token: "tok-1", members: ["/cal/a.ics": "text"]))
    }
}
