import Foundation
import MyndCore
@testable import MyndMail
import MyndTestSupport
import Testing

@Suite(.timed) struct ReplyKeyTests {
    static let key = ReplyKey(bytes: Array(0..<32))
    static let now = Timestamp(millisecondsSinceEpoch: 1_790_000_000_000)
    static let row = OutboxItem(
        id: 12, kind: .followup, ref: "0b7e3c1a-1111-4222-8333-444455556666", channel: .email, title: "t", body: "b",
        notBefore: now, createdAt: now)

    @Test func signedID_namesItsRow() throws {
        let id = MessageID(outbox: Self.row, host: "desk.local", key: Self.key)
        #expect(id.value.hasPrefix("outbox-12.followup.0b7e3c1a-1111-4222-8333-444455556666."))
        #expect(id.value.hasSuffix("@mynd.desk.local"))
        let row = try #require(Self.key.outboxRow(named: id.description))
        #expect(row.id == 12 && row.kind == .followup && row.ref == Self.row.ref)
        #expect(Self.key.outboxRow(named: id.value)?.id == 12, "without brackets too")
    }

    @Test func forgedIDs_nameNothing() {
        let id = MessageID(outbox: Self.row, host: "desk", key: Self.key).value
        // Another row's number with this row's tag, an unsigned id, another key, a changed tag.
        #expect(Self.key.outboxRow(named: id.replacingOccurrences(of: "outbox-12.", with: "outbox-13.")) == nil)
        #expect(Self.key.outboxRow(named: MessageID(outbox: Self.row, host: "desk").value) == nil)
        #expect(ReplyKey(bytes: Array(1..<33)).outboxRow(named: id) == nil)
        let tagStart = id.index(id.firstIndex(of: "@")!, offsetBy: -1)
        var changed = id
        changed.replaceSubrange(tagStart...tagStart, with: id[tagStart] == "0" ? "1" : "0")
        #expect(Self.key.outboxRow(named: changed) == nil)
        #expect(Self.key.outboxRow(named: "<x@example.org>") == nil)
        #expect(Self.key.outboxRow(named: "") == nil)
    }
}
