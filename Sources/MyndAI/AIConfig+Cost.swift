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
}
