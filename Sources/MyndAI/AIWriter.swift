import Foundation
public import MyndCore
public import MyndStore

/// Writes the words of a nudge: Claude's when it can be asked (a text written ahead, or a
/// call that fits the job's budget and the day's tokens), the template's otherwise — with
/// the reason. Every call lands in the ledger. A nudge is never lost for want of Claude.
public struct AIWriter {
    public var config: AIConfig
    /// Why no call can be made at all (no key, AI turned off), or nil.
    public var unavailable: String?
    /// nil when Claude cannot be asked (`unavailable` says why).
    public var claude: (any ClaudeAsking)?
    public var store: GraphStore
    public var prompts: Prompts
    public var now: Timestamp
    public var zone: LocalTime
    public var online: Bool

    public init(
        config: AIConfig, unavailable: String?, claude: (any ClaudeAsking)?, store: GraphStore, prompts: Prompts, now: Timestamp,
        zone: LocalTime, online: Bool
    ) {
        self.config = config
        self.unavailable = unavailable
        self.claude = claude
        self.store = store
        self.prompts = prompts
        self.now = now
        self.zone = zone
        self.online = online
    }

    /// A call needs at least this much of the job's budget left to be worth starting.
    public static let minimumCallSeconds = 3.0

    /// Words for a message, and whose they are.
    public struct Written: Equatable, Sendable {
        public var text: String
        public var source: FollowUp.Source
        public var fallbackReason: String?

        public static func fallback(_ text: String, _ reason: String) -> Written {
            Written(text: text, source: .fallback, fallbackReason: reason)
        }
    }

    /// The follow-up for a goal gone quiet; `fallback` is the template's text.
    public func followUp(for context: GoalContext, fallback: String, secondsLeft: Double) throws -> Written {
        let goal = context.goal
        let ref = goal.id.lowercasedString
        if let text = try writtenAhead(for: goal) { return Written(text: text, source: .claude) }
        let question = followUpQuestion(for: context)
        if let reason = try mayAsk(question, item: BatchItemID(kind: .followup, ref: ref), secondsLeft: secondsLeft) {
            return .fallback(fallback, reason)
        }
        return try ask(question, purpose: .followup, ref: ref, fallback: fallback, secondsLeft: secondsLeft)
    }

    /// The morning insight for `date`; `fallback` is the template's text.
    public func insight(date: String, facts: GraphStore.DigestFacts, fallback: String, secondsLeft: Double) throws -> Written {
        if let text = try writtenAhead(insight: date) { return Written(text: text, source: .claude) }
        let question = insightQuestion(date: date, facts: facts)
        if let reason = try mayAsk(question, item: BatchItemID(kind: .insight, ref: date), secondsLeft: secondsLeft) {
            return .fallback(fallback, reason)
        }
        return try ask(question, purpose: .insight, ref: date, fallback: fallback, secondsLeft: secondsLeft)
    }

    /// What a run would use, without asking anyone (`--dry-run`).
    public func preview(for goal: Node, fallback: String) throws -> Written {
        if let text = try writtenAhead(for: goal) { return Written(text: text, source: .claude) }
        return .fallback(fallback, try blocked(secondsLeft: .infinity) ?? "Claude will be asked when the job runs")
    }

    public func previewInsight(date: String, fallback: String) throws -> Written {
        if let text = try writtenAhead(insight: date) { return Written(text: text, source: .claude) }
        return .fallback(fallback, try blocked(secondsLeft: .infinity) ?? "Claude will be asked when the job runs")
    }

    /// A follow-up written ahead, while it still fits: written after the goal was last
    /// touched (a touch changes what there is to say), and still passing the output check.
    private func writtenAhead(for goal: Node) throws -> String? {
        guard let prepared = try store.prepared(.followup, ref: goal.id.lowercasedString), prepared.createdAt > goal.lastAccessedAt,
            case .success(let text) = OutputCheck.followUp.check(prepared.text, stopReason: "end_turn", language: prompts.language)
        else { return nil }
        return text
    }

    private func writtenAhead(insight date: String) throws -> String? {
        guard let prepared = try store.prepared(.insight, ref: date),
            case .success(let text) = OutputCheck.insight.check(prepared.text, stopReason: "end_turn", language: prompts.language)
        else { return nil }
        return text
    }

    /// Why no call may be made now, or nil when one may.
    public func blocked(secondsLeft: Double) throws -> String? {
        if let reason = unavailable { return reason }
        guard claude != nil else { return "Claude is not set up" }
        guard online else { return "offline: no network route" }
        let used = try store.tokensUsed(since: FollowUpPlanner.startOfLocalDay(now, zone: zone))
        guard used < config.dailyTokenBudget else {
            return "today's token budget is spent (\(used) of \(config.dailyTokenBudget), ai.daily_token_budget)"
        }
        guard secondsLeft >= Self.minimumCallSeconds else { return "too little of the job's budget left to ask Claude" }
        return nil
    }

    /// One call: the answer checked, the ledger written, Claude's text or the fallback.
    private func ask(
        _ question: Question, purpose: GraphStore.AICall.Purpose, ref: String, fallback: String, secondsLeft: Double
    ) throws -> Written {
        let clock = ContinuousClock()
        let started = clock.now
        var answer = claude!.ask(question, secondsLeft: secondsLeft)
        var (accepted, call) = checked(answer, for: BatchItemID(kind: purpose, ref: ref), model: question.model)
        try store.record([call])
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
            let refusal = try blocked(secondsLeft: left) ?? overBudget(worstCase(again, batch: false), model: again.model)
            if refusal == nil {
                answer = claude!.ask(again, secondsLeft: left)
                (accepted, call) = checked(answer, for: BatchItemID(kind: purpose, ref: ref), model: again.model)
                try store.record([call])
            }
        }
        if let accepted { return Written(text: accepted.text, source: .claude) }
        let reason = answer.failure.map { "Claude failed: \($0)" } ?? "Claude's text was rejected: \(call.detail ?? "")"
        return .fallback(fallback, reason)
    }

    public func ledgerRow(for answer: Answer, purpose: GraphStore.AICall.Purpose, ref: String, model: String) -> GraphStore.AICall {
        var call = GraphStore.AICall(at: now, purpose: purpose, ref: ref, model: model, outcome: .failed)
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
