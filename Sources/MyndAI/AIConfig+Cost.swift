package import MyndCore

extension AIConfig {
    /// What the ledger's rows cost at these prices, in US dollars; nil when a row with tokens
    /// is for a model with no price (the cost is unknown then, never taken as $0).
    package func cost(of rows: [UsageTotal]) -> Double? {
        let prices = modelPrices
        var total = 0.0
        for row in rows where row.usage != .zero {
            guard let cost = estimatedCost(row.usage, model: row.model, batch: row.batch, prices: prices) else { return nil }
            total += cost
        }
        return total
    }

    /// The first model in the rows with tokens and no price: why their cost is unknown.
    package func unpricedModel(in rows: [UsageTotal]) -> String? {
        let prices = modelPrices
        return rows.first { $0.usage != .zero && ModelPrice.forModel($0.model, in: prices) == nil }?.model
    }
}
