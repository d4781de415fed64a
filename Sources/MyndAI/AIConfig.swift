package import MyndCore

/// The `[ai]` settings: where Claude is, which models write what, and what it may cost.
package struct AIConfig: Sendable {
    /// Small and fast for the ≤100-character follow-ups, which are many.
    package static let defaultFollowUpModel = "claude-haiku-5-5"
    /// One line a day needs no bigger model; `model_digest` may name another.
    package static let defaultDigestModel = "claude-haiku-5-5"
    package static let defaultBaseURL = "https://api.anthropic.com"

    /// nil: `ANTHROPIC_BASE_URL`, then the default.
    package var baseURL: String?
    package var keyFile: String?
    package var followUpModel = Self.defaultFollowUpModel
    package var digestModel = Self.defaultDigestModel
    package var dailyTokenBudget = 20_000
    package var batch = true
    /// USD the calls of one calendar month may cost, at most (`[ai] monthly_budget_usd`): a
    /// hard cap beside the daily tokens. 0 turns Claude off.
    package var monthlyBudgetUSD = 0.50
    /// Prices by model id (each matching its dated snapshots too), from `[ai.prices]`; they
    /// replace the built-in prices for those models.
    package var prices: [String: ModelPrice] = [:]

    /// The prices costs are estimated with: the config's, then the built-in ones.
    package var modelPrices: [ModelPrice] {
        prices.values.sorted { $0.model < $1.model } + ModelPrice.defaults.filter { prices[$0.model] == nil }
    }

    package init() {}
}
