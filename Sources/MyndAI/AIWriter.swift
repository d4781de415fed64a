import Foundation
package import MyndCore

/// Writes the words of a nudge: Claude's when it can be asked (a text written ahead, or a
/// call that fits the job's budget and the day's tokens), the template's otherwise — with
/// the reason. Every call lands in the ledger. A nudge is never lost for want of Claude.
///
/// It takes values — a goal's context, the digest's facts — and a ledger (`AILedger`); it
/// never reads the graph: whoever calls it reads what it needs.
package struct AIWriter {
    package var config: AIConfig
    /// Why no call can be made at all (no key, AI turned off), or nil.
    package var unavailable: String?
    /// nil when Claude cannot be asked (`unavailable` says why).
    package var claude: (any ClaudeAsking)?
    package var ledger: any AILedger
    package var prompts: Prompts
    package var now: Timestamp
    package var zone: LocalTime
    package var online: Bool
    /// Who holds room in the budget for the calls: this process.
    package var holder: BudgetHolder

    package init(
        config: AIConfig, unavailable: String?, claude: (any ClaudeAsking)?, ledger: any AILedger, prompts: Prompts, now: Timestamp,
        zone: LocalTime, online: Bool, holder: BudgetHolder = .thisProcess()
    ) {
        self.config = config
        self.unavailable = unavailable
        self.claude = claude
        self.ledger = ledger
        self.prompts = prompts
        self.now = now
        self.zone = zone
        self.online = online
        self.holder = holder
    }

    /// A call needs at least this much of the job's budget left to be worth starting.
    package static let minimumCallSeconds = 3.0

    /// Words for a message, and whose they are.
    package struct Written: Equatable, Sendable {
        package var text: String
        package var source: FollowUp.Source
        package var fallbackReason: String?

        package static func fallback(_ text: String, _ reason: String) -> Written {
            Written(text: text, source: .fallback, fallbackReason: reason)
        }
    }

    /// The follow-up for a goal gone quiet; `fallback` is the template's text.
    package func followUp(for context: GoalContext, fallback: String, secondsLeft: Double) throws -> Written {
        let ref = context.goal.id.lowercasedString
        if let text = try writtenAhead(for: context) { return Written(text: text, source: .claude) }
        if let reason = try mayAsk(item: BatchItemID(kind: .followup, ref: ref), secondsLeft: secondsLeft) {
            return .fallback(fallback, reason)
        }
        // Built only when it will be asked: a run without a key writes no prompt.
        let question = followUpQuestion(for: context)
        return try ask(
            question, purpose: .followup, ref: ref, nudge: nudgeCheck(for: context), fallback: fallback, secondsLeft: secondsLeft)
    }

    /// The morning insight for `date`; `fallback` is the template's text.
    package func insight(date: String, facts: DigestFacts, fallback: String, secondsLeft: Double) throws -> Written {
        if let text = try writtenAhead(insight: date) { return Written(text: text, source: .claude) }
        if let reason = try mayAsk(item: BatchItemID(kind: .insight, ref: date), secondsLeft: secondsLeft) {
            return .fallback(fallback, reason)
        }
        let question = insightQuestion(date: date, facts: facts)
        return try ask(question, purpose: .insight, ref: date, nudge: nil, fallback: fallback, secondsLeft: secondsLeft)
    }

    /// What a run would use, without asking anyone (`--dry-run`).
    package func preview(for context: GoalContext, fallback: String) throws -> Written {
        if let text = try writtenAhead(for: context) { return Written(text: text, source: .claude) }
        return .fallback(fallback, try blocked(secondsLeft: .infinity) ?? "Claude will be asked when the job runs")
    }

    package func previewInsight(date: String, fallback: String) throws -> Written {
        if let text = try writtenAhead(insight: date) { return Written(text: text, source: .claude) }
        return .fallback(fallback, try blocked(secondsLeft: .infinity) ?? "Claude will be asked when the job runs")
    }

    /// A follow-up written ahead, while it still fits: written after the goal was last
    /// touched (a touch changes what there is to say), still passing the output check, and
    /// still a nudge for the goal as it is now (`NudgeCheck`: not given it this week, either).
    private func writtenAhead(for context: GoalContext) throws -> String? {
        let goal = context.goal
        guard let prepared = try ledger.prepared(.followup, ref: goal.id.lowercasedString), prepared.createdAt > goal.lastAccessedAt,
            case .success(let text) = OutputCheck.followUp.check(prepared.text, stopReason: "end_turn", language: prompts.language),
            nudgeCheck(for: context).rejection(of: text) == nil
        else { return nil }
        return text
    }

    /// What a follow-up for the goal is held to: its parts as Claude saw them, and the texts it
    /// was given this week.
    package func nudgeCheck(for context: GoalContext) -> NudgeCheck {
        NudgeCheck(subjects: prompts.subject(of: context), recent: NudgeCheck.recent(context.history, now: now))
    }

    private func writtenAhead(insight date: String) throws -> String? {
        guard let prepared = try ledger.prepared(.insight, ref: date),
            case .success(let text) = OutputCheck.insight.check(prepared.text, stopReason: "end_turn", language: prompts.language)
        else { return nil }
        return text
    }

    /// Why no call may be made now, or nil when one may.
    package func blocked(secondsLeft: Double) throws -> String? {
        if let reason = unavailable { return reason }
        guard claude != nil else { return "Claude is not set up" }
        guard online else { return "offline: no network route" }
        let used = try ledger.tokensUsed(since: FollowUpPlanner.startOfLocalDay(now, zone: zone))
        guard used < config.dailyTokenBudget else {
            return "today's token budget is spent (\(used) of \(config.dailyTokenBudget), ai.daily_token_budget)"
        }
        guard secondsLeft >= Self.minimumCallSeconds else { return "too little of the job's budget left to ask Claude" }
        return nil
    }

    /// One call: room held for its worst case, the answer checked, the ledger written (the hold
    /// replaced by the real usage), Claude's text or the fallback. `nudge`: what a follow-up is
    /// held to besides (`NudgeCheck`).
    private func ask(
        _ question: Question, purpose: AICall.Purpose, ref: String, nudge: NudgeCheck?, fallback: String, secondsLeft: Double
    ) throws -> Written {
        let clock = ContinuousClock()
        let started = clock.now
        let item = BatchItemID(kind: purpose, ref: ref)
        let hold: Int64
        switch try holdRoom(for: question, lasting: secondsLeft) {
        case .refused(let reason): return .fallback(fallback, reason)
        case .held(let id): hold = id
        }
        var (answer, release, keep) = askHolding(question, hold: hold, secondsLeft: secondsLeft)
        var (accepted, call) = checked(answer, for: item, model: question.model, nudge: nudge)
        try ledger.record([call], texts: [], releasing: release, keeping: keep)
        // A text too long is asked for once more, shorter, if the budget and the time allow.
        // A text cut at max_tokens was too long as well.
        if accepted == nil, call.detail?.hasPrefix("too_long") == true || answer.stopReason == "max_tokens" {
            let limit = purpose == .followup ? OutputCheck.followUp.limit : OutputCheck.insight.limit
            let elapsed = started.duration(to: clock.now).components
            let left = secondsLeft - Double(elapsed.seconds) - Double(elapsed.attoseconds) * 1e-18
            var again = question
            again.prompt +=
                "\n\nYour answer was \(answer.text.map { OutputMending.mend($0).count } ?? 0) characters; "
                + "the limit is \(limit). Write it again in at most \(limit) characters, one sentence."
            if try blocked(secondsLeft: left) == nil, case .held(let hold) = try holdRoom(for: again, lasting: left) {
                (answer, release, keep) = askHolding(again, hold: hold, secondsLeft: left)
                (accepted, call) = checked(answer, for: item, model: again.model, nudge: nudge)
                try ledger.record([call], texts: [], releasing: release, keeping: keep)
            }
        }
        if let accepted { return Written(text: accepted.text, source: .claude) }
        let reason = answer.failure.map { "Claude failed: \($0)" } ?? "Claude's text was rejected: \(call.detail ?? "")"
        return .fallback(fallback, reason)
    }

    package func ledgerRow(for answer: ClaudeReply, purpose: AICall.Purpose, ref: String, model: String) -> AICall {
        var call = AICall(at: now, purpose: purpose, ref: ref, model: model, outcome: .failed)
        call.inputTokens = answer.usage.input
        call.outputTokens = answer.usage.output
        call.cacheWriteTokens = answer.usage.cacheCreationInput
        call.cacheReadTokens = answer.usage.cacheReadInput
        call.requestId = answer.requestId
        call.attempts = answer.attempts
        call.detail = answer.failure
        call.request = answer.requestBody
        return call
    }
}
