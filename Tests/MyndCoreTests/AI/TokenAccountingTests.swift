import MyndTestSupport
import Testing

@testable import MyndCore

private func near(_ a: Double?, _ b: Double) -> Bool {
    guard let a else { return false }
    return abs(a - b) < 1e-12
}

@Suite(.timed) struct TokenAccountingTests {
    // MARK: TokenUsage

    @Test func usage_totalCountsEveryKind() {
        let usage = TokenUsage(input: 770, output: 26, cacheCreationInput: 1200, cacheReadInput: 3)
        #expect(usage.total == 1999)
        #expect(TokenUsage.zero.total == 0)
    }

    @Test func usage_addsFieldByField() {
        var sum = TokenUsage(input: 1, output: 2, cacheCreationInput: 3, cacheReadInput: 4)
        sum += TokenUsage(input: 10, output: 20, cacheCreationInput: 30, cacheReadInput: 40)
        #expect(sum == TokenUsage(input: 11, output: 22, cacheCreationInput: 33, cacheReadInput: 44))
    }

    // MARK: Model prices

    @Test(arguments: [
        ("claude-haiku-4-5", "claude-haiku-4-5"), ("claude-haiku-4-5-20251001", "claude-haiku-4-5"),
        ("claude-sonnet-4-6", "claude-sonnet-4-6"), ("claude-sonnet-4-6-20260217", "claude-sonnet-4-6"),
        ("claude-haiku-5-5-20261007", "claude-haiku-5-5"), ("claude-fable-5-1", "claude-fable-5-1"),
        ("claude-fable-5-20260601", "claude-fable-5"), ("claude-3-5-haiku-20241022", "claude-3-5-haiku"),
    ])
    func forModel_matchesAliasAndDatedSnapshots(name: String, alias: String) {
        #expect(ModelPrice.forModel(name)?.model == alias)
    }

    @Test(arguments: [
        "claude-haiku-4-50", "claude-haiku-4", "claude-haiku-4-5x", "claude-sonnet-4", "claude-opus-9-9", "claude-haiku-5-55",
        "CLAUDE-HAIKU-4-5", "", "haiku",
        // A newer point release is not its family's first, nor a longer number its prefix.
        "claude-fable-5-2", "claude-opus-5-7", "claude-sonnet-5-9", "claude-sonnet-4-65", "claude-opus-4-9",
        "claude-haiku-5-5-2026100", "claude-haiku-5-5-202610071", "claude-haiku-5-5-latest", "claude-fable-5-2-20261109",
    ])
    func forModel_unknownNames_haveNoPrice(name: String) {
        #expect(ModelPrice.forModel(name) == nil)
    }

    @Test func forModel_pricesTheExactIdOnly_andTheConfigsComeFirst() {
        let prices = [
            ModelPrice(model: "claude-x-2", inputPerMillion: 3, outputPerMillion: 3),
            ModelPrice(model: "claude-x", inputPerMillion: 1, outputPerMillion: 1),
            ModelPrice(model: "claude-x-2", inputPerMillion: 2, outputPerMillion: 2),
        ]
        #expect(ModelPrice.forModel("claude-x-2-20260101", in: prices)?.inputPerMillion == 3)
        #expect(ModelPrice.forModel("claude-x-20260101", in: prices)?.inputPerMillion == 1)
        #expect(ModelPrice.forModel("claude-x-3", in: prices) == nil, "a newer point release is not priced as its family's first")
    }

    /// The models the stored docs list as current, each with its own price.
    @Test(arguments: [
        ("claude-fable-5-1", 10.0, 50.0, 12.50, 0.25), ("claude-mythos-5-1", 10, 50, 12.50, 0.25), ("claude-opus-5-5", 4, 20, 5, 0.20),
        ("claude-sonnet-5-5", 2, 10, 2.50, 0.10), ("claude-haiku-5-5", 0.10, 0.50, 0.125, 0.01),
    ])
    func currentModels_arePriced(model: String, input: Double, output: Double, cacheWrite: Double, cacheRead: Double) {
        #expect(
            ModelPrice.forModel(model + "-20261007")
                == ModelPrice(model: model, input: input, output: output, cacheWrite: cacheWrite, cacheRead: cacheRead))
    }

    @Test func defaults_matchThePricingPage() {
        #expect(
            ModelPrice.forModel("claude-haiku-5-5")
                == ModelPrice(model: "claude-haiku-5-5", input: 0.10, output: 0.50, cacheWrite: 0.125, cacheRead: 0.01))
        #expect(
            ModelPrice.forModel("claude-sonnet-5-5")
                == ModelPrice(model: "claude-sonnet-5-5", input: 2, output: 10, cacheWrite: 2.50, cacheRead: 0.10))
        #expect(
            ModelPrice.forModel("claude-haiku-4-5")
                == ModelPrice(model: "claude-haiku-4-5", inputPerMillion: 1, outputPerMillion: 5))
        #expect(
            ModelPrice.forModel("claude-sonnet-4-6")
                == ModelPrice(model: "claude-sonnet-4-6", input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.30))
    }

    @Test func worstCase_pricesEveryInputTokenAsACacheWrite() throws {
        let haiku = try #require(ModelPrice.forModel("claude-haiku-5-5"))
        // 1,000 × $0.125 + 100 × $0.50 per million.
        #expect(near(haiku.worstCase(inputTokens: 1000, outputTokens: 100, batch: false), 0.000_175))
        #expect(near(haiku.worstCase(inputTokens: 1000, outputTokens: 100, batch: true), 0.000_087_5))
    }

    // MARK: Cost

    @Test(
        arguments: [
            // (model, usage, batch, dollars): one million of each kind, then a mix.
            ("claude-haiku-4-5", TokenUsage(input: 1_000_000), false, 1.0),
            ("claude-haiku-4-5", TokenUsage(output: 1_000_000), false, 5.0),
            ("claude-haiku-4-5", TokenUsage(cacheCreationInput: 1_000_000), false, 1.25),
            ("claude-haiku-4-5", TokenUsage(cacheReadInput: 1_000_000), false, 0.1),
            ("claude-haiku-4-5", TokenUsage(input: 1_000_000), true, 0.5),
            ("claude-haiku-4-5", TokenUsage(output: 1_000_000), true, 2.5),
            ("claude-haiku-4-5", TokenUsage(cacheCreationInput: 1_000_000), true, 0.625),
            ("claude-haiku-4-5", TokenUsage(cacheReadInput: 1_000_000), true, 0.05),
            ("claude-sonnet-4-6", TokenUsage(input: 1_000_000), false, 3.0),
            ("claude-sonnet-4-6", TokenUsage(output: 1_000_000), false, 15.0),
            ("claude-sonnet-4-6", TokenUsage(cacheCreationInput: 1_000_000), false, 3.75),
            ("claude-sonnet-4-6", TokenUsage(cacheReadInput: 1_000_000), false, 0.3),
            ("claude-sonnet-4-6", TokenUsage(output: 1_000_000), true, 7.5),
            // message.json fixture's usage: 770 in, 26 out on Haiku 4.5.
            ("claude-haiku-4-5-20251001", TokenUsage(input: 770, output: 26), false, 0.000_9),
            // 2000 × 1 + 40 × 5 + 1500 × 1.25 + 8000 × 0.1 = 4875 millionths of a dollar.
            (
                "claude-haiku-4-5", TokenUsage(input: 2000, output: 40, cacheCreationInput: 1500, cacheReadInput: 8000),
                false, 0.004_875
            ),
            ("claude-haiku-4-5", TokenUsage.zero, false, 0),
            ("claude-haiku-5-5", TokenUsage(input: 1_000_000), false, 0.10),
            ("claude-haiku-5-5", TokenUsage(cacheCreationInput: 1_000_000), false, 0.125),
            ("claude-haiku-5-5", TokenUsage(cacheReadInput: 1_000_000), false, 0.01),
            ("claude-haiku-5-5", TokenUsage(output: 1_000_000), true, 0.25),
            ("claude-sonnet-5-5", TokenUsage(cacheReadInput: 1_000_000), false, 0.10),
        ] as [(String, TokenUsage, Bool, Double)])
    func estimatedCost_appliesThePublishedMultipliers(model: String, usage: TokenUsage, batch: Bool, dollars: Double) {
        #expect(near(estimatedCost(usage, model: model, batch: batch), dollars))
    }

    @Test func estimatedCost_unknownModel_isNil() {
        #expect(estimatedCost(TokenUsage(input: 10), model: "claude-opus-9-9", batch: false) == nil)
    }
}
