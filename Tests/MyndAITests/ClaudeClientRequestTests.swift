import Foundation
import MyndAI
import MyndCore
import MyndCurl
import MyndTestSupport
import Testing

@Suite(.timed) struct ClaudeClientRequestTests {
    private func sendOnce(
        _ request: MessageRequest = sampleRequest, baseURL: String = "https://api.example.test/", budget: Double = 30
    ) throws -> HTTPRequest {
        let time = FakeTime()
        let transport = ScriptedTransport([.respond(okResponse())], time: time)
        let client = makeClient(transport, time: time, baseURL: baseURL)
        _ = try client.createMessage(request, deadline: client.deadline(in: budget))
        return try #require(transport.requests.first)
    }

    private func values(_ name: String, in request: HTTPRequest) -> [String] {
        request.headers.filter { $0.name.lowercased() == name }.map(\.value)
    }

    @Test func createMessage_postsToTheMessagesEndpoint() throws {
        let sent = try sendOnce()
        #expect(sent.method == "POST")
        #expect(sent.url == "https://api.example.test/v1/messages")
    }

    @Test(arguments: [
        ("x-api-key", testKey), ("anthropic-version", "2023-06-01"), ("content-type", "application/json"),
        ("accept", "application/json"),
    ])
    func createMessage_sendsEachDocumentedHeaderOnce(name: String, value: String) throws {
        #expect(values(name, in: try sendOnce()) == [value])
    }

    @Test func createMessage_sendsNoOtherHeaders() throws {
        let names = Set(try sendOnce().headers.map { $0.name.lowercased() })
        #expect(names == ["x-api-key", "anthropic-version", "content-type", "accept"])
    }

    @Test(arguments: [
        "https://api.example.test", "https://api.example.test/", "https://api.example.test//",
    ])
    func baseURL_trailingSlashIsTolerated(baseURL: String) throws {
        #expect(try sendOnce(baseURL: baseURL).url == "https://api.example.test/v1/messages")
    }

    @Test func body_isTheDocumentedJSON_withTheSystemBlockMarkedForCaching() throws {
        let body = try #require(try sendOnce().body)
        let json = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        #expect(Set(json.keys) == ["model", "max_tokens", "system", "messages"])
        #expect(json["model"] as? String == "claude-haiku-4-5")
        #expect(json["max_tokens"] as? Int == 120)

        let system = try #require(json["system"] as? [[String: Any]])
        #expect(system.count == 1)
        #expect(system[0]["type"] as? String == "text")
        #expect(system[0]["text"] as? String == "You write one short, kind nudge about a goal that has gone quiet.")
        let cacheControl = try #require(system[0]["cache_control"] as? [String: Any])
        #expect(cacheControl as? [String: String] == ["type": "ephemeral"])

        let messages = try #require(json["messages"] as? [[String: Any]])
        #expect(messages.count == 1)
        #expect(
            messages[0] as? [String: String] == [
                "role": "user", "content": "Goal: Plant the tulips. Last touched 6 days ago.",
            ])
    }

    @Test func body_decodesBackToTheRequest() throws {
        let body = try #require(try sendOnce().body)
        #expect(try JSONDecoder().decode(MessageRequest.self, from: body) == sampleRequest)
    }

    @Test func body_withoutSystemPrompt_leavesSystemOut() throws {
        let request = MessageRequest(model: "claude-haiku-4-5", maxTokens: 50, system: "", user: "Hi")
        let body = try #require(try sendOnce(request).body)
        let json = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        #expect(json["system"] == nil)
        #expect(try JSONDecoder().decode(MessageRequest.self, from: body) == request)
    }

    @Test(arguments: [
        // (budget, connect timeout, total timeout): each attempt may take the time left.
        (30.0, 10.0, 30.0), (4.0, 4.0, 4.0), (600.0, 10.0, 600.0),
    ])
    func attempt_timeouts_followTheDeadline(budget: Double, connect: Double, total: Double) throws {
        let sent = try sendOnce(budget: budget)
        #expect(sent.connectTimeout == connect)
        #expect(sent.totalTimeout == total)
    }

    @Test func createMessage_returnsTheMessage_andOneAttemptRecord() throws {
        let time = FakeTime()
        let transport = ScriptedTransport([.respond(okResponse())], time: time)
        let client = makeClient(transport, time: time)
        let reply = try client.createMessage(sampleRequest, deadline: client.deadline(in: 30))
        #expect(reply.message.text == "Tulips before the frost? Ten minutes with the trowel today.")
        #expect(reply.message.usage.tokenUsage.total == 347)
        #expect(reply.attempts == [AttemptRecord(status: 200, requestID: "req_ok", transportError: nil, waitBefore: 0)])
        #expect(reply.retries == 0)
        #expect(time.sleeps.isEmpty)
    }

    @Test func createMessage_readsARecorded200() throws {
        // Body and headers are real but from two different captures (Fixtures/SOURCES.md).
        let recorded = HTTPResponse(
            status: 200, headers: try fixtureHeaders("headers-200-ratelimit.json"), body: try fixture("message.json"))
        let time = FakeTime()
        let transport = ScriptedTransport([.respond(recorded)], time: time)
        let client = makeClient(transport, time: time)
        let reply = try client.createMessage(sampleRequest, deadline: client.deadline(in: 30))
        #expect(reply.message.id == "msg_01C1RRE9d8CxcudwbihWU9di")
        #expect(reply.message.usage.tokenUsage == TokenUsage(input: 770, output: 26))
        // The SDK's recorder kept no request-id header.
        #expect(reply.attempts == [AttemptRecord(status: 200, requestID: nil, transportError: nil, waitBefore: 0)])
    }

    @Test func client_printsAndDumpsWithoutTheKey() {
        let client = makeClient(ScriptedTransport([]), time: FakeTime())
        var dumped = ""
        dump(client, to: &dumped)
        for text in [String(describing: client), String(reflecting: client), "\(client)", dumped] {
            #expect(!text.contains(testKey), "\(text)")
            #expect(text.contains("api.example.test"))
        }
    }
}
