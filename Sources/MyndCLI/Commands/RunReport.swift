import MyndAI
import Foundation
import MyndCore
import MyndDelivery
import MyndMail
import MyndJobs

/// `run --json`: a job's result as JSON. Its fields are part of mynd's interface.
struct RunReport: Encodable {
    struct PlannedFollowUp: Encodable {
        var goalId: String
        var goal: String
        var rank: Int
        var daysStale: Double
        var text: String
        /// claude or fallback.
        var source: String
        /// Why the text is the fallback; with `--dry-run`, what would happen.
        @Nullable var fallbackReason: String?
        var channels: [String]
        /// stale, snooze_returning (back as the person asked) or asking (does it still matter?).
        var kind: String
    }

    /// A follow-up the run closed without an answer.
    struct Closed: Encodable {
        var followUpId: String
        var goalId: String
        /// unanswered (the person was here for its answer window), unseen (a week passed
        /// without them) or failed (no channel could deliver it).
        var status: String
    }

    struct HeldBack: Encodable {
        var goalId: String
        var goal: String
        @Nullable var rank: Int?
        /// A stable code: quiet_hours, daily_cap, min_gap, cooldown, already_open, snoozed, …
        var reason: String
        var detail: String
    }

    /// One outbox row this run tried to deliver, and which link took it.
    struct Delivery: Encodable {
        /// followup or digest.
        var kind: String
        var channel: String
        /// sent, handed_off (to the running agent, which sends it), retry or failed.
        var outcome: String
        /// The link that delivered it and why earlier links did not, or what went wrong.
        var detail: String
    }

    /// Why a due follow-up waits for a later hour (decision better_hour): the hour it waits
    /// for and the hour it is now, with what was learned of each.
    struct Timing: Encodable {
        struct Hour: Encodable {
            var hour: Int
            var weekend: Bool
            /// Nudges sent in this hour of the week (last 8 weeks), and how many were answered.
            var sent: Int
            var answered: Int
            /// The learned chance of an answer (recent weeks weigh more), 0–1.
            var chance: Double

            init(_ slot: AnswerHours.Slot, _ tally: AnswerHours.Tally) {
                hour = slot.hour
                weekend = slot.weekend
                sent = tally.sentCount
                answered = tally.answeredCount
                chance = (tally.mean * 100).rounded() / 100
            }
        }

        var waitUntil: String
        /// The latest it may wait (max_wait, quiet hours, the end of the day).
        var deadline: String
        var target: Hour
        var now: Hour

        init(_ wait: SendTiming.Wait) {
            waitUntil = wait.until.iso8601
            deadline = wait.deadline.iso8601
            target = Hour(wait.target, wait.targetTally)
            now = Hour(wait.current, wait.currentTally)
        }
    }

    var job: String
    /// ran, deferred, expired, failed — or dry-run.
    var outcome: String
    /// The plan's decision code (send, nothing_to_send, quiet_hours, daily_cap, min_gap, better_hour, between_events,
    /// not_due, already_sent, deferred, prepared).
    var decision: String
    var reasons: [String] = []
    /// What was asked of Claude or collected from it in this run (batches, texts written ahead).
    var ai: [String] = []
    var followups: [PlannedFollowUp] = []
    var heldBack: [HeldBack] = []
    var planned = 0
    var delivered = 0
    var deliveries: [Delivery] = []
    var closed: [Closed] = []
    @Nullable var timing: Timing?
    /// What refresh found in the inbox (`[imap]` set); null when it did not look.
    @Nullable var inbox: Inbox?
    /// Outbox rows held back: the person away (the screen's channels) or paused (all); null when none.
    @Nullable var held: HoldJSON?

    /// Replies read from the inbox: what each applied one did, and how many were passed by.
    struct Inbox: Encodable {
        var applied: [String]
        /// Commands of the person's that changed nothing, and why.
        var notApplied: [String]
        var ignored: Int
        var unreadable: Int
        var tooLarge: Int
        var seenBefore: Int
        /// Read, but the server would not keep the processed flag: remembered by mynd.
        var unflagged: Int
        /// Why the look stopped early (the server, the time), or null.
        @Nullable var stopped: String?

        init(_ report: InboxReader.Report) {
            applied = report.applied
            notApplied = report.notApplied
            unflagged = report.unflagged
            ignored = report.ignored
            unreadable = report.unreadable
            tooLarge = report.tooLarge
            seenBefore = report.seenBefore
            stopped = report.stopped
        }
    }
}

extension RunReport {
    init(_ result: JobResult) {
        job = result.job.rawValue
        outcome = result.outcome.rawValue
        decision = result.decision.code
        reasons = result.reasons
        for held in result.heldBack {
            if case .betterHour(let wait) = held.reason {
                timing = Timing(wait)
                break
            }
        }
        ai = result.ai
        followups = result.followUps.map {
            PlannedFollowUp(
                goalId: $0.goal.id.lowercasedString, goal: $0.goal.content, rank: $0.rank, daysStale: $0.daysStale, text: $0.text.text,
                source: $0.text.source.rawValue, fallbackReason: $0.text.fallbackReason, channels: $0.channels.map(\.rawValue),
                kind: $0.kind.rawValue)
        }
        heldBack = result.heldBack.map {
            HeldBack(
                goalId: $0.goalId.lowercasedString, goal: $0.goal, rank: $0.rank, reason: $0.reason.code,
                detail: $0.reason.description(in: result.zone, now: result.now))
        }
        planned = result.planned
        delivered = result.delivered
        deliveries = result.deliveries.map(Delivery.init)
        inbox = result.inbox.map(Inbox.init)
        held = result.held.map { HoldJSON($0.hold, channels: $0.channels, text: PresenceText(now: result.now, zone: result.zone)) }
        closed = result.closed.map {
            Closed(
                followUpId: $0.id.lowercasedString, goalId: $0.goalId.lowercasedString, status: $0.status.rawValue)
        }
    }
}

extension RunReport.Delivery {
    init(_ dispatched: OutboxDispatcher.Dispatched) {
        let item = dispatched.item
        kind = item.kind.rawValue
        channel = item.channel.rawValue
        switch dispatched.outcome {
        case .sent(let via, _): (self.outcome, detail) = ("sent", via)
        case .handedOff(let to): (self.outcome, detail) = ("handed_off", to)
        case .retryLater(let reason), .retryAfter(let reason, _): (self.outcome, detail) = ("retry", reason)
        case .failed(let reason): (self.outcome, detail) = ("failed", reason)
        case .notTried(let reason): (self.outcome, detail) = ("waiting", reason)
        }
    }
}
