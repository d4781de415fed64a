public import MyndCore

/// The `[ai]` settings: where Claude is, which models write what, and what it may cost.
public struct AIConfig: Sendable {
    /// Small and fast for the ≤100-character follow-ups, which are many.
    public static let defaultFollowUpModel = "claude-haiku-5-5"
    /// One line a day needs no bigger model; `model_digest` may name another.
    public static let defaultDigestModel = "claude-haiku-5-5"
    public static let defaultBaseURL = "https://api.anthropic.com"

    /// nil: `ANTHROPIC_BASE_URL`, then the default.
    public var baseURL: String?
    public var keyFile: String?
    public var followUpModel = Self.defaultFollowUpModel
    public var digestModel = Self.defaultDigestModel
    public var dailyTokenBudget = 20_000
    public var batch = true
    /// USD the calls of one calendar month may cost, at most (`[ai] monthly_budget_usd`): a
    /// hard cap beside the daily tokens. 0 turns Claude off.
    public var monthlyBudgetUSD = 0.50
    /// Prices by model id (each matching its dated snapshots too), from `[ai.prices]`; they
    /// replace the built-in prices for those models.
    public var prices: [String: ModelPrice] = [:]

    /// The prices costs are estimated with: the config's, then the built-in ones.
    public var modelPrices: [ModelPrice] {
        prices.values.sorted { $0.model < $1.model } + ModelPrice.defaults.filter { prices[$0.model] == nil }
    }

    public init() {}
}
