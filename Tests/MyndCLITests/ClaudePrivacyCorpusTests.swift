import Foundation
import MyndTestSupport
import Testing

/// The privacy corpus (`PrivacyCorpus`, over a hundred goals, people and notes) through the
/// built binary against the API replica: fallback texts first (they name blockers and overdue
/// people, and come back as history and yesterday's insight), then refresh and the digest
/// with Claude, the overnight batch of every goal, and the refresh that collects it. Every
/// request body the replica received, and what `doctor --privacy` shows, is scanned: no name,
/// number, account or address of the corpus is in any; the texts that name no one are there
/// as written.
@Suite(.timed, .timeLimit(.minutes(20))) struct ClaudePrivacyCorpusTests {
    @Test func theCorpus_throughRefreshDigestAndTheBatch_leaksNothing_andStaysReadable() throws {
        let texts = Array(repeating: "An hour this weekend would move it along.", count: 80)
        let scene = try ClaudeScene(
            script: ["messages": texts.map { ["text": $0] }, "batch_texts": texts],
            config: "[schedule]\nmin_gap = \"1m\"\nadaptive = false\nmax_notifications_per_day = 30\n"
                + "[ai]\ndaily_token_budget = 2000000\nmonthly_budget_usd = 100\n",
            goal: "Plant the spring bulbs")
        let sandbox = scene.sandbox
        let key = sandbox.environment["ANTHROPIC_API_KEY"]
        sandbox.environment["ANTHROPIC_API_KEY"] = nil
        var people: [String] = []
        for (text, overdue) in PrivacyCorpus.people {
            let every = overdue ? ["--every", "1w"] : []
            people.append(try sandbox.json(NodeView.self, ["add", "person", text, "--json"] + every, now: "2026-11-01T09:00:00Z").id)
        }
        for (goal, note, blocker) in PrivacyCorpus.goals {
            let id = try sandbox.add("goal", goal, now: "2026-11-01T09:00:00Z").id
            if let note {
                let thought = try sandbox.add("thought", note, now: "2026-11-01T09:00:00Z")
                try sandbox.ok(["link", thought.id, id, "--type", "relatesTo"], now: "2026-11-01T09:00:00Z")
            }
            if let blocker { try sandbox.ok(["link", people[blocker], id, "--type", "blocks"], now: "2026-11-01T09:00:00Z") }
        }

        // Without a key: texts that name people, kept as history and yesterday's insight.
        try sandbox.ok(["run", "digest"], now: "2026-11-16T09:30:00Z")
        for minute in [0, 5, 10] { try sandbox.ok(["run", "refresh"], now: "2026-11-16T10:\(String(format: "%02d", minute)):00Z") }
        // With the key: calls, the overnight batch of every goal, the refresh that collects it.
        sandbox.environment["ANTHROPIC_API_KEY"] = key
        let refresh = try sandbox.ok(["run", "refresh"], now: "2026-11-17T10:00:00Z")
        let digest = try sandbox.ok(["run", "digest"], now: "2026-11-17T10:30:00Z")
        try sandbox.ok(["run", "processing"], now: "2026-11-18T03:00:00Z")
        try sandbox.ok(["run", "refresh"], now: "2026-11-18T10:00:00Z")

        let requests = try scene.requests()
        let bodies = requests.compactMap { $0["body"] as? String }.filter { !$0.isEmpty }
        let batch = try #require(requests.first { $0["path"] as? String == "/v1/messages/batches" }?["body"] as? String)
        // Refresh nudged an overdue person (a template, no call); the digest's insight is a call.
        #expect(requests.filter { $0["path"] as? String == "/v1/messages" }.count >= 1, "a call as well as the batch: \(refresh) \(digest)")
        let sent = bodies.map(Self.decoded).joined(separator: "\n")
        var leaks: [String] = []
        for (index, body) in bodies.enumerated() {
            let text = Self.decoded(body)
            for secret in PrivacyCorpus.leaks(in: text) {
                leaks.append("request \(index): \(secret) in …\(Self.around(secret, in: text))…")
            }
        }
        // The system prompt is mynd's own text (its examples name a "Jonas"), not the graph's.
        let ownWords = Set(PrivacyCorpus.leaks(in: bodies.map(Self.systemPrompts).joined(separator: "\n")))
        let doctor = try sandbox.ok(["doctor", "--privacy", "--last", "50"], now: "2026-11-18T10:05:00Z")
        for secret in PrivacyCorpus.leaks(in: doctor.stdout) where !ownWords.contains(secret) {
            leaks.append("doctor --privacy: \(secret) in …\(Self.around(secret, in: doctor.stdout))…")
        }
        print("privacy corpus: \(PrivacyCorpus.count) goals, people and notes; \(bodies.count) request bodies; \(leaks.count) leaks")
        #expect(leaks.isEmpty, "\(leaks)")
        // Every goal went out in the batch, masked; what names no one, as written.
        #expect(Self.decoded(batch).components(separatedBy: "<goal>").count - 1 >= PrivacyCorpus.goals.count, "every goal in the batch")
        for text in PrivacyCorpus.readable { #expect(sent.contains(text), "'\(text)' did not reach Claude as written") }
        #expect(sent.contains("Ask the plumber about the boiler"), "a person saved as a role and a name is called by the role")
        #expect(sent.contains("[phone]") && sent.contains("[iban]") && sent.contains("[card]") && sent.contains("[address]"))
        #expect(doctor.stdout.contains("[address]") && doctor.stdout.contains("What is masked"), "\(doctor.stdout.prefix(600))")
    }

    /// What stands around the first `word` in `text`, to say where a leak is.
    static func around(_ word: String, in text: String) -> String {
        guard let range = text.range(of: word, options: .caseInsensitive) else { return word }
        let start = text.index(range.lowerBound, offsetBy: -60, limitedBy: text.startIndex) ?? text.startIndex
        let end = text.index(range.upperBound, offsetBy: 60, limitedBy: text.endIndex) ?? text.endIndex
        return String(text[start..<end])
    }

    /// A JSON body as text, its string escapes undone (`\u00e4`, `\/`, `\n`), so that what the
    /// scan sees is what Claude reads; without the system prompt, mynd's own text.
    static func decoded(_ body: String) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: Data(body.utf8)) else { return body }
        return strings(in: object, skipping: "system").joined(separator: "\n")
    }

    /// The system prompts of a body (a call's, or each of a batch's items).
    static func systemPrompts(_ body: String) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: Data(body.utf8)) else { return "" }
        return systemValues(object).flatMap { strings(in: $0, skipping: nil) }.joined(separator: "\n")
    }

    private static func systemValues(_ value: Any) -> [Any] {
        switch value {
        case let list as [Any]: list.flatMap(systemValues)
        case let object as [String: Any]:
            object.flatMap { key, value in key == "system" ? [value] : systemValues(value) }
        default: []
        }
    }

    private static func strings(in value: Any, skipping: String?) -> [String] {
        switch value {
        case let text as String: [text]
        case let list as [Any]: list.flatMap { strings(in: $0, skipping: skipping) }
        case let object as [String: Any]:
            object.keys.sorted().filter { $0 != skipping }.flatMap { strings(in: object[$0]!, skipping: skipping) }
        default: []
        }
    }
}
