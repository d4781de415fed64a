import Foundation
import GRDB
import MyndCore
import MyndTestSupport
import Testing

@testable import MyndStore

/// v15 moves the enumerations from `CHECK (… IN …)` into the records, rebuilding the tables
/// that had one, and v16 gives the outbox its payloads: a database made before keeps every
/// row, every key, index and trigger, and its open nudges keep what their sends need.
@Suite(.timed) struct RecordChecksUpgradeTests {
    static let goal = "0a2f0000-0000-4000-8000-000000000001"
    static let action = "0a2f0000-0000-4000-8000-000000000002"
    static let person = "7b1c0000-0000-4000-8000-000000000003"
    static let followUp = "3c4d0000-0000-4000-8000-000000000004"
    static let asking = "3c4e0000-0000-4000-8000-000000000005"

    /// A database at v14 with at least one row in every table.
    static func filled() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try Schema.migrator(now: 0).migrate(queue, upTo: "v14-node-counts")
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO node (id, type, content, createdAt, lastAccessedAt, completedAt, metadata) VALUES
                        ('\(goal)', 'goal', 'Plant the garden', 1000, 2000, NULL, NULL),
                        ('\(action)', 'action', 'Buy seeds', 1000, 1000, 1500, NULL),
                        ('\(person)', 'person', 'Lucía', 1000, 1000, NULL, '{"every":"3w"}');
                    INSERT INTO edge (id, type, sourceId, targetId, weight, createdAt) VALUES
                        ('e0000000-0000-4000-8000-000000000001', 'hasAction', '\(goal)', '\(action)', 0.5, 1000);
                    INSERT INTO followup (id, goalId, text, source, status, rank, daysStale, plannedAt, deliveredAt, kind, waitFrom) VALUES
                        ('\(followUp)', '\(goal)', 'Still on your mind?', 'fallback', 'snoozed', 1, 5.5, 3000, 3100, 'stale', 3100),
                        ('\(asking)', '\(person)', 'Does it still matter?', 'claude', 'delivered', 1, 21, 4000, 4100, 'asking', 4100);
                    INSERT INTO answer (followUpId, goalId, kind, via, at, delaySeconds, snoozeUntil) VALUES
                        ('\(followUp)', '\(goal)', 'snooze', 'email', 3500, 400, 9000);
                    INSERT INTO digest (localDate, title, body, createdAt, source, fallbackReason) VALUES
                        ('2026-11-21', 'Good morning', 'Today', 5000, 'fallback', 'no key');
                    INSERT INTO digest_item (localDate, nodeId) VALUES ('2026-11-21', '\(goal)');
                    INSERT INTO outbox (id, kind, ref, channel, title, body, status, attempts, notBefore, createdAt, sentAt, via) VALUES
                        (7, 'followup', '\(followUp)', 'desktop', 'Quiet for 5 days', 'Still on your mind?', 'sent', 1, 3000, 3000, 3100, 'agent'),
                        (8, 'followup', '\(asking)', 'desktop', 'Still want this?', 'Does it still matter?', 'sent', 1, 4000, 4000, 4100, 'agent'),
                        (9, 'followup', '\(asking)', 'email', 'Lucía', 'Does it still matter?', 'pending', 2, 4000, 4000, NULL, NULL),
                        (10, 'answer', 'r1@phone', 'email', 'Re: garden', 'Snoozed', 'pending', 0, 3500, 3500, NULL, NULL);
                    INSERT INTO notification (outboxId, serverId, server, withActions, sender, shownAt, action, actionAt) VALUES
                        (7, 41, ':1.5', 1, 'agent', 3100, 'snooze', 3500);
                    INSERT INTO run (job, startedAt, endedAt, outcome, reason, planned, delivered, process) VALUES
                        ('refresh', 3000, 3001, 'ran', NULL, 1, 1, '42:1'), ('digest', 5000, NULL, 'running', NULL, 0, 0, NULL);
                    INSERT INTO aicall (at, purpose, ref, model, inputTokens, outputTokens, attempts, outcome, request) VALUES
                        (4000, 'followup', '\(person)', 'claude-haiku-5-5', 120, 30, 1, 'ok', '{}');
                    INSERT INTO prepared (kind, ref, text, model, createdAt) VALUES ('insight', '2026-11-22', 'Small steps', 'claude-haiku-5-5', 6000);
                    INSERT INTO batch (id, createdAt, customIds, status, reservedTokens, reservedUSD) VALUES
                        ('msgbatch_1', 6000, '["followup-a"]', 'submitted', 500, 0.01);
                    INSERT INTO aihold (at, tokens, usd, holder, until) VALUES (6000, 500, 0.01, '42:1', 7000);
                    INSERT INTO dropped (goalId, droppedAt) VALUES ('\(action)', 6000);
                    INSERT INTO presence (at, state, reason, source) VALUES (1000, 'here', NULL, 'logind'), (2000, 'away', 'locked', 'logind');
                    INSERT INTO presence_sensed (id, at, state, reason, source, watcher) VALUES (1, 2000, 'away', 'locked', 'logind', '42:1');
                    INSERT INTO presence_override (id, here, at) VALUES (1, 1, 2500);
                    INSERT INTO pause (id, since, until) VALUES (1, 2500, 9000);
                    INSERT INTO reply (messageId, sender, outboxId, outcome, detail, at, thread) VALUES
                        ('r1@phone', 'me@example.org', 7, 'applied', 'snooze', 3500, 'a@x b@y');
                    INSERT INTO inbox_check (id, at, ok, detail) VALUES (1, 3500, 1, 'read 1');
                    INSERT INTO inbox_uid (mailbox, uidValidity, uid, at) VALUES ('INBOX', 7, 12, 3500);
                    """)
        }
        return queue
    }

    /// Everything a table holds, by its columns at `columns` (the ones it had before).
    static func rows(_ db: Database, _ table: String, _ columns: [String]) throws -> [String] {
        try Row.fetchAll(db, sql: "SELECT \(columns.joined(separator: ", ")) FROM \(table)").map(\.description).sorted()
    }

    static func tables(_ db: Database) throws -> [String] {
        try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'grdb_migrations' ORDER BY name")
    }

    /// What the schema holds besides the tables' own definitions: keys, indexes and triggers.
    static func structure(_ db: Database) throws -> [String] {
        var facts = try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE type IN ('index', 'trigger')")
            .map(\.description)
        for table in try tables(db) {
            facts += try Row.fetchAll(
                db, sql: "SELECT \"table\", \"from\", \"to\", on_update, on_delete FROM pragma_foreign_key_list(?)",
                arguments: [table]
            ).map { "\(table): \($0)" }
        }
        return facts.sorted()
    }

    @Test func anOlderDatabase_keepsEveryRow_key_index_andTrigger() throws {
        let queue = try Self.filled()
        let (before, columns, structure) = try queue.read { db in
            let tables = try Self.tables(db)
            let columns = try Dictionary(uniqueKeysWithValues: tables.map { ($0, try db.columns(in: $0).map(\.name)) })
            let rows = try Dictionary(uniqueKeysWithValues: tables.map { ($0, try Self.rows(db, $0, columns[$0]!)) })
            return (rows, columns, try Self.structure(db))
        }
        #expect(before.count == 21 && before.values.allSatisfy { !$0.isEmpty }, "a row in every table")
        _ = try GraphStore(writer: queue, path: ":memory:")
        let (tables, after, structureAfter, broken, outbox) = try queue.read { db in
            (
                try Self.tables(db), try Dictionary(uniqueKeysWithValues: columns.map { ($0.key, try Self.rows(db, $0.key, $0.value)) }),
                try Self.structure(db), try Row.fetchAll(db, sql: "PRAGMA foreign_key_check"), try db.columns(in: "outbox").map(\.name)
            )
        }
        // Tables a later migration adds (the phone's replies, the calendar's window) are theirs, not a change to these.
        let added = ["phone_", "calendar_"]
        #expect(tables.filter { table in !added.contains { table.hasPrefix($0) } } == columns.keys.sorted())
        for (table, rows) in before { #expect(after[table] == rows, "\(table)") }
        #expect(structureAfter.filter { fact in !added.contains { fact.contains($0) } } == structure)
        #expect(broken.isEmpty)
        #expect(outbox == columns["outbox"]! + ["payload"])
        // The triggers count as before: the goal's next action, added now, is counted.
        let counts = try queue.write { db in
            try db.execute(
                sql:
                    "INSERT INTO node (id, type, content, createdAt, lastAccessedAt) VALUES ('0a2f0000-0000-4000-8000-000000000009', 'action', 'Dig', 1, 1)"
            )
            try db.execute(
                sql:
                    "INSERT INTO edge (id, type, sourceId, targetId, createdAt) VALUES ('e0000000-0000-4000-8000-000000000009', 'hasAction', ?, '0a2f0000-0000-4000-8000-000000000009', 1)",
                arguments: [Self.goal])
            return try Row.fetchOne(db, sql: "SELECT outDegree, openActions FROM node WHERE id = ?", arguments: [Self.goal])
        }
        #expect(counts.map { [$0[0], $0[1]] as [Int] } == [2, 1], "the bought seeds are done: one open action")
    }

    @Test func theEnumerations_leaveTheSchema_forTheRecords() throws {
        let queue = try Self.filled()
        let store = try GraphStore(writer: queue, path: ":memory:")
        let schema = try queue.read { db in try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL") }
        let enumerations = schema.filter { $0.contains("CHECK") && ($0.contains("IN ('") || $0.contains("type = '")) }
        #expect(enumerations.isEmpty, "\(enumerations)")
        #expect(schema.joined().contains("CHECK (weight BETWEEN 0 AND 1)"), "the checks that are not enumerations stay")
        // A type no mynd writes is refused when it is read, not guessed at.
        try queue.write { db in
            try db.execute(
                sql:
                    "INSERT INTO node (id, type, content, createdAt, lastAccessedAt) VALUES ('0a2f0000-0000-4000-8000-00000000000a', 'widget', 'x', 1, 1)"
            )
        }
        #expect(throws: (any Error).self) { try store.node(UUID(uuidString: "0a2f0000-0000-4000-8000-00000000000a")!) }
    }

    @Test func theOpenNudges_getWhatTheirSendsNeed() throws {
        let queue = try Self.filled()
        let store = try GraphStore(writer: queue, path: ":memory:")
        let payloads = try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT id, payload FROM outbox ORDER BY id").map { ($0["id"] as Int64, $0["payload"] as String?) }
        }
        // The snoozed nudge's sent row is history; the asking nudge is open, on both channels.
        #expect(payloads.map(\.0) == [7, 8, 9, 10])
        #expect(payloads[0].1 == nil && payloads[3].1 == nil)
        let open = "{\"asking\":true,\"followUpId\":\"3c4e\",\"goal\":\"Lucía\",\"goalId\":\"7b1c\",\"person\":true}"
        #expect(payloads[1].1 == open && payloads[2].1 == open)
        #expect(try store.dueOutbox(channels: [.email], at: Timestamp(millisecondsSinceEpoch: 4000)).first?.payload == open)
    }
}
