import MyndCore
public import MyndStore

extension AIConfig {
    /// What the ledger's rows cost at these prices, in US dollars; nil when a row with tokens
    /// is for a model with no price (the cost is unknown then, never taken as $0).
    public func cost(of rows: [GraphStore.UsageTotal]) -> Double? {
        let prices = modelPrices
        var total = 0.0
        for row in rows {
            let usage = TokenUsage(
                input: row.inputTokens, output: row.outputTokens, cacheCreationInput: row.cacheWriteTokens,
                cacheReadInput: row.cacheReadTokens)
            guard usage != .zero else { continue }
            guard let cost = estimatedCost(usage, model: row.model, batch: row.batch, prices: prices) else { return nil }
            total += cost
        }
        return total
    }

    /// The first model in the rows with tokens and no price: why their cost is unknown.
    public func unpricedModel(in rows: [GraphStore.UsageTotal]) -> String? {
        let prices = modelPrices
        return rows.first { row in
            row.inputTokens + row.outputTokens + row.cacheWriteTokens + row.cacheReadTokens > 0
                && ModelPrice.forModel(row.model, in: prices) == nil
        }?.model
    }
}
