/// A call's claim on the budget before it is made: its worst case is held in the ledger, in the
/// same write transaction as the check, until its real usage replaces it. So two jobs asking at
/// once cannot both spend the last room: the second sees the first's hold.
///
/// A hold outlives nothing: it ends when its process is seen to have died (kill -9 between
/// the hold and the record) or, whatever its process, at `until` — the longest the call can
/// take — so a crash never eats the budget for good.
package struct BudgetHold: Sendable {
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

    /// Whether a hold found in the ledger is over at `realNow`: its time has passed, or it is
    /// another process's and that process is gone.
    package func isOver(holder other: String, until end: Timestamp) -> Bool {
        end <= realNow || (other != holder && !mayBeRunning(other))
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
