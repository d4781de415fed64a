public import MyndCore

/// The `[ai]` settings: where Claude is, which models write what, and what it may cost.
public struct AIConfig: Sendable {
    /// Small and fast for the ≤100-character follow-ups, which are many.
    public static let defaultFollowUpModel = "claude-haiku-4-5"
    /// One insight a day over the whole graph: worth a stronger model.
    public static let defaultDigestModel = "claude-sonnet-4-6"
    public static let defaultBaseURL = "https://api.anthropic.com"

    /// nil: `ANTHROPIC_BASE_URL`, then the default.
    public var baseURL: String?
    public var keyFile: String?
    public var followUpModel = Self.defaultFollowUpModel
    public var digestModel = Self.defaultDigestModel
    public var dailyTokenBudget = 20_000
    public var batch = true
    /// USD per million input and output tokens, by model name (or name prefix), from config;
    /// they replace the built-in prices for those models.
    public var prices: [String: (input: Double, output: Double)] = [:]

    /// The prices costs are estimated with: the config's, then the built-in ones.
    public var modelPrices: [ModelPrice] {
        prices.map { ModelPrice(model: $0.key, inputPerMillion: $0.value.input, outputPerMillion: $0.value.output) }
            + ModelPrice.defaults.filter { prices[$0.model] == nil }
    }

    public init() {}
}
