/// A plan in words, for `run` and `status`: the one place the planner's decisions are said.
/// The planner itself writes none, so a graph with thousands of quiet goals costs no words
/// nobody reads.
extension FollowUpPlan {
    /// The decision in one line ("send: goal 3f2a0000, rank 1, 4.5 days stale, score 3.1; 2
    /// goals eligible"), times on the wall clock it was decided on.
    package var summary: String {
        let (now, zone) = (decidedAt, LocalTime(timeZone: timeZone))
        func at(_ t: Timestamp) -> String { zone.shortDescription(of: t, from: now) }
        func goals(_ n: Int) -> String { n == 1 ? "1 goal" : "\(n) goals" }
        switch decision {
        case .send:
            return "send: "
                + send.map { goal in
                    let days = (goal.daysStale * 10).rounded() / 10
                    let why =
                        switch kinds[goal.goalId] ?? .stale {
                        case .stale: "\(days) days stale"
                        case .returning: "its snooze ended"
                        case .asking: "\(days) days stale, asking whether it still matters"
                        }
                    return "goal \(goal.goalId.lowercasedString.prefix(8)), rank \(goal.rank), \(why),"
                        + " score \((goal.score * 10).rounded() / 10)"
                }.joined(separator: "; ") + "; \(goals(eligibleCount)) eligible"
        case .nothingToSend:
            return candidateCount == 0
                ? "nothing to send: no stale goals" : "nothing to send: no goal is eligible for a follow-up"
        case .quietHours(let until):
            return "quiet hours until \(at(until)): \(goals(eligibleCount)) waiting"
        case .dailyCapReached:
            return "daily cap reached: \(deliveredToday) of \(maxPerDay) follow-ups delivered today"
        case .waitingForGap(let until):
            return "min_gap: next follow-up not before \(at(until)); \(goals(eligibleCount)) waiting"
        case .waitingForHour(let wait):
            return "\(wait.description(in: zone, now: now)); \(goals(eligibleCount)) waiting"
        case .waitingForFreeTime(let until):
            return "\(HoldReason.betweenEventsWords(at(until))); \(goals(eligibleCount)) waiting"
        case .held(let hold):
            let waiting = heldCount == 1 ? "1 nudge waits" : "\(heldCount) nudges wait"
            return
                "\(PresenceText(now: now, zone: zone).hold(hold)): \(waiting) for \(hold.code == "paused" ? "the resume" : "your return")"
        }
    }

    /// The decision's line, then one for each goal held back ("goal 3f2a0000, rank 2:
    /// cooldown until 14:00"): said only when asked for (`run --json`), since a large graph
    /// holds back thousands.
    package var reasons: [String] {
        let zone = LocalTime(timeZone: timeZone)
        return [summary]
            + heldBack.map { held in
                let rank = held.rank.map { ", rank \($0)" } ?? ""
                return "goal \(held.goalId.lowercasedString.prefix(8))\(rank): \(held.reason.description(in: zone, now: decidedAt))"
            }
    }
}
