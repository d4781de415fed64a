import Foundation
import MyndTestSupport
import MyndCurl
import Testing

/// Pins the fake Anthropic API's documented behaviours, which other test suites rely on.
@Suite(.timed, .enabled(if: !ServerProcess.python3Missing, "python3 not found: the fake API is a Python script"), .timeLimit(.minutes(20)))
struct FakeAnthropicServerTests {
    let transport = CurlTransport()

    func errorType(_ response: HTTPResponse) -> String? {
        (json(response)["error"] as? [String: Any])?["type"] as? String
    }

    @Test func keyAndVersion_areChecked() throws {
        let fake = try FakeAnthropic()
        var request = fake.request(body: FakeAnthropic.messagesBody())
        request.headers[0].value = "sk-wrong"
        let wrongKey = try transport.send(request)
        request.headers.remove(at: 0)
        let noKey = try transport.send(request)
        let noVersion = try transport.send(
            HTTPRequest(
                method: "POST", url: fake.baseURL + "/v1/messages", headers: [HTTPHeader("x-api-key", FakeAnthropic.key)],
                body: FakeAnthropic.messagesBody()))
        #expect(wrongKey.status == 401)
        #expect(errorType(wrongKey) == "authentication_error")
        #expect(noKey.status == 401)
        #expect(noVersion.status == 400)
        #expect(errorType(noVersion) == "invalid_request_error")
    }

    @Test func bodyWithoutMaxTokens_isInvalidRequest() throws {
        let fake = try FakeAnthropic()
        let response = try transport.send(fake.request(body: Data(#"{"model":"m","messages":[]}"#.utf8)))
        #expect(response.status == 400)
        #expect(errorType(response) == "invalid_request_error")
        #expect(json(response)["request_id"] as? String == response.header("request-id"))
    }

    @Test func scriptedStatuses_useTheDocumentedErrorTypes() throws {
        let table = [
            (400, "invalid_request_error"), (401, "authentication_error"), (403, "permission_error"),
            (404, "not_found_error"), (413, "request_too_large"), (429, "rate_limit_error"),
            (500, "api_error"), (529, "overloaded_error"),
        ]
        let steps = table.map { #"{"status": \#($0.0)}"# }.joined(separator: ",")
        let fake = try FakeAnthropic(script: #"{"messages": [\#(steps)]}"#)
        for (status, type) in table {
            let response = try transport.send(fake.request(body: FakeAnthropic.messagesBody()))
            #expect(response.status == status)
            #expect(errorType(response) == type)
            #expect(json(response)["type"] as? String == "error")
        }
        let afterScript = try transport.send(fake.request(body: FakeAnthropic.messagesBody()))
        #expect(afterScript.status == 200)
    }

    @Test func message_hasTheDocumentedShape_andStopReasonFromTheScript() throws {
        let fake = try FakeAnthropic(script: #"{"messages": [{"stop_reason": "max_tokens", "text": "cut sho"}]}"#)
        let response = try transport.send(fake.request(body: FakeAnthropic.messagesBody()))
        let message = json(response)
        #expect((message["id"] as? String)?.hasPrefix("msg_") == true)
        #expect(message["role"] as? String == "assistant")
        #expect(message["stop_reason"] as? String == "max_tokens")
        #expect(message["stop_sequence"] is NSNull)
        let content = message["content"] as? [[String: Any]]
        #expect(content?.first?["type"] as? String == "text")
        #expect(content?.first?["text"] as? String == "cut sho")
        #expect((message["usage"] as? [String: Any])?["output_tokens"] as? Int == 64)
    }

    @Test func cacheControlledSystemPrompt_isWrittenOnce_thenRead() throws {
        let fake = try FakeAnthropic()
        func usage(_ body: Data) throws -> [String: Int] {
            json(try transport.send(fake.request(body: body)))["usage"] as? [String: Int] ?? [:]
        }
        // Long enough to be cached at all: 1,024 tokens for a model of no known generation.
        let axel = String(repeating: "You are Axel. ", count: 320)
        let first = try usage(FakeAnthropic.messagesBody(system: axel))
        let second = try usage(FakeAnthropic.messagesBody(system: axel, text: "Again"))
        let tooShort = try usage(FakeAnthropic.messagesBody(system: "You are Axel."))
        let uncached = try usage(FakeAnthropic.messagesBody())
        #expect(tooShort["cache_creation_input_tokens"] == 0)
        #expect(first["cache_creation_input_tokens", default: 0] > 0)
        #expect(first["cache_read_input_tokens"] == 0)
        #expect(second["cache_creation_input_tokens"] == 0)
        #expect(second["cache_read_input_tokens"] == first["cache_creation_input_tokens"])
        #expect(uncached["cache_creation_input_tokens"] == 0)
        #expect(uncached["cache_read_input_tokens"] == 0)
        #expect(uncached["input_tokens", default: 0] > 0)
    }

    @Test func rawAnswer_andDelay() throws {
        let fake = try FakeAnthropic(script: #"{"messages": [{"raw": "not json", "delay": 0.3}]}"#)
        let start = ContinuousClock.now
        let response = try transport.send(fake.request(body: FakeAnthropic.messagesBody()))
        #expect(ContinuousClock.now - start >= .milliseconds(300))
        #expect(response.status == 200)
        #expect(response.body == Data("not json".utf8))
    }

    @Test func batch_inProgress_thenEnded_withResultsOutOfOrder() throws {
        let fake = try FakeAnthropic(
            script: #"""
                {"batch_results": ["succeeded", "errored", "expired", "canceled", "succeeded"], "batch_texts": ["one", "two"]}
                """#)
        let ids = ["a", "b", "c", "d", "e"]
        let requests = ids.map {
            #"{"custom_id":"\#($0)","params":{"model":"m","max_tokens":8,"messages":[{"role":"user","content":"x"}]}}"#
        }
        let created = json(
            try transport.send(
                fake.request(
                    "POST", "/v1/messages/batches", body: Data(#"{"requests":[\#(requests.joined(separator: ","))]}"#.utf8))))
        let id = try #require(created["id"] as? String)
        #expect(id.hasPrefix("msgbatch_"))
        #expect(created["type"] as? String == "message_batch")
        #expect(created["processing_status"] as? String == "in_progress")
        #expect(created["results_url"] is NSNull)
        #expect(
            (created["request_counts"] as? [String: Int]) == [
                "processing": 5, "succeeded": 0, "errored": 0,
                "canceled": 0, "expired": 0,
            ])

        let firstPoll = json(try transport.send(fake.request("GET", "/v1/messages/batches/\(id)")))
        #expect(firstPoll["processing_status"] as? String == "in_progress")
        let ended = json(try transport.send(fake.request("GET", "/v1/messages/batches/\(id)")))
        #expect(ended["processing_status"] as? String == "ended")
        #expect(ended["ended_at"] is String)
        #expect(
            (ended["request_counts"] as? [String: Int]) == [
                "processing": 0, "succeeded": 2, "errored": 1,
                "canceled": 1, "expired": 1,
            ])
        let resultsURL = try #require(ended["results_url"] as? String)
        #expect(resultsURL == fake.baseURL + "/v1/messages/batches/\(id)/results")

        var resultsRequest = fake.request("GET")
        resultsRequest.url = resultsURL
        let results = try transport.send(resultsRequest)
        #expect(results.header("content-type") == "application/x-jsonl")
        let lines = try String(decoding: results.body, as: UTF8.self).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(lines.compactMap { $0["custom_id"] as? String } == ids.reversed())
        let byID = Dictionary(uniqueKeysWithValues: lines.map { ($0["custom_id"] as! String, $0["result"] as! [String: Any]) })
        #expect(
            byID.mapValues { $0["type"] as? String } == [
                "a": "succeeded", "b": "errored", "c": "expired",
                "d": "canceled", "e": "succeeded",
            ])
        let texts = ["a", "e"].map { ((byID[$0]?["message"] as? [String: Any])?["content"] as? [[String: Any]])?.first?["text"] as? String }
        #expect(texts == ["one", "two"])
        let error = byID["b"]?["error"] as? [String: Any]
        #expect(error?["type"] as? String == "error")
        #expect((error?["error"] as? [String: Any])?["type"] as? String == "invalid_request_error")

        let unknown = try transport.send(fake.request("GET", "/v1/messages/batches/msgbatch_nope"))
        #expect(unknown.status == 404)
        #expect(errorType(unknown) == "not_found_error")
    }
}
