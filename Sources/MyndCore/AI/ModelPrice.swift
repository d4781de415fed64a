/// What a model costs, in US dollars per million tokens, from Anthropic's pricing page
/// (platform.claude.com/docs/en/about-claude/pricing).
///
/// Only the base prices are stored; the rest follow from them as that page gives them:
/// a cache write (5-minute cache, the default) costs 1.25× the input price, a cache read
/// 0.1×, and the Message Batches API halves everything.
public struct ModelPrice: Equatable, Sendable {
    /// The model's alias (`claude-haiku-4-5`); dated snapshots
    /// (`claude-haiku-4-5-20251001`) match it too.
    public var model: String
    public var inputPerMillion: Double
    public var outputPerMillion: Double

    public init(model: String, inputPerMillion: Double, outputPerMillion: Double) {
        self.model = model
        self.inputPerMillion = inputPerMillion
        self.outputPerMillion = outputPerMillion
    }

    public static let cacheWriteMultiplier = 1.25
    public static let cacheReadMultiplier = 0.1
    public static let batchMultiplier = 0.5

    /// The models mynd is set up for.
    public static let defaults = [
        ModelPrice(model: "claude-haiku-4-5", inputPerMillion: 1, outputPerMillion: 5),
        ModelPrice(model: "claude-sonnet-4-6", inputPerMillion: 3, outputPerMillion: 15),
    ]

    /// Whether `name` is this model: the alias itself, or the alias followed by `-` and more
    /// (a dated snapshot). `claude-haiku-4-5` is not `claude-haiku-4-50`.
    public func matches(_ name: String) -> Bool {
        name == model || name.hasPrefix(model + "-")
    }

    /// The price for `name`; where several match, the longest alias wins. nil when none does.
    public static func forModel(_ name: String, in prices: [ModelPrice] = defaults) -> ModelPrice? {
        prices.filter { $0.matches(name) }.max { $0.model.count < $1.model.count }
    }

    /// What `usage` costs at this price, in US dollars.
    public func cost(of usage: TokenUsage, batch: Bool) -> Double {
        let input =
            Double(usage.input) * inputPerMillion
            + Double(usage.cacheCreationInput) * inputPerMillion * Self.cacheWriteMultiplier
            + Double(usage.cacheReadInput) * inputPerMillion * Self.cacheReadMultiplier
        let output = Double(usage.output) * outputPerMillion
        return (input + output) / 1_000_000 * (batch ? Self.batchMultiplier : 1)
    }
}
