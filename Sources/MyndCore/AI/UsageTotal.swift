/// Token totals over a span of the ledger, for one model and one kind of call (batch or not),
/// as prices differ by both.
public struct UsageTotal: Equatable, Sendable {
    public var model: String
    public var batch: Bool
    public var calls: Int
    public var inputTokens: Int
    public var outputTokens: Int
    public var cacheWriteTokens: Int
    public var cacheReadTokens: Int

    public init(model: String, batch: Bool, calls: Int, inputTokens: Int, outputTokens: Int, cacheWriteTokens: Int, cacheReadTokens: Int) {
        self.model = model
        self.batch = batch
        self.calls = calls
        self.inputTokens = inputTokens
        self.outputTokens = outputTokens
        self.cacheWriteTokens = cacheWriteTokens
        self.cacheReadTokens = cacheReadTokens
    }

    /// The tokens of every kind, as the API bills them.
    public var usage: TokenUsage {
        TokenUsage(input: inputTokens, output: outputTokens, cacheCreationInput: cacheWriteTokens, cacheReadInput: cacheReadTokens)
    }
}
