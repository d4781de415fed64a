/// Tokens one call (or a sum of calls) used, as the API reports them in `usage`.
///
/// The four counts are disjoint: `input` is the uncached input, `cacheCreationInput` the
/// input written to the prompt cache, `cacheReadInput` the input read from it.
public struct TokenUsage: Equatable, Hashable, Sendable {
    public var input: Int
    public var output: Int
    public var cacheCreationInput: Int
    public var cacheReadInput: Int

    public init(input: Int = 0, output: Int = 0, cacheCreationInput: Int = 0, cacheReadInput: Int = 0) {
        self.input = input
        self.output = output
        self.cacheCreationInput = cacheCreationInput
        self.cacheReadInput = cacheReadInput
    }

    /// Every token counted, cached or not: what `TokenBudget` spends.
    public var total: Int { input + output + cacheCreationInput + cacheReadInput }

    public static let zero = TokenUsage()

    public static func + (a: TokenUsage, b: TokenUsage) -> TokenUsage {
        TokenUsage(
            input: a.input + b.input, output: a.output + b.output,
            cacheCreationInput: a.cacheCreationInput + b.cacheCreationInput,
            cacheReadInput: a.cacheReadInput + b.cacheReadInput)
    }

    public static func += (a: inout TokenUsage, b: TokenUsage) { a = a + b }
}
