import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

private func t(_ iso: String) -> Timestamp { Timestamp(iso8601: iso)! }
private let utc = zone("UTC")
private let now = t("2026-11-20T10:00:00Z")
/// What a clock that was ahead wrote: `run refresh --at 2062-…`, or a system clock that jumped.
private let ahead = t("2062-01-01T10:00:00Z")

private func goal(_ n: Int, touched: Timestamp = t("2026-11-10T09:00:00Z")) -> GoalCandidate {
    let node = Node(
        id: UUID(uuidString: "0000000\(n)-0000-4000-8000-000000000000")!, type: .goal, content: "goal \(n)", createdAt: touched,
        lastAccessedAt: touched)
    return GoalCandidate(node: node)
}

/// Issue 30 item 13: a record dated after the clock holds nothing longer than it would have
/// held had it been made now.
@Suite(.timed) struct FutureRecordsPolicyTests {
    @Test func aNudgeDeliveredInTheFuture_holdsOthersForMinGapFromNow_notUntilItsDate() {
        let history = FollowUpHistory(lastFollowUpAt: [goal(1).node.id: ahead], deliveredToday: 0, lastDeliveredAt: ahead)
        let plan = FollowUpPlanner.plan(candidates: [goal(2)], history: history, limits: FollowUpLimits(), now: now, zone: utc)
        #expect(plan.heldBack.map(\.reason) == [.minGap(until: now.adding(seconds: 2 * 3600))])
    }

    @Test func aGoalNudgedInTheFuture_restsItsCooldownFromNow() {
        let g = goal(1)
        let history = FollowUpHistory(lastFollowUpAt: [g.node.id: ahead])
        let plan = FollowUpPlanner.plan(candidates: [g], history: history, limits: FollowUpLimits(), now: now, zone: utc)
        #expect(plan.heldBack.map(\.reason) == [.cooldown(until: now.adding(seconds: 24 * 3600))])
        // A day on (the record brought back to the clock by then), it is nudged.
        let later = now.adding(seconds: 25 * 3600)
        let settled = FollowUpHistory(lastFollowUpAt: [g.node.id: now], lastDeliveredAt: now)
        #expect(FollowUpPlanner.plan(candidates: [g], history: settled, limits: FollowUpLimits(), now: later, zone: utc).send.count == 1)
    }

    @Test func aGoalTouchedInTheFuture_goesStaleAsIfTouchedNow() {
        let plan = FollowUpPlanner.plan(
            candidates: [goal(1, touched: ahead)], history: FollowUpHistory(), limits: FollowUpLimits(), now: now, zone: utc)
        #expect(plan.heldBack.map(\.reason) == [.notStale(until: t("2026-11-23T10:00:00Z"))])
    }

    @Test func aPersonNudgedInTheFuture_restsAWeekFromNow() {
        let person = Node(type: .person, content: "Ana", createdAt: t("2026-01-01T00:00:00Z"))
        let contact = PersonContact(person: person, cadence: Cadence(days: 7)!, lastContact: t("2026-10-01T00:00:00Z"))
        #expect(PeoplePolicy.nudgeable([contact], lastNudgedAt: [person.id: ahead], now: now).isEmpty)
        #expect(PeoplePolicy.nudgeable([contact], lastNudgedAt: [person.id: now], now: now.adding(seconds: 7 * 86_400)).count == 1)
    }

    @Test func runsRecordedInTheFuture_makeNoJobWaitLongerThanFromNow() {
        let history = JobHistory(lastRunStart: ahead, lastOutcome: .ran, lastSuccessfulRun: ahead)
        #expect(JobSchedule.nextDue(.refresh, history: history, now: now, zone: utc) == now.adding(seconds: 15 * 60))
        #expect(JobSchedule.nextDue(.processing, history: history, now: now, zone: utc) == t("2026-11-21T03:00:00Z"))
    }

    @Test func aDigestDatedInTheFuture_countsAsMadeTheDayItWasMade() {
        // Before any run brought it back: as if made now, so today's is done and tomorrow's is due.
        let unsettled = JobHistory(lastDigestLocalDate: "2062-01-01", lastDigestMadeAt: ahead)
        #expect(unsettled.seen(at: now, zone: utc).lastDigestLocalDate == "2026-11-20")
        #expect(JobSchedule.nextDue(.digest, history: unsettled, now: now, zone: utc) == t("2026-11-21T08:00:00Z"))
        // Brought back to the clock yesterday: today's digest is due this morning.
        let settled = JobHistory(lastDigestLocalDate: "2062-01-01", lastDigestMadeAt: t("2026-11-19T12:00:00Z"))
        #expect(JobSchedule.nextDue(.digest, history: settled, now: now, zone: utc) == now)
        // A date one day ahead is another zone's day, not a clock that was ahead: kept.
        let tomorrow = JobHistory(lastDigestLocalDate: "2026-11-21", lastDigestMadeAt: now)
        #expect(tomorrow.seen(at: now, zone: utc).lastDigestLocalDate == "2026-11-21")
    }

    @Test func recordsInThePast_areReadAsTheyAre() {
        let history = FollowUpHistory(
            lastFollowUpAt: [goal(1).node.id: t("2026-11-19T10:00:00Z")], lastDeliveredAt: t("2026-11-20T09:00:00Z"))
        #expect(history.seen(at: now) == history)
        let runs = JobHistory(
            lastRunStart: t("2026-11-20T09:50:00Z"), lastDigestLocalDate: "2026-11-20", lastDigestMadeAt: t("2026-11-20T08:00:00Z"))
        #expect(runs.seen(at: now, zone: utc) == runs)
    }
}
