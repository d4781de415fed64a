import Foundation
import GRDB
import MyndCore
@testable import MyndStore
import MyndTestSupport
import Testing

private let t0 = Timestamp(iso8601: "2026-11-22T09:00:00Z")!

/// Counts the transactions a store commits: one person's answer is one write.
private final class CommitCounter: TransactionObserver, @unchecked Sendable {
    var commits = 0
    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }
    func databaseDidChange(with event: DatabaseEvent) {}
    func databaseDidCommit(_ db: Database) { commits += 1 }
    func databaseDidRollback(_ db: Database) {}
}

/// A stale goal with a delivered nudge on the terminal.
private func nudged(_ content: String = "Learn Spanish") throws -> (GraphStore, Node, FollowUp) {
    let store = try GraphStore.inMemory()
    let goal = Node(type: .goal, content: content, createdAt: t0.adding(seconds: -5 * 86_400))
    try store.add(goal)
    let followUp = FollowUp(goalId: goal.id, text: "Still on \(content)?", source: .fallback, plannedAt: t0)
    let row = OutboxItem(
        kind: .followup, ref: followUp.id.lowercasedString, channel: .terminal, title: content, body: followUp.text, notBefore: t0,
        createdAt: t0)
    _ = try store.recordPlanned([(followUp, [row])])
    for item in try store.dueOutbox(channels: [.terminal], at: t0) { try store.markSent(item, at: t0) }
    return (store, goal, followUp)
}

@Suite(.timed) struct IntentStoreTests {
    @Test(arguments: ["complete", "step", "snooze", "dismiss", "drop", "keep", "touch"])
    func anAnswer_isOneWriteTransaction_thatClosesTheNudge_andRecordsTheAnswer(kind: String) throws {
        let (store, goal, followUp) = try nudged()
        let counter = CommitCounter()
        store.writer.add(transactionObserver: counter)
        let at = t0.adding(seconds: 90)
        let intent: Intent =
            switch kind {
            case "complete": .complete(goal.id)
            case "step": .step(goal.id, note: nil)
            case "snooze": .snooze(goal.id, until: t0.adding(seconds: 7200))
            case "dismiss": .dismiss(followUp: followUp.id)
            case "drop": .drop(goal.id)
            case "keep": .keep(goal.id)
            default: .touch(goal.id)
            }
        let outcome = try store.apply(intent, via: .email, at: at)
        #expect(counter.commits == 1)
        #expect(outcome.changed)
        #expect(outcome.shortId.map { goal.id.lowercasedString.hasPrefix($0) || followUp.id.lowercasedString.hasPrefix($0) } == true)
        let closed = try #require(try store.followUp(followUp.id))
        let answers = try store.answers(for: goal.id)
        if kind == "touch" {
            // Touching a goal is activity, not an answer to its nudge.
            #expect(closed.status == .delivered && answers.isEmpty)
        } else {
            #expect(!closed.status.isOpen)
            let answer = try #require(answers.first)
            #expect(answer.via == .email && answer.at == at && answer.delaySeconds == 90 && answer.followUpId == followUp.id)
        }
    }

    @Test func aStep_keepsTheGoalOpen_touchesIt_andIsAnAnswerOfItsOwn() throws {
        let (store, goal, followUp) = try nudged()
        let at = t0.adding(seconds: 600)
        let outcome = try store.apply(.step(goal.id, note: nil), via: .cli, at: at)
        #expect(outcome.node?.completedAt == nil && outcome.node?.lastAccessedAt == at)
        #expect(try store.followUp(followUp.id)?.status == .answered(.step))
        #expect(try store.answers(for: goal.id).map(\.kind) == [.given(.step)])
        // A real answer: nothing waved away is counted for the back-off.
        #expect(try store.wavedAwayCounts()[goal.id] == nil)
    }

    @Test func aStepsNote_isAThoughtRelatedToTheGoal_linkedToThePeopleItNames() throws {
        let (store, goal, _) = try nudged()
        let lucia = Node(type: .person, content: "Lucía", createdAt: t0.adding(seconds: -86_400))
        try store.add(lucia)
        let outcome = try store.apply(.step(goal.id, note: "Practised with Lucia for an hour"), via: .cli, at: t0)
        let note = try #require(outcome.note)
        #expect(note.type == .thought && note.content == "Practised with Lucia for an hour")
        #expect(outcome.mentions.map(\.id) == [lucia.id])
        let edges = try store.neighbours(of: note.id)
        #expect(
            Set(edges.map { "\($0.edge.type.rawValue) \($0.node.id == goal.id ? "goal" : "person")" }) == [
                "relatesTo goal", "mentions person",
            ])
    }

    @Test func aStepOnAnAction_orADoneGoal_isRefused_andChangesNothing() throws {
        let (store, goal, followUp) = try nudged()
        let action = Node(type: .action, content: "Buy a book", createdAt: t0)
        try store.add(action)
        #expect(throws: StoreError.self) { try store.apply(.step(action.id, note: "read"), via: .cli, at: t0) }
        _ = try store.apply(.complete(goal.id), via: .cli, at: t0)
        #expect(throws: StoreError.self) { try store.apply(.step(goal.id, note: "more"), via: .cli, at: t0) }
        #expect(try store.nodes(.init(type: .thought, includeCompleted: true)).isEmpty)
        #expect(try store.followUp(followUp.id)?.status == .answered(.complete))
    }

    @Test func aCapture_linksThePeopleItNames_whateverInterfaceItCameFrom() throws {
        let store = try GraphStore.inMemory()
        let marco = Node(type: .person, content: "Marco Rossi", createdAt: t0)
        try store.add(marco)
        let outcome = try store.apply(.capture("Call Marco about the bike"), via: .email, at: t0)
        #expect(outcome.node?.type == .goal && outcome.mentions.map(\.id) == [marco.id])
        #expect(try store.neighbours(of: marco.id).map(\.node.id) == [outcome.node?.id])
    }

    @Test func aRefusedIntent_inAReply_isUndoneAlone_theOthersApply_andTheReplyIsRecordedOnce() throws {
        let (store, goal, _) = try nudged()
        let thought = Node(type: .thought, content: "hm", createdAt: t0)
        try store.add(thought)
        let record = try store.recordReply(
            messageID: "r1@phone", from: "me@example.org", outboxID: 1, outcome: .applied, detail: "",
            intents: [.snooze(thought.id, until: t0.adding(seconds: 60)), .capture("a thought"), .keep(goal.id)], at: t0,
            describe: { _, result in (try? result.get()).map { _ in "ok" } ?? "refused" })
        #expect(record == .recorded(notes: ["refused", "ok", "ok"], applied: [false, true, true]))
        #expect(try store.node(thought.id)?.snoozedUntil == nil)
        #expect(try store.answers(for: goal.id).map(\.kind) == [.given(.keep)])
        let again = try store.recordReply(
            messageID: "r1@phone", from: "me@example.org", outboxID: 1, outcome: .applied, detail: "", intents: [.drop(goal.id)], at: t0)
        #expect(again == .alreadySeen)
        #expect(try store.droppedGoals().isEmpty)
    }

    @Test func aNotificationsReply_isRecordedWithWhatItAsked_evenWhenTheStoreRefusesIt() throws {
        let store = try GraphStore.inMemory()
        let goal = Node(type: .goal, content: "garden", createdAt: t0.adding(seconds: -5 * 86_400))
        try store.add(goal)
        let followUp = FollowUp(goalId: goal.id, text: "garden?", source: .fallback, plannedAt: t0)
        let row = OutboxItem(
            kind: .followup, ref: followUp.id.lowercasedString, channel: .desktop, title: "garden", body: "garden?", notBefore: t0,
            createdAt: t0)
        _ = try store.recordPlanned([(followUp, [row])])
        let item = try #require(try store.dueOutbox(channels: [.desktop], at: t0).first)
        try store.markSent(item, at: t0)
        try store.recordShown(
            ShownNotification(
                outboxId: item.id, serverId: 4, server: ":1.2", kind: .followup, ref: followUp.id.lowercasedString, withActions: true,
                sender: .agent, shownAt: t0))
        let shown = try #require(try store.shownNotification(outboxId: item.id))
        // Done meanwhile elsewhere; then Later on the notification cannot snooze a done goal.
        _ = try store.apply(.complete(goal.id), via: .cli, at: t0.adding(seconds: 5))
        let counter = CommitCounter()
        store.writer.add(transactionObserver: counter)
        let result = try store.apply(
            .snooze(goal.id, until: t0.adding(seconds: 3600)), on: shown, reply: .action(key: "snooze"), at: t0.adding(seconds: 9))
        guard case .failure = result else {
            Issue.record("snoozing a done goal was not refused: \(String(describing: result))")
            return
        }
        #expect(counter.commits == 1)
        #expect(try store.shownNotification(outboxId: item.id)?.action == "snooze")
        #expect(try store.node(goal.id)?.snoozedUntil == nil)
    }

    @Test func theAnswerSays_whenANotificationMustLeaveTheScreen() throws {
        let store = try GraphStore.inMemory()
        let goal = Node(type: .goal, content: "garden", createdAt: t0.adding(seconds: -5 * 86_400))
        try store.add(goal)
        let followUp = FollowUp(goalId: goal.id, text: "garden?", source: .fallback, plannedAt: t0)
        let row = OutboxItem(
            kind: .followup, ref: followUp.id.lowercasedString, channel: .desktop, title: "garden", body: "garden?", notBefore: t0,
            createdAt: t0)
        _ = try store.recordPlanned([(followUp, [row])])
        // Nothing on screen: nothing to withdraw, so the interface need not reach the bus.
        #expect(try store.apply(.touch(goal.id), via: .cli, at: t0).effects.contains(.withdraw) == false)
        let item = try #require(try store.dueOutbox(channels: [.desktop], at: t0).first)
        try store.markSent(item, at: t0)
        try store.recordShown(
            ShownNotification(
                outboxId: item.id, serverId: 4, server: ":1.2", kind: .followup, ref: followUp.id.lowercasedString, withActions: true,
                sender: .agent, shownAt: t0))
        #expect(try store.apply(.touch(goal.id), via: .cli, at: t0).effects.contains(.withdraw) == false, "still open: it stays")
        #expect(try store.apply(.complete(goal.id), via: .cli, at: t0).effects.contains(.withdraw) == true)
    }

    @Test(arguments: [Answer.Via.cli, .email, .desktop])
    func aSnoozeOrAPause_wakesTheAgent_fromEveryInterface_aDoneDoesNot(_ via: Answer.Via) throws {
        let store = try GraphStore.inMemory()
        let goal = Node(type: .goal, content: "garden", createdAt: t0.adding(seconds: -5 * 86_400))
        try store.add(goal)
        let snoozed = try store.apply(.snooze(goal.id, until: t0.adding(seconds: 3600)), via: via, at: t0)
        #expect(snoozed.effects.contains(.wakeAgent))
        #expect(try store.apply(.pause(until: nil), via: via, at: t0).effects.contains(.wakeAgent))
        #expect(try store.apply(.resume, via: via, at: t0).effects.contains(.wakeAgent))
        #expect(!(try store.apply(.resume, via: via, at: t0).effects.contains(.wakeAgent)), "nothing was paused: nothing to tell")
        #expect(!(try store.apply(.complete(goal.id), via: via, at: t0).effects.contains(.wakeAgent)))
    }
}
