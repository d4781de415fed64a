import Foundation
import MyndCore
@testable import MyndMail
import MyndTestSupport
import Testing

@Suite(.timed) struct MessageIDTests {
    static func row(id: Int64, kind: OutboxItem.Kind = .digest, ref: String = "2026-11-21", title: String = "t") -> OutboxItem {
        OutboxItem(
            id: id, kind: kind, ref: ref, channel: .email, title: title, body: "b", notBefore: utc("2026-11-21T08:00:00Z"),
            createdAt: utc("2026-11-21T08:00:00Z"))
    }

    @Test func outbox_sameRow_sameID_whateverElseChanged() {
        var again = Self.row(id: 12, title: "another title")
        again.attempts = 3
        #expect(MessageID(outbox: Self.row(id: 12), host: "desk") == MessageID(outbox: again, host: "desk"))
        #expect(MessageID(outbox: Self.row(id: 12), host: "desk").description == "<outbox-12.digest.2026-11-21@mynd.desk>")
    }

    @Test func outbox_otherRowOrHost_otherID() {
        let ids: Set = [
            MessageID(outbox: Self.row(id: 12), host: "desk"),
            MessageID(outbox: Self.row(id: 13), host: "desk"),
            MessageID(outbox: Self.row(id: 12, ref: "2026-11-22"), host: "desk"),
            MessageID(outbox: Self.row(id: 12, kind: .followup), host: "desk"),
            MessageID(outbox: Self.row(id: 12), host: "laptop"),
        ]
        #expect(ids.count == 5)
    }

    @Test(arguments: [
        ("desk", "2026-11-21", "outbox-7.followup.2026-11-21@mynd.desk"),
        (
            "Desk.Example.ORG.", "3f2a0c9e-0000-4000-8000-000000000001",
            "outbox-7.followup.3f2a0c9e-0000-4000-8000-000000000001@mynd.desk.example.org"
        ),
        ("bad host\r\nBcc: x", "a b>c", "outbox-7.followup.a-b-c@mynd.bad-host--bcc--x"),
        ("", "", "outbox-7.followup.none@mynd.localhost"),
        ("...", "ü", "outbox-7.followup.-@mynd.localhost"),
    ])
    func outbox_anyHostOrRef_isAValidMsgID(_ host: String, _ ref: String, _ expected: String) {
        let id = MessageID(outbox: Self.row(id: 7, kind: .followup, ref: ref), host: host)
        #expect(id.value == expected)
        // id-left "@" id-right, both dot-atom-text: letters, digits, "-" and inner dots.
        let dotAtom = #/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*/#
        let parts = id.value.split(separator: "@")
        #expect(parts.count == 2)
        #expect(parts.allSatisfy { (try? dotAtom.wholeMatch(in: String($0))) != nil })
    }
}
