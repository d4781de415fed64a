import Foundation
package import MyndCore
import MyndStore

/// Why it is quiet (`mynd status`): the nudges waiting for an answer, the goals resting or
/// snoozed, what could not be delivered, and when the next nudge may come — from the plan a
/// refresh would make now.
package struct NudgeStatus: Sendable {
    /// A delivered nudge waiting for an answer until `until` (its answer window's end).
    package struct Waiting: Sendable {
        package var followUp: FollowUp
        package var goal: String
        package var until: Timestamp
        /// The window's seconds of the person's presence still to come.
        package var left: Int64
    }

    package var waiting: [Waiting] = []
    /// Goals held by their cooldown or back-off.
    package var resting: [JobResult.HeldGoal] = []
    package var snoozed: [JobResult.HeldGoal] = []
    /// Goals due now and held while the person is away or paused (`held: away since 14:02`).
    package var held: [JobResult.HeldGoal] = []
    /// Outbox rows that failed for good, newest first.
    package var failed: [OutboxItem] = []
    /// Outbox rows that failed and wait to be tried again, the next try first.
    package var retrying: [OutboxItem] = []
    /// When the next nudge may go (now, or when the first rule stops holding one), and why.
    package var next: Timestamp?
    package var nextReason: String
    /// Whether nudges wait for the hours this person answers (`[schedule] adaptive`).
    package var adaptive = true
    /// The hours most likely to get an answer, as learned (at most three).
    package var bestHours: [(slot: AnswerHours.Slot, tally: AnswerHours.Tally)] = []
    /// The hours this person is most often at the desk, as presence taught (at most three).
    package var presentHours: [(slot: AnswerHours.Slot, tally: PresenceHours.Tally)] = []
    /// Nudges whose answer (or none) timing has learned from: with some, a due nudge may wait
    /// for a likelier hour even before any hour is among the best.
    package var learnedNudges = 0
    /// How the last 7 days' nudges landed.
    package var landings = NudgeLandings()
}

extension JobRunner {
    /// What `mynd status` says about nudges, from a dry run of refresh.
    package func nudgeStatus() throws -> NudgeStatus {
        let now = settings.now
        let plan = try run(.refresh, .init(force: true, dryRun: true))
        var status = NudgeStatus(nextReason: "")
        let window = settings.limits.answerWindow
        let waiting = try store.waitingForAnswer()
        let timeline = try store.presenceTimeline(
            since: min(now.adding(seconds: -GraphStore.learnedDays * 86_400), waiting.first?.since ?? now))
        for (followUp, since) in waiting {
            // Its window counts presence: while the person is away, it ends after their return
            // (shown as if they came back now).
            let left = window - timeline.presentSeconds(from: since, to: now)
            let until = AnswerWindow.end(waitingSince: since, window: window, timeline: timeline) ?? now.adding(seconds: max(0, left))
            status.waiting.append(
                .init(followUp: followUp, goal: try store.node(followUp.goalId)?.content ?? "", until: until, left: max(0, left)))
        }
        status.landings = try store.landings(since: now.adding(seconds: -7 * 86_400), at: now)
        status.resting = plan.heldBack.filter { ["cooldown", "backed_off"].contains($0.reason.code) }
        status.snoozed = plan.heldBack.filter { $0.reason.code == "snoozed" }
        status.held = plan.heldBack.filter { if case .held = $0.reason { true } else { false } }
        status.failed = try store.failedOutbox()
        status.retrying = try store.retryingOutbox()
        status.adaptive = settings.limits.adaptive
        let answerHours = try store.answerHours(window: settings.limits.answerWindow, zone: settings.zone, at: now)
        status.bestHours = answerHours.best(3)
        status.learnedNudges = answerHours.tallies.values.reduce(0) { $0 + $1.sentCount }
        let presence = PresenceHours(timeline, now: now, zone: settings.zone)
        status.presentHours = Array(
            presence.tallies.filter { presence.present(in: $0.key) }
                .sorted { ($0.value.returns, $0.value.mean) > ($1.value.returns, $1.value.mean) }
                .prefix(3).map { ($0.key, $0.value) })
        if !plan.followUps.isEmpty {
            status.next = now
            status.nextReason = "a nudge is due now"
        } else if let first = plan.heldBack.compactMap({ held in held.reason.until.map { (held, $0) } }).min(by: { $0.1 < $1.1 }) {
            status.next = first.1
            status.nextReason = first.0.reason.description(in: settings.zone, now: now)
        } else if let first = status.waiting.first {
            status.next = first.until
            status.nextReason = "when a nudge waiting for an answer is answered, or its answer window ends"
        } else {
            status.nextReason = plan.heldBack.isEmpty ? "no goal has gone quiet" : "nothing is due"
        }
        // A time inside quiet hours is not when the next nudge goes: their end is.
        if let next = status.next, let quiet = settings.limits.quietHours, quiet.contains(next, in: settings.zone) {
            let end = quiet.end(after: next, in: settings.zone)
            status.next = end
            status.nextReason += ", then quiet hours until \(settings.zone.shortDescription(of: end, from: now))"
        }
        return status
    }
}
