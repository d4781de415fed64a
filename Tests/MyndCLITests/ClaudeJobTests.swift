import Foundation
import MyndTestSupport
import Testing

/// The jobs with Claude: the fake Anthropic API over real HTTP through libcurl, the built
/// binary, and the database read back with sqlite3.
@Suite(
    .timed, .serialized, .enabled(if: !ServerProcess.python3Missing, "python3 is not installed: it runs the fake Anthropic API"),
    .timeLimit(.minutes(20)))
struct ClaudeJobTests {
    static let bulbs = "Bulbs in before the frost? A bag of tulips is a fine first step."

    @Test func refresh_deliversClaudesText_andTheLedgerHasTheResponsesUsage() throws {
        let usage = ["input_tokens": 412, "output_tokens": 19, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0]
        let scene = try ClaudeScene(script: ["messages": [["text": Self.bulbs, "usage": usage]]])
        let run = try scene.refresh()
        #expect(run.stderr.contains(Self.bulbs), "the terminal channel shows Claude's words")

        let followUp = try #require(try scene.followUps().first)
        #expect(followUp["source"] as? String == "claude")
        #expect(followUp["text"] as? String == Self.bulbs)
        #expect(followUp["fallbackReason"] is NSNull)

        let calls = try scene.query(
            "SELECT purpose, model, inputTokens, outputTokens, cacheWriteTokens, cacheReadTokens, requestId, attempts, outcome FROM aicall")
        #expect(calls.count == 1)
        let call = try #require(calls.first)
        #expect(call["purpose"] as? String == "followup")
        #expect(call["model"] as? String == "claude-haiku-5-5")
        #expect(call["inputTokens"] as? Int == 412)
        #expect(call["outputTokens"] as? Int == 19)
        #expect(call["attempts"] as? Int == 1)
        #expect(call["outcome"] as? String == "ok")
        #expect((call["requestId"] as? String)?.hasPrefix("req_") == true)

        // The request, as the documentation describes it.
        let request = try #require(try scene.requests().first)
        #expect(request["path"] as? String == "/v1/messages")
        let headers = try #require(request["headers"] as? [String: String])
        #expect(headers["anthropic-version"] == "2023-06-01")
        #expect(headers["x-api-key"] == ClaudeScene.key)
        #expect(headers["content-type"]?.hasPrefix("application/json") == true)
        let body = try #require(try JSONSerialization.jsonObject(with: Data((request["body"] as? String ?? "").utf8)) as? [String: Any])
        #expect(body["model"] as? String == "claude-haiku-5-5")
        #expect(body["thinking"] as? [String: String] == ["type": "disabled"])
        #expect(body["output_config"] as? [String: String] == ["effort": "low"])
        #expect(body["temperature"] == nil && body["top_p"] == nil && body["top_k"] == nil)
        #expect((body["max_tokens"] as? Int ?? 0) > 0)
        let system = try #require(body["system"] as? [[String: Any]])
        // A lone call does not mark the cache: the next comes min_gap later, the cache lives
        // five minutes, and writing it costs 1.25× (ClaudeCacheTests).
        #expect(system.first?["cache_control"] == nil)
        #expect((system.first?["text"] as? String)?.hasPrefix("You are Axel") == true)
        let messages = try #require(body["messages"] as? [[String: Any]])
        #expect(messages.count == 1 && messages[0]["role"] as? String == "user")
        #expect((messages[0]["content"] as? String)?.contains("<goal>Plant the spring bulbs</goal>") == true)

        let status = try scene.sandbox.ok(["status", "--json"], now: ClaudeScene.refreshTime)
        let ai = try #require((try JSONSerialization.jsonObject(with: status.stdoutData) as? [String: Any])?["ai"] as? [String: Any])
        #expect((ai["today"] as? [String: Any])?["tokens"] as? Int == 431)
        // 412 input at $0.10/M and 19 output at $0.50/M (Haiku 5.5's list prices).
        #expect(abs(((ai["today"] as? [String: Any])?["costUSD"] as? Double ?? 0) - 0.000051) < 0.000001)
        #expect(ai["keySource"] as? String == "$ANTHROPIC_API_KEY")
    }

    @Test func overloaded529_thenSuccess_retriesOnce_afterRetryAfter() throws {
        let scene = try ClaudeScene(script: ["messages": [["status": 529, "retry_after": "1"], ["text": Self.bulbs]]])
        let started = Date()
        try scene.refresh()
        #expect(Date().timeIntervalSince(started) >= 1, "waited for retry-after")
        #expect(try scene.requests().count == 2)
        #expect(try scene.followUps().first?["source"] as? String == "claude")
        #expect(try scene.query("SELECT attempts, outcome FROM aicall").first?["attempts"] as? Int == 2)
    }

    @Test func rejectedKey401_isNotRetried_fallsBack_andDoctorSaysSo() throws {
        let scene = try ClaudeScene(script: [:], key: "sk-ant-api03-WRONG-KEY-not-the-one")
        try scene.refresh()
        #expect(try scene.requests().count == 1, "401 is not retried")
        let followUp = try #require(try scene.followUps().first)
        #expect(followUp["source"] as? String == "fallback")
        #expect((followUp["fallbackReason"] as? String)?.contains("401") == true)
        let doctor = try scene.sandbox.run(["doctor"], now: ClaudeScene.refreshTime)
        #expect(doctor.status == 1)
        #expect(doctor.stdout.contains("FAIL claude: the API rejected the key"), "\(doctor)")
        #expect(!doctor.stdout.contains("WRONG-KEY"), "doctor never shows the key")
    }

    @Test func overLongText_isAskedForOnceMore_thenFallsBack() throws {
        let long = String(repeating: "So many bulbs, so little time. ", count: 5)
        let scene = try ClaudeScene(script: ["messages": [["text": long], ["text": long]]])
        try scene.refresh()
        #expect(try scene.requests().count == 2, "re-asked once, not more")
        let followUp = try #require(try scene.followUps().first)
        #expect(followUp["source"] as? String == "fallback")
        #expect((followUp["text"] as? String)?.contains("Plant the spring bulbs") == true)
        #expect((followUp["fallbackReason"] as? String)?.contains("rejected") == true)
        #expect(try scene.query("SELECT outcome FROM aicall").map { $0["outcome"] as? String } == ["rejected", "rejected"])
    }

    @Test func overLongText_reAskedShorter_isUsed() throws {
        let long = String(repeating: "So many bulbs, so little time. ", count: 5)
        let scene = try ClaudeScene(script: ["messages": [["text": long], ["text": Self.bulbs]]])
        try scene.refresh()
        let requests = try scene.requests()
        #expect(requests.count == 2)
        let body = try #require(try JSONSerialization.jsonObject(with: Data((requests[1]["body"] as? String ?? "").utf8)) as? [String: Any])
        let prompt = ((body["messages"] as? [[String: Any]])?.first?["content"] as? String) ?? ""
        #expect(prompt.contains("at most 100 characters"))
        let followUp = try #require(try scene.followUps().first)
        #expect(followUp["source"] as? String == "claude")
        #expect(followUp["text"] as? String == Self.bulbs)
        // One answer of two was rejected: status shows the rate, as text and JSON.
        let status = try scene.sandbox.ok(["status", "--json"], now: ClaudeScene.refreshTime)
        let ai = try #require((try JSONSerialization.jsonObject(with: status.stdoutData) as? [String: Any])?["ai"] as? [String: Any])
        let checks = try #require(ai["checks"] as? [String: Any])
        #expect(checks["answered"] as? Int == 2 && checks["rejected"] as? Int == 1)
        #expect(checks["rejectionRate"] as? Double == 0.5)
        let text = try scene.sandbox.ok(["status"], now: ClaudeScene.refreshTime)
        #expect(text.stdout.contains("checks: 1 of 2 answers rejected in 30 days (50%)"), "\(text)")
    }

    @Test func hungServer_isCutOffByTheJobsBudget_andTheNudgeStillGoesOut() throws {
        let scene = try ClaudeScene(script: ["messages": [["hang": true]]])
        // 6 s: the call is cut at 4.8 s, leaving the 1.2 s reserve to record and deliver the
        // fallback even while the rest of the suite loads both cores (4 s left 0.8 s, which
        // a loaded run once missed).
        scene.sandbox.environment["MYND_JOB_BUDGET"] = "6"
        let started = Date()
        let run = try scene.refresh()
        let elapsed = Date().timeIntervalSince(started)
        #expect(elapsed < 10, "cut off near the 6 s budget, took \(elapsed) s")
        #expect(run.stdout.contains("1 planned, 1 delivered"), "\(run)")
        let followUp = try #require(try scene.followUps().first)
        #expect(followUp["source"] as? String == "fallback")
    }

    @Test func processing_sendsABatch_aLaterRunCollectsIt_andRefreshUsesItsText() throws {
        let scene = try ClaudeScene(
            script: ["batch_texts": [Self.bulbs, "A calm morning: one goal is waiting for you, and the frost is coming."]],
            batchPolls: 1)
        // 03:00 on the 19th: the goal (quiet since the 16th) will be stale by tomorrow.
        let submit = try scene.sandbox.ok(["run", "processing", "--json"], now: "2026-11-19T03:00:00Z")
        #expect(submit.stdout.contains("sent batch msgbatch_"), "\(submit)")
        var requests = try scene.requests()
        #expect(requests.map { $0["path"] as? String } == ["/v1/messages/batches"])
        let body = try #require(try JSONSerialization.jsonObject(with: Data((requests[0]["body"] as? String ?? "").utf8)) as? [String: Any])
        let items = try #require(body["requests"] as? [[String: Any]])
        #expect(Set(items.compactMap { $0["custom_id"] as? String }) == ["followup-\(scene.goalId)", "insight-2026-11-19"])
        #expect(try scene.query("SELECT status FROM batch").first?["status"] as? String == "submitted")

        // An hour later: still in progress, and the run does not wait for it.
        try scene.sandbox.ok(["run", "processing"], now: "2026-11-19T04:00:00Z")
        #expect(try scene.query("SELECT status FROM batch").first?["status"] as? String == "submitted")
        // Next: ended; the results are collected.
        try scene.sandbox.ok(["run", "processing"], now: "2026-11-19T05:00:00Z")
        #expect(try scene.query("SELECT status FROM batch").first?["status"] as? String == "collected")
        requests = try scene.requests()
        #expect(requests.contains { ($0["path"] as? String)?.hasSuffix("/results") == true })
        let ledger = try scene.query("SELECT purpose, batchId, outcome FROM aicall ORDER BY purpose")
        #expect(ledger.map { $0["outcome"] as? String } == ["ok", "ok"])
        #expect(ledger.allSatisfy { ($0["batchId"] as? String)?.hasPrefix("msgbatch_") == true })

        // The refresh that follows uses the text written ahead, without a call of its own.
        let before = try scene.requests().count
        try scene.refresh()
        #expect(try scene.requests().count == before)
        let followUp = try #require(try scene.followUps().first)
        #expect(followUp["source"] as? String == "claude")
        #expect(followUp["text"] as? String == Self.bulbs)
    }

    @Test func batch_erroredAndExpiredItems_areRecorded_andAskedForAgain() throws {
        let scene = try ClaudeScene(
            script: ["batch_results": ["errored", "expired"], "batch_texts": [Self.bulbs, "A quiet week: the bulbs can wait a day."]],
            batchPolls: 0)
        try scene.sandbox.ok(["run", "processing"], now: "2026-11-19T03:00:00Z")
        // The next run collects the first batch; neither item brought a text, so both are
        // asked for again in a second batch.
        try scene.sandbox.ok(["run", "processing"], now: "2026-11-19T04:00:00Z")
        let ledger = try scene.query("SELECT outcome, detail FROM aicall")
        #expect(ledger.count == 2)
        #expect(ledger.allSatisfy { $0["outcome"] as? String == "failed" })
        #expect(
            Set(ledger.compactMap { ($0["detail"] as? String)?.split(separator: ":").first.map(String.init) }) == ["errored", "expired"])
        #expect(try scene.requests().filter { $0["path"] as? String == "/v1/messages/batches" }.count == 2)
        // The second batch succeeds (the fake's default text); refresh collects and uses it.
        try scene.refresh()
        let followUp = try #require(try scene.followUps().first)
        #expect(followUp["source"] as? String == "claude")
        #expect(
            try scene.query("SELECT status FROM batch ORDER BY createdAt, id").map { $0["status"] as? String } == [
                "collected", "collected",
            ])
    }

    @Test func digest_putsClaudesInsightFirst_andRecordsItsSource() throws {
        let insight = "One goal has gone quiet: the bulbs. A frost-free morning is a good one to start."
        let scene = try ClaudeScene(script: ["messages": [["text": insight]]])
        let run = try scene.sandbox.ok(["run", "digest"], now: "2026-11-20T08:05:00Z")
        #expect(run.stderr.contains(insight), "\(run)")
        let request = try #require(try scene.requests().first)
        let body = try #require(try JSONSerialization.jsonObject(with: Data((request["body"] as? String ?? "").utf8)) as? [String: Any])
        #expect(body["model"] as? String == "claude-haiku-5-5")
        let digest = try #require(try scene.query("SELECT body, source, fallbackReason FROM digest").first)
        #expect((digest["body"] as? String)?.hasPrefix(insight + "\n") == true)
        #expect(digest["source"] as? String == "claude")
        #expect(try scene.query("SELECT purpose FROM aicall").first?["purpose"] as? String == "insight")
    }

    @Test func processing_withoutBatches_writesAheadCallByCall() throws {
        let scene = try ClaudeScene(
            script: ["messages": [["text": Self.bulbs], ["text": "Quiet morning: the bulbs are waiting, and so is the frost."]]],
            config: "[ai]\nbatch = false\n")
        try scene.sandbox.ok(["run", "processing"], now: "2026-11-19T03:00:00Z")
        #expect(try scene.requests().map { $0["path"] as? String } == ["/v1/messages", "/v1/messages"])
        #expect(try scene.query("SELECT kind FROM prepared ORDER BY kind").map { $0["kind"] as? String } == ["followup", "insight"])
        try scene.refresh()
        #expect(try scene.requests().count == 2, "refresh used the text written ahead")
        #expect(try scene.followUps().first?["text"] as? String == Self.bulbs)
    }

    @Test func noKey_fallsBack_withTheReason() throws {
        let scene = try ClaudeScene(script: [:])
        scene.sandbox.environment["ANTHROPIC_API_KEY"] = ""
        try scene.refresh()
        #expect(try scene.requests().isEmpty)
        let followUp = try #require(try scene.followUps().first)
        #expect(followUp["source"] as? String == "fallback")
        #expect((followUp["fallbackReason"] as? String)?.hasPrefix("no API key") == true)
    }

    @Test func keyFileReadableByOthers_isRefused_withOneLine() throws {
        let scene = try ClaudeScene(script: [:])
        scene.sandbox.environment["ANTHROPIC_API_KEY"] = ""
        let keyFile = try scene.sandbox.file("key", ClaudeScene.key + "\n")
        chmod(keyFile, 0o644)
        try scene.sandbox.writeConfig(
            "[schedule]\nadaptive = false\n[ai]\nkey_file = \"\(keyFile)\"\n[channels]\nfollowup = [\"terminal\"]\n")
        let doctor = try scene.sandbox.run(["doctor"], now: ClaudeScene.refreshTime)
        #expect(doctor.stdout.contains("can be read by others (mode 644): run chmod 600"), "\(doctor)")
        try scene.refresh()
        #expect(try scene.requests().isEmpty, "the key of a readable file is not used")
        chmod(keyFile, 0o600)
        let first = try #require(try scene.followUps().first?["id"] as? String)
        try scene.sandbox.ok(["dismiss", first], now: "2026-11-22T09:00:00Z")
        try scene.refresh(at: "2026-11-22T10:00:00Z")
        #expect(try scene.requests().count == 1, "the same file, private, is used")
    }

    @Test func theKey_isNowhere_notInTheDatabase_outputs_export_orArgv() throws {
        let scene = try ClaudeScene(script: ["messages": [["status": 500], ["text": Self.bulbs]]])
        var outputs = [try scene.refresh()]
        outputs.append(try scene.sandbox.ok(["status"], now: ClaudeScene.refreshTime))
        outputs.append(try scene.sandbox.ok(["doctor", "--privacy"], now: ClaudeScene.refreshTime))
        outputs.append(try scene.sandbox.ok(["followups", "--json"], now: ClaudeScene.refreshTime))
        outputs.append(try scene.sandbox.ok(["export"], now: ClaudeScene.refreshTime))
        for output in outputs {
            #expect(!output.stdout.contains("FAKEKEY") && !output.stderr.contains("FAKEKEY"))
        }
        for suffix in ["", "-wal", "-shm"] {
            let data = FileManager.default.contents(atPath: scene.sandbox.databasePath + suffix) ?? Data()
            #expect(data.range(of: Data("FAKEKEY".utf8)) == nil, "database file\(suffix)")
        }
        // While a run waits on a slow server, its argv (what `ps` shows) has no key.
        // (The fake server's own argv has the key: it is told which key to accept.)
        let slow = try ClaudeScene(script: ["messages": [["delay": 2, "text": Self.bulbs]]])
        let runs = try ProcessList.watch(for: Sandbox.binary.path) { try slow.refresh() }.seen
        #expect(runs.contains { $0.contains("run refresh") }, "the run was listed")
        #expect(!runs.contains { $0.contains("FAKEKEY") })
    }
}
