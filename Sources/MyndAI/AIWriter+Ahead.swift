import Foundation
package import MyndCore

/// Writing ahead (processing, on AC and network): tomorrow's follow-ups and morning insight,
/// as one Message Batch at half price or call by call, so refresh never waits on the network.
extension AIWriter {
    /// What to write ahead: goals and their prompts, and maybe an insight.
    package struct AheadItem {
        package var id: BatchItemID
        package var question: Question
        /// What a follow-up is held to besides the output check (nil for the insight).
        package var nudge: NudgeCheck?
    }

    /// Asks for the texts not yet written or waiting in a batch. Returns what it did, as
    /// lines for the run's reasons.
    package func prepareAhead(goals: [GoalContext], insight: (date: String, facts: DigestFacts)?, secondsForACall: () -> Double)
        throws -> [String]
    {
        let waiting = try ledger.preparedOrPending(.followup)
        var items = goals.filter { !waiting.contains($0.goal.id.lowercasedString) }.map { context in
            AheadItem(
                id: BatchItemID(kind: .followup, ref: context.goal.id.lowercasedString),
                question: followUpQuestion(for: context), nudge: nudgeCheck(for: context))
        }
        if let insight, try !ledger.preparedOrPending(.insight).contains(insight.date) {
            items.append(
                AheadItem(
                    id: BatchItemID(kind: .insight, ref: insight.date),
                    question: insightQuestion(date: insight.date, facts: insight.facts)))
        }
        guard !items.isEmpty else { return ["nothing new to write ahead"] }
        if let reason = try blocked(secondsLeft: secondsForACall()) {
            return ["not written ahead (\(items.count) texts): \(reason)"]
        }
        // Several questions within the cache's five minutes: the system prompt is written to
        // the cache once and read by the others.
        for index in items.indices { items[index].question.cached = items.count > 1 }
        return try config.batch
            ? sendBatch(items, secondsForACall: secondsForACall) : writeOneByOne(items, secondsForACall: secondsForACall)
    }

    /// One batch with as many items as fit the budget (the rest wait for a later run), their
    /// worst case held before it is sent and kept by the batch until its results land.
    private func sendBatch(_ items: [AheadItem], secondsForACall: () -> Double) throws -> [String] {
        var fitted: [AheadItem] = []
        var reserve = SpendingCap.WorstCase(tokens: 0, usd: 0)
        var firstRefusal: String?
        let seconds = secondsForACall()
        let outcome = try holdRoom(lasting: seconds) { spent in
            (fitted, reserve, firstRefusal) = ([], SpendingCap.WorstCase(tokens: 0, usd: 0), nil)
            for item in items {
                let next = reserve + worstCase(item.question, batch: true)
                if let reason = refusal(next, model: item.question.model, spent: spent) {
                    firstRefusal = firstRefusal ?? reason
                    continue
                }
                fitted.append(item)
                reserve = next
            }
            return fitted.isEmpty ? .refuse(firstRefusal ?? "") : .hold(reserve)
        }
        guard case .held(let hold) = outcome else {
            return ["not written ahead (\(items.count) texts): \(firstRefusal ?? "")"]
        }
        let left = items.count - fitted.count
        switch claude!.submitBatch(fitted.map { ($0.id.description, $0.question) }, secondsLeft: seconds) {
        case .success(let batch):
            try ledger.recordBatch(
                id: batch.id, customIds: fitted.map(\.id.description), reservedTokens: reserve.tokens, reservedUSD: reserve.usd ?? 0,
                request: batch.requestBody, at: now, releasing: hold)
            return ["sent batch \(batch.id) with \(fitted.count) requests"]
                + (left > 0 ? ["\(left) left for later: \(firstRefusal ?? "")"] : [])
        case .failure(let failure):
            // A batch that may have been created all the same keeps its worst case as spent.
            try failure.mayHaveBeenSent ? ledger.keep(hold) : ledger.release(hold)
            return ["batch not sent: \(failure.message)"]
        }
    }

    /// Call by call, each holding its own room first.
    private func writeOneByOne(_ items: [AheadItem], secondsForACall: () -> Double) throws -> [String] {
        var written = 0
        for item in items {
            let seconds = secondsForACall()
            if let reason = try blocked(secondsLeft: seconds) {
                return ["wrote \(written) of \(items.count) texts ahead; stopped: \(reason)"]
            }
            let hold: Int64
            switch try holdRoom(for: item.question, lasting: seconds) {
            case .refused(let reason): return ["wrote \(written) of \(items.count) texts ahead; stopped: \(reason)"]
            case .held(let id): hold = id
            }
            let (answer, release, keep) = askHolding(item.question, hold: hold, secondsLeft: seconds)
            let (text, call) = checked(answer, for: item.id, model: item.question.model, nudge: item.nudge)
            try ledger.record([call], texts: text.map { [$0] } ?? [], releasing: release, keeping: keep)
            if text != nil { written += 1 }
        }
        return ["wrote \(written) of \(items.count) texts ahead"]
    }

    /// Looks at each batch in flight once, never waiting for one: an ended batch's texts are
    /// stored and its items recorded in the ledger; one still running is left for later.
    package func collectBatches(secondsForACall: () -> Double) throws -> [String] {
        var lines: [String] = []
        for batch in try ledger.openBatches() {
            guard secondsForACall() >= Self.minimumCallSeconds, online else { break }
            switch claude?.batchState(batch.id, secondsLeft: secondsForACall()) {
            case nil:
                return lines
            case .success(.inProgress):
                try ledger.markBatchChecked(batch.id, at: now)
                lines.append("batch \(batch.id) still in progress")
            case .success(.ended(let url)):
                switch claude!.batchResults(url, secondsLeft: secondsForACall()) {
                case .success(let results):
                    try collect(batch, results)
                    lines.append("collected batch \(batch.id): \(results.count) results")
                case .failure(let failure):
                    lines.append("batch \(batch.id) results not read: \(failure.message)")
                }
            case .failure(let failure) where failure.isPermanent:
                try ledger.finishBatch(batch.id, failed: failure.message, texts: [], calls: [], at: now)
                lines.append("batch \(batch.id) given up: \(failure.message)")
            case .failure(let failure):
                lines.append("batch \(batch.id) not checked: \(failure.message)")
            }
        }
        return lines
    }

    private func collect(_ batch: BatchRecord, _ results: [BatchItemResult]) throws {
        var texts: [PreparedText] = []
        var calls: [AICall] = []
        for result in results {
            guard let id = BatchItemID(result.customId), batch.customIds.contains(result.customId) else { continue }
            var call: AICall
            switch result.outcome {
            case .succeeded(let text, let stopReason, let answeredModel, let usage):
                let (prepared, row) = checked(ClaudeReply(text: text, stopReason: stopReason, usage: usage), for: id, model: answeredModel)
                call = row
                // Written from the graph as it was when the batch was sent.
                if var prepared {
                    prepared.createdAt = batch.createdAt
                    texts.append(prepared)
                }
            case .errored(let message): call = failed(id, "errored: \(message)")
            case .expired: call = failed(id, "expired: not processed within 24 hours")
            case .canceled: call = failed(id, "canceled")
            }
            call.batchId = batch.id
            // Dated the day the batch was sent: that day's budget reserved room for it.
            call.at = batch.createdAt
            calls.append(call)
        }
        try ledger.finishBatch(batch.id, failed: nil, texts: texts, calls: calls, at: now)
    }

    /// The ledger row of a batch item that brought no answer (its model is the one asked for).
    private func failed(_ id: BatchItemID, _ detail: String) -> AICall {
        let model = id.kind == .followup ? config.followUpModel : config.digestModel
        var call = AICall(at: now, purpose: id.kind, ref: id.ref, model: model, outcome: .failed)
        call.detail = detail
        return call
    }

    /// An answer checked for its kind, as a text to keep (or none) and its ledger row. A
    /// follow-up with a `nudge` check must also pass it; one collected from a batch is held to
    /// it when it is used.
    package func checked(_ answer: ClaudeReply, for id: BatchItemID, model: String, nudge: NudgeCheck? = nil) -> (PreparedText?, AICall) {
        var call = ledgerRow(for: answer, purpose: id.kind, ref: id.ref, model: model)
        guard answer.failure == nil else { return (nil, call) }
        var result = (id.kind == .followup ? OutputCheck.followUp : OutputCheck.insight).check(
            answer.text ?? "", stopReason: answer.stopReason, language: prompts.language)
        if case .success(let text) = result, let rejection = nudge?.rejection(of: text) { result = .failure(rejection) }
        switch result {
        case .success(let text):
            call.outcome = .ok
            return (PreparedText(kind: id.kind, ref: id.ref, text: text, model: model, createdAt: now), call)
        case .failure(let rejection):
            call.outcome = .rejected
            call.detail = "\(rejection.code): \(rejection)"
            return (nil, call)
        }
    }
}
