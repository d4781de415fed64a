import Foundation
import GRDB

extension Schema {
    /// v13: what each morning digest listed, by node, so a reply to the digest acts only on
    /// those (and its short ids are read among them first); each line closes when the node
    /// gets an answer from anywhere. Digests made before keep what their text names: the ids
    /// at the head of their indented lines, each where it still names one node.
    static func registerDigestItems(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v13-digest-items") { db in
            try db.execute(
                sql: """
                    CREATE TABLE digest_item (
                        localDate TEXT NOT NULL REFERENCES digest(localDate) ON DELETE CASCADE,
                        nodeId TEXT NOT NULL REFERENCES node(id) ON DELETE CASCADE,
                        answeredAt INTEGER,
                        PRIMARY KEY (localDate, nodeId)
                    ) WITHOUT ROWID;
                    CREATE INDEX digest_item_open ON digest_item(nodeId) WHERE answeredAt IS NULL;
                    """)
            let digests = try Row.fetchAll(db, sql: "SELECT localDate, body FROM digest")
            for digest in digests {
                let body: String = digest["body"]
                for line in body.split(separator: "\n") where line.hasPrefix(" ") {
                    let words = line.split(separator: " ", maxSplits: 1)
                    guard let head = words.first, head.count >= 4, head.allSatisfy({ $0.isHexDigit && !$0.isUppercase }),
                        line.contains(head + "  ")
                    else { continue }
                    let prefix = String(head)
                    let ids = try String.fetchAll(
                        db, sql: "SELECT id FROM node WHERE id >= ? AND id < ? LIMIT 2", arguments: [prefix, prefix + "g"])
                    guard ids.count == 1 else { continue }
                    try db.execute(
                        sql: "INSERT INTO digest_item (localDate, nodeId) VALUES (?, ?) ON CONFLICT DO NOTHING",
                        arguments: [digest["localDate"] as String, ids[0]])
                }
            }
        }
    }

    /// v13: the inbox's own memory of the messages it has read, by mailbox, UIDVALIDITY and
    /// UID, so a server that refuses or forgets `$MyndDone` cannot make a look read the same
    /// replies again and never reach the newer ones; and a reply's outcome `refused` (the
    /// person's, answering what is no longer open or too old: nothing changed).
    static func registerInboxMemory(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v13-inbox-memory") { db in
            try db.execute(
                sql: """
                    CREATE TABLE inbox_uid (
                        mailbox TEXT NOT NULL,
                        uidValidity INTEGER NOT NULL,
                        uid INTEGER NOT NULL,
                        at INTEGER NOT NULL,
                        PRIMARY KEY (mailbox, uidValidity, uid)
                    ) WITHOUT ROWID;

                    CREATE TABLE reply_v13 (
                        messageId TEXT PRIMARY KEY NOT NULL CHECK (messageId <> ''),
                        sender TEXT NOT NULL,
                        outboxId INTEGER,
                        outcome TEXT NOT NULL CHECK (outcome IN ('applied', 'ignored', 'unreadable', 'refused')),
                        detail TEXT NOT NULL,
                        at INTEGER NOT NULL,
                        thread TEXT NOT NULL DEFAULT ''
                    );
                    INSERT INTO reply_v13 (messageId, sender, outboxId, outcome, detail, at, thread)
                    SELECT messageId, sender, outboxId, outcome, detail, at, thread FROM reply;
                    DROP TABLE reply;
                    ALTER TABLE reply_v13 RENAME TO reply;
                    CREATE INDEX reply_at ON reply(at);
                    """)
        }
    }
}
