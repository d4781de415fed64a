import Foundation
import GRDB
import MyndCore

/// A row of `followup`, read by column name and written whole from a follow-up: its source,
/// status and kind are checked here, by their types, not by the schema.
struct FollowUpRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "followup"
    static let columns = "id, goalId, text, source, status, rank, daysStale, plannedAt, deliveredAt, closedAt, fallbackReason, kind"

    var followUp: FollowUp

    init(_ followUp: FollowUp) { self.followUp = followUp }

    func encode(to container: inout PersistenceContainer) {
        container["id"] = followUp.id.databaseText
        container["goalId"] = followUp.goalId.databaseText
        container["text"] = followUp.text
        container["source"] = followUp.source.rawValue
        container["status"] = followUp.status.rawValue
        container["rank"] = followUp.rank
        container["daysStale"] = followUp.daysStale
        container["plannedAt"] = followUp.plannedAt.databaseValue
        container["deliveredAt"] = followUp.deliveredAt?.databaseValue
        container["closedAt"] = followUp.closedAt?.databaseValue
        container["fallbackReason"] = followUp.fallbackReason
        container["kind"] = followUp.kind.rawValue
    }

    init(row: Row) throws {
        followUp = FollowUp(
            id: try row.id("id"), goalId: try row.id("goalId"), text: try row.value("text"), source: try row.kind("source"),
            fallbackReason: try row.value("fallbackReason"), status: try row.kind("status"), kind: try row.kind("kind"),
            rank: try row.value("rank"), daysStale: try row.value("daysStale"), plannedAt: try row.time("plannedAt"),
            deliveredAt: try row.time(ifAny: "deliveredAt"), closedAt: try row.time(ifAny: "closedAt"))
    }
}

/// A row of `answer`, read by column name and written whole from an answer.
struct AnswerRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "answer"
    static let columns = "followUpId, goalId, kind, via, at, delaySeconds, snoozeUntil"

    var answer: Answer

    init(_ answer: Answer) { self.answer = answer }

    func encode(to container: inout PersistenceContainer) {
        container["followUpId"] = answer.followUpId.databaseText
        container["goalId"] = answer.goalId.databaseText
        container["kind"] = answer.kind.rawValue
        container["via"] = answer.via.rawValue
        container["at"] = answer.at.databaseValue
        container["delaySeconds"] = answer.delaySeconds
        container["snoozeUntil"] = answer.snoozeUntil?.databaseValue
    }

    init(row: Row) throws {
        answer = Answer(
            followUpId: try row.id("followUpId"), goalId: try row.id("goalId"), kind: try row.kind("kind"), via: try row.kind("via"),
            at: try row.time("at"), delaySeconds: try row.value("delaySeconds"), snoozeUntil: try row.time(ifAny: "snoozeUntil"))
    }
}

/// A row of `outbox`, read by column name and written whole from an item (a new one: its id
/// is the database's). Any channel name is a channel: what each is, the channel declares.
struct OutboxRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "outbox"
    static let columns = "id, kind, ref, channel, title, body, payload, status, attempts, notBefore, lastError, createdAt, sentAt"

    var item: OutboxItem

    init(_ item: OutboxItem) { self.item = item }

    func encode(to container: inout PersistenceContainer) {
        container["id"] = item.id == 0 ? nil : item.id
        container["kind"] = item.kind.rawValue
        container["ref"] = item.ref
        container["channel"] = item.channel.rawValue
        container["title"] = item.title
        container["body"] = item.body
        container["payload"] = item.payload
        container["status"] = item.status.rawValue
        container["attempts"] = item.attempts
        container["notBefore"] = item.notBefore.databaseValue
        container["lastError"] = item.lastError
        container["createdAt"] = item.createdAt.databaseValue
        container["sentAt"] = item.sentAt?.databaseValue
    }

    init(row: Row) throws {
        item = OutboxItem(
            id: try row.value("id"), kind: try row.kind("kind"), ref: try row.value("ref"),
            channel: Channel(rawValue: try row.value("channel")),
            title: try row.value("title"), body: try row.value("body"), payload: try row.value("payload"), status: try row.kind("status"),
            attempts: try row.value("attempts"), notBefore: try row.time("notBefore"), lastError: try row.value("lastError"),
            createdAt: try row.time("createdAt"), sentAt: try row.time(ifAny: "sentAt"))
    }
}

/// A row of `notification` as it is written when a row is shown (again): what the server
/// said, and no answer or close yet.
struct NotificationRecord: PersistableRecord {
    static let databaseTableName = "notification"

    var shown: ShownNotification

    func encode(to container: inout PersistenceContainer) {
        container["outboxId"] = shown.outboxId
        container["serverId"] = Int64(shown.serverId)
        container["server"] = shown.server
        container["withActions"] = shown.withActions
        container["sender"] = shown.sender.rawValue
        container["shownAt"] = shown.shownAt.databaseValue
        container["action"] = shown.action
        container["actionAt"] = shown.actionAt?.databaseValue
        container["closedAt"] = shown.closedAt?.databaseValue
        container["closeReason"] = shown.closeReason.map { Int64($0) }
    }
}

/// A row of `notification` joined with its outbox row (`n.*` and the row's kind and ref).
struct ShownNotificationRecord: FetchableRecord {
    static let columns =
        "n.outboxId, n.serverId, n.server, o.kind, o.ref, n.withActions, n.sender, n.shownAt, n.action, n.actionAt, n.closedAt, n.closeReason"

    var shown: ShownNotification

    init(row: Row) throws {
        shown = ShownNotification(
            outboxId: try row.value("outboxId"), serverId: UInt32(truncatingIfNeeded: try row.value("serverId", as: Int64.self)),
            server: try row.value("server"), kind: try row.kind("kind"), ref: try row.value("ref"),
            withActions: try row.value("withActions"), sender: try row.kind("sender"), shownAt: try row.time("shownAt"),
            action: try row.value("action"), actionAt: try row.time(ifAny: "actionAt"), closedAt: try row.time(ifAny: "closedAt"),
            closeReason: try row.value("closeReason", as: Int64?.self).map { UInt32(truncatingIfNeeded: $0) })
    }
}

/// A row of `run`, read by column name and written whole from a record (a new one: its id is
/// the database's). A run without an outcome is `running`.
struct RunRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "run"
    static let columns = "id, job, startedAt, endedAt, outcome, reason, planned, delivered, process"
    static let running = "running"

    var run: GraphStore.RunRecord

    init(_ run: GraphStore.RunRecord) { self.run = run }

    func encode(to container: inout PersistenceContainer) {
        container["id"] = run.id == 0 ? nil : run.id
        container["job"] = run.job.rawValue
        container["startedAt"] = run.startedAt.databaseValue
        container["endedAt"] = run.endedAt?.databaseValue
        container["outcome"] = run.outcome?.rawValue ?? Self.running
        container["reason"] = run.reason
        container["planned"] = run.planned
        container["delivered"] = run.delivered
        container["process"] = run.process
    }

    init(row: Row) throws {
        let outcome: String = try row.value("outcome")
        run = GraphStore.RunRecord(
            id: try row.value("id"), job: try row.kind("job"), startedAt: try row.time("startedAt"),
            endedAt: try row.time(ifAny: "endedAt"),
            outcome: outcome == Self.running ? nil : try row.kind("outcome", as: RunOutcome.self), reason: try row.value("reason"),
            planned: try row.value("planned"), delivered: try row.value("delivered"), process: try row.value("process"))
    }
}
