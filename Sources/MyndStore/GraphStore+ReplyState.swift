package import Foundation
import GRDB
import MyndCore

/// Whether an email reply may still act on what it answers (`ReplyStanding`), judged in the
/// transaction that applies it; and what each digest listed, whose lines an answer closes.
extension GraphStore {
    /// What a reply answers, and for how long it may: the email it names (by its signed
    /// Message-ID) and `[imap] reply_window`.
    package struct ReplyTarget: Equatable, Sendable {
        package enum Email: Equatable, Sendable {
            case followUp(UUID)
            case digest(localDate: String)
        }

        package var email: Email
        package var windowSeconds: Int64

        package init(_ email: Email, windowSeconds: Int64 = ReplyStanding.defaultWindowSeconds) {
            self.email = email
            self.windowSeconds = windowSeconds
        }
    }

    /// Why `intent` may not act for a reply answering `target` now, or nil when it may. What
    /// is about no node (a captured thought, mynd itself) answers no nudge: only the window
    /// holds it back.
    func refusal(of intent: Intent, answering target: ReplyTarget, at now: Timestamp, _ db: Database) throws -> ReplyRefusal? {
        switch target.email {
        case .followUp(let id):
            guard let followUp = try followUp(id, db) else { return .alreadyAnswered }
            let facts = try followUpFacts(followUp, db)
            if case .dismiss(let other) = intent {
                return other == followUp.id ? ReplyStanding.followUp(facts, now: now, windowSeconds: target.windowSeconds) : .otherGoal
            }
            guard let node = intent.node else {
                return now.seconds(since: facts.sentAt) > Double(target.windowSeconds) ? .tooOld : nil
            }
            if node != followUp.goalId { return .otherGoal }
            return ReplyStanding.followUp(facts, now: now, windowSeconds: target.windowSeconds)
        case .digest(let localDate):
            guard
                let madeAt = try Int64.fetchOne(db, sql: "SELECT createdAt FROM digest WHERE localDate = ?", arguments: [localDate])
                    .map(Timestamp.init(millisecondsSinceEpoch:))
            else { return .tooOld }
            guard let node = intent.node else {
                return now.seconds(since: madeAt) > Double(target.windowSeconds) ? .tooOld : nil
            }
            let row = try Row.fetchOne(
                db, sql: "SELECT answeredAt FROM digest_item WHERE localDate = ? AND nodeId = ?",
                arguments: [localDate, node.lowercasedString])
            return ReplyStanding.digestItem(
                listed: row != nil, answered: row?["answeredAt"] as Int64? != nil, madeAt: madeAt, now: now,
                windowSeconds: target.windowSeconds)
        }
    }

    /// What the store knows about a follow-up that a reply answers.
    private func followUpFacts(_ followUp: FollowUp, _ db: Database) throws -> ReplyStanding.FollowUpFacts {
        let goal = followUp.goalId.lowercasedString
        let closed = followUp.closedAt?.millisecondsSinceEpoch ?? Int64.max
        let later =
            try Bool.fetchOne(
                db, sql: "SELECT 1 FROM followup WHERE goalId = ? AND plannedAt > ? LIMIT 1",
                arguments: [goal, followUp.plannedAt.millisecondsSinceEpoch]) ?? false
        let node = try Row.fetchOne(
            db,
            sql: "SELECT completedAt, lastAccessedAt, EXISTS (SELECT 1 FROM dropped WHERE goalId = ?1) AS dropped FROM node WHERE id = ?1",
            arguments: [goal])
        let answered =
            try Bool.fetchOne(
                db, sql: "SELECT 1 FROM answer WHERE followUpId = ? AND via <> 'none' AND at > ? LIMIT 1",
                arguments: [followUp.id.lowercasedString, closed == Int64.max ? 0 : closed]) ?? false
        return ReplyStanding.FollowUpFacts(
            status: followUp.status, sentAt: followUp.deliveredAt ?? followUp.plannedAt, closedAt: followUp.closedAt,
            isLatest: !later, goalSettled: node.map { ($0["completedAt"] as Int64?) != nil || $0["dropped"] as Bool } ?? true,
            goalTouchedSinceClosing: (node?["lastAccessedAt"] as Int64?).map { $0 > closed } ?? true,
            answeredSinceClosing: answered)
    }

    /// Records what a digest lists, by node (in the transaction that records the digest).
    func recordDigestItems(_ nodes: [UUID], localDate: String, _ db: Database) throws {
        let statement = try db.makeStatement(
            sql: "INSERT INTO digest_item (localDate, nodeId) VALUES (?, ?) ON CONFLICT DO NOTHING")
        for node in nodes { try statement.execute(arguments: [localDate, node.lowercasedString]) }
    }

    /// An answer to `node`, from anywhere, closes the digests' lines for it: a later reply to a
    /// digest that listed it acts no more.
    func closeDigestItems(of node: UUID, at now: Timestamp, _ db: Database) throws {
        try db.execute(
            sql: "UPDATE digest_item SET answeredAt = ? WHERE nodeId = ? AND answeredAt IS NULL",
            arguments: [now.millisecondsSinceEpoch, node.lowercasedString])
    }

    /// The node the digest of `localDate` listed whose id starts with `text`, when exactly one
    /// does; nil otherwise (the caller resolves it among all nodes, to say why).
    package func listed(_ text: String, inDigest localDate: String) throws -> UUID? {
        guard let prefix = ShortID.normalisedPrefix(text) else { return nil }
        return try read { db in
            let ids = try String.fetchAll(
                db, sql: "SELECT nodeId FROM digest_item WHERE localDate = ? AND nodeId >= ? AND nodeId < ? LIMIT 2",
                arguments: [localDate, prefix, ShortID.upperBound(of: prefix)])
            return ids.count == 1 ? UUID(uuidString: ids[0]) : nil
        }
    }

    /// The nodes a digest listed, and whether each line is answered.
    package func digestItems(_ localDate: String) throws -> [UUID: Bool] {
        try read { db in
            var result: [UUID: Bool] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT nodeId, answeredAt FROM digest_item WHERE localDate = ?", arguments: [localDate]) {
                result[try row.id("nodeId")] = (row["answeredAt"] as Int64?) != nil
            }
            return result
        }
    }

    /// The goals a digest listed, by the short id each is printed with now, with their words:
    /// what a reply to it may name.
    package func listedGoals(inDigest localDate: String) throws -> [String: String] {
        let ids = Array(try digestItems(localDate).keys)
        let short = try shortIDs(ids)
        var listed: [String: String] = [:]
        for id in ids {
            guard let node = try node(id) else { continue }
            listed[short[id] ?? String(id.lowercasedString.prefix(ShortID.minimumLength))] = node.content
        }
        return listed
    }
}
