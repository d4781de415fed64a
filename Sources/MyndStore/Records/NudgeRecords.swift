import Foundation
import GRDB
import MyndCore

/// A row of `followup`, read by column name.
struct FollowUpRecord: FetchableRecord {
    static let columns = "id, goalId, text, source, status, rank, daysStale, plannedAt, deliveredAt, closedAt, fallbackReason, kind"

    var followUp: FollowUp

    init(row: Row) throws {
        followUp = FollowUp(
            id: try row.id("id"), goalId: try row.id("goalId"), text: try row.value("text"), source: try row.kind("source"),
            fallbackReason: try row.value("fallbackReason"), status: try row.kind("status"), kind: try row.kind("kind"),
            rank: try row.value("rank"), daysStale: try row.value("daysStale"), plannedAt: try row.time("plannedAt"),
            deliveredAt: try row.time(ifAny: "deliveredAt"), closedAt: try row.time(ifAny: "closedAt"))
    }
}

/// A row of `answer`, read by column name.
struct AnswerRecord: FetchableRecord {
    static let columns = "followUpId, goalId, kind, via, at, delaySeconds, snoozeUntil"

    var answer: Answer

    init(row: Row) throws {
        answer = Answer(
            followUpId: try row.id("followUpId"), goalId: try row.id("goalId"), kind: try row.kind("kind"), via: try row.kind("via"),
            at: try row.time("at"), delaySeconds: try row.value("delaySeconds"), snoozeUntil: try row.time(ifAny: "snoozeUntil"))
    }
}

/// A row of `outbox`, read by column name.
struct OutboxRecord: FetchableRecord {
    static let columns = "id, kind, ref, channel, title, body, status, attempts, notBefore, lastError, createdAt, sentAt"

    var item: OutboxItem

    init(row: Row) throws {
        item = OutboxItem(
            id: try row.value("id"), kind: try row.kind("kind"), ref: try row.value("ref"), channel: try row.kind("channel"),
            title: try row.value("title"), body: try row.value("body"), status: try row.kind("status"), attempts: try row.value("attempts"),
            notBefore: try row.time("notBefore"), lastError: try row.value("lastError"), createdAt: try row.time("createdAt"),
            sentAt: try row.time(ifAny: "sentAt"))
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

/// A row of `run`, read by column name.
struct RunRow: FetchableRecord {
    static let columns = "id, job, startedAt, endedAt, outcome, reason, planned, delivered, process"

    var run: GraphStore.RunRecord

    init(row: Row) throws {
        run = GraphStore.RunRecord(
            id: try row.value("id"), job: try row.kind("job"), startedAt: try row.time("startedAt"),
            endedAt: try row.time(ifAny: "endedAt"),
            outcome: RunOutcome(rawValue: try row.value("outcome")), reason: try row.value("reason"), planned: try row.value("planned"),
            delivered: try row.value("delivered"), process: try row.value("process"))
    }
}
