import MyndCore
import MyndTestSupport
import Testing

@Suite(.timed) struct SpendingCapTests {
    private let cap = SpendingCap(dailyTokens: 800, monthlyUSD: 0.50)

    private func check(used: Int, spent: Double = 0, tokens: Int, usd: Double? = 0.0001) -> SpendingCap.Refusal? {
        cap.check(usedToday: used, spentThisMonth: .success(spent), call: .init(tokens: tokens, usd: usd), model: "claude-haiku-5-5")
    }

    @Test func at796Of800_noCallFits_evenTheSmallest() {
        #expect(check(used: 796, tokens: 5) == .dailyTokens(used: 796, needed: 5, budget: 800))
        #expect(check(used: 796, tokens: 4) == nil, "exactly reaching the budget is within it")
    }

    @Test(arguments: [
        // (used, worst case, fits)
        (0, 800, true), (0, 801, false), (500, 300, true), (500, 301, false), (800, 0, true), (900, 1, false),
    ])
    func daily_aCallFitsOnlyIfItsWorstCaseDoes(used: Int, tokens: Int, fits: Bool) {
        #expect((check(used: used, tokens: tokens) == nil) == fits)
    }

    @Test(arguments: [(0.49, 0.01, true), (0.49, 0.0101, false), (0.5, 0, true), (0.0, 0.51, false)])
    func monthly_aCallFitsOnlyIfItsWorstCostDoes(spent: Double, usd: Double, fits: Bool) {
        #expect((check(used: 0, spent: spent, tokens: 10, usd: usd) == nil) == fits)
    }

    @Test func anUnpricedModel_isRefused_withTheConfigToAdd() throws {
        let refusal = try #require(check(used: 0, tokens: 10, usd: nil))
        #expect(refusal == .unpriced(model: "claude-haiku-5-5"))
        #expect(refusal.description.contains("[ai.prices.\"claude-haiku-5-5\"]"))
        let ledger = cap.check(
            usedToday: 0, spentThisMonth: .failure(.unpriced(model: "old-model")), call: .init(tokens: 1, usd: 0), model: "x")
        #expect(ledger == .unpriced(model: "old-model"))
    }

    @Test func theDailyCap_isCheckedFirst_andEachReasonNamesItsSetting() {
        #expect(check(used: 800, spent: 1, tokens: 1)?.description.contains("ai.daily_token_budget") == true)
        #expect(check(used: 0, spent: 1, tokens: 1)?.description.contains("ai.monthly_budget_usd") == true)
    }

    @Test func worstCases_add_andAnUnknownPriceStaysUnknown() {
        let a = SpendingCap.WorstCase(tokens: 10, usd: 0.1)
        #expect(a + a == .init(tokens: 20, usd: 0.2))
        #expect((a + .init(tokens: 1, usd: nil)).usd == nil)
    }
}

@Suite(.timed) struct TokenEstimateTests {
    @Test(arguments: [
        // (text, at least): ASCII at 2.5 bytes a token; other characters two tokens each.
        ("", 0), ("abcde", 2), ("abcdef", 3), (String(repeating: "x", count: 1000), 400), ("日本語", 6), ("🌷", 2),
    ])
    func upperBound_isConservative(text: String, tokens: Int) {
        #expect(TokenEstimate.upperBound(text) == tokens)
    }

    @Test func theEstimate_exceedsTheReplicasCount_andTheNewTokenizers() {
        // English prose: about 3.1 characters a token on the newer tokenizer, 4 on the replica.
        let prose = String(repeating: "Still thinking about the garden? One small step today. ", count: 40)
        let estimate = TokenEstimate.prompt(system: prose, user: "Goal: plant bulbs.")
        #expect(Double(estimate) > Double(prose.utf8.count) / 3.1)
    }
}
