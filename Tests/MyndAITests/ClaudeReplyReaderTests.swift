import Foundation
import MyndAI
import MyndCore
import MyndStore
import MyndTemplates
import MyndTestSupport
import Testing

/// Claude reading a reply the grammar could not, against the fake Anthropic API answering in
/// the documented tool-use shape: only one call of the tool with an offered answer is taken;
/// every call is held in the budget first and lands in the ledger; no call when none may be made.
@Suite(.timed, .enabled(if: !ServerProcess.python3Missing, "needs python3")) struct ClaudeReplyReaderTests {
    /// Friday 20 November 2026, 11:00 in Berlin.
    static let now = Timestamp(iso8601: "2026-11-20T10:00:00Z")!
    static let zone = LocalTime(timeZone: TimeZone(identifier: "Europe/Berlin")!)
    static let goal = NudgeInView.followUp(goal: "Plant the spring bulbs")

    let store: GraphStore
    let log: URL
    let folder: URL

    init() throws {
        store = try GraphStore.inMemory()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("reply-reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        log = folder.appendingPathComponent("requests.jsonl")
    }

    /// A fake API answering `steps` in order, and a reader on it.
    func reader(
        _ steps: [[String: Any]], model: String = AIConfig.defaultFollowUpModel, dailyTokens: Int = 20_000, online: Bool = true
    ) throws -> (ClaudeReplyReader, ServerProcess) {
        let script = folder.appendingPathComponent("script.json")
        try JSONSerialization.data(withJSONObject: ["messages": steps]).write(to: script)
        let server = try ServerProcess(
            script: "fake_anthropic.py", arguments: ["--key", "sk-ant-test", "--script", script.path, "--log", log.path])
        var config = AIConfig()
        config.followUpModel = model
        config.dailyTokenBudget = dailyTokens
        let writer = AIWriter(
            config: config, unavailable: nil, claude: MessagesAPI(baseURL: server.baseURL, key: "sk-ant-test"), ledger: store,
            prompts: Prompts(templates: try TemplateSet(), zone: Self.zone), now: Self.now, zone: Self.zone, online: online)
        return (ClaudeReplyReader(writer: writer, people: { ["Lucía Fernández"] }), server)
    }

    func read(
        _ reader: ClaudeReplyReader, _ text: String = "let's see after the weekend", _ nudge: NudgeInView = goal,
        seconds: Double = 20
    ) throws -> ClaudeReplyReader.Outcome {
        try reader.read(text, answering: nudge, ref: "f00d", now: Self.now, secondsLeft: seconds)
    }

    /// The request bodies the server saw.
    func requests() throws -> [[String: Any]] {
        guard let text = try? String(contentsOf: log, encoding: .utf8) else { return [] }
        return try text.split(separator: "\n").map { line in
            let entry = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let body = try #require(entry["body"] as? String)
            return try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        }
    }

    @Test func anOfferedAnswer_isTaken_heldInTheBudget_andRecordedInTheLedger() throws {
        let (reader, server) = try reader([["tool_use": ["input": ["answer": "snooze", "until": "2026-11-23T09:00"]]]])
        #expect(try read(reader) == .answer(ReplyAnswer(.snooze, until: .at(Timestamp(iso8601: "2026-11-23T08:00:00Z")!))))
        let sent = try requests()
        #expect(sent.count == 1)
        let request = try #require(sent.first)
        #expect((request["tools"] as? [[String: Any]])?.first?["name"] as? String == "record_answer")
        #expect((request["tool_choice"] as? [String: Any])?["type"] as? String == "tool")
        let calls = try store.recentCalls(limit: 5)
        #expect(calls.count == 1)
        #expect(calls.first?.purpose == .reply && calls.first?.ref == "f00d" && calls.first?.outcome == .ok)
        #expect((calls.first?.inputTokens ?? 0) > 0 && calls.first?.request?.contains("record_answer") == true)
        #expect(try store.holds().count == 0, "the hold is replaced by the real usage")
        withExtendedLifetime(server) {}
    }

    /// Each of these responses is in the documented shape (a script step, as JSON); none may act.
    @Test(arguments: [
        (#"{"stop_reason": "refusal", "text": ""}"#, "refusal"),
        (#"{"text": "Sounds like Monday to me."}"#, "a text instead of the tool"),
        (#"{"tool_use": {"input": {"answer": "snooze", "until": "2026-11-19T09:00"}}}"#, "not ahead"),
        (#"{"tool_use": {"input": {"answer": "reopen"}}}"#, "not an answer this nudge offers"),
        (#"{"tool_use": {"input": {"answer": "unclear"}}}"#, "unclear"),
        (#"{"tool_use": {"input": {"answer": "done", "until": "2026-11-23T09:00"}}}"#, "a time beside"),
        (#"{"tool_use": {"name": "another_tool", "input": {"answer": "done"}}}"#, "not one call"),
        (#"{"raw": "{\"type\":\"message\",\"content\":[{\"type\":\"tool_use\"", "status": 200}"#, "Claude failed"),
        (#"{"status": 400, "message": "tools.0.input_schema: invalid"}"#, "Claude failed"),
    ])
    func aResponseThatIsNotOneProperCall_actsNot(step: String, why: String) throws {
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(step.utf8)) as? [String: Any])
        let (reader, server) = try reader([parsed])
        guard case .unread(let reason) = try read(reader) else {
            Issue.record("taken from \(step)")
            return
        }
        #expect(reason.contains(why), "\(reason)")
        let call = try #require(try store.recentCalls(limit: 1).first)
        #expect(call.purpose == .reply && call.outcome != .ok, "\(call)")
        #expect(try store.holds().count == 0)
        withExtendedLifetime(server) {}
    }

    @Test func aBriefingsAnswer_needsAListedID() throws {
        let digest = NudgeInView.digest(listed: ["3f2a": "Plant the spring bulbs"])
        let (reader, server) = try reader([
            ["tool_use": ["input": ["answer": "done", "goal": "beef"]]], ["tool_use": ["input": ["answer": "done", "goal": "3f2a"]]],
        ])
        guard case .unread(let reason) = try read(reader, "the bulbs one is sorted", digest) else {
            Issue.record("an id the briefing did not list was taken")
            return
        }
        #expect(reason.contains("not a goal the briefing listed"), "\(reason)")
        #expect(try read(reader, "the bulbs one is sorted", digest) == .answer(ReplyAnswer(.complete, goal: "3f2a")))
        let goal = try #require((try requests().last?["tools"] as? [[String: Any]])?.first?["input_schema"] as? [String: Any])
        #expect(((goal["properties"] as? [String: Any])?["goal"] as? [String: Any])?["enum"] as? [String] == ["3f2a"])
        withExtendedLifetime(server) {}
    }

    /// Sonnet 5.5 refuses a forced tool: it is offered the tool, and its text answer is unclear.
    @Test func aModelThatCannotBeForced_isAskedWithAuto_andItsTextIsNotTaken() throws {
        let (reader, server) = try reader([["text": "Probably Monday."]], model: "claude-sonnet-5-5")
        guard case .unread(let reason) = try read(reader) else {
            Issue.record("a text was taken")
            return
        }
        #expect(reason.contains("a text instead of the tool"), "\(reason)")
        #expect((try requests().first?["tool_choice"] as? [String: Any])?["type"] as? String == "auto")
        withExtendedLifetime(server) {}
    }

    @Test func noCall_offline_withoutTime_orWithoutBudget() throws {
        let (offline, server) = try reader([], online: false)
        #expect(try read(offline) == .unread("offline: no network route"))
        let (tight, _) = try reader([])
        guard case .unread(let time) = try read(tight, seconds: 2) else { return }
        #expect(time.contains("too little of the job's budget"), "\(time)")
        let (poor, _) = try reader([], dailyTokens: 600)
        guard case .unread(let budget) = try read(poor) else { return }
        #expect(budget.contains("token budget cannot take this call"), "\(budget)")
        #expect(try requests().isEmpty, "no request was made")
        #expect(try store.recentCalls(limit: 5).isEmpty && store.holds().count == 0)
        withExtendedLifetime(server) {}
    }
}
