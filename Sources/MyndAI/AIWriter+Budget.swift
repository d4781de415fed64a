public import MyndCore
import MyndStore

/// The hard budget: a call or a batch is made only when its worst case fits what is left of
/// today's tokens and this month's dollars, counting what batches in flight hold in reserve.
extension AIWriter {
    /// Batch items not yet answered hold their goal for this long: no synchronous call is made
    /// for it meanwhile (it would be paid twice); the fallback text goes out instead.
    public static let batchPatience = 6.0 * 3600

    public var spendingCap: SpendingCap {
        SpendingCap(dailyTokens: config.dailyTokenBudget, monthlyUSD: config.monthlyBudgetUSD)
    }

    /// The most asking `question` can cost: its prompt's estimated tokens plus `max_tokens`.
    public func worstCase(_ question: Question, batch: Bool) -> SpendingCap.WorstCase {
        let prompt = TokenEstimate.prompt(system: question.system, user: question.prompt)
        let price = ModelPrice.forModel(question.model, in: config.modelPrices)
        return SpendingCap.WorstCase(
            tokens: prompt + question.maxTokens,
            usd: price?.worstCase(inputTokens: prompt, outputTokens: question.maxTokens, batch: batch))
    }

    /// Why a call (or batch) with this worst case may not be made now, or nil when it fits.
    public func overBudget(_ call: SpendingCap.WorstCase, model: String) throws -> String? {
        let dayStart = FollowUpPlanner.startOfLocalDay(now, zone: zone)
        let wall = zone.wall(at: now)
        let monthStart = zone.instant(year: wall.year, month: wall.month, day: 1, hour: 0, minute: 0)
        let usedToday = try store.tokensUsed(since: dayStart) + store.reserved(since: dayStart).tokens
        let monthRows = try store.usage(since: monthStart)
        let spent: Result<Double, SpendingCap.Refusal>
        if let model = config.unpricedModel(in: monthRows) {
            spent = .failure(.unpriced(model: model))
        } else {
            spent = .success((config.cost(of: monthRows) ?? 0) + (try store.reserved(since: monthStart).usd))
        }
        return spendingCap.check(usedToday: usedToday, spentThisMonth: spent, call: call, model: model)?.description
    }

    /// Why `question` may not be asked synchronously now: the general reasons, the budget,
    /// or its batch item still pending (younger than `batchPatience`). nil when it may.
    func mayAsk(_ question: Question, item: BatchItemID, secondsLeft: Double) throws -> String? {
        if let reason = try blocked(secondsLeft: secondsLeft) { return reason }
        if let sent = try store.pendingSince(item), now.seconds(since: sent) < Self.batchPatience {
            return "Claude's text is on its way in a batch sent \(Int(now.seconds(since: sent) / 60)) min ago: not paying for it twice"
        }
        return try overBudget(worstCase(question, batch: false), model: question.model)
    }
}
