import Foundation
import MyndTestSupport
import Testing

/// What Claude is told: the goal's earlier nudges and how each was answered (so it does not
/// repeat itself), and nothing of the people, places and events linked to the goal.
@Suite(.timed, .timeLimit(.minutes(20))) struct ClaudeMemoryPrivacyTests {
    static let therapist = "Dr. Amira Haddad, my therapist, +44 7700 900123"

    /// Every request body the fake API received, as sent.
    static func bodies(_ scene: ClaudeScene) throws -> [String] {
        try scene.requests().compactMap { $0["body"] as? String }
    }

    static func link(_ scene: ClaudeScene, _ type: String, _ content: String, _ edge: String) throws {
        let node = try scene.sandbox.add(type, content, now: "2026-11-16T09:00:00Z")
        try scene.sandbox.ok(["link", node.id, scene.goalId, "--type", edge], now: "2026-11-16T09:00:00Z")
    }

    @Test func aLinkedPersonPlaceOrEvent_neverLeavesTheMachine_inACallOrABatch() throws {
        let scene = try ClaudeScene(
            script: ["messages": [["text": "Less coffee after two might help tonight."]], "batch_texts": ["Ahead", "Insight"]],
            goal: "Sleep through the night again")
        try Self.link(scene, "person", Self.therapist, "blocks")
        try Self.link(scene, "place", "The clinic at 12 Harley Street", "relatesTo")
        try Self.link(scene, "event", "Appointment with Amira on Friday", "relatesTo")
        try Self.link(scene, "thought", "Less coffee after 2pm", "relatesTo")

        try scene.sandbox.ok(["run", "processing"], now: "2026-11-19T03:00:00Z")  // the batch
        try scene.refresh()  // and a call of its own
        let bodies = try Self.bodies(scene)
        #expect(bodies.count >= 2, "a batch and a call")
        for body in bodies {
            for secret in ["Amira", "Haddad", "7700", "900123", "therapist", "Harley", "Appointment"] {
                #expect(!body.contains(secret), "\(secret) was sent: \(body.prefix(300))")
            }
        }
        let last = try #require(bodies.last)
        let body = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        let call = try #require((body["messages"] as? [[String: Any]])?.first?["content"] as? String)
        #expect(call.contains("<blocker>a person</blocker>"), "the blocker goes out as its type: \(call)")
        #expect(call.contains("Less coffee after 2pm"), "a thought is context worth sending")
        #expect(call.contains("<goal>Sleep through the night again</goal>"))
    }

    @Test func theNextNudge_tellsClaudeTheLastOne_andThatItWasDismissed() throws {
        let first = "Bulbs want cold soil: an hour this weekend would do it."
        let scene = try ClaudeScene(script: ["messages": [["text": first], ["text": "Do the bulbs still matter this year?"]]])
        try scene.refresh()
        let followUp = try #require(try scene.followUps().first)
        try scene.sandbox.ok(["dismiss", try #require(followUp["shortId"] as? String)], now: "2026-11-20T10:05:00Z")
        let firstPrompt = try #require(try Self.bodies(scene).first)
        #expect(firstPrompt.contains("No nudge about this goal yet."))

        // Dismissed: the goal rests two days, then is nudged again, with its history.
        try scene.refresh(at: "2026-11-23T10:00:00Z")
        let bodies = try Self.bodies(scene)
        #expect(bodies.count == 2)
        let body = try #require(try JSONSerialization.jsonObject(with: Data(bodies[1].utf8)) as? [String: Any])
        let message = try #require((body["messages"] as? [[String: Any]])?.first?["content"] as? String)
        #expect(message.contains("<nudge sent=\"2026-11-20\" answer=\"dismissed\">\(first)</nudge>"), "\(message)")
    }
}
