import Foundation
import GRDB
import MyndCore

// Whole rows of the tables the jobs and the inbox keep, written from typed values: a kind, a
// status or an outcome is one of its type's cases by construction, which is how the
// database's enumerations are checked (GRDB's recommended practice) — not by a `CHECK` that
// would need a table rebuilt for each new case.

/// A call (or batch item) in the cost ledger.
struct AICallRecord: PersistableRecord {
    static let databaseTableName = "aicall"

    var call: AICall

    func encode(to container: inout PersistenceContainer) {
        container["at"] = call.at.databaseValue
        container["purpose"] = call.purpose.rawValue
        container["ref"] = call.ref
        container["model"] = call.model
        container["batchId"] = call.batchId
        container["inputTokens"] = call.inputTokens
        container["outputTokens"] = call.outputTokens
        container["cacheWriteTokens"] = call.cacheWriteTokens
        container["cacheReadTokens"] = call.cacheReadTokens
        container["requestId"] = call.requestId
        container["attempts"] = call.attempts
        container["outcome"] = call.outcome.rawValue
        container["detail"] = call.detail
        container["request"] = call.request
    }
}

/// A text Claude wrote ahead, waiting for the job that uses it.
struct PreparedRecord: PersistableRecord {
    static let databaseTableName = "prepared"

    var text: PreparedText

    func encode(to container: inout PersistenceContainer) {
        container["kind"] = text.kind.rawValue
        container["ref"] = text.ref
        container["text"] = text.text
        container["model"] = text.model
        container["createdAt"] = text.createdAt.databaseValue
    }
}

/// A Message Batch, from the moment it is sent.
struct BatchRow: PersistableRecord {
    static let databaseTableName = "batch"

    enum Status: String {
        case submitted, collected, failed
    }

    var batch: BatchRecord
    var status: Status
    var reservedTokens: Int
    var reservedUSD: Double
    var request: String?

    func encode(to container: inout PersistenceContainer) throws {
        container["id"] = batch.id
        container["createdAt"] = batch.createdAt.databaseValue
        container["customIds"] = String(decoding: try JSONEncoder().encode(batch.customIds), as: UTF8.self)
        container["status"] = status.rawValue
        container["reservedTokens"] = reservedTokens
        container["reservedUSD"] = reservedUSD
        container["request"] = request
    }
}

/// The morning digest of one local date.
struct DigestRow: PersistableRecord {
    static let databaseTableName = "digest"

    var localDate: String
    var title: String
    var body: String
    var source: FollowUp.Source
    var fallbackReason: String?
    var createdAt: Timestamp

    func encode(to container: inout PersistenceContainer) {
        container["localDate"] = localDate
        container["title"] = title
        container["body"] = body
        container["source"] = source.rawValue
        container["fallbackReason"] = fallbackReason
        container["createdAt"] = createdAt.databaseValue
    }
}

/// A reply read from the inbox, with what came of it.
struct ReplyRow: PersistableRecord {
    static let databaseTableName = "reply"

    var messageID: String
    var sender: String
    var outboxID: Int64?
    var outcome: GraphStore.ReplyOutcome
    var detail: String
    var at: Timestamp
    var thread: [String]

    func encode(to container: inout PersistenceContainer) {
        container["messageId"] = messageID
        container["sender"] = sender
        container["outboxId"] = outboxID
        container["outcome"] = outcome.rawValue
        container["detail"] = detail
        container["at"] = at.databaseValue
        container["thread"] = thread.joined(separator: " ")
    }
}

/// A transition of presence (`presence`), or what the agent's sources say now with the agent
/// that watches them (`presence_sensed`, one row).
struct PresenceRow: PersistableRecord {
    static let databaseTableName = "presence"

    var presence: Presence

    func encode(to container: inout PersistenceContainer) {
        container["at"] = presence.since.databaseValue
        container["state"] = presence.state.kind.rawValue
        container["reason"] = presence.state.reasonCode
        container["source"] = presence.source?.rawValue
    }
}

struct SensedPresenceRow: PersistableRecord {
    static let databaseTableName = "presence_sensed"

    var presence: Presence
    var watcher: String?

    func encode(to container: inout PersistenceContainer) {
        container["id"] = 1
        PresenceRow(presence: presence).encode(to: &container)
        container["watcher"] = watcher
    }
}
