/// Tokens one call (or a sum of calls) used, as the API reports them in `usage`.
///
/// The four counts are disjoint: `input` is the uncached input, `cacheCreationInput` the
/// input written to the prompt cache, `cacheReadInput` the input read from it.
package struct TokenUsage: Equatable, Hashable, Sendable {
    package var input: Int
    package var output: Int
    package var cacheCreationInput: Int
    package var cacheReadInput: Int

    package init(input: Int = 0, output: Int = 0, cacheCreationInput: Int = 0, cacheReadInput: Int = 0) {
        self.input = input
        self.output = output
        self.cacheCreationInput = cacheCreationInput
        self.cacheReadInput = cacheReadInput
    }

    /// Every token counted, cached or not: what `TokenBudget` spends.
    package var total: Int { input + output + cacheCreationInput + cacheReadInput }

    package static let zero = TokenUsage()

    package static func + (a: TokenUsage, b: TokenUsage) -> TokenUsage {
        TokenUsage(
            input: a.input + b.input, output: a.output + b.output,
            cacheCreationInput: a.cacheCreationInput + b.cacheCreationInput,
            cacheReadInput: a.cacheReadInput + b.cacheReadInput)
    }

    package static func += (a: inout TokenUsage, b: TokenUsage) { a = a + b }
}
