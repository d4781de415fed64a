import Foundation
import GRDB
import MyndCore
@testable import MyndStore
import MyndTestSupport
import Testing

private let t0 = Timestamp(iso8601: "2026-11-22T09:00:00Z")!
private let hour: Int64 = 3600
private let day: Int64 = 86_400

/// A goal with a nudge delivered at t0 (the email channel), and a second goal.
private func nudged() throws -> (GraphStore, Node, Node, FollowUp) {
    let store = try GraphStore.inMemory()
    let goal = Node(type: .goal, content: "Plant the spring bulbs", createdAt: t0.adding(seconds: -5 * day))
    let other = Node(type: .goal, content: "Learn Spanish", createdAt: t0.adding(seconds: -5 * day))
    try store.add(goal)
    try store.add(other)
    let followUp = FollowUp(goalId: goal.id, text: "Still on?", source: .fallback, plannedAt: t0)
    let row = OutboxItem(
        kind: .followup, ref: followUp.id.lowercasedString, channel: .email, title: "t", body: "b", notBefore: t0, createdAt: t0)
    _ = try store.recordPlanned([(followUp, [row])])
    for item in try store.dueOutbox(channels: [.email], at: t0) { try store.markSent(item, at: t0) }
    return (store, goal, other, followUp)
}

/// A reply, recorded with what it answers; its results as "applied" or the refusal.
private func reply(
    _ store: GraphStore, _ id: String, _ intents: [Intent], answering target: GraphStore.ReplyTarget, at now: Timestamp
) throws -> [String] {
    var said: [String] = []
    _ = try store.recordReply(
        messageID: id, from: "me@example.org", outboxID: 1, outcome: .applied, detail: "", intents: intents, answering: target, at: now,
        answer: { results in
            said = results.map { _, result in
                switch result {
                case .success: "applied"
                case .failure(.replyRefused(let refusal)): refusal.rawValue
                case .failure(let error): "\(error)"
                }
            }
            return nil
        })
    return said
}

/// A reply acts only on what is still open, and only for a while: judged in the transaction
/// that applies it.
@Suite(.timed) struct ReplyStateStoreTests {
    @Test func doneAfterReopen_theSecondReply_isRefused_andTheGoalStaysOpen() throws {
        let (store, goal, _, followUp) = try nudged()
        let target = GraphStore.ReplyTarget(.followUp(followUp.id))
        #expect(try reply(store, "r1", [.complete(goal.id)], answering: target, at: t0.adding(seconds: hour)) == ["applied"])
        _ = try store.apply(.reopen(goal.id), via: .cli, at: t0.adding(seconds: 2 * hour))
        #expect(try reply(store, "r2", [.complete(goal.id)], answering: target, at: t0.adding(seconds: 3 * hour)) == ["alreadyAnswered"])
        #expect(try reply(store, "r3", [.drop(goal.id)], answering: target, at: t0.adding(seconds: 3 * hour)) == ["alreadyAnswered"])
        #expect(try store.node(goal.id)?.completedAt == nil)
        #expect(try store.droppedGoals().isEmpty)
        #expect(try store.recentReplies().first?.outcome == .refused)
    }

    @Test func aNudgeClosedBySilence_takesALateAnswer_untilTheGoalChanges() throws {
        let (store, goal, _, followUp) = try nudged()
        _ = try store.closeUnanswered(window: 12 * hour, at: t0.adding(seconds: 13 * hour))
        let target = GraphStore.ReplyTarget(.followUp(followUp.id))
        // The next morning: the email waited in the mailbox; the answer is the person's.
        #expect(
            try reply(store, "r1", [.snooze(goal.id, until: t0.adding(seconds: 3 * day))], answering: target, at: t0.adding(seconds: day))
                == ["applied"])
        #expect(try reply(store, "r2", [.complete(goal.id)], answering: target, at: t0.adding(seconds: day + hour)) == ["alreadyAnswered"])
    }

    @Test func aNudgeClosedBySilence_whoseGoalWasReopenedSince_isRefused() throws {
        let (store, goal, _, followUp) = try nudged()
        _ = try store.closeUnanswered(window: 12 * hour, at: t0.adding(seconds: 13 * hour))
        _ = try store.apply(.complete(goal.id), via: .cli, at: t0.adding(seconds: 14 * hour))
        _ = try store.apply(.reopen(goal.id), via: .cli, at: t0.adding(seconds: 15 * hour))
        let target = GraphStore.ReplyTarget(.followUp(followUp.id))
        #expect(try reply(store, "r1", [.complete(goal.id)], answering: target, at: t0.adding(seconds: day)) == ["alreadyAnswered"])
        #expect(try store.node(goal.id)?.completedAt == nil)
    }

    @Test func tooOld_isRefused_evenACapture_andTheWindowIsTheConfigs() throws {
        let (store, goal, _, followUp) = try nudged()
        let week = GraphStore.ReplyTarget(.followUp(followUp.id))
        let later = t0.adding(seconds: 60 * day)
        #expect(try reply(store, "r1", [.complete(goal.id), .capture("seeds")], answering: week, at: later) == ["tooOld", "tooOld"])
        let day2 = GraphStore.ReplyTarget(.followUp(followUp.id), windowSeconds: 2 * day)
        #expect(try reply(store, "r2", [.complete(goal.id)], answering: day2, at: t0.adding(seconds: 3 * day)) == ["tooOld"])
        #expect(try store.node(goal.id)?.completedAt == nil)
        #expect(try reply(store, "r3", [.complete(goal.id)], answering: week, at: t0.adding(seconds: 6 * day)) == ["applied"])
    }

    @Test func aNudgesReply_actsOnItsOwnGoalOnly() throws {
        let (store, _, other, followUp) = try nudged()
        let target = GraphStore.ReplyTarget(.followUp(followUp.id))
        #expect(try reply(store, "r1", [.complete(other.id)], answering: target, at: t0.adding(seconds: hour)) == ["otherGoal"])
        #expect(try store.node(other.id)?.completedAt == nil)
    }

    @Test func aDigestReply_actsOnWhatItListed_once_andAnAnswerElsewhereClosesTheLine() throws {
        let (store, goal, other, _) = try nudged()
        let third = Node(type: .goal, content: "Call the plumber", createdAt: t0.adding(seconds: -5 * day))
        try store.add(third)
        #expect(try store.recordDigest(localDate: "2026-11-23", title: "t", body: "b", items: [goal.id, third.id], outbox: [], at: t0))
        let target = GraphStore.ReplyTarget(.digest(localDate: "2026-11-23"))
        let at = t0.adding(seconds: hour)
        #expect(
            try reply(store, "r1", [.complete(other.id), .complete(goal.id), .drop(goal.id)], answering: target, at: at)
                == ["notListed", "applied", "alreadyAnswered"])
        // Snoozed at the command line: the digest's line for it is answered.
        _ = try store.apply(.snooze(third.id, until: t0.adding(seconds: day)), via: .cli, at: at)
        #expect(try reply(store, "r2", [.complete(third.id)], answering: target, at: at) == ["alreadyAnswered"])
        #expect(try store.digestItems("2026-11-23") == [goal.id: true, third.id: true])
        #expect(try reply(store, "r3", [.capture("seeds")], answering: target, at: t0.adding(seconds: 8 * day)) == ["tooOld"])
    }

    @Test func aDigestsShortID_isReadAmongWhatItListedFirst() throws {
        let (store, goal, _, _) = try nudged()
        #expect(try store.recordDigest(localDate: "2026-11-23", title: "t", body: "b", items: [goal.id], outbox: [], at: t0))
        let prefix = String(goal.id.lowercasedString.prefix(4))
        #expect(try store.listed(prefix, inDigest: "2026-11-23") == goal.id)
        #expect(try store.listed(prefix, inDigest: "2026-11-24") == nil)
        #expect(try store.listed("zz", inDigest: "2026-11-23") == nil)
    }

    @Test func readUIDs_areRememberedPerMailboxAndValidity_andForgottenOnceGone() throws {
        let store = try GraphStore.inMemory()
        try store.rememberRead(3, mailbox: "a", uidValidity: 1, at: t0)
        try store.rememberRead(4, mailbox: "a", uidValidity: 1, at: t0)
        try store.rememberRead(3, mailbox: "b", uidValidity: 1, at: t0)
        #expect(try store.readBefore([3, 4, 5], mailbox: "a", uidValidity: 1) == [3, 4])
        // 4 is flagged or moved away now: forgotten; a new UIDVALIDITY forgets the rest.
        #expect(try store.readBefore([3, 5], mailbox: "a", uidValidity: 1) == [3])
        #expect(try store.readBefore([4], mailbox: "a", uidValidity: 1) == [])
        #expect(try store.readBefore([3], mailbox: "a", uidValidity: 2) == [])
        #expect(try store.readBefore([3], mailbox: "b", uidValidity: 1) == [3])
    }
}

/// v13: what digests made before it listed is read from their text; the replies recorded
/// before keep their outcomes and threads through the reply table's rebuild.
@Suite(.timed) struct ReplyStateMigrationTests {
    @Test func v12Database_keepsItsDigestsAnswerable_andItsReplies() throws {
        let queue = try DatabaseQueue()
        try Schema.migrator(now: 0).migrate(queue, upTo: "v12-people-cadence")
        let goal = "3f2a9c1e-0000-4000-8000-000000000001"
        let twin = ["9c1e0000-0000-4000-8000-000000000002", "9c1e0000-0000-4000-8000-000000000003"]
        try queue.write { db in
            for id in [goal] + twin {
                try db.execute(
                    sql: "INSERT INTO node (id, type, content, createdAt, lastAccessedAt) VALUES (?, 'goal', 'g', 0, 0)", arguments: [id])
            }
            let body = """
                The insight line.

                Today
                  3f2a  Plant the garden · next: Buy seeds
                  9c1e  A prefix two goals share now
                  beef  A goal deleted since
                Nothing new since: 3f2a is not a line of a section
                """
            try db.execute(
                sql: "INSERT INTO digest (localDate, title, body, source, createdAt) VALUES ('2026-11-21', 't', ?, 'fallback', 5)",
                arguments: [body])
            try db.execute(
                sql:
                    "INSERT INTO reply (messageId, sender, outboxId, outcome, detail, at, thread) VALUES ('r1@phone', 'me@example.org', 1, 'unreadable', 'hm', 10, 'a@x b@y')"
            )
        }
        let store = try GraphStore(writer: queue, path: ":memory:")
        #expect(try store.digestItems("2026-11-21") == [UUID(uuidString: goal)!: false], "only what still names one node")
        #expect(try store.replyThread("r1@phone")?.thread == ["a@x", "b@y"])
        #expect(try store.replyOutcome("r1@phone") == .unreadable)
        _ = try store.recordReply(
            messageID: "r2@phone", from: "me@example.org", outboxID: 1, outcome: .refused, detail: "", intents: [], at: t0)
        #expect(try store.replyOutcome("r2@phone") == .refused)
    }
}
