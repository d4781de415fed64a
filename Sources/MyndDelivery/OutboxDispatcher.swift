package import MyndCore
package import MyndStore

/// The one loop that sends outbox rows and records what became of each: the jobs and the
/// agent both deliver through it, so "sent at most once per channel, retried on failure,
/// never lost by a crash" is kept in one place.
///
/// Each row is claimed (`GraphStore.claimNextDue`), sent, then recorded at once: another
/// process dispatching at the same moment skips the rows this one holds, and a crash between
/// sending and recording is the only way a row is sent twice (then with the same Message-ID,
/// or replacing the same notification).
package struct OutboxDispatcher {
    /// Where a row is in its sending, for the crash tests' checkpoints.
    package enum Step: Sendable {
        case sending
        case sent
        case recorded
    }

    /// One row tried, and how it went.
    package struct Dispatched: Sendable {
        package var item: OutboxItem
        package var outcome: DeliveryOutcome
        /// false when the row was sent but someone else had already recorded it (or closed
        /// its follow-up) meanwhile.
        package var recorded: Bool
    }

    package var store: GraphStore
    /// Where rows go, by channel; rows of a channel not here wait.
    package var channels: [Channel: any DeliveryChannel]
    /// Only rows of these kinds are sent (answers to replies during quiet hours); nil: all.
    package var kinds: [OutboxItem.Kind]?
    /// The time recorded with each outcome.
    package var now: () -> Timestamp
    /// Called before each row; a throw stops the loop there (a job's expiration handler).
    package var beforeEach: () throws -> Void
    /// Called at each step of each row (crash tests kill the process here).
    package var observe: (Step, OutboxItem) -> Void
    /// Who claims the rows: this process.
    package var claimant: GraphStore.Claimant
    /// Seconds the run has left to send in; a channel whose `leastSeconds` no longer fits is
    /// not started again in this dispatch. Unlimited by default (the agent).
    package var secondsLeft: () -> Double = { .infinity }
    /// How nudges are paced on the screen (`ShowPacing`); nil: every due row goes.
    package var pacing: Pacing?

    /// The screen's channels and the rules of the gap and the cap.
    package struct Pacing: Sendable {
        /// The channels that show on the person's screen (`ChannelKind.screen`).
        package var screen: Set<Channel>
        package var limits: FollowUpLimits
        package var zone: LocalTime

        package init(screen: Set<Channel>, limits: FollowUpLimits, zone: LocalTime) {
            self.screen = screen
            self.limits = limits
            self.zone = zone
        }
    }

    package init(
        store: GraphStore, channels: [Channel: any DeliveryChannel], kinds: [OutboxItem.Kind]? = nil, now: @escaping () -> Timestamp,
        claimant: GraphStore.Claimant = .thisProcess(), beforeEach: @escaping () throws -> Void = {},
        observe: @escaping (Step, OutboxItem) -> Void = { _, _ in }
    ) {
        self.store = store
        self.channels = channels
        self.kinds = kinds
        self.now = now
        self.claimant = claimant
        self.beforeEach = beforeEach
        self.observe = observe
    }

    /// Sends every due row of these channels that no other process is sending, oldest first,
    /// and hands each result to `report` as soon as it is recorded.
    ///
    /// A row is started only while the run has the time its channel needs; the rows not
    /// reached — the channel's time ran out, or `beforeEach` stopped the loop — are left as
    /// they were (no attempt counted, no error recorded) and wait for the next run. How many
    /// of each channel wait is told to `waiting`, once, when the loop ends early; it is not
    /// called when every due row was tried.
    @discardableResult
    package func dispatchDue(report: (Dispatched) -> Void = { _ in }, waiting: ([Channel: Int]) -> Void = { _ in }) throws
        -> [Dispatched]
    {
        var results: [Dispatched] = []
        var tried: Set<Int64> = []
        var open = channels
        try pace()
        /// What was left: counted only when something was.
        func leftOver(_ channels: [Channel]) {
            let counts = (try? store.untriedDue(channels: channels, kinds: kinds, at: now(), for: claimant, tried: tried)) ?? [:]
            if !counts.isEmpty { waiting(counts) }
        }
        while true {
            let left = secondsLeft()
            open = open.filter { left >= $0.value.leastSeconds }
            guard let item = try store.claimNextDue(channels: Array(open.keys), kinds: kinds, at: now(), for: claimant, skipping: tried)
            else { break }
            tried.insert(item.id)
            let result: Dispatched
            do {
                try beforeEach()
                observe(.sending, item)
                // Claimed from the open channels' rows only, so the channel is there.
                let outcome = open[item.channel]!.deliver(item)
                if case .notTried = outcome {
                    // Its time ran out between the look and the send: untried, as the rest.
                    try store.releaseClaim(item, by: claimant.id)
                    tried.remove(item.id)
                    open[item.channel] = nil
                    continue
                }
                result = try record(outcome, for: item)
            } catch {
                // Stopped before an outcome (the job's time is up, the store failed): the row
                // goes back for the next dispatcher rather than waiting out the lease, untried.
                try? store.releaseClaim(item, by: claimant.id)
                tried.remove(item.id)
                leftOver(Array(channels.keys))
                throw error
            }
            observe(.recorded, item)
            report(result)
            results.append(result)
        }
        if open.count < channels.count { leftOver(channels.keys.filter { open[$0] == nil }) }
        return results
    }

    /// Holds back the screen's nudges that would come too soon after the last one shown (or
    /// past the day's cap): their rows wait in the outbox until the gap ends, so only the best
    /// of what waited is shown now; and gives up the screen's briefings of a day gone by.
    /// Rows of other channels are untouched.
    private func pace() throws {
        guard let pacing else { return }
        let screen = pacing.screen.filter { channels[$0] != nil }.sorted()
        guard !screen.isEmpty else { return }
        let now = now()
        // A briefing belongs to its day: one the screen did not show by its end never is.
        let past = try store.pendingDigestDates(screen: screen).filter { ShowPacing.isPast(digestOf: $0, now: now, zone: pacing.zone) }
        try store.retireDigests(of: past, screen: screen)
        guard kinds?.contains(.followup) ?? true else { return }
        let facts = try store.pacingFacts(screen: screen, limits: pacing.limits, zone: pacing.zone, at: now)
        guard facts.waiting.count > 0 else { return }
        let decision = ShowPacing.decide(waiting: facts.waiting, shown: facts.shown, limits: pacing.limits, now: now)
        for (ref, reason) in decision.wait.sorted(by: { $0.key < $1.key }) {
            try store.deferScreenRows(of: ref, screen: screen, until: ShowPacing.due(after: reason, now: now, zone: pacing.zone))
        }
        if !decision.wait.isEmpty { for channel in screen { channels[channel]?.rowsWait() } }
    }

    /// Records one outcome: what was shown (before the row is marked sent, so a failure to
    /// mark it still lets the next attempt replace the notification), sent, failed or
    /// waiting for a retry.
    private func record(_ outcome: DeliveryOutcome, for item: OutboxItem) throws -> Dispatched {
        switch outcome {
        case .sent(let via, let shown):
            observe(.sent, item)
            var via = via
            if let shown {
                do {
                    try store.recordShown(shown)
                } catch {
                    // Shown all the same; only its answers will not be understood.
                    via += " (not recorded: \(error))"
                }
            }
            let recorded = try store.markSent(item, via: via, claimant: claimant.id, at: now())
            return Dispatched(item: item, outcome: .sent(via: via, shown: shown), recorded: recorded)
        case .handedOff, .notTried:
            // The agent sends it and records it; the row stays pending until it does, and
            // unclaimed, so the agent (which looks again within a second) may take it. (A row
            // not tried is given back before it gets here, by `dispatchDue`.)
            try store.releaseClaim(item, by: claimant.id)
            return Dispatched(item: item, outcome: outcome, recorded: false)
        case .retryLater(let reason):
            try store.markFailed(item, error: reason, claimant: claimant.id, at: now())
            return Dispatched(item: item, outcome: outcome, recorded: true)
        case .retryAfter(let reason, let seconds):
            try store.markFailed(item, error: reason, claimant: claimant.id, at: now(), notBefore: now().adding(seconds: seconds))
            return Dispatched(item: item, outcome: outcome, recorded: true)
        case .failed(let reason):
            try store.markFailed(item, error: reason, permanent: true, claimant: claimant.id, at: now())
            return Dispatched(item: item, outcome: outcome, recorded: true)
        }
    }
}
