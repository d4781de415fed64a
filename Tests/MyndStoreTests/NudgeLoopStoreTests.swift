import Foundation
import GRDB
import MyndCore
@testable import MyndStore
import MyndTestSupport
import Testing

private let t0 = Timestamp(iso8601: "2026-11-22T09:00:00Z")!
private func hours(_ n: Int64) -> Int64 { n * 3600 }

/// A stale goal with a follow-up for `channels`; delivered at `t0` unless `deliver` is false.
private func nudged(_ channels: [Channel] = [.terminal], deliver: Bool = true) throws -> (GraphStore, FollowUp, Node) {
    let store = try GraphStore.inMemory()
    let goal = Node(type: .goal, content: "garden", createdAt: t0.adding(seconds: -5 * 86_400))
    try store.add(goal)
    return (store, try nudge(goal, in: store, channels, deliver: deliver, at: t0), goal)
}

private func nudge(_ goal: Node, in store: GraphStore, _ channels: [Channel] = [.terminal], deliver: Bool = true, at now: Timestamp)
    throws -> FollowUp
{
    let followUp = FollowUp(goalId: goal.id, text: "Still thinking about garden?", source: .fallback, plannedAt: now)
    let rows = channels.map {
        OutboxItem(
            kind: .followup, ref: followUp.id.lowercasedString, channel: $0, title: "garden", body: followUp.text, notBefore: now,
            createdAt: now)
    }
    #expect(try store.recordPlanned([(followUp, rows)]).count == 1)
    if deliver {
        for item in try store.dueOutbox(channels: channels, at: now) { try store.markSent(item, at: now) }
    }
    return followUp
}

@Suite(.timed) struct NudgeLoopStoreTests {
    @Test func aDeliveredNudge_goesUnanswered_whenItsWindowPasses_andFreesItsGoal() throws {
        let (store, followUp, goal) = try nudged()
        #expect(try store.closeUnanswered(window: hours(12), at: t0.adding(seconds: hours(12) - 1)).isEmpty)
        let closed = try store.closeUnanswered(window: hours(12), at: t0.adding(seconds: hours(12)))
        #expect(closed.map(\.id) == [followUp.id])
        #expect(try store.followUp(followUp.id)?.status == .unanswered)
        #expect(try store.openFollowUpGoalIDs().isEmpty)
        let answer = try #require(try store.answers(for: goal.id).first)
        #expect(answer.kind == .unanswered && answer.via == Answer.Via.none && answer.delaySeconds == hours(12))
        #expect(try store.wavedAwayCounts()[goal.id] == 1)
    }

    @Test func aNudgeEveryChannelFailed_isClosedAsFailed_andIsNoAnswer() throws {
        let (store, followUp, goal) = try nudged([.email, .terminal], deliver: false)
        for item in try store.dueOutbox(channels: [.email], at: t0) { try store.markFailed(item, error: "550 no", permanent: true, at: t0) }
        #expect(try store.closeUndeliverable(at: t0).isEmpty, "the terminal row is still pending")
        for item in try store.dueOutbox(channels: [.terminal], at: t0) { try store.markFailed(item, error: "x", permanent: true, at: t0) }
        #expect(try store.closeUndeliverable(at: t0).map(\.id) == [followUp.id])
        #expect(try store.followUp(followUp.id)?.status == .failed)
        #expect(try store.answers(for: goal.id).isEmpty)
        #expect(try store.openFollowUpGoalIDs().isEmpty)
    }

    @Test func wavedAway_countsDismissalsAndSilenceInARow_andARealAnswerOrATouchResetsIt() throws {
        let (store, first, goal) = try nudged()
        _ = try store.apply(.dismiss(followUp: first.id), via: .cli, at: t0.adding(seconds: 60))
        _ = try nudge(goal, in: store, at: t0.adding(seconds: hours(48)))
        _ = try store.closeUnanswered(window: hours(12), at: t0.adding(seconds: hours(61)))
        #expect(try store.wavedAwayCounts()[goal.id] == 2)
        // A snooze is a real answer.
        _ = try nudge(goal, in: store, at: t0.adding(seconds: hours(200)))
        _ = try store.apply(.snooze(goal.id, until: t0.adding(seconds: hours(201))), via: .cli, at: t0.adding(seconds: hours(200)))
        #expect(try store.wavedAwayCounts()[goal.id] == nil)
        let answers = try store.answers(for: goal.id)
        #expect(answers.map(\.kind) == [.given(.snooze), .unanswered, .given(.dismiss)])
        #expect(answers.first?.snoozeUntil == t0.adding(seconds: hours(201)) && answers.first?.via == .cli)
        // Waved away again, then touched: the count starts over.
        let fourth = try nudge(goal, in: store, at: t0.adding(seconds: hours(300)))
        _ = try store.apply(.dismiss(followUp: fourth.id), via: .desktop, at: t0.adding(seconds: hours(301)))
        #expect(try store.wavedAwayCounts()[goal.id] == 1)
        _ = try store.apply(.touch(goal.id), via: .cli, at: t0.adding(seconds: hours(302)))
        #expect(try store.wavedAwayCounts()[goal.id] == nil)
    }

    @Test func aSnoozeAfterTheWindow_stillAnswersTheLastNudge_andResetsTheBackOff() throws {
        let (store, followUp, goal) = try nudged()
        _ = try store.closeUnanswered(window: hours(12), at: t0.adding(seconds: hours(12)))
        #expect(try store.wavedAwayCounts()[goal.id] == 1)
        _ = try store.apply(.snooze(goal.id, until: t0.adding(seconds: hours(20))), via: .cli, at: t0.adding(seconds: hours(13)))
        #expect(try store.wavedAwayCounts()[goal.id] == nil)
        let answer = try #require(try store.answers(for: goal.id).first)
        #expect(answer.kind == .given(.snooze) && answer.followUpId == followUp.id && answer.delaySeconds == hours(13))
        #expect(try store.followUp(followUp.id)?.status == .unanswered, "the nudge stays as it closed")
    }

    @Test func aSnooze_touchesNothing_andItsEndMakesTheGoalACandidate() throws {
        let store = try GraphStore.inMemory()
        let fresh = Node(type: .goal, content: "fresh", createdAt: t0.adding(seconds: -hours(1)))
        try store.add(fresh)
        _ = try store.apply(.snooze(fresh.id, until: t0.adding(seconds: hours(2))), via: .cli, at: t0)
        #expect(try store.node(fresh.id)?.lastAccessedAt == fresh.lastAccessedAt)
        let cutoff = t0.adding(seconds: -3 * 86_400)
        #expect(try store.followUpCandidates(lastAccessedBefore: cutoff, now: t0.adding(seconds: hours(1))).isEmpty)
        #expect(
            try store.followUpCandidates(lastAccessedBefore: cutoff, now: t0.adding(seconds: hours(2))).map(\.node.id) == [fresh.id])
    }

    @Test func aGoalLetGo_isNoCandidate_noOpenNode_untilReopened() throws {
        let (store, followUp, goal) = try nudged()
        _ = try store.apply(.drop(goal.id), via: .cli, at: t0)
        #expect(try store.followUp(followUp.id)?.status == .answered(.drop))
        #expect(try store.answers(for: goal.id).first?.kind == .given(.drop))
        let cutoff = t0.adding(seconds: -3 * 86_400)
        #expect(try store.followUpCandidates(lastAccessedBefore: cutoff, now: t0).isEmpty)
        #expect(try store.nodes(.init(type: .goal)).isEmpty)
        #expect(try store.nodes(.init(type: .goal, includeCompleted: true)).map(\.id) == [goal.id])
        #expect(try store.droppedGoals()[goal.id] == t0)
        // Nothing new is planned for it, whatever a plan made before said.
        let late = FollowUp(goalId: goal.id, text: "x", source: .fallback, plannedAt: t0.adding(seconds: 60))
        #expect(try store.recordPlanned([(late, [])]).isEmpty)
        let reopened = try #require(try store.apply(.reopen(goal.id), via: .cli, at: t0.adding(seconds: 120)).node)
        #expect(reopened.lastAccessedAt == t0.adding(seconds: 120) && reopened.completedAt == nil)
        #expect(try store.droppedGoals().isEmpty)
    }

    @Test func dropAndKeep_ofANonGoal_areRefused_andChangeNothing() throws {
        let store = try GraphStore.inMemory()
        let thought = Node(type: .thought, content: "hm", createdAt: t0)
        try store.add(thought)
        #expect(throws: StoreError.self) { try store.apply(.drop(thought.id), via: .cli, at: t0) }
        #expect(throws: StoreError.self) { try store.apply(.keep(thought.id), via: .cli, at: t0) }
        #expect(throws: StoreError.self) { try store.apply(.drop(UUID()), via: .cli, at: t0) }
        #expect(try store.droppedGoals().isEmpty)
    }

    @Test func keep_answersTheNudge_andResetsTheBackOff() throws {
        let (store, first, goal) = try nudged()
        _ = try store.apply(.dismiss(followUp: first.id), via: .cli, at: t0)
        let asking = try nudge(goal, in: store, at: t0.adding(seconds: hours(48)))
        _ = try store.apply(.keep(goal.id), via: .desktop, at: t0.adding(seconds: hours(49)))
        #expect(try store.followUp(asking.id)?.status == .answered(.keep))
        #expect(try store.wavedAwayCounts()[goal.id] == nil)
        let answer = try #require(try store.answers(for: goal.id).first)
        #expect(answer.kind == .given(.keep) && answer.via == .desktop && answer.delaySeconds == hours(1))
    }

    /// An upgrade must not close old nudges at once and bring a burst of new ones: open
    /// follow-ups become delivered and wait a whole answer window from the upgrade.
    @Test func v5Database_migrates_openNudgesWaitAWindowFromTheUpgrade() throws {
        let queue = try DatabaseQueue()
        try Schema.migrator(now: 0).migrate(queue, upTo: "v5-type-checks")
        let goal = "00000000-0000-4000-8000-000000000001"
        let old = t0.adding(seconds: -10 * 86_400).millisecondsSinceEpoch
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO node (id, type, content, createdAt, lastAccessedAt) VALUES ('\(goal)', 'goal', 'piano', \(old), \(old));
                    INSERT INTO followup (id, goalId, text, source, status, plannedAt, deliveredAt) VALUES
                      ('00000000-0000-4000-8000-00000000000a', '\(goal)', 'a', 'fallback', 'delivered', \(old), \(old)),
                      ('00000000-0000-4000-8000-00000000000b', '\(goal)', 'b', 'fallback', 'done', \(old), \(old));
                    """)
        }
        let store = try GraphStore(writer: queue, path: ":memory:", now: t0)
        let open = try #require(try store.followUp(UUID(uuidString: "00000000-0000-4000-8000-00000000000a")!))
        #expect(open.status == .delivered && open.kind == .stale)
        #expect(try store.followUp(UUID(uuidString: "00000000-0000-4000-8000-00000000000b")!)?.status == .answered(.complete))
        #expect(try store.closeUnanswered(window: hours(12), at: t0.adding(seconds: hours(11))).isEmpty, "no burst after the upgrade")
        #expect(try store.closeUnanswered(window: hours(12), at: t0.adding(seconds: hours(12))).count == 1)
    }

    @Test func timeAway_doesNotCountTowardTheWindow_andAWeekAwayClosesUnseen_backingNothingOff() throws {
        let (store, followUp, goal) = try nudged()
        let agent = "boot:4242:17"
        try store.recordSensed(Presence(.here, since: t0, source: .logind), watcher: agent, at: t0)
        try store.recordSensed(Presence(.away(.locked), since: t0.adding(seconds: 60), source: .logind), watcher: agent, at: t0)
        #expect(try store.closeUnanswered(window: hours(12), at: t0.adding(seconds: hours(13))).isEmpty, "away: the window waits")
        #expect(try store.closable(window: hours(12), at: t0.adding(seconds: hours(100))).unanswered.isEmpty)
        let week = t0.adding(seconds: 7 * 86_400)
        let closed = try store.closeUnanswered(window: hours(12), at: week)
        #expect(closed.map(\.status) == [.unseen])
        #expect(try store.followUp(followUp.id)?.status == .unseen)
        #expect(try store.answers(for: goal.id).map(\.kind) == [.unseen])
        #expect(try store.wavedAwayCounts()[goal.id] == nil, "unseen backs nothing off")
        // Nor does it start the count over: an earlier waving away still counts.
        let second = try nudge(goal, in: store, at: week.adding(seconds: 60))
        _ = try store.apply(.dismiss(followUp: second.id), via: .cli, at: week.adding(seconds: 120))
        let third = try nudge(goal, in: store, at: week.adding(seconds: hours(30)))
        try store.recordSensed(
            Presence(.away(.locked), since: week.adding(seconds: hours(30) + 1), source: .logind), watcher: agent, at: week)
        _ = try store.closeUnanswered(window: hours(12), at: week.adding(seconds: hours(30) + 7 * 86_400))
        #expect(try store.followUp(third.id)?.status == .unseen)
        #expect(try store.wavedAwayCounts()[goal.id] == 1)
    }

    @Test func theWindow_countsPresenceAfterTheReturn() throws {
        let (store, followUp, _) = try nudged()
        let agent = "boot:4242:17"
        try store.recordSensed(Presence(.away(.locked), since: t0, source: .logind), watcher: agent, at: t0)
        let back = t0.adding(seconds: hours(20))
        try store.recordSensed(Presence(.here, since: back, source: .logind), watcher: agent, at: back)
        #expect(try store.closeUnanswered(window: hours(12), at: back.adding(seconds: hours(12) - 1)).isEmpty)
        #expect(try store.closeUnanswered(window: hours(12), at: back.adding(seconds: hours(12))).map(\.id) == [followUp.id])
        #expect(try store.followUp(followUp.id)?.status == .unanswered)
    }

    @Test func anExpiredNudge_isShownAgain_whileOpen_andOnceForATimeOutWhileHere() throws {
        let (store, followUp, _) = try nudged([.desktop])
        #expect(try !store.wasShownAgain(followUp: followUp.id))
        #expect(try store.showAgain(followUp: followUp.id, notBefore: t0.adding(seconds: 3600), once: true))
        #expect(try store.dueOutbox(channels: [.desktop], at: t0.adding(seconds: 3599)).isEmpty)
        let again = try store.dueOutbox(channels: [.desktop], at: t0.adding(seconds: 3600))
        #expect(again.count == 1)
        #expect(try store.markSent(again[0], at: t0.adding(seconds: 3600)))
        #expect(try store.wasShownAgain(followUp: followUp.id))
        #expect(try store.followUp(followUp.id)?.deliveredAt == t0, "its window began at the first showing")
        _ = try store.apply(.dismiss(followUp: followUp.id), via: .desktop, at: t0.adding(seconds: 4000))
        #expect(try !store.showAgain(followUp: followUp.id, notBefore: t0, once: false), "an answered nudge is not shown again")
    }
}

extension NudgeLoopStoreTests {
    /// A goal's memory holds a whole week of nudges, however many: snoozes that come back are not
    /// capped, and a phrasing forgotten inside the week would be heard again.
    @Test func aGoalsHistory_holdsAWeekOfTwelveNudges() throws {
        let store = try GraphStore.inMemory()
        let goal = Node(type: .goal, content: "garden", createdAt: t0.adding(seconds: -5 * 86_400))
        try store.add(goal)
        for n in 0..<12 {
            let at = t0.adding(seconds: Int64(n) * hours(13))
            _ = try nudge(goal, in: store, at: at)
            #expect(try store.closeUnanswered(window: hours(12), at: at.adding(seconds: hours(12))).count == 1)
        }
        let history = try store.context(of: goal).history
        #expect(history.count == 12)
        #expect(history.first?.plannedAt == t0.adding(seconds: 11 * hours(13)), "newest first")
    }
}
