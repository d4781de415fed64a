import Foundation
import MyndCore
import MyndStore
import MyndTestSupport
import Testing

private let t0 = Timestamp(iso8601: "2026-11-22T09:00:00Z")!

/// A store with a stale goal whose follow-up waits in the outbox for the desktop.
private func desktopFollowUp(_ store: GraphStore? = nil, goal existing: Node? = nil, at time: Timestamp = t0) throws
    -> (GraphStore, OutboxItem, Node)
{
    let store = try store ?? GraphStore.inMemory()
    let goal = existing ?? Node(type: .goal, content: "garden", createdAt: t0.adding(seconds: -5 * 86_400))
    if existing == nil { try store.add(goal) }
    let followUp = FollowUp(goalId: goal.id, text: "Still thinking about garden?", source: .fallback, plannedAt: time)
    let row = OutboxItem(
        kind: .followup, ref: followUp.id.lowercasedString, channel: .desktop, title: "garden", body: followUp.text,
        notBefore: time, createdAt: time)
    #expect(try store.recordPlanned([(followUp, [row])]).count == 1)
    let item = try #require(try store.dueOutbox(channels: [.desktop], at: time).first { $0.ref == row.ref })
    return (store, item, goal)
}

private func shown(_ item: OutboxItem, id: UInt32, server: String = ":1.9", at time: Timestamp = t0)
    -> ShownNotification
{
    ShownNotification(
        outboxId: item.id, serverId: id, server: server, kind: item.kind, ref: item.ref, withActions: true,
        sender: .agent,
        shownAt: time)
}

@Suite(.timed) struct NotificationStoreTests {
    @Test func aShownNotification_isFoundByTheServersId_withItsRowsKindAndRef() throws {
        let (store, item, _) = try desktopFollowUp()
        try store.recordShown(shown(item, id: 7))
        let found = try #require(try store.shownNotification(serverId: 7, server: ":1.9"))
        #expect(found == shown(item, id: 7))
        #expect(found.kind == .followup && found.ref == item.ref)
        // Another server instance's id 7 is another notification.
        #expect(try store.shownNotification(serverId: 7, server: ":1.10") == nil)
        #expect(try store.shownNotification(serverId: 8, server: ":1.9") == nil)
    }

    @Test func answersAreRecorded_andAClosedNotificationNoLongerMatches() throws {
        let (store, item, _) = try desktopFollowUp()
        try store.recordShown(shown(item, id: 7))
        let shownRecord = try #require(try store.shownNotification(outboxId: item.id))
        _ = try store.apply(nil, on: shownRecord, reply: .action(key: "snooze"), at: t0.adding(seconds: 5))
        #expect(try store.shownNotification(serverId: 7, server: ":1.9")?.action == "snooze")
        try store.recordClosed(outboxId: item.id, reason: 2, at: t0.adding(seconds: 6))
        #expect(try store.shownNotification(serverId: 7, server: ":1.9") == nil)
        let record = try #require(try store.shownNotification(outboxId: item.id))
        #expect(record.actionAt == t0.adding(seconds: 5))
        #expect(record.closedAt == t0.adding(seconds: 6) && record.closeReason == 2)
        // A second close (a server that reports twice) keeps the first.
        try store.recordClosed(outboxId: item.id, reason: 3, at: t0.adding(seconds: 9))
        #expect(try store.shownNotification(outboxId: item.id)?.closeReason == 2)
    }

    @Test func aReusedID_closesTheOlderRecord_soAnAnswerMeansTheNewOne() throws {
        let (store, first, goal) = try desktopFollowUp()
        let other = Node(type: .goal, content: "Spanish", createdAt: t0.adding(seconds: -9 * 86_400))
        try store.add(other)
        let (_, second, _) = try desktopFollowUp(store, goal: other)
        try store.recordShown(shown(first, id: 3))
        try store.recordShown(shown(second, id: 3, at: t0.adding(seconds: 60)))
        #expect(try store.shownNotification(serverId: 3, server: ":1.9")?.outboxId == second.id)
        #expect(try store.shownNotification(outboxId: first.id)?.closedAt == t0.adding(seconds: 60))
        #expect(try store.shownNotification(outboxId: first.id)?.closeReason == nil)
        _ = goal
    }

    @Test func showingARowAgain_startsItsRecordAfresh() throws {
        let (store, item, _) = try desktopFollowUp()
        try store.recordShown(shown(item, id: 4))
        try store.recordClosed(outboxId: item.id, reason: 1, at: t0.adding(seconds: 10))
        try store.recordShown(shown(item, id: 5, at: t0.adding(seconds: 20)))
        let record = try #require(try store.shownNotification(outboxId: item.id))
        #expect(record.serverId == 5 && record.closedAt == nil && record.closeReason == nil)
    }

    @Test func replaceableID_isThisRowsEarlierOne_thenTheGoalsOpenOne_onTheSameServerOnly() throws {
        let (store, first, goal) = try desktopFollowUp()
        #expect(try store.replaceableNotificationID(for: first, server: ":1.9") == nil)
        try store.recordShown(shown(first, id: 11))
        #expect(try store.replaceableNotificationID(for: first, server: ":1.9") == 11)
        #expect(try store.markSent(first, via: "desktop notification", at: t0))
        #expect(
            try store.replaceableNotificationID(for: first, server: ":1.12") == nil,
            "a restarted server's 11 is not ours")
        // The goal is snoozed from the CLI (the notification stays on screen); later a new
        // follow-up about it replaces the old notification instead of stacking a second.
        _ = try store.apply(.snooze(goal.id, until: t0.adding(seconds: 3600)), via: .cli, at: t0.adding(seconds: 60))
        let (_, second, _) = try desktopFollowUp(store, goal: goal, at: t0.adding(seconds: 7200))
        #expect(try store.replaceableNotificationID(for: second, server: ":1.9") == 11)
        // A goal with no notification on screen gets a new one.
        let other = Node(type: .goal, content: "Spanish", createdAt: t0.adding(seconds: -9 * 86_400))
        try store.add(other)
        let (_, third, _) = try desktopFollowUp(store, goal: other)
        #expect(try store.replaceableNotificationID(for: third, server: ":1.9") == nil)
        // Once closed, there is nothing to replace.
        try store.recordClosed(outboxId: first.id, reason: 2, at: t0.adding(seconds: 7300))
        #expect(try store.replaceableNotificationID(for: second, server: ":1.9") == nil)
    }

    @Test func yesterdaysDigest_stillOnScreen_isReplacedByTodays() throws {
        let store = try GraphStore.inMemory()
        for (date, time) in [("2026-11-21", t0.adding(seconds: -86_400)), ("2026-11-22", t0)] {
            let row = OutboxItem(
                kind: .digest, ref: date, channel: .desktop, title: "t", body: "b", notBefore: time, createdAt: time)
            #expect(try store.recordDigest(localDate: date, title: "t", body: "b", outbox: [row], at: time))
        }
        let rows = try store.dueOutbox(channels: [.desktop], at: t0)
        #expect(rows.map(\.ref) == ["2026-11-21", "2026-11-22"])
        try store.recordShown(shown(rows[0], id: 21, at: t0.adding(seconds: -86_400)))
        #expect(try store.replaceableNotificationID(for: rows[1], server: ":1.9") == 21)
    }

    @Test func aRowDroppedBeforeItWasSent_takesItsRecordWithIt() throws {
        let (store, item, goal) = try desktopFollowUp()
        try store.recordShown(shown(item, id: 7))
        // Done from the CLI before the row was marked sent: the unsent row is dropped.
        _ = try store.apply(.complete(goal.id), via: .cli, at: t0.adding(seconds: 1))
        #expect(try store.shownNotification(outboxId: item.id) == nil)
        #expect(try store.markSent(item, via: "desktop notification", at: t0.adding(seconds: 2)) == false)
    }

    @Test func nextPending_andLastSent_followTheDesktopRows() throws {
        let (store, item, _) = try desktopFollowUp()
        #expect(try store.nextPending(channel: .desktop) == t0)
        #expect(try store.nextPending(channel: .email) == nil)
        #expect(try store.lastSent(channel: .desktop) == nil)
        try store.markFailed(item, error: "no server", at: t0)
        #expect(try store.nextPending(channel: .desktop) == t0.adding(seconds: 60))
        let retry = try #require(try store.dueOutbox(channels: [.desktop], at: t0.adding(seconds: 60)).first)
        #expect(try store.markSent(retry, via: "helper notify-send", at: t0.adding(seconds: 61)))
        #expect(try store.nextPending(channel: .desktop) == nil)
        let last = try #require(try store.lastSent(channel: .desktop))
        #expect(last.at == t0.adding(seconds: 61) && last.via == "helper notify-send")
    }
}
