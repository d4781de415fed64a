package import Foundation

/// What one refresh run should do about follow-ups, and why. The shell applies it (or, with
/// `--dry-run`, prints it) without deciding anything itself.
package struct FollowUpPlan: Equatable, Sendable {
    package enum Decision: Equatable, Sendable {
        /// `send` holds the goal to follow up now.
        case send
        /// No candidate passed the per-goal rules (or there were none).
        case nothingToSend
        /// Something is eligible, but now is in quiet hours.
        case quietHours(until: Timestamp)
        /// Something is eligible, but today's follow-ups are used up.
        case dailyCapReached
        /// Something is eligible, but the last follow-up was less than `min_gap` ago.
        case waitingForGap(until: Timestamp)
        /// Something is due, and waits for a later hour this person is more likely to answer.
        case waitingForHour(SendTiming.Wait)
        /// Something is due, and waits for the next gap between the person's events today.
        case waitingForFreeTime(until: Timestamp)
        /// Something is due, and held while the person is away or has paused mynd.
        case held(DeliveryHold)

        /// Stable name for `--json` and tests.
        package var code: String {
            switch self {
            case .send: "send"
            case .nothingToSend: "nothing_to_send"
            case .quietHours: "quiet_hours"
            case .dailyCapReached: "daily_cap"
            case .waitingForGap: "min_gap"
            case .waitingForHour: "better_hour"
            case .waitingForFreeTime: "between_events"
            case .held(let hold): hold.code
            }
        }
    }

    /// A candidate that gets no follow-up this run, with the first rule that held it.
    package struct HeldBack: Equatable, Sendable {
        package var goalId: UUID
        /// Its rank among the stale goals; nil for a goal that is not a stale goal at all
        /// (completed, snoozed, not stale), which is not ranked.
        package var rank: Int?
        package var reason: HoldReason

        package init(goalId: UUID, rank: Int?, reason: HoldReason) {
            self.goalId = goalId
            self.rank = rank
            self.reason = reason
        }
    }

    package var decision: Decision
    /// The goals to nudge now: at most one that went quiet (`min_gap` applies between any two),
    /// and every goal whose snooze has just ended (the person named the time).
    package var send: [RankedGoal]
    /// Why each goal in `send` is nudged, when it is not simply stale.
    package var kinds: [UUID: FollowUp.Kind] = [:]
    /// Every candidate not in `send`: ranked ones best first, then unranked in input order.
    package var heldBack: [HeldBack]
    /// How many goals were eligible (returning snoozes included), and how many candidates
    /// there were: what the decision's line counts.
    package var eligibleCount = 0
    package var candidateCount = 0
    /// How many nudges would have gone now and are held (`held`).
    package var heldCount = 0
    /// Follow-ups delivered today, with this plan's returning snoozes, and the day's cap.
    package var deliveredToday = 0
    package var maxPerDay = 0
    /// When and where it was decided: its words tell times on that wall clock.
    package var decidedAt: Timestamp
    package var timeZone: TimeZone

    package init(
        decision: Decision, send: [RankedGoal], heldBack: [HeldBack], kinds: [UUID: FollowUp.Kind] = [:], decidedAt: Timestamp,
        zone: LocalTime
    ) {
        self.decision = decision
        self.send = send
        self.kinds = kinds
        self.heldBack = heldBack
        self.decidedAt = decidedAt
        timeZone = zone.timeZone
    }
}
