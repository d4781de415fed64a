import Foundation
import MyndTestSupport
import Testing

/// What leaves the machine (issue 30, item 8), over a realistic graph: a person with a phone
/// number who blocks a goal, a person past their cadence, a thought with a name, a number and
/// an address. Without a key the fallback texts name them — a nudge the blocker, the digest's
/// insight the overdue person — and those texts are what Claude is shown later as the goal's
/// history and as yesterday's insight. No name, number or address reaches the API in any
/// request body, and `doctor --privacy` shows the bodies as sent, masked.
@Suite(.timed, .timeLimit(.minutes(20))) struct ClaudePrivacyTests {
    static let secrets = [
        "Amira", "Haddad", "7700", "900123", "Lucía", "Lucia", "Fernández", "Fernandez", "0176", "12345678", "lucia@",
        "example.org", "therapist",
    ]
    static let followUpText = "Less coffee after two might help the night's sleep."
    static let insightText = "Sleep has been quiet for a week: one calm evening could restart it."

    @Test func aRealisticGraph_sendsNoNameNumberOrAddress_andDoctorPrivacyShowsTheMaskedBodies() throws {
        let scene = try ClaudeScene(
            script: ["messages": [["text": Self.followUpText], ["text": Self.insightText]]],
            config: "[schedule]\nmin_gap = \"1m\"\nadaptive = false\n", goal: "Sleep through the night again")
        let sandbox = scene.sandbox
        let key = sandbox.environment["ANTHROPIC_API_KEY"]
        sandbox.environment["ANTHROPIC_API_KEY"] = nil

        let therapist = try sandbox.add("person", "Dr. Amira Haddad, my therapist, +44 7700 900123", now: "2026-11-01T09:00:00Z")
        try sandbox.ok(["link", therapist.id, scene.goalId, "--type", "blocks"], now: "2026-11-16T09:00:00Z")
        _ = try sandbox.json(NodeView.self, ["add", "person", "Lucía Fernández", "--every", "1w", "--json"], now: "2026-11-01T09:00:00Z")
        let thought = try sandbox.add(
            "thought", "Coffee with Lucía made it worse; her number is 0176 12345678, lucia@example.org", now: "2026-11-02T09:00:00Z")
        try sandbox.ok(["link", thought.id, scene.goalId, "--type", "relatesTo"], now: "2026-11-16T09:00:00Z")

        // Without a key: the digest's insight names Lucía, the goal's nudge names its blocker.
        try sandbox.ok(["run", "digest"], now: "2026-11-16T09:30:00Z")
        try sandbox.ok(["run", "refresh"], now: "2026-11-20T10:00:00Z")
        try sandbox.ok(["run", "refresh"], now: "2026-11-20T10:05:00Z")
        let firstDigest = try #require(try scene.query("SELECT body FROM digest").first?["body"] as? String)
        #expect(firstDigest.contains("Lucía"), "the fallback insight names the overdue person: \(firstDigest)")
        let nudge = try #require(
            try scene.followUps().first {
                ($0["goalId"] as? String).map { scene.goalId.hasPrefix($0) || $0.hasPrefix(scene.goalId) } == true
            })
        #expect((nudge["text"] as? String)?.contains("Amira") == true, "the fallback nudge names the blocker: \(nudge)")
        try sandbox.ok(["dismiss", try #require(nudge["shortId"] as? String)], now: "2026-11-20T10:10:00Z")

        // With the key, three days later: the goal's nudge and the morning insight by Claude.
        sandbox.environment["ANTHROPIC_API_KEY"] = key
        try scene.refresh(at: "2026-11-23T10:00:00Z")
        try sandbox.ok(["run", "digest"], now: "2026-11-23T10:30:00Z")

        let requests = try scene.requests().filter { $0["path"] as? String == "/v1/messages" }
        #expect(requests.count == 2, "a follow-up and an insight")
        let bodies = requests.compactMap { $0["body"] as? String }
        for body in bodies {
            for secret in Self.secrets { #expect(!body.contains(secret), "\(secret) was sent: \(body)") }
        }
        let prompts = try bodies.map(Self.userTurn)
        let followUp = try #require(prompts.first { $0.contains("<goal>") })
        #expect(followUp.contains("<blocker>a person</blocker>"))
        // The earlier nudge named the person it waits on; the history sends it masked.
        #expect(followUp.firstMatch(of: /<nudge [^>]*>[^<]*a person/) != nil, "the history, masked: \(followUp)")
        #expect(followUp.contains("Coffee with a person made it worse; her number is [phone], [email]"), "\(followUp)")
        let insight = try #require(prompts.first { $0.contains("morning insight") })
        #expect(insight.contains("<yesterday_insight>It has been"), "\(insight)")
        #expect(insight.contains("in touch with a person"), "yesterday's insight, masked: \(insight)")

        // What the ledger keeps is what was sent, byte for byte, and doctor shows it.
        let stored = try scene.query("SELECT request FROM aicall WHERE request IS NOT NULL ORDER BY id").compactMap {
            $0["request"] as? String
        }
        #expect(stored == bodies)
        let doctor = try sandbox.ok(["doctor", "--privacy", "--last", "10"], now: "2026-11-23T10:35:00Z")
        for secret in Self.secrets { #expect(!doctor.stdout.contains(secret), "doctor --privacy shows \(secret)") }
        #expect(doctor.stdout.contains("[phone]") && doctor.stdout.contains("[email]") && doctor.stdout.contains("a person"))
        let json = try sandbox.ok(["doctor", "--privacy", "--last", "10", "--json"], now: "2026-11-23T10:35:00Z")
        let shown = try #require(try JSONSerialization.jsonObject(with: json.stdoutData) as? [[String: Any]])
        #expect(Set(shown.compactMap { $0["body"] as? String }) == Set(bodies))
    }

    /// The one user turn of a request body.
    static func userTurn(_ body: String) throws -> String {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        return try #require((object["messages"] as? [[String: Any]])?.first?["content"] as? String)
    }
}
