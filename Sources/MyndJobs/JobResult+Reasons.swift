import MyndCore

/// A run's decision and notes in words: the one renderer of what a job decided, for `run`,
/// `run --json`, the journal and the run's record (`status`).
extension JobResult {
    /// The line that says why the run did what it did (an expiry first): what the run's
    /// record keeps and `run` prints.
    package var summary: String? {
        if case .expired(let reason)? = notes.first(where: { if case .expired = $0 { true } else { false } }) { return reason }
        return decisionLines(heldBack: false).first ?? notes.first.map(line)
    }

    /// Every reason, one line each: an expiry, the decision (for refresh, a line for every
    /// goal held back), then what the run met on its way.
    package var reasons: [String] {
        var lines = notes.compactMap { if case .expired(let reason) = $0 { reason } else { nil } }
        lines += decisionLines(heldBack: true)
        lines += notes.filter { if case .expired = $0 { false } else { true } }.map(line)
        return lines
    }

    /// The mail (and other rows) left for the next run, one line per channel.
    package var waitingLines: [String] {
        notes.filter { if case .deliveryWaiting = $0 { true } else { false } }.map(line)
    }

    private func decisionLines(heldBack: Bool) -> [String] {
        switch decision {
        case .none: return []
        case .notDue(let until): return ["not due until \(zone.describe(until))"]
        case .deferred(let reason), .skipped(let reason): return [reason]
        case .followUps(let plan):
            return heldBack ? plan.reasons : [plan.summary]
        case .digest(let date, let state):
            let what =
                switch state {
                case .news: ""
                case .nothingNew: " (nothing new)"
                case .empty: " (getting started)"
                }
            return ["digest for \(date)\(what)"]
        case .digestAlreadySent(let date): return ["today's digest (\(date)) was already made"]
        case .nothingToSay:
            return ["nothing to keep an eye on: the getting-started digest went out already (add a goal or a person)"]
        case .prepared(let goals, let date):
            // A run that wrote ahead says what it asked and got (`ai`); a dry run what it would.
            guard outcome == .dryRun else { return ai }
            return ["requirements met: would write ahead \(goals) follow-ups and the insight for \(date ?? "-")"]
        }
    }

    private func line(_ note: JobNote) -> String {
        switch note {
        case .expired(let reason): reason
        case .inboxStopped(let reason): "inbox: \(reason)"
        case .deliveryWaits(let until): "quiet hours: delivery waits until \(zone.describe(until))"
        case .deliveryRetried(let channel, let reason): "\(channel.rawValue) delivery will be retried: \(reason)"
        case .deliveryFailed(let channel, let reason): "\(channel.rawValue) delivery failed: \(reason)"
        case .deliveryWaiting(let channel, let count): "\(channel.rawValue): \(count) waiting for the next run"
        case .aiBlocked(let reason): "but: \(reason)"
        case .clockWasAhead(let records):
            "\(records) records were dated after the clock (it had been ahead): they count from now"
        }
    }
}
