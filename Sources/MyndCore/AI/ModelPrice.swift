/// What a model costs, in US dollars per million tokens. Source, for every row: Anthropic's
/// "Pricing" page (platform.claude.com/docs/en/about-claude/pricing) and the models overview,
/// as stored in November 2026 — current: Fable 5.1 (and Mythos 5.1), Opus 5.5, Sonnet 5.5,
/// Haiku 5.5; the rest legacy.
///
/// Each rate is stored as the page gives it: base input, 5-minute cache write (mynd's
/// `cache_control` is the 5-minute kind), cache hit, output. The page's cache rates are not
/// one multiplier for every model (Sonnet 5.5 and Opus 5.5 read the cache at 0.05× input,
/// Fable 5.1 at 0.025×, most others at 0.1×), so none is derived here. The Message Batches API
/// halves every rate. Haiku 5.5 charges 5× for a prompt above 100,000 tokens; mynd's prompts
/// are a few thousand, so only the lower band is kept.
///
/// A price is for one model id and its dated snapshots, never a family: a model not listed
/// (a newer point release such as `claude-fable-5-2`) has no price, and its cost is unknown
/// until `[ai.prices]` gives one — never $0, never its family's older price.
package struct ModelPrice: Equatable, Sendable {
    /// The model's id (`claude-haiku-5-5`); its dated snapshots (`claude-haiku-5-5-20261007`)
    /// match it too, and nothing else does.
    package var model: String
    package var inputPerMillion: Double
    package var outputPerMillion: Double
    /// A token written to the 5-minute prompt cache.
    package var cacheWritePerMillion: Double
    /// A token read from the prompt cache (a hit or refresh).
    package var cacheReadPerMillion: Double

    package init(model: String, input: Double, output: Double, cacheWrite: Double, cacheRead: Double) {
        self.model = model
        self.inputPerMillion = input
        self.outputPerMillion = output
        self.cacheWritePerMillion = cacheWrite
        self.cacheReadPerMillion = cacheRead
    }

    /// A price given as input and output only (a config override): the cache at the usual
    /// 1.25× (write) and 0.1× (read) of input.
    package init(model: String, inputPerMillion: Double, outputPerMillion: Double) {
        self.init(
            model: model, input: inputPerMillion, output: outputPerMillion, cacheWrite: inputPerMillion * 1.25,
            cacheRead: inputPerMillion * 0.1)
    }

    package static let batchMultiplier = 0.5

    /// The list prices: the current models first, then the legacy ones a user may still name.
    package static let defaults = [
        ModelPrice(model: "claude-haiku-5-5", input: 0.10, output: 0.50, cacheWrite: 0.125, cacheRead: 0.01),
        ModelPrice(model: "claude-sonnet-5-5", input: 2, output: 10, cacheWrite: 2.50, cacheRead: 0.10),
        ModelPrice(model: "claude-opus-5-5", input: 4, output: 20, cacheWrite: 5, cacheRead: 0.20),
        ModelPrice(model: "claude-fable-5-1", input: 10, output: 50, cacheWrite: 12.50, cacheRead: 0.25),
        ModelPrice(model: "claude-mythos-5-1", input: 10, output: 50, cacheWrite: 12.50, cacheRead: 0.25),
        ModelPrice(model: "claude-fable-5", input: 10, output: 50, cacheWrite: 12.50, cacheRead: 1),
        ModelPrice(model: "claude-mythos-5", input: 10, output: 50, cacheWrite: 12.50, cacheRead: 1),
        ModelPrice(model: "claude-sonnet-5", input: 2, output: 10, cacheWrite: 2.50, cacheRead: 0.20),
        ModelPrice(model: "claude-opus-5", input: 5, output: 25, cacheWrite: 6.25, cacheRead: 0.50),
        ModelPrice(model: "claude-opus-4-8", input: 5, output: 25, cacheWrite: 6.25, cacheRead: 0.50),
        ModelPrice(model: "claude-opus-4-7", input: 5, output: 25, cacheWrite: 6.25, cacheRead: 0.50),
        ModelPrice(model: "claude-opus-4-6", input: 5, output: 25, cacheWrite: 6.25, cacheRead: 0.50),
        ModelPrice(model: "claude-opus-4-5", input: 5, output: 25, cacheWrite: 6.25, cacheRead: 0.50),
        ModelPrice(model: "claude-opus-4-1", input: 15, output: 75, cacheWrite: 18.75, cacheRead: 1.50),
        ModelPrice(model: "claude-sonnet-4-6", input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.30),
        ModelPrice(model: "claude-sonnet-4-5", input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.30),
        ModelPrice(model: "claude-haiku-4-5", input: 1, output: 5, cacheWrite: 1.25, cacheRead: 0.10),
        ModelPrice(model: "claude-3-5-haiku", input: 0.80, output: 4, cacheWrite: 1, cacheRead: 0.08),
        ModelPrice(model: "claude-3-haiku", input: 0.25, output: 1.25, cacheWrite: 0.30, cacheRead: 0.03),
    ]

    /// Whether `name` is this model: its id, or its id and a snapshot date (`-` and eight
    /// digits). `claude-sonnet-4-6` is not `claude-sonnet-4-65`, and `claude-opus-5` is not
    /// `claude-opus-5-5`.
    package func matches(_ name: String) -> Bool {
        guard name.hasPrefix(model) else { return false }
        let rest = name.dropFirst(model.count)
        return rest.isEmpty || (rest.count == 9 && rest.first == "-" && rest.dropFirst().allSatisfy { $0.isASCII && $0.isNumber })
    }

    /// The price for `name`, or nil when none is known for it. The first of `prices` that
    /// matches wins (the config's come before the built-in ones).
    package static func forModel(_ name: String, in prices: [ModelPrice] = defaults) -> ModelPrice? {
        prices.first { $0.matches(name) }
    }

    /// What `usage` costs at this price, in US dollars.
    package func cost(of usage: TokenUsage, batch: Bool) -> Double {
        let dollars =
            Double(usage.input) * inputPerMillion + Double(usage.cacheCreationInput) * cacheWritePerMillion
            + Double(usage.cacheReadInput) * cacheReadPerMillion + Double(usage.output) * outputPerMillion
        return dollars / 1_000_000 * (batch ? Self.batchMultiplier : 1)
    }

    /// The most `inputTokens` of prompt and `outputTokens` of answer can cost: every input
    /// token at the dearer of the input and cache-write rates (a call may write the cache).
    package func worstCase(inputTokens: Int, outputTokens: Int, batch: Bool) -> Double {
        let dollars =
            Double(inputTokens) * max(inputPerMillion, cacheWritePerMillion) + Double(outputTokens) * outputPerMillion
        return dollars / 1_000_000 * (batch ? Self.batchMultiplier : 1)
    }
}
