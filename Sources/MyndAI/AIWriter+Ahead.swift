import Foundation
import MyndCore
public import MyndStore

/// Writing ahead (processing, on AC and network): tomorrow's follow-ups and morning insight,
/// as one Message Batch at half price or call by call, so refresh never waits on the network.
extension AIWriter {
    /// What to write ahead: goals and their prompts, and maybe an insight.
    public struct AheadItem {
        public var id: BatchItemID
        public var question: Question
    }

    /// Asks for the texts not yet written or waiting in a batch. Returns what it did, as
    /// lines for the run's reasons.
    public func prepareAhead(goals: [GoalContext], insight: (date: String, facts: GraphStore.DigestFacts)?, secondsForACall: () -> Double)
        throws -> [String]
    {
        let waiting = try store.preparedOrPending(.followup)
        var items = goals.filter { !waiting.contains($0.goal.id.lowercasedString) }.map { context in
            AheadItem(
                id: BatchItemID(kind: .followup, ref: context.goal.id.lowercasedString),
                question: followUpQuestion(for: context))
        }
        if let insight, try !store.preparedOrPending(.insight).contains(insight.date) {
            items.append(
                AheadItem(
                    id: BatchItemID(kind: .insight, ref: insight.date),
                    question: insightQuestion(date: insight.date, facts: insight.facts)))
        }
        guard !items.isEmpty else { return ["nothing new to write ahead"] }
        if let reason = try blocked(secondsLeft: secondsForACall()) {
            return ["not written ahead (\(items.count) texts): \(reason)"]
        }
        if config.batch {
            // The batch as a whole must fit: as many items as fit are sent, the rest wait.
            var fitted: [AheadItem] = []
            var reserve = SpendingCap.WorstCase(tokens: 0, usd: 0)
            var firstRefusal: String?
            for item in items {
                let next = reserve + worstCase(item.question, batch: true)
                if let reason = try overBudget(next, model: item.question.model) {
                    firstRefusal = firstRefusal ?? reason
                    continue
                }
                fitted.append(item)
                reserve = next
            }
            guard !fitted.isEmpty else { return ["not written ahead (\(items.count) texts): \(firstRefusal ?? "")"] }
            let left = items.count - fitted.count
            let body = MessagesAPI.json(
                BatchCreateRequest(requests: fitted.map { .init(customID: $0.id.description, params: MessagesAPI.request($0.question)) }))
            switch claude!.submitBatch(fitted.map { ($0.id.description, $0.question) }, secondsLeft: secondsForACall()) {
            case .success(let id):
                try store.recordBatch(
                    id: id, customIds: fitted.map(\.id.description), reservedTokens: reserve.tokens, reservedUSD: reserve.usd ?? 0,
                    request: body, at: now)
                return ["sent batch \(id) with \(fitted.count) requests"]
                    + (left > 0 ? ["\(left) left for later: \(firstRefusal ?? "")"] : [])
            case .failure(let failure):
                return ["batch not sent: \(failure.message)"]
            }
        }
        var written = 0
        for item in items {
            let refusal = try overBudget(worstCase(item.question, batch: false), model: item.question.model)
            if let reason = try blocked(secondsLeft: secondsForACall()) ?? refusal {
                return ["wrote \(written) of \(items.count) texts ahead; stopped: \(reason)"]
            }
            let answer = claude!.ask(item.question, secondsLeft: secondsForACall())
            let (text, call) = checked(answer, for: item.id, model: item.question.model)
            try store.storePrepared(text.map { [$0] } ?? [], calls: [call])
            if text != nil { written += 1 }
        }
        return ["wrote \(written) of \(items.count) texts ahead"]
    }

    /// Looks at each batch in flight once, never waiting for one: an ended batch's texts are
    /// stored and its items recorded in the ledger; one still running is left for later.
    public func collectBatches(secondsForACall: () -> Double) throws -> [String] {
        var lines: [String] = []
        for batch in try store.openBatches() {
            guard secondsForACall() >= Self.minimumCallSeconds, online else { break }
            switch claude?.batchState(batch.id, secondsLeft: secondsForACall()) {
            case nil:
                return lines
            case .success(.inProgress):
                try store.markBatchChecked(batch.id, at: now)
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
                try store.finishBatch(batch.id, failed: failure.message, texts: [], calls: [], at: now)
                lines.append("batch \(batch.id) given up: \(failure.message)")
            case .failure(let failure):
                lines.append("batch \(batch.id) not checked: \(failure.message)")
            }
        }
        return lines
    }

    private func collect(_ batch: GraphStore.BatchRecord, _ results: [BatchItemResult]) throws {
        var texts: [GraphStore.PreparedText] = []
        var calls: [GraphStore.AICall] = []
        for result in results {
            guard let id = BatchItemID(result.customId), batch.customIds.contains(result.customId) else { continue }
            var call: GraphStore.AICall
            switch result.outcome {
            case .succeeded(let text, let stopReason, let answeredModel, let usage):
                let (prepared, row) = checked(Answer(text: text, stopReason: stopReason, usage: usage), for: id, model: answeredModel)
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
        try store.finishBatch(batch.id, texts: texts, calls: calls, at: now)
    }

    /// The ledger row of a batch item that brought no answer (its model is the one asked for).
    private func failed(_ id: BatchItemID, _ detail: String) -> GraphStore.AICall {
        let model = id.kind == .followup ? config.followUpModel : config.digestModel
        var call = GraphStore.AICall(at: now, purpose: id.kind, ref: id.ref, model: model, outcome: .failed)
        call.detail = detail
        return call
    }

    /// An answer checked for its kind, as a text to keep (or none) and its ledger row.
    public func checked(_ answer: Answer, for id: BatchItemID, model: String) -> (GraphStore.PreparedText?, GraphStore.AICall) {
        var call = ledgerRow(for: answer, purpose: id.kind, ref: id.ref, model: model)
        guard answer.failure == nil else { return (nil, call) }
        let check = id.kind == .followup ? OutputCheck.followUp : OutputCheck.insight
        switch check.check(answer.text ?? "", stopReason: answer.stopReason, language: prompts.language) {
        case .success(let text):
            call.outcome = .ok
            return (GraphStore.PreparedText(kind: id.kind, ref: id.ref, text: text, model: model, createdAt: now), call)
        case .failure(let rejection):
            call.outcome = .rejected
            call.detail = "\(rejection.code): \(rejection)"
            return (nil, call)
        }
    }
}
