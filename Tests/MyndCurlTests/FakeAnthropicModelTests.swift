import Foundation
import MyndCurl
import MyndTestSupport
import Testing

/// The replica answers each model as its documentation says: what a 5.x model refuses, and
/// what its answers look like.
@Suite(.timed, .timeLimit(.minutes(20))) struct FakeAnthropicModelTests {
    let transport = CurlTransport()

    private func send(_ fake: FakeAnthropic, _ fields: [String: Any]) throws -> (Int, [String: Any]) {
        var body: [String: Any] = ["max_tokens": 100, "messages": [["role": "user", "content": "Hi"]]]
        body.merge(fields) { _, new in new }
        let response = try transport.send(fake.request(body: try JSONSerialization.data(withJSONObject: body)))
        return (response.status, json(response))
    }

    @Test(arguments: [
        #"{"temperature": 0.5}"#, #"{"top_p": 0.9}"#, #"{"top_k": 5}"#,
        #"{"messages": [{"role": "user", "content": "Hi"}, {"role": "assistant", "content": "Sure:"}]}"#,
        #"{"thinking": {"type": "enabled", "budget_tokens": 1024}}"#, #"{"output_config": {"effort": "extreme"}}"#,
    ])
    func haiku55_refusesWhatTheMigrationGuideLists(field: String) throws {
        let fake = try FakeAnthropic()
        var fields = try #require(try JSONSerialization.jsonObject(with: Data(field.utf8)) as? [String: Any])
        fields["model"] = "claude-haiku-5-5"
        let (status, body) = try send(fake, fields)
        #expect(status == 400)
        #expect((body["error"] as? [String: Any])?["type"] as? String == "invalid_request_error")
    }

    @Test(arguments: [
        ("claude-sonnet-5-5", "disabled", 400), ("claude-opus-5-5", "disabled", 400), ("claude-haiku-5-5", "disabled", 200),
        ("claude-sonnet-5-5", "between_tools", 200), ("claude-haiku-5-5", "between_tools", 400),
        ("claude-haiku-4-5", "adaptive", 400),
    ])
    func thinkingType_isCheckedPerModel(model: String, type: String, status: Int) throws {
        let fake = try FakeAnthropic()
        #expect(try send(fake, ["model": model, "thinking": ["type": type]]).0 == status)
    }

    @Test(arguments: [("claude-haiku-4-5", 400), ("claude-sonnet-4-5-20250929", 400), ("claude-haiku-5-5", 200), ("claude-opus-4-6", 200)])
    func effort_isRefusedByTheModelsThatPredateIt(model: String, status: Int) throws {
        let fake = try FakeAnthropic()
        #expect(try send(fake, ["model": model, "output_config": ["effort": "low"]]).0 == status)
    }

    @Test func a5xModelThatThinks_startsWithAThinkingBlock_andBillsItAsOutput() throws {
        let fake = try FakeAnthropic(extraArguments: ["--default-text", "Plant two bulbs today?"])
        let (_, thinking) = try send(fake, ["model": "claude-opus-5-5"])
        let (_, plain) = try send(fake, ["model": "claude-haiku-5-5", "thinking": ["type": "disabled"]])
        let types = { (message: [String: Any]) in (message["content"] as? [[String: Any]])?.compactMap { $0["type"] as? String } }
        #expect(types(thinking) == ["thinking", "text"])
        #expect(types(plain) == ["text"])
        let output = { (message: [String: Any]) in (message["usage"] as? [String: Any])?["output_tokens"] as? Int ?? 0 }
        #expect(output(thinking) > output(plain))
    }

    @Test func the5xMinimumCacheablePrefix_is512Tokens() throws {
        let fake = try FakeAnthropic()
        // About 560 tokens at the replica's 4 bytes a token: cached on Haiku 5.5, not on Haiku 4.5.
        let system = [["type": "text", "text": String(repeating: "Axel. ", count: 370), "cache_control": ["type": "ephemeral"]]]
        func written(_ model: String) throws -> Int {
            let (_, body) = try send(fake, ["model": model, "system": system])
            return (body["usage"] as? [String: Any])?["cache_creation_input_tokens"] as? Int ?? -1
        }
        #expect(try written("claude-haiku-5-5") > 0)
        #expect(try written("claude-haiku-4-5") == 0)
    }
}
