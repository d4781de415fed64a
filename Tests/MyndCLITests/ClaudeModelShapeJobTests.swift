import Foundation
import MyndTestSupport
import Testing

/// The request follows the model a person names: the replica refuses what each model refuses
/// (sampling parameters and prefill on 5.x, `thinking: disabled` where thinking cannot be
/// turned off, `effort` on Haiku 4.5), so a follow-up in Claude's words shows the shape fits.
@Suite(.timed, .timeLimit(.minutes(20))) struct ClaudeModelShapeJobTests {
    static let bulbs = "Bulbs in before the frost? A bag of tulips is a fine first step."

    @Test(
        arguments: [
            ("claude-haiku-4-5", nil, nil), ("claude-sonnet-4-6", nil, nil), ("claude-3-5-haiku-20241022", nil, nil),
            ("claude-sonnet-5-5", "between_tools", "low"), ("claude-opus-5-5", nil, "low"), ("claude-haiku-5-5", "disabled", "low"),
        ] as [(String, String?, String?)])
    func aNamedModel_getsTheRequestItTakes(model: String, thinking: String?, effort: String?) throws {
        let scene = try ClaudeScene(script: ["messages": [["text": Self.bulbs]]], config: "[ai]\nmodel_followup = \"\(model)\"\n")
        try scene.refresh()
        let followUp = try #require(try scene.followUps().first)
        #expect(followUp["source"] as? String == "claude", "\(followUp)")
        let request = try #require(try scene.requests().first)
        let body = try #require(try JSONSerialization.jsonObject(with: Data((request["body"] as? String ?? "").utf8)) as? [String: Any])
        #expect((body["thinking"] as? [String: String])?["type"] == thinking)
        #expect((body["output_config"] as? [String: String])?["effort"] == effort)
        #expect(body["temperature"] == nil && body["top_p"] == nil && body["top_k"] == nil)
        if model == "claude-opus-5-5" {
            #expect((body["max_tokens"] as? Int ?? 0) > 1000, "room to think: it cannot be turned off")
        }
    }
}
