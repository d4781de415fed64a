import Foundation
import MyndCore
import MyndTestSupport
import Testing

/// The budget is one wall for all jobs (issue 30, item 10; RELIABILITY.md "Claude's budget
/// under overlapping jobs"). Refresh, digest and processing are started together as separate
/// `mynd` processes on one database, against the API replica answering each message after
/// 0.4 s, with caps small enough that one call fits and a second does not. Counted over the
/// trials: days whose ledger ends over the daily token cap, months over the monthly dollars.
@Suite(.timed, .tags(.reliability), .timeLimit(.minutes(20))) struct ReliabilityClaudeBudgetTests {
    static let seed: UInt64 = 0x6D79_6E64_0030
    static let trialTime = "2026-11-20T10:00:00Z"
    /// A refresh two hours later collects the batch processing sent (its usage is dated the
    /// day it was sent).
    static let cleanTime = "2026-11-20T12:00:00Z"
    static let dayStart = Timestamp(iso8601: "2026-11-20T00:00:00Z")!
    static let text = "Bulbs before the frost: an hour this weekend would plant them."

    /// Half the trials on the daily tokens: one call's worst case is about 1,950 tokens, so one
    /// fits 2,500 and two do not. The other half on the month's dollars, on Claude Haiku 4.5
    /// (its prompt cache needs 4,096 tokens, so no call is made cheaper by another's cache
    /// write): one call's worst case is about $0.0026, so one fits $0.003 and two do not.
    static let caps: [(tokens: Int, usd: Double, model: String)] = [
        (2_500, 1, "claude-haiku-5-5"), (100_000, 0.003, "claude-haiku-4-5"),
    ]

    /// A scene with two goals quiet for four days, the digest due, and a replica that answers
    /// messages with `steps` (by default, every one after 0.4 s).
    static func scene(steps: [[String: Any]] = Array(repeating: ["text": text, "delay": 0.4], count: 600)) throws -> ClaudeScene {
        let scene = try ClaudeScene(
            script: ["messages": steps, "batch_texts": Array(repeating: text, count: 600)], batchPolls: 0)
        _ = try scene.sandbox.add("goal", "Fix the bike's back brake", now: "2026-11-16T09:05:00Z")
        return scene
    }

    static func configure(_ scene: ClaudeScene, tokens: Int, usd: Double, model: String = "claude-haiku-5-5") throws {
        try scene.sandbox.writeConfig(
            channels: ["terminal"],
            """
            [schedule]
            adaptive = false
            [ai]
            daily_token_budget = \(tokens)
            monthly_budget_usd = \(usd)
            model_followup = "\(model)"
            model_digest = "\(model)"

            """)
    }

    /// What the ledger ends with: tokens recorded on the trial's day (with what holds and
    /// batches not collected still reserve), their cost at list prices, and the calls.
    static func spent(_ scene: ClaudeScene) throws -> (tokens: Int, usd: Double, calls: Int) {
        let rows = try scene.query(
            """
            SELECT model, batchId IS NOT NULL AS batch, inputTokens AS i, outputTokens AS o, cacheWriteTokens AS w,
                   cacheReadTokens AS r FROM aicall WHERE at >= \(dayStart.millisecondsSinceEpoch)
            """)
        var tokens = 0
        var usd = 0.0
        for row in rows {
            let usage = TokenUsage(
                input: row["i"] as? Int ?? 0, output: row["o"] as? Int ?? 0, cacheCreationInput: row["w"] as? Int ?? 0,
                cacheReadInput: row["r"] as? Int ?? 0)
            tokens += usage.total
            usd += estimatedCost(usage, model: row["model"] as? String ?? "", batch: row["batch"] as? Int == 1) ?? .infinity
        }
        let held = try scene.query(
            """
            SELECT (SELECT total(tokens) FROM aihold) + (SELECT total(reservedTokens) FROM batch WHERE status = 'submitted') AS t,
                   (SELECT total(usd) FROM aihold) + (SELECT total(reservedUSD) FROM batch WHERE status = 'submitted') AS u
            """
        ).first
        return (tokens + Int(held?["t"] as? Double ?? 0), usd + (held?["u"] as? Double ?? 0), rows.count)
    }

    @Test func refreshDigestAndProcessingTogether_neverSpendPastEitherCap() throws {
        let scene = try Self.scene()
        let sandbox = scene.sandbox
        let template = sandbox.root.appendingPathComponent("budget-template.sqlite")
        try FileManager.default.copyItem(atPath: sandbox.databasePath, toPath: template.path)
        var random = SeededRandom(seed: Self.seed)
        var tally = (trials: 0, runs: 0, killed: 0, calls: 0, refused: 0, overTokens: 0, overUSD: 0)
        for index in 0..<60 {
            let cap = Self.caps[index % Self.caps.count]
            try Self.configure(scene, tokens: cap.tokens, usd: cap.usd, model: cap.model)
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: sandbox.databasePath + suffix) }
            try FileManager.default.copyItem(atPath: template.path, toPath: sandbox.databasePath)

            let jobs = [["run", "refresh"], ["run", "digest"], ["run", "processing"]].shuffled(using: &random)
            var runs: [LaunchedRun] = []
            for job in jobs {
                runs.append(try sandbox.launch(job, now: Self.trialTime))
                usleep(useconds_t(Int.random(in: 0...40_000, using: &random)))
            }
            // A quarter of the trials: one of them killed (SIGKILL) while it may hold room.
            if index % 4 == 3 {
                usleep(useconds_t(Int.random(in: 100_000...700_000, using: &random)))
                let victim = runs[Int.random(in: 0..<runs.count, using: &random)]
                if victim.process.isRunning { kill(victim.process.processIdentifier, SIGKILL) }
            }
            for (job, run) in zip(jobs, runs) {
                let (result, signal) = try run.finish()
                if signal != nil {
                    tally.killed += 1
                } else if result.status != 0 {
                    Issue.record("trial \(index): \(job.joined(separator: " ")) failed: \(result)")
                }
            }
            let clean = try sandbox.run(["run", "refresh"], now: Self.cleanTime)
            if clean.status != 0 { Issue.record("trial \(index): the clean refresh failed: \(clean)") }

            let spent = try Self.spent(scene)
            let refusals =
                try scene.query(
                    """
                    SELECT (SELECT count(*) FROM followup WHERE fallbackReason LIKE '%budget%')
                         + (SELECT count(*) FROM digest WHERE fallbackReason LIKE '%budget%') AS n
                    """
                ).first?["n"] as? Int ?? 0
            tally.trials += 1
            tally.runs += jobs.count
            tally.calls += spent.calls
            tally.refused += refusals
            if spent.tokens > cap.tokens {
                tally.overTokens += 1
                Issue.record("trial \(index): \(spent.tokens) tokens against a daily cap of \(cap.tokens)")
            }
            if spent.usd > cap.usd {
                tally.overUSD += 1
                Issue.record("trial \(index): $\(spent.usd) against a monthly cap of $\(cap.usd)")
            }
        }
        print(
            "budget overlap trials: \(tally.trials) trials, \(tally.runs) job runs (\(tally.killed) killed), \(tally.calls) calls recorded, "
                + "\(tally.refused) texts fell back for the budget; over the daily token cap \(tally.overTokens), over the monthly cap \(tally.overUSD)"
        )
        #expect(tally.overTokens == 0 && tally.overUSD == 0)
        #expect(tally.refused > 0, "the caps bind: some job found no room")
        #expect(tally.calls >= tally.trials, "and every trial spent what fits")
    }

    /// A process killed (kill -9) once its request is out, before it could record anything: the
    /// request may have been carried out and billed, so its hold is kept as spent. The digest
    /// that runs next, needing the same room, falls back for the budget and asks nothing.
    @Test func aKillAfterTheRequestWentOut_keepsItsWorstCase() throws {
        // The refresh's call answered only after 20 s (it is killed first).
        let scene = try Self.scene(steps: Array(repeating: ["text": Self.text, "delay": 20], count: 10))
        try Self.configure(scene, tokens: 2_500, usd: 1)
        for attempt in 0..<5 {
            if attempt > 0 {
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: scene.sandbox.databasePath + suffix) }
                try FileManager.default.copyItem(
                    atPath: scene.sandbox.root.appendingPathComponent("kill-template.sqlite").path, toPath: scene.sandbox.databasePath)
            } else {
                try FileManager.default.copyItem(
                    atPath: scene.sandbox.databasePath, toPath: scene.sandbox.root.appendingPathComponent("kill-template.sqlite").path)
            }
            let asked = try scene.requests().count
            let refresh = try scene.sandbox.launch(["run", "refresh"], now: Self.trialTime)
            // Killed once its request is out (so the slow answer is the one it waits for).
            let held = try Self.eventually {
                try scene.requests().count > asked && (try scene.query("SELECT count(*) AS n FROM aihold").first?["n"] as? Int ?? 0) == 1
            }
            #expect(held, "the refresh holds room while it waits for Claude")
            kill(refresh.process.processIdentifier, SIGKILL)
            #expect(try refresh.finish().signal == SIGKILL)
            let recorded = try scene.query("SELECT outcome, detail, inputTokens FROM aicall")
            #expect(recorded.isEmpty, "attempt \(attempt): nothing recorded: \(recorded)")

            // The digest's call needs the same room: the dead process's hold is kept, not freed.
            try scene.sandbox.ok(["run", "digest"], now: Self.trialTime)
            let digest = try #require(try scene.query("SELECT source, fallbackReason FROM digest").first)
            #expect(
                digest["source"] as? String != "claude" && (digest["fallbackReason"] as? String ?? "").contains("budget"),
                "attempt \(attempt): \(digest)")
            #expect(try scene.requests().count == asked + 1, "the replica is asked nothing more")
            #expect(try scene.query("SELECT count(*) AS n FROM aihold WHERE holder = ''").first?["n"] as? Int == 1)
        }
    }

    /// Whether `check` holds within `timeout` seconds, looking every 20 ms.
    static func eventually(timeout: Double = 10, _ check: () throws -> Bool) throws -> Bool {
        let end = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while ContinuousClock.now < end {
            if try check() { return true }
            usleep(20_000)
        }
        return try check()
    }
}
