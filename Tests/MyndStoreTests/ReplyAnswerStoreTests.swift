import Foundation
import GRDB
import MyndCore
@testable import MyndStore
import MyndTestSupport
import Testing

private let t0 = Timestamp(iso8601: "2026-11-22T09:00:00Z")!

private func answer(_ ref: String, _ text: String = "I didn't understand") -> OutboxItem {
    OutboxItem(kind: .answer, ref: ref, channel: .email, title: "Re: garden", body: text, notBefore: t0, createdAt: t0)
}

private func claimant(_ id: String) -> GraphStore.Claimant {
    GraphStore.Claimant(id: id, leaseSeconds: 600, mayBeRunning: { _ in false }, clock: { t0 })
}

/// The answer to a reply is an outbox row written with the reply's record (schema v11).
@Suite(.timed) struct ReplyAnswerStoreTests {
    @Test func theAnswer_isWrittenWithTheRecord_once_andTheThreadIsKept() throws {
        let (store, _, _) = try plannedFollowUp(at: t0)
        let first = try store.recordReply(
            messageID: "r1@phone", from: "me@example.org", outboxID: 1, outcome: .unreadable, detail: "", intents: [],
            thread: ["a@x", "b@y"], at: t0, answer: { _ in answer("r1@phone") })
        #expect(first == .recorded(notes: [], applied: []))
        let again = try store.recordReply(
            messageID: "r1@phone", from: "me@example.org", outboxID: 1, outcome: .unreadable, detail: "", intents: [], at: t0,
            answer: { _ in answer("r1@phone", "a second answer") })
        #expect(again == .alreadySeen)
        let answers = try store.dueOutbox(channels: [.email], at: t0).filter { $0.kind == .answer }
        #expect(answers.map(\.body) == ["I didn't understand"])
        #expect(try store.replyThread("r1@phone")?.thread == ["a@x", "b@y"])
        #expect(try store.replyThread("r1@phone")?.sender == "me@example.org")
        #expect(try store.replyThread("nobody@phone") == nil)
    }

    @Test func aStoreFailure_writesNeitherTheRecordNorTheAnswer() throws {
        let (store, _, _) = try plannedFollowUp(at: t0)
        // An answer row the database refuses (a trigger, here): the whole write goes.
        try store.write { db in
            try db.execute(
                sql: "CREATE TRIGGER no_answers BEFORE INSERT ON outbox WHEN NEW.kind = 'answer' BEGIN SELECT RAISE(ABORT, 'no'); END")
        }
        #expect(throws: (any Error).self) {
            try store.recordReply(
                messageID: "r1@phone", from: "me@example.org", outboxID: 1, outcome: .unreadable, detail: "", intents: [], at: t0,
                answer: { _ in answer("r1@phone") })
        }
        #expect(try store.replyOutcome("r1@phone") == nil, "not recorded: the next look reads it again")
    }

    @Test func claimsOfSomeKinds_leaveTheOthersWaiting() throws {
        let (store, _, _) = try plannedFollowUp(at: t0)
        _ = try store.recordReply(
            messageID: "r1@phone", from: "me@example.org", outboxID: 1, outcome: .unreadable, detail: "", intents: [], at: t0,
            answer: { _ in answer("r1@phone") })
        let row = try #require(try store.claimNextDue(channels: [.email], kinds: [.answer], at: t0, for: claimant("A")))
        #expect(row.kind == .answer)
        #expect(try store.claimNextDue(channels: [.email], kinds: [.answer], at: t0, for: claimant("A"), skipping: [row.id]) == nil)
        #expect(try store.claimNextDue(channels: [.email], kinds: [], at: t0, for: claimant("A")) == nil)
        #expect(try store.claimNextDue(channels: [.email], at: t0, for: claimant("A"), skipping: [row.id])?.kind == .followup)
    }

    /// v11 rebuilt the outbox for its new kind: a v10 database keeps every row, its claim, its
    /// notification and the cascade from row to notification.
    @Test func v10Database_keepsItsOutbox_afterTheRebuild() throws {
        let queue = try DatabaseQueue()
        try Schema.migrator(now: 0).migrate(queue, upTo: "v10-answer-kinds")
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO outbox (id, kind, ref, channel, title, body, status, attempts, notBefore, lastError, createdAt, sentAt, via, claimedBy, claimedUntil)
                    VALUES (7, 'digest', '2026-11-21', 'desktop', 't', 'b', 'sent', 1, 5, NULL, 4, 6, 'agent', NULL, NULL),
                           (8, 'digest', '2026-11-21', 'email', 't', 'b', 'pending', 2, 9, '451 later', 4, NULL, NULL, 'pid 1', 99);
                    INSERT INTO notification (outboxId, serverId, server, withActions, sender, shownAt) VALUES (7, 3, ':1.5', 1, 'agent', 6);
                    INSERT INTO reply (messageId, sender, outboxId, outcome, detail, at) VALUES ('r1@phone', 'me@example.org', 8, 'applied', '', 10);
                    """)
        }
        let store = try GraphStore(writer: queue, path: ":memory:")
        let rows = try store.read { db in
            try Row.fetchAll(db, sql: "SELECT id, status, attempts, lastError, via, claimedBy, claimedUntil FROM outbox ORDER BY id")
        }
        #expect(rows.map { $0["id"] as Int64 } == [7, 8])
        #expect(rows[1]["lastError"] as String? == "451 later" && rows[1]["claimedBy"] as String? == "pid 1")
        #expect(rows[0]["via"] as String? == "agent" && rows[1]["attempts"] as Int == 2)
        #expect(try store.replyThread("r1@phone")?.thread == [])
        _ = try store.recordReply(
            messageID: "r2@phone", from: "me@example.org", outboxID: 8, outcome: .unreadable, detail: "", intents: [], at: t0,
            answer: { _ in answer("r2@phone") })
        #expect(try store.dueOutbox(channels: [.email], at: t0).map(\.kind) == [.digest, .answer])
        try queue.write { db in try db.execute(sql: "DELETE FROM outbox WHERE id = 7") }
        #expect(try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM notification") } == 0)
        // Since v15 the outbox's record checks a row's kind: one no mynd writes is refused when read.
        try queue.write { db in
            try db.execute(
                sql:
                    "INSERT INTO outbox (kind, ref, channel, title, body, notBefore, createdAt) VALUES ('nudge', 'x', 'email', 't', 'b', 0, 0)"
            )
        }
        #expect(throws: (any Error).self) { try store.dueOutbox(channels: [.email], at: t0) }
    }
}
