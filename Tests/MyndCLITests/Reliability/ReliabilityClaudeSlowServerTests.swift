import Foundation
import MyndCore
import MyndTestSupport
import Testing

/// The budget counts what may have been spent (RELIABILITY.md "Claude's budget against a slow
/// server"): a call that timed out or broke off, and the call of a process killed after its
/// request went out, may have been carried out and billed with no usage ever seen. Their worst
/// case stays in the ledger until the day ends, so the API replica never sees more tokens asked
/// for in a day than the cap allows. The replica counts, for every request it receives, the most
/// it could bill (`asked_tokens`: its input as it counts tokens, plus `max_tokens`).
@Suite(.timed, .tags(.reliability), .serialized, .timeLimit(.minutes(20))) struct ReliabilityClaudeSlowServerTests {
    typealias Budget = ReliabilityClaudeBudgetTests
    /// One call's worst case is about 1,950 tokens: one fits, two do not.
    static let cap = 2_500
    static let seed: UInt64 = 0x6D79_6E64_0038

    /// Tokens the replica was asked for by the requests after the first `skipping`, and how
    /// many requests those were.
    static func asked(_ scene: ClaudeScene, skipping: Int = 0) throws -> (tokens: Int, requests: Int) {
        let requests = try scene.requests().dropFirst(skipping)
        return (requests.reduce(0) { $0 + ($1["asked_tokens"] as? Int ?? 0) }, requests.count)
    }

    /// A day of jobs against a replica that never answers: refresh at 10:00 (its call runs out
    /// of time), the digest, refresh every two hours, processing at night. The first request
    /// keeps its worst case; nothing else is asked that day; the next day has room again.
    @Test func aCallThatTimesOut_keepsItsWorstCaseUntilTheDayEnds() throws {
        let scene = try Budget.scene(steps: Array(repeating: ["hang": true], count: 50))
        try Budget.configure(scene, tokens: Self.cap, usd: 1)
        scene.sandbox.environment["MYND_JOB_BUDGET"] = "4"
        for (job, time) in [
            ("refresh", "10:00"), ("digest", "10:05"), ("refresh", "12:00"), ("refresh", "14:00"), ("refresh", "16:00"),
            ("processing", "23:00"),
        ] {
            try scene.sandbox.ok(["run", job], now: "2026-11-20T\(time):00Z")
        }
        let day = try Self.asked(scene)
        #expect(day.requests == 1, "one request, then no room: \(day)")
        #expect(day.tokens <= Self.cap, "the replica was asked for \(day.tokens) tokens against a cap of \(Self.cap)")
        let call = try #require(try scene.query("SELECT outcome, detail, inputTokens FROM aicall").first)
        #expect(call["outcome"] as? String == "failed" && (call["detail"] as? String ?? "").contains("no answer"), "\(call)")
        let kept = try scene.query("SELECT count(*) AS n, total(tokens) AS t FROM aihold WHERE holder = ''").first
        #expect(kept?["n"] as? Int == 1 && (kept?["t"] as? Double ?? 0) > 1_500, "its worst case is kept: \(String(describing: kept))")
        let fellBack = try scene.query("SELECT count(*) AS n FROM followup WHERE fallbackReason LIKE '%budget%'").first?["n"] as? Int
        #expect((fellBack ?? 0) >= 1, "the later nudges fell back for the budget")

        let digest = try scene.sandbox.ok(["run", "digest"], now: "2026-11-21T10:00:00Z")
        let next = try Self.asked(scene, skipping: day.requests)
        #expect(next.requests == 1 && next.tokens <= Self.cap, "a new day, room again: \(next) \(digest)")
        print("slow server: day one \(day.requests) request, \(day.tokens) tokens asked (cap \(Self.cap)); day two \(next.requests)")
    }

    /// A replica that resets every connection once it has read the request: the request may
    /// have been carried out. The retry the policy allows is a second request that may be
    /// billed, so it is sent only with room of its own, and there is none.
    @Test func aResetAfterTheRequest_isNotRetriedWithoutRoomForASecondWorstCase() throws {
        let scene = try Budget.scene(steps: Array(repeating: ["reset": true], count: 50))
        try Budget.configure(scene, tokens: Self.cap, usd: 1)
        try scene.sandbox.ok(["run", "refresh"], now: "2026-11-20T10:00:00Z")
        try scene.sandbox.ok(["run", "digest"], now: "2026-11-20T10:05:00Z")
        let day = try Self.asked(scene)
        #expect(day.requests == 1 && day.tokens <= Self.cap, "\(day)")
        let call = try #require(try scene.query("SELECT attempts FROM aicall").first)
        #expect(call["attempts"] as? Int == 1)
    }

    /// 30 trials: a refresh whose call the replica answers only after 20 s is killed (SIGKILL)
    /// at a random moment, before or after its request reached the replica; then the digest,
    /// a refresh two hours later and processing run. In no trial is the replica asked for more
    /// than the cap.
    @Test func aProcessKilledAroundItsRequest_neverLetsTheDayAskForMore() throws {
        let scene = try Budget.scene(steps: Array(repeating: ["text": Budget.text, "delay": 20], count: 200))
        try Budget.configure(scene, tokens: Self.cap, usd: 1)
        let template = scene.sandbox.root.appendingPathComponent("slow-template.sqlite")
        try FileManager.default.copyItem(atPath: scene.sandbox.databasePath, toPath: template.path)
        var random = SeededRandom(seed: Self.seed)
        var tally = (trials: 0, killedAfterSending: 0, over: 0, most: 0)
        for trial in 0..<30 {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: scene.sandbox.databasePath + suffix) }
            try FileManager.default.copyItem(atPath: template.path, toPath: scene.sandbox.databasePath)
            let before = try scene.requests().count
            let refresh = try scene.sandbox.launch(["run", "refresh"], now: Budget.trialTime)
            usleep(useconds_t(Int.random(in: 50_000...1_500_000, using: &random)))
            kill(refresh.process.processIdentifier, SIGKILL)
            _ = try refresh.finish()
            if try scene.requests().count > before { tally.killedAfterSending += 1 }
            try scene.sandbox.ok(["run", "digest"], now: "2026-11-20T10:01:00Z")
            try scene.sandbox.ok(["run", "refresh"], now: "2026-11-20T12:00:00Z")
            try scene.sandbox.ok(["run", "processing"], now: "2026-11-20T23:00:00Z")
            let day = try Self.asked(scene, skipping: before)
            tally.trials += 1
            tally.most = max(tally.most, day.tokens)
            if day.tokens > Self.cap {
                tally.over += 1
                Issue.record("trial \(trial): the replica was asked for \(day.tokens) tokens in \(day.requests) requests, cap \(Self.cap)")
            }
        }
        print(
            "kill trials: \(tally.trials), killed after the request went out \(tally.killedAfterSending), "
                + "days over the cap \(tally.over), most asked in a day \(tally.most) of \(Self.cap)")
        #expect(tally.over == 0)
        #expect(tally.killedAfterSending >= 5, "the kills land after the request often enough to matter")
    }
}
