import Foundation
import MyndAI
import MyndCore
import MyndStore
import MyndTemplates
import MyndTestSupport
import Testing

/// What a typical month costs, computed from the ledger against the API replica: every night
/// processing writes the next day's 5 follow-ups and the morning insight ahead, as one Message
/// Batch (half price), with the real prompts on the default model.
@Suite(.timed, .timeLimit(.minutes(20))) struct ClaudeMonthCostTests {
    static let goals = [
        "Plant the spring bulbs", "Renew passport before the May trip", "Learn enough Spanish to order dinner",
        "Call grandma on Sundays", "Finish the tax return", "Fix the bike's back brake", "Read one book a month",
    ]

    @Test func aTypicalMonth_costsAtMostTwoCents_atListPrices() throws {
        let server = try ServerProcess(
            script: "fake_anthropic.py",
            arguments: ["--key", "sk-ant-test", "--batch-polls", "0", "--default-text", "Bulbs before the frost: five in today?"])
        let store = try GraphStore.inMemory()
        let zone = LocalTime(timeZone: TimeZone(identifier: "UTC")!)
        let prompts = Prompts(templates: try TemplateSet(), zone: zone)
        let config = AIConfig()
        let start = Timestamp(iso8601: "2026-11-01T00:00:00Z")!
        func writer(at now: Timestamp) -> AIWriter {
            AIWriter(
                config: config, unavailable: nil, claude: MessagesAPI(baseURL: "http://127.0.0.1:\(server.port)", key: "sk-ant-test"),
                ledger: store, prompts: prompts, now: now, zone: zone, online: true)
        }
        for day in 0..<30 {
            let night = start.adding(seconds: Int64(day * 86_400 + 2 * 3600))
            // Five goals gone quiet, each with a next action: tomorrow's follow-ups.
            var contexts: [GoalContext] = []
            for index in 0..<5 {
                let text = "\(Self.goals[(day + index) % Self.goals.count]) (\(day)-\(index))"
                let goal = Node(type: .goal, content: text, createdAt: night.adding(seconds: -10 * 86_400))
                try store.add(goal)
                contexts.append(try store.context(of: goal))
            }
            let facts = try store.digestFacts(staleCutoff: night.adding(seconds: -3 * 86_400), completedSince: nil, now: night)
            let date = JobSchedule.localDate(night, zone: zone)
            let sent = try writer(at: night).prepareAhead(goals: contexts, insight: (date, facts), secondsForACall: { 30 })
            #expect(sent.first?.hasPrefix("sent batch") == true, "\(sent)")
            _ = try writer(at: night.adding(seconds: 3600)).collectBatches(secondsForACall: { 30 })
        }
        let rows = try store.usage(since: start)
        #expect(rows.reduce(0) { $0 + $1.calls } == 180, "5 follow-ups and 1 insight a day for 30 days")
        #expect(rows.allSatisfy { $0.batch && $0.model.hasPrefix("claude-haiku-5-5") })
        let cost = try #require(config.cost(of: rows))
        #expect(cost <= 0.02, "a month cost $\(cost)")
        // Even if no cache read ever happened (every cached token written again, at 1.25×),
        // the month stays under two cents.
        let uncached = rows.map { row in
            var copy = row
            copy.cacheWriteTokens += copy.cacheReadTokens
            copy.cacheReadTokens = 0
            return copy
        }
        #expect(try #require(config.cost(of: uncached)) <= 0.02)
        #expect(rows.contains { $0.cacheReadTokens > 0 }, "the system prompt is long enough to be cached on Haiku 5.5")
    }
}
