/// Token totals over a span of the ledger, for one model and one kind of call (batch or not),
/// as prices differ by both.
package struct UsageTotal: Equatable, Sendable {
    package var model: String
    package var batch: Bool
    package var calls: Int
    package var inputTokens: Int
    package var outputTokens: Int
    package var cacheWriteTokens: Int
    package var cacheReadTokens: Int

    package init(model: String, batch: Bool, calls: Int, inputTokens: Int, outputTokens: Int, cacheWriteTokens: Int, cacheReadTokens: Int) {
        self.model = model
        self.batch = batch
        self.calls = calls
        self.inputTokens = inputTokens
        self.outputTokens = outputTokens
        self.cacheWriteTokens = cacheWriteTokens
        self.cacheReadTokens = cacheReadTokens
    }

    /// The tokens of every kind, as the API bills them.
    package var usage: TokenUsage {
        TokenUsage(input: inputTokens, output: outputTokens, cacheCreationInput: cacheWriteTokens, cacheReadInput: cacheReadTokens)
    }
}
