import Foundation
import MyndAI
import MyndTestSupport
import Testing

/// The request follows the model (stored docs: "Claude Haiku 5.5 migration guide"), and the
/// answer is read by block type.
@Suite(.timed) struct RequestShapeTests {
    private func body(_ model: String) throws -> [String: Any] {
        let request = MessagesAPI.request(Question(system: "Axel.", prompt: "Goal: bulbs.", model: model, maxTokens: 100))
        return try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(request)) as? [String: Any])
    }

    @Test func haiku55_turnsThinkingOff_atEffortLow_withNoSamplingAndNoPrefill() throws {
        let json = try body("claude-haiku-5-5")
        #expect(Set(json.keys) == ["model", "max_tokens", "system", "messages", "thinking", "output_config"])
        #expect(json["thinking"] as? [String: String] == ["type": "disabled"])
        #expect(json["output_config"] as? [String: String] == ["effort": "low"])
        let turns = try #require(json["messages"] as? [[String: Any]])
        #expect(turns.map { $0["role"] as? String } == ["user"])
    }

    @Test func sonnet55_usesBetweenTools_opus55_leavesThinkingOn() throws {
        #expect(try body("claude-sonnet-5-5")["thinking"] as? [String: String] == ["type": "between_tools"])
        let opus = try body("claude-opus-5-5")
        #expect(opus["thinking"] == nil)
        #expect(opus["output_config"] as? [String: String] == ["effort": "low"])
    }

    @Test(arguments: ["claude-haiku-4-5", "claude-sonnet-4-6", "claude-3-5-haiku-20241022"])
    func olderModels_getThePlainRequest(model: String) throws {
        #expect(Set(try body(model).keys) == ["model", "max_tokens", "system", "messages"])
    }

    @Test func aMessageThatStartsWithAThinkingBlock_isReadByType() throws {
        let json = #"""
            {"id":"msg_1","type":"message","role":"assistant","model":"claude-opus-5-5",
             "content":[{"type":"thinking","thinking":"","signature":"sig"},{"type":"text","text":"Two bulbs today?"}],
             "stop_reason":"end_turn","stop_sequence":null,"usage":{"input_tokens":10,"output_tokens":52}}
            """#
        let message = try JSONDecoder().decode(Message.self, from: Data(json.utf8))
        #expect(message.text == "Two bulbs today?")
        #expect(message.content.first == .other(type: "thinking"))
    }
}
