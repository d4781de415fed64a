package import MyndCore

/// The hard budget, one wall for every job: a call or a batch is made only when its worst case
/// fits what is left of today's tokens and this month's dollars, counting what other calls and
/// batches in flight hold — and that worst case is held in the ledger in the same transaction
/// as the check, before the request, until the real usage replaces it.
extension AIWriter {
    /// Batch items not yet answered hold their goal for this long: no synchronous call is made
    /// for it meanwhile (it would be paid twice); the fallback text goes out instead.
    package static let batchPatience = 6.0 * 3600

    /// A hold outlives its call's time by this much (the record after the answer), then is
    /// given back whatever became of its process.
    package static let holdMargin = 30.0

    package var spendingCap: SpendingCap {
        SpendingCap(dailyTokens: config.dailyTokenBudget, monthlyUSD: config.monthlyBudgetUSD)
    }

    /// The tokens of the system prompt the API adds for tool use ("Tool use" pricing: 313 to
    /// 346 on the models that list it), with room to spare.
    package static let toolUseSystemTokens = 400

    /// The most asking `question` can cost: its prompt's estimated tokens (with its tool's
    /// definition, which is billed as input) plus `max_tokens`.
    package func worstCase(_ question: Question, batch: Bool) -> SpendingCap.WorstCase {
        let tool = question.tool.map { tool in
            let definition = MessageRequest.Tool(
                name: tool.name, description: tool.description, strict: true, inputSchema: tool.inputSchema)
            return TokenEstimate.upperBound(MessagesAPI.json(definition) ?? "") + Self.toolUseSystemTokens
        }
        let prompt = TokenEstimate.prompt(system: question.system, user: question.prompt) + (tool ?? 0)
        let price = ModelPrice.forModel(question.model, in: config.modelPrices)
        return SpendingCap.WorstCase(
            tokens: prompt + question.maxTokens,
            usd: price?.worstCase(inputTokens: prompt, outputTokens: question.maxTokens, batch: batch))
    }

    /// Why a call (or batch) with this worst case does not fit what `spent` leaves, or nil.
    package func refusal(_ call: SpendingCap.WorstCase, model: String, spent: BudgetSpent) -> String? {
        let month: Result<Double, SpendingCap.Refusal>
        if let unpriced = config.unpricedModel(in: spent.month) {
            month = .failure(.unpriced(model: unpriced))
        } else {
            month = .success((config.cost(of: spent.month) ?? 0) + spent.heldUSD)
        }
        return spendingCap.check(usedToday: spent.tokensToday, spentThisMonth: month, call: call, model: model)?.description
    }

    /// Holds room for one synchronous call of `question`, which may take `seconds`; or why not.
    func holdRoom(for question: Question, lasting seconds: Double) throws -> HoldOutcome {
        let worst = worstCase(question, batch: false)
        return try holdRoom(lasting: seconds) { spent in
            refusal(worst, model: question.model, spent: spent).map(HoldDecision.refuse) ?? .hold(worst)
        }
    }

    /// Asks `question` with room held for every request that goes out: `hold` covers the first,
    /// and a resend after an attempt that may have reached the API holds room of its own first,
    /// or is not made. Returns the answer and how to settle the holds when it is recorded: one
    /// kept as spent for each request that may have been billed with no usage seen (a time-out,
    /// a broken conversation, an unreadable 2xx), the rest given back.
    func askHolding(_ question: Question, hold: Int64, secondsLeft: Double) -> (answer: ClaudeReply, release: [Int64], keep: [Int64]) {
        var holds = [hold]
        let answer = claude!.ask(question, secondsLeft: secondsLeft) {
            guard case .held(let more)? = try? holdRoom(for: question, lasting: secondsLeft) else { return false }
            holds.append(more)
            return true
        }
        let kept = min(answer.unknownCost, holds.count)
        return (answer, Array(holds.dropFirst(kept)), Array(holds.prefix(kept)))
    }

    /// Holds what `decide` says, given what is spent and held now, in one write transaction.
    func holdRoom(lasting seconds: Double, _ decide: (BudgetSpent) -> HoldDecision) throws -> HoldOutcome {
        let wall = zone.wall(at: now)
        let realNow = holder.clock()
        let life = seconds.isFinite ? max(0, seconds) + Self.holdMargin : 24 * 3600
        let terms = BudgetHold(
            at: now, dayStart: FollowUpPlanner.startOfLocalDay(now, zone: zone),
            monthStart: zone.instant(year: wall.year, month: wall.month, day: 1, hour: 0, minute: 0), holder: holder.id,
            until: realNow.adding(seconds: Int64(life.rounded(.up))), realNow: realNow, mayBeRunning: holder.mayBeRunning)
        return try ledger.hold(terms, deciding: decide)
    }

    /// Why no synchronous call may be made for `item` now: the general reasons, or its batch
    /// item still pending (younger than `batchPatience`). nil when one may (the budget is
    /// checked when the call holds its room).
    func mayAsk(item: BatchItemID, secondsLeft: Double) throws -> String? {
        if let reason = try blocked(secondsLeft: secondsLeft) { return reason }
        if let sent = try ledger.pendingSince(item), now.seconds(since: sent) < Self.batchPatience {
            return "Claude's text is on its way in a batch sent \(Int(now.seconds(since: sent) / 60)) min ago: not paying for it twice"
        }
        return nil
    }
}
