import Foundation
import MyndTestSupport
import Testing

/// The hard budget against the API replica: a call is made only if its worst case fits the
/// day's tokens and the month's dollars.
@Suite(.timed, .timeLimit(.minutes(20))) struct ClaudeBudgetJobTests {
    static let bulbs = ClaudeJobTests.bulbs

    /// The hard budget: at 796 of 800 tokens no call is made, however small the prompt.
    @Test func dailyTokenBudget_at796Of800_makesNoCall() throws {
        let scene = try ClaudeScene(script: ["messages": [["text": Self.bulbs]]], config: "[ai]\ndaily_token_budget = 800\n")
        try scene.sandbox.execute(
            sql: """
                INSERT INTO aicall (at, purpose, ref, model, inputTokens, outputTokens, outcome)
                VALUES (strftime('%s', '2026-11-20T08:00:00Z') * 1000, 'followup', 'x', 'claude-haiku-5-5', 780, 16, 'ok')
                """)
        try scene.refresh()
        #expect(try scene.requests().isEmpty)
        let followUp = try #require(try scene.followUps().first)
        #expect(followUp["source"] as? String == "fallback")
        #expect((followUp["fallbackReason"] as? String)?.contains("token budget") == true, "\(followUp)")
    }

    /// The first call uses 1,020 tokens of 2,500. The second call's worst case (its prompt,
    /// about 1,800 tokens at the conservative estimate, plus max_tokens) does not fit what is
    /// left, so it is not made, although the day is below its budget: the ledger never ends a
    /// day over it.
    @Test func dailyTokenBudget_makesACallOnlyIfItsWorstCaseFits() throws {
        let usage = ["input_tokens": 1000, "output_tokens": 20, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0]
        let scene = try ClaudeScene(
            script: ["messages": [["text": Self.bulbs, "usage": usage], ["text": "A bike needs air: pump the tyres today?"]]],
            config: "[ai]\ndaily_token_budget = 2500\n[schedule]\nmin_gap = \"1m\"\n")
        _ = try scene.sandbox.add("goal", "Fix the bike", now: "2026-11-16T09:05:00Z")
        try scene.refresh()
        try scene.refresh(at: "2026-11-20T10:05:00Z")
        #expect(try scene.requests().count == 1)
        let followUps = try scene.followUps()
        #expect(followUps.map { "\($0["source"] ?? "")" }.sorted() == ["claude", "fallback"])
        let fallback = try #require(followUps.first { $0["source"] as? String == "fallback" })
        #expect((fallback["fallbackReason"] as? String)?.contains("token budget") == true)
        let day = try scene.query("SELECT total(inputTokens + outputTokens + cacheWriteTokens + cacheReadTokens) AS t FROM aicall")
        #expect((day.first?["t"] as? Double ?? 0) <= 2500)
    }

    @Test func monthlyBudget_isASecondHardCap() throws {
        let scene = try ClaudeScene(script: ["messages": [["text": Self.bulbs]]], config: "[ai]\nmonthly_budget_usd = 0.00001\n")
        try scene.refresh()
        #expect(try scene.requests().isEmpty)
        let followUp = try #require(try scene.followUps().first)
        #expect((followUp["fallbackReason"] as? String)?.contains("ai.monthly_budget_usd") == true, "\(followUp)")
    }

    /// Prices match exact model ids and their dated snapshots (issue 30, item 11): a newer
    /// point release is not priced as its family's first. Without a price its cost is unknown,
    /// and the monthly budget makes no call for it until the config names one.
    @Test func aNewerPointRelease_hasNoPrice_untilTheConfigGivesOne() throws {
        let model = "[ai]\nmodel_followup = \"claude-fable-5-2\"\n[schedule]\nmin_gap = \"1m\"\nadaptive = false\n"
        let scene = try ClaudeScene(script: ["messages": [["text": "A bike needs air: pump the tyres today?"]]], config: model)
        try scene.refresh()
        #expect(try scene.requests().isEmpty)
        let first = try #require(try scene.followUps().first)
        #expect((first["fallbackReason"] as? String)?.contains("no price is known for claude-fable-5-2") == true, "\(first)")

        try scene.sandbox.writeConfig(
            channels: ["terminal"], model + "[ai.prices.\"claude-fable-5-2\"]\ninput = 8\noutput = 40\n")
        _ = try scene.sandbox.add("goal", "Fix the bike", now: "2026-11-16T09:05:00Z")
        try scene.refresh(at: "2026-11-20T10:05:00Z")
        #expect(try scene.requests().count == 1, "priced in the config: the call is made")
        let status = try scene.sandbox.ok(["status", "--json"], now: "2026-11-20T10:06:00Z")
        let ai = try #require((try JSONSerialization.jsonObject(with: status.stdoutData) as? [String: Any])?["ai"] as? [String: Any])
        #expect(((ai["month"] as? [String: Any])?["costUSD"] as? Double ?? 0) > 0)
    }
}
