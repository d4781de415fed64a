/// A call's claim on the budget before it is made: its worst case is held in the ledger, in the
/// same write transaction as the check, until its real usage replaces it. So two jobs asking at
/// once cannot both spend the last room: the second sees the first's hold.
///
/// The reservation is the wall: a hold is given back only by its own process, for a request
/// it knows was never sent or whose usage it records. A call that timed out or broke off may
/// have been carried out and billed with no usage seen, and so may the call of a process that
/// died (kill -9 after its request went out) or outlived `until` — the longest the call can
/// take: each such hold is *kept*, its worst case counted as spent against its day's tokens and
/// its month's dollars, and dropped only once its month is over.
package struct BudgetHold: Sendable {
    /// The holder of a kept hold: no process will record against it.
    package static let kept = ""

    /// The job's time: the local day and month the hold counts against.
    package var at: Timestamp
    package var dayStart: Timestamp
    package var monthStart: Timestamp
    /// Who holds it (a process identity).
    package var holder: String
    /// Real time: the hold is over then, whatever its process.
    package var until: Timestamp
    /// Real time now (a job may run at a simulated time; a hold's life may not).
    package var realNow: Timestamp
    /// Whether the process named by another hold may still be running; false only when it is
    /// sure it is not.
    package var mayBeRunning: @Sendable (String) -> Bool

    package init(
        at: Timestamp, dayStart: Timestamp, monthStart: Timestamp, holder: String, until: Timestamp, realNow: Timestamp,
        mayBeRunning: @escaping @Sendable (String) -> Bool
    ) {
        self.at = at
        self.dayStart = dayStart
        self.monthStart = monthStart
        self.holder = holder
        self.until = until
        self.realNow = realNow
        self.mayBeRunning = mayBeRunning
    }

    /// Whether a hold found in the ledger will never be recorded against, at `realNow`: its
    /// time has passed, or it is another process's and that process is gone. Its request may
    /// have gone out, so it is kept, not given back.
    package func isAbandoned(holder other: String, until end: Timestamp) -> Bool {
        other != Self.kept && (end <= realNow || (other != holder && !mayBeRunning(other)))
    }
}

/// What the budget has spent and holds, as one write transaction sees it.
package struct BudgetSpent: Equatable, Sendable {
    /// Tokens recorded since the start of the local day, plus those held by calls and batches
    /// in flight that count against it.
    package var tokensToday: Int
    /// This month's ledger, by model and kind of call.
    package var month: [UsageTotal]
    /// US dollars held this month by calls and batches in flight.
    package var heldUSD: Double

    package init(tokensToday: Int, month: [UsageTotal], heldUSD: Double) {
        self.tokensToday = tokensToday
        self.month = month
        self.heldUSD = heldUSD
    }
}

/// What to hold, given what is spent: a worst case, or why nothing may be.
package enum HoldDecision: Equatable, Sendable {
    case hold(SpendingCap.WorstCase)
    case refuse(String)
}

/// A hold made (its id, to release or record against), or why not.
package enum HoldOutcome: Equatable, Sendable {
    case held(Int64)
    case refused(String)
}
