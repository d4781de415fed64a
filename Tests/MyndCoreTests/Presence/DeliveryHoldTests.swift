import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

private let now = utc("2026-11-23T14:30:00Z")
private let berlin = zone("Europe/Berlin")
private let lockedAt = utc("2026-11-23T13:02:00Z")  // 14:02 in Berlin
private let locked = Presence(.away(.locked), since: lockedAt, source: .logind)
private let here = Presence(.here, since: lockedAt, source: .logind)

@Suite(.timed) struct DeliveryHoldTests {
    @Test func away_holdsTheScreen_andLetsEmailGo() {
        #expect(DeliveryHold.hold(for: .screen, presence: locked, pause: nil, now: now) == .away(since: lockedAt, reason: .locked))
        #expect(DeliveryHold.hold(for: .mailbox, presence: locked, pause: nil, now: now) == nil)
        #expect(DeliveryHold.open(ChannelKind.allCases, presence: locked, pause: nil, now: now) == [.phone, .mailbox])
    }

    @Test func away_letsAPhoneGo_butAPauseHoldsIt() {
        #expect(DeliveryHold.hold(for: .phone, presence: locked, pause: nil, now: now) == nil, "a phone goes with the person")
        let pause = PauseState(since: lockedAt, until: nil)
        #expect(DeliveryHold.hold(for: .phone, presence: here, pause: pause, now: now) == .paused(until: nil))
    }

    @Test func hereOrUnknown_holdNothing() {
        for presence in [here, Presence(.unknown(.noSource), since: lockedAt, source: nil), nil] {
            #expect(DeliveryHold.open(ChannelKind.allCases, presence: presence, pause: nil, now: now) == ChannelKind.allCases)
        }
    }

    @Test func aPause_holdsEveryChannel_untilItEnds() {
        let pause = PauseState(since: lockedAt, until: now.adding(seconds: 60))
        for kind in ChannelKind.allCases {
            #expect(DeliveryHold.hold(for: kind, presence: here, pause: pause, now: now) == .paused(until: pause.until))
        }
        #expect(DeliveryHold.open(ChannelKind.allCases, presence: here, pause: pause, now: now.adding(seconds: 60)) == ChannelKind.allCases)
        // Paused while away: the pause is what holds (it holds more).
        #expect(DeliveryHold.hold(for: .screen, presence: locked, pause: pause, now: now) == .paused(until: pause.until))
    }

    @Test func aNudgeIsHeld_onlyWhenEachOfItsChannelsIs() {
        #expect(DeliveryHold.hold(forAll: [.screen], presence: locked, pause: nil, now: now) == .away(since: lockedAt, reason: .locked))
        #expect(DeliveryHold.hold(forAll: [.screen, .mailbox], presence: locked, pause: nil, now: now) == nil)
        #expect(
            DeliveryHold.hold(forAll: [.screen, .mailbox], presence: locked, pause: PauseState(since: lockedAt, until: nil), now: now)
                == .paused(until: nil))
        #expect(DeliveryHold.hold(forAll: [], presence: locked, pause: nil, now: now) == nil)
    }

    @Test func theWords() {
        let text = PresenceText(now: now, zone: berlin)
        #expect(text.hold(.away(since: lockedAt, reason: .locked)) == "held: away since 14:02")
        #expect(text.hold(.paused(until: utc("2026-11-30T08:00:00Z"))) == "held: paused until 2026-11-30 09:00")
        #expect(text.hold(.paused(until: nil)) == "held: paused until you resume")
        #expect(text.presence(Presence(.here, since: utc("2026-11-23T11:31:00Z"), source: .logind)) == "here since 12:31 (logind)")
        #expect(text.presence(locked, held: 1) == "away since 14:02 (locked): 1 nudge held for you")
        #expect(text.presence(locked, held: 3) == "away since 14:02 (locked): 3 nudges held for you")
        #expect(text.presence(Presence(.unknown(.noSource), since: now, source: nil)) == "unknown: no presence source")
        #expect(text.presence(Presence(.away(.manual), since: lockedAt, source: .manual)) == "away since 14:02 (you said so)")
        #expect(text.pause(PauseState(since: lockedAt, until: nil)) == "paused until you resume: nothing is shown or sent (mynd resume)")
    }

    @Test func theClock_namesTheDate_onAnotherDay() {
        let text = PresenceText(now: now, zone: berlin)
        #expect(text.clock(utc("2026-11-22T22:59:00Z")) == "yesterday 23:59")
        #expect(text.clock(utc("2026-11-22T23:00:00Z")) == "00:00")
        #expect(text.clock(utc("2026-11-23T23:00:00Z")) == "tomorrow 00:00")
        #expect(text.clock(utc("2026-11-26T09:00:00Z")) == "Thu 10:00")
        #expect(text.clock(utc("2026-11-30T09:00:00Z")) == "2026-11-30 10:00")
        #expect(text.clock(utc("2026-11-20T09:00:00Z")) == "2026-11-20 10:00")
    }
}

/// The planner under a hold: what would go now is kept back as `held`, with the rest as before.
@Suite(.timed) struct PlannerHoldTests {
    static let touched = utc("2026-11-14T08:00:00Z")

    static func goal(_ content: String, snoozedUntil: Timestamp? = nil) -> GoalCandidate {
        GoalCandidate(node: Node(type: .goal, content: content, createdAt: touched, lastAccessedAt: touched, snoozedUntil: snoozedUntil))
    }

    static var limits: FollowUpLimits {
        var limits = FollowUpLimits()
        limits.adaptive = false
        return limits
    }

    @Test func whileAway_theDueNudge_isHeld() {
        let stale = Self.goal("Plant the garden")
        let hold = DeliveryHold.away(since: lockedAt, reason: .locked)
        let plan = FollowUpPlanner.plan(
            candidates: [stale], history: FollowUpHistory(), limits: Self.limits, now: now, zone: berlin, hold: hold)
        #expect(plan.send.isEmpty)
        #expect(plan.decision == .held(hold))
        #expect(plan.decision.code == "away")
        #expect(plan.heldBack.map(\.reason) == [.held(hold)])
        #expect(plan.reasons.first == "held: away since 14:02: 1 nudge waits for your return")
        #expect(plan.heldBack[0].reason.description(in: berlin, now: now) == "held: away since 14:02")
    }

    @Test func aReturningSnooze_isHeldTheSameWay() {
        let back = Self.goal("Call Ana", snoozedUntil: now.adding(seconds: -60))
        let stale = Self.goal("Plant the garden")
        let hold = DeliveryHold.paused(until: nil)
        let plan = FollowUpPlanner.plan(
            candidates: [back, stale], history: FollowUpHistory(), limits: Self.limits, now: now, zone: berlin, hold: hold)
        #expect(plan.send.isEmpty)
        #expect(plan.heldBack.first { $0.goalId == back.node.id }?.reason == .held(hold))
        // The stale goal was held by min_gap behind the returning snooze, and stays so.
        #expect(plan.heldBack.first { $0.goalId == stale.node.id }?.reason.code == "min_gap")
        #expect(plan.decision.code == "paused")
    }

    @Test func quietHours_stillSpeakFirst() {
        let night = utc("2026-11-23T22:30:00Z")
        let plan = FollowUpPlanner.plan(
            candidates: [Self.goal("Plant the garden")], history: FollowUpHistory(), limits: Self.limits, now: night, zone: berlin,
            hold: .away(since: lockedAt, reason: .idle))
        #expect(plan.decision.code == "quiet_hours")
    }

    @Test func withoutAHold_thePlanIsUnchanged() {
        let candidates = [Self.goal("Plant the garden"), Self.goal("Call Ana", snoozedUntil: now.adding(seconds: -60))]
        let a = FollowUpPlanner.plan(candidates: candidates, history: FollowUpHistory(), limits: Self.limits, now: now, zone: berlin)
        let b = FollowUpPlanner.plan(
            candidates: candidates, history: FollowUpHistory(), limits: Self.limits, now: now, zone: berlin, hold: nil)
        #expect(a == b)
        #expect(!a.send.isEmpty)
    }
}
