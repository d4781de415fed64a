import Foundation
import GRDB
public import MyndCore

/// What Claude cost and wrote: the ledger of calls, texts written ahead, and batches in flight.
extension GraphStore {
    /// One Messages API call, or one item of a batch, as the ledger keeps it.
    public struct AICall: Equatable, Sendable {
        public enum Purpose: String, Sendable { case followup, insight }
        public enum Outcome: String, Sendable {
            /// Claude answered and the text was used (or kept for later).
            case ok
            /// Claude answered but the text failed the output check.
            case rejected
            /// No usable answer: an API error, a transport failure, an expired batch item.
            case failed
        }

        public var at: Timestamp
        public var purpose: Purpose
        /// The goal id (follow-up) or local date (insight) the text is for.
        public var ref: String
        public var model: String
        public var batchId: String?
        public var inputTokens = 0
        public var outputTokens = 0
        public var cacheWriteTokens = 0
        public var cacheReadTokens = 0
        public var requestId: String?
        public var attempts = 1
        public var outcome: Outcome
        /// What went wrong, as a short code or line; nil when it went well.
        public var detail: String?
        /// The JSON body sent (headers, and so the key, are never stored).
        public var request: String?

        public init(at: Timestamp, purpose: Purpose, ref: String, model: String, outcome: Outcome) {
            self.at = at
            self.purpose = purpose
            self.ref = ref
            self.model = model
            self.outcome = outcome
        }

        public var totalTokens: Int { inputTokens + outputTokens + cacheWriteTokens + cacheReadTokens }
    }

    /// How many request bodies the ledger keeps for `doctor --privacy`; older ones are cleared.
    static let keptRequestBodies = 50

    public func record(_ calls: [AICall]) throws {
        try write { db in try record(calls, db) }
    }

    func record(_ calls: [AICall], _ db: Database) throws {
        for call in calls {
            try db.execute(
                sql: """
                    INSERT INTO aicall (at, purpose, ref, model, batchId, inputTokens, outputTokens, cacheWriteTokens,
                                        cacheReadTokens, requestId, attempts, outcome, detail, request)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    call.at.millisecondsSinceEpoch, call.purpose.rawValue, call.ref, call.model, call.batchId,
                    call.inputTokens, call.outputTokens, call.cacheWriteTokens, call.cacheReadTokens, call.requestId,
                    call.attempts, call.outcome.rawValue, call.detail, call.request,
                ])
        }
        try db.execute(
            sql: "UPDATE aicall SET request = NULL WHERE request IS NOT NULL AND id <= (SELECT max(id) FROM aicall) - ?",
            arguments: [Self.keptRequestBodies])
    }

    /// Tokens of every kind recorded at or after `start` (the daily budget counts these).
    public func tokensUsed(since start: Timestamp) throws -> Int {
        try read { db in
            try Int.fetchOne(
                db, sql: "SELECT total(inputTokens + outputTokens + cacheWriteTokens + cacheReadTokens) FROM aicall WHERE at >= ?",
                arguments: [start.millisecondsSinceEpoch]) ?? 0
        }
    }

    /// Token totals since `start`, one row per model and per kind of call (batch or not),
    /// as prices differ by both.
    public struct UsageTotal: Equatable, Sendable {
        public var model: String
        public var batch: Bool
        public var calls: Int
        public var inputTokens: Int
        public var outputTokens: Int
        public var cacheWriteTokens: Int
        public var cacheReadTokens: Int
    }

    public func usage(since start: Timestamp) throws -> [UsageTotal] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT model, batchId IS NOT NULL, count(*), total(inputTokens), total(outputTokens),
                           total(cacheWriteTokens), total(cacheReadTokens)
                    FROM aicall WHERE at >= ? GROUP BY 1, 2 ORDER BY 1, 2
                    """,
                arguments: [start.millisecondsSinceEpoch]
            ).map { row in
                UsageTotal(
                    model: row[0], batch: row[1], calls: row[2], inputTokens: Int(row[3] as Double),
                    outputTokens: Int(row[4] as Double), cacheWriteTokens: Int(row[5] as Double), cacheReadTokens: Int(row[6] as Double))
            }
        }
    }

    /// The latest calls, newest first.
    public func recentCalls(limit: Int) throws -> [AICall] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT at, purpose, ref, model, batchId, inputTokens, outputTokens, cacheWriteTokens, cacheReadTokens,
                           requestId, attempts, outcome, detail, request
                    FROM aicall ORDER BY id DESC LIMIT ?
                    """,
                arguments: [limit]
            ).map { row in
                var call = AICall(
                    at: Timestamp(millisecondsSinceEpoch: row[0]), purpose: AICall.Purpose(rawValue: row[1]) ?? .followup,
                    ref: row[2], model: row[3], outcome: AICall.Outcome(rawValue: row[11]) ?? .failed)
                call.batchId = row[4]
                call.inputTokens = row[5]
                call.outputTokens = row[6]
                call.cacheWriteTokens = row[7]
                call.cacheReadTokens = row[8]
                call.requestId = row[9]
                call.attempts = row[10]
                call.detail = row[12]
                call.request = row[13]
                return call
            }
        }
    }

    // MARK: - Written ahead

    /// A text Claude wrote ahead for a goal's follow-up or a date's insight.
    public struct PreparedText: Equatable, Sendable {
        public var kind: AICall.Purpose
        public var ref: String
        public var text: String
        public var model: String
        public var createdAt: Timestamp

        public init(kind: AICall.Purpose, ref: String, text: String, model: String, createdAt: Timestamp) {
            self.kind = kind
            self.ref = ref
            self.text = text
            self.model = model
            self.createdAt = createdAt
        }
    }

    public func prepared(_ kind: AICall.Purpose, ref: String) throws -> PreparedText? {
        try read { db in
            try Row.fetchOne(
                db, sql: "SELECT text, model, createdAt FROM prepared WHERE kind = ? AND ref = ?", arguments: [kind.rawValue, ref]
            ).map { PreparedText(kind: kind, ref: ref, text: $0[0], model: $0[1], createdAt: Timestamp(millisecondsSinceEpoch: $0[2])) }
        }
    }

    /// The refs that have a text written ahead, or are waiting in a batch not yet collected:
    /// what processing need not ask for again.
    public func preparedOrPending(_ kind: AICall.Purpose) throws -> Set<String> {
        try read { db in
            var refs = Set(try String.fetchAll(db, sql: "SELECT ref FROM prepared WHERE kind = ?", arguments: [kind.rawValue]))
            for batch in try openBatches(db) {
                for id in batch.customIds {
                    if let item = BatchItemID(id), item.kind == kind { refs.insert(item.ref) }
                }
            }
            return refs
        }
    }

    /// Stores texts written ahead (replacing older ones for the same ref) with their ledger rows.
    public func storePrepared(_ texts: [PreparedText], calls: [AICall]) throws {
        try write { db in
            try insert(texts, db)
            try record(calls, db)
        }
    }

    func insert(_ texts: [PreparedText], _ db: Database) throws {
        for text in texts {
            try db.execute(
                sql: "INSERT OR REPLACE INTO prepared (kind, ref, text, model, createdAt) VALUES (?, ?, ?, ?, ?)",
                arguments: [text.kind.rawValue, text.ref, text.text, text.model, text.createdAt.millisecondsSinceEpoch])
        }
    }

    // MARK: - Batches

    public struct BatchRecord: Equatable, Sendable {
        public var id: String
        public var createdAt: Timestamp
        public var customIds: [String]
    }

    /// Records a batch sent: its items, the worst case it reserves against the day's tokens
    /// and the month's dollars until it is collected, and the body sent (`doctor --privacy`).
    public func recordBatch(
        id: String, customIds: [String], reservedTokens: Int = 0, reservedUSD: Double = 0, request: String? = nil,
        at now: Timestamp
    ) throws {
        let ids = String(decoding: try JSONEncoder().encode(customIds), as: UTF8.self)
        try write { db in
            try db.execute(
                sql: """
                    INSERT INTO batch (id, createdAt, customIds, status, reservedTokens, reservedUSD, request)
                    VALUES (?, ?, ?, 'submitted', ?, ?, ?)
                    """,
                arguments: [id, now.millisecondsSinceEpoch, ids, reservedTokens, reservedUSD, request])
        }
    }

    /// When the open batch holding `item` was sent; nil when none holds it.
    public func pendingSince(_ item: BatchItemID) throws -> Timestamp? {
        try openBatches().filter { $0.customIds.contains(item.description) }.map(\.createdAt).max()
    }

    /// What batches sent at or after `start` and not yet collected hold in reserve.
    public func reserved(since start: Timestamp) throws -> (tokens: Int, usd: Double) {
        try read { db in
            let row = try Row.fetchOne(
                db, sql: "SELECT total(reservedTokens), total(reservedUSD) FROM batch WHERE status = 'submitted' AND createdAt >= ?",
                arguments: [start.millisecondsSinceEpoch])
            return (Int(row?[0] as Double? ?? 0), row?[1] as Double? ?? 0)
        }
    }

    /// The latest batches' bodies, newest first: what was sent in them (`doctor --privacy`).
    public func recentBatchRequests(limit: Int) throws -> [(id: String, at: Timestamp, request: String?)] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT id, createdAt, request FROM batch ORDER BY createdAt DESC, id LIMIT ?", arguments: [limit])
                .map { (id: $0[0], at: Timestamp(millisecondsSinceEpoch: $0[1]), request: $0[2]) }
        }
    }

    /// Batches sent and not yet collected, oldest first.
    public func openBatches() throws -> [BatchRecord] {
        try read { db in try openBatches(db) }
    }

    func openBatches(_ db: Database) throws -> [BatchRecord] {
        try Row.fetchAll(db, sql: "SELECT id, createdAt, customIds FROM batch WHERE status = 'submitted' ORDER BY createdAt, id")
            .map { row in
                BatchRecord(
                    id: row[0], createdAt: Timestamp(millisecondsSinceEpoch: row[1]),
                    customIds: (try? JSONDecoder().decode([String].self, from: Data((row[2] as String).utf8))) ?? [])
            }
    }

    public func markBatchChecked(_ id: String, at now: Timestamp) throws {
        try write { db in
            try db.execute(sql: "UPDATE batch SET checkedAt = ? WHERE id = ?", arguments: [now.millisecondsSinceEpoch, id])
        }
    }

    /// Closes a batch with what it brought, in one transaction: the batch's new status
    /// (`collected`, or `failed` with a reason), the texts and the ledger rows. Two jobs that
    /// read the same ended batch at once store it once: the second finds it closed, and its
    /// copy is dropped (it would count the tokens twice, and bring back a text already used).
    /// Returns whether this call closed it.
    @discardableResult
    public func finishBatch(_ id: String, failed reason: String? = nil, texts: [PreparedText], calls: [AICall], at now: Timestamp)
        throws -> Bool
    {
        try write { db in
            try db.execute(
                sql: "UPDATE batch SET status = ?, collectedAt = ?, detail = ? WHERE id = ? AND status = 'submitted'",
                arguments: [reason == nil ? "collected" : "failed", now.millisecondsSinceEpoch, reason, id])
            guard db.changesCount == 1 else { return false }
            try insert(texts, db)
            try record(calls, db)
            return true
        }
    }
}

/// A batch request's `custom_id`: what the item is for, readable back from the results.
/// The API allows 1–64 characters of letters, digits, `-` and `_`.
public struct BatchItemID: Hashable, Sendable, CustomStringConvertible {
    public var kind: GraphStore.AICall.Purpose
    public var ref: String

    public init(kind: GraphStore.AICall.Purpose, ref: String) {
        self.kind = kind
        self.ref = ref
    }

    /// Parses `followup-<goal id>` or `insight-<local date>`.
    public init?(_ text: String) {
        guard let dash = text.firstIndex(of: "-"),
            let kind = GraphStore.AICall.Purpose(rawValue: String(text[..<dash]))
        else { return nil }
        let ref = String(text[text.index(after: dash)...])
        guard !ref.isEmpty else { return nil }
        self.init(kind: kind, ref: ref)
    }

    public var description: String { "\(kind.rawValue)-\(ref)" }
}
