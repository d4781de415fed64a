import Foundation
import MyndCore
import MyndJobs

/// `status --json`: why it is quiet (see `NudgeStatus`).
struct NudgeStatusJSON: Encodable {
    struct Goal: Encodable {
        var goalId: String
        var shortId: String
        var goal: String
        /// The rule: waiting_for_answer, backed_off, cooldown, snoozed.
        var reason: String
        @Nullable var until: String?
        var detail: String
    }

    struct Failed: Encodable {
        var kind: String
        var channel: String
        var title: String
        var reason: String
        /// For a row that will be tried again: when.
        @Nullable var retryAt: String?
    }

    var waiting: [Goal]
    var resting: [Goal]
    var snoozed: [Goal]
    var failed: [Failed]
    var retrying: [Failed]
    /// When the next nudge may go: now, or the first moment a rule stops holding one back.
    @Nullable var nextNudge: String?
    var nextNudgeReason: String
    /// Whether nudges wait for the hours this person answers, and the best hours learned.
    var adaptive: Bool
    var bestHours: [RunReport.Timing.Hour]
    /// The hours this person is most often here, as presence taught.
    var presentHours: [PresentHour]
    /// How the last 7 days' nudges landed.
    var landed: Landed

    struct PresentHour: Encodable {
        var hour: Int
        var weekend: Bool
        /// Days presence was known in this hour of the week, days the person was here, and
        /// returns to the desk in it.
        var days: Int
        var here: Int
        var returns: Int
    }

    struct Landed: Encodable {
        var nudges: Int
        var answered: Int
        var seen: Int
        var unseen: Int
    }

    init(_ status: NudgeStatus, shortIDs short: [UUID: String], describe: Describe) {
        waiting = status.waiting.map {
            Goal(
                goalId: $0.followUp.goalId.lowercasedString, shortId: short[$0.followUp.goalId] ?? "", goal: $0.goal,
                reason: "waiting_for_answer", until: $0.until.iso8601,
                detail:
                    "waiting for an answer: \(PresenceText(now: describe.now, zone: describe.zone).timeLeft(seconds: $0.left)) (answer_window)"
            )
        }
        func goal(_ held: JobResult.HeldGoal) -> Goal {
            Goal(
                goalId: held.goalId.lowercasedString, shortId: short[held.goalId] ?? "", goal: held.goal, reason: held.reason.code,
                until: held.reason.until?.iso8601, detail: held.reason.description(in: describe.zone, now: describe.now))
        }
        resting = status.resting.map(goal)
        snoozed = status.snoozed.map(goal)
        failed = status.failed.map {
            Failed(kind: $0.kind.rawValue, channel: $0.channel.rawValue, title: $0.title, reason: $0.lastError ?? "failed")
        }
        retrying = status.retrying.map {
            Failed(
                kind: $0.kind.rawValue, channel: $0.channel.rawValue, title: $0.title, reason: $0.lastError ?? "failed",
                retryAt: $0.notBefore.iso8601)
        }
        nextNudge = status.next?.iso8601
        nextNudgeReason = status.nextReason
        adaptive = status.adaptive
        bestHours = status.bestHours.map { RunReport.Timing.Hour($0.slot, $0.tally) }
        presentHours = status.presentHours.map {
            PresentHour(
                hour: $0.slot.hour, weekend: $0.slot.weekend, days: $0.tally.knownCount, here: $0.tally.hereCount, returns: $0.tally.returns
            )
        }
        let landings = status.landings
        landed = Landed(nudges: landings.total, answered: landings.answered, seen: landings.seen, unseen: landings.unseen)
    }
}
