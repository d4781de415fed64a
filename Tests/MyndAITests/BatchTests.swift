import Foundation
import MyndAI
import MyndCurl
import MyndTestSupport
import Testing

private let batchRequest = BatchCreateRequest(requests: [
    .init(customID: "goal-12", params: sampleRequest),
    .init(
        customID: "goal-40",
        params: MessageRequest(model: "claude-haiku-4-5", maxTokens: 80, system: "Be brief.", user: "Goal: Tax return.")
    ),
])

private func batchResponse() throws -> HTTPResponse {
    HTTPResponse(status: 200, headers: [HTTPHeader("request-id", "req_batch")], body: try fixture("batch-create.json"))
}

@Suite(.timed) struct BatchClientTests {
    @Test func createBatch_postsTheRequests_withCacheControlOnEachSystemBlock() throws {
        let time = FakeTime()
        let transport = ScriptedTransport([.respond(try batchResponse())], time: time)
        let client = makeClient(transport, time: time)
        let batch = try client.createBatch(batchRequest, deadline: client.deadline(in: 60))
        #expect(batch.id == "msgbatch_01HkcTjaV5uDC8jWR4ZsDV8d")

        let sent = try #require(transport.requests.first)
        #expect(sent.method == "POST")
        #expect(sent.url == "https://api.example.test/v1/messages/batches")
        #expect(sent.headers.contains(HTTPHeader("x-api-key", testKey)))
        #expect(sent.headers.contains(HTTPHeader("anthropic-version", "2023-06-01")))
        #expect(sent.headers.contains(HTTPHeader("content-type", "application/json")))
        let body = try #require(sent.body)
        #expect(try JSONDecoder().decode(BatchCreateRequest.self, from: body) == batchRequest)
        let json = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        let requests = try #require(json["requests"] as? [[String: Any]])
        #expect(requests.map { $0["custom_id"] as? String } == ["goal-12", "goal-40"])
        for request in requests {
            let params = try #require(request["params"] as? [String: Any])
            let system = try #require(params["system"] as? [[String: Any]])
            #expect(system.first?["cache_control"] as? [String: String] == ["type": "ephemeral"])
        }
    }

    @Test func createBatch_timeout_isNotRetried_becauseTheBatchMayExist() throws {
        let time = FakeTime()
        let transport = ScriptedTransport(
            [.fail(.timedOut(host: "api.example.test", seconds: 10), seconds: 10)], time: time)
        let client = makeClient(transport, time: time)
        #expect(throws: ClaudeError.transport(.timedOut(host: "api.example.test", seconds: 10))) {
            try client.createBatch(batchRequest, deadline: client.deadline(in: 60))
        }
        #expect(transport.requests.count == 1)
    }

    @Test func createBatch_overloaded_isRetried_becauseNothingWasCreated() throws {
        let time = FakeTime()
        let transport = ScriptedTransport(
            [
                .respond(errorResponse(529, type: "overloaded_error", message: "Overloaded")),
                .respond(try batchResponse()),
            ], time: time)
        let client = makeClient(transport, time: time)
        _ = try client.createBatch(batchRequest, deadline: client.deadline(in: 60))
        #expect(transport.requests.count == 2)
    }

    @Test(arguments: [
        (
            "msgbatch_01HkcTjaV5uDC8jWR4ZsDV8d",
            "https://api.example.test/v1/messages/batches/msgbatch_01HkcTjaV5uDC8jWR4ZsDV8d"
        ),
        ("../../v1/messages", "https://api.example.test/v1/messages/batches/%2E%2E%2F%2E%2E%2Fv1%2Fmessages"),
        ("a b?c", "https://api.example.test/v1/messages/batches/a%20b%3Fc"),
    ])
    func retrieveBatch_getsTheBatchByID_asOnePathSegment(id: String, url: String) throws {
        let time = FakeTime()
        let transport = ScriptedTransport([.respond(try batchResponse())], time: time)
        let client = makeClient(transport, time: time)
        let batch = try client.retrieveBatch(id: id, deadline: client.deadline(in: 60))
        #expect(batch.processingStatus == "in_progress")
        let sent = try #require(transport.requests.first)
        #expect(sent.method == "GET")
        #expect(sent.url == url)
        #expect(sent.body == nil)
        #expect(Set(sent.headers.map(\.name)) == ["x-api-key", "anthropic-version", "accept"])
    }

    @Test func batchResults_fetchesTheGivenURL_andParsesIt() throws {
        let url = "https://api.anthropic.com/v1/messages/batches/msgbatch_01HkcTjaV5uDC8jWR4ZsDV8d/results"
        let time = FakeTime()
        let transport = ScriptedTransport(
            [.respond(HTTPResponse(status: 200, body: try fixture("batch-results.jsonl")))], time: time)
        let client = makeClient(transport, time: time)
        let lines = try client.batchResults(url: url, deadline: client.deadline(in: 60))
        #expect(lines.count == 2)
        let sent = try #require(transport.requests.first)
        #expect(sent.method == "GET")
        #expect(sent.url == url)
        #expect(Set(sent.headers.map(\.name)) == ["x-api-key", "anthropic-version"])
    }

    @Test func batchResults_notFound_isAnAPIError() throws {
        let time = FakeTime()
        let transport = ScriptedTransport(
            [.respond(HTTPResponse(status: 404, body: try fixture("error-shape-docs.json")))], time: time)
        let client = makeClient(transport, time: time)
        #expect(
            throws: ClaudeError.api(
                status: 404, type: "not_found_error", message: "The requested resource could not be found.",
                requestID: "req_011CSHoEeqs5C35K2UUqR7Fy")
        ) {
            try client.batchResults(url: "https://api.example.test/x", deadline: client.deadline(in: 60))
        }
    }
}

@Suite(.timed) struct BatchResultsParsingTests {
    private let success = try! String(decoding: fixture("batch-results.jsonl"), as: UTF8.self)
        .split(separator: "\n").first.map(String.init)!

    @Test(arguments: ["\n", "\r\n"])
    func parse_toleratesBlankLines_andSpaceAroundLines(newline: String) throws {
        let text = [newline, "  \(success)   \t", "", "   ", success, ""].joined(separator: newline)
        let lines = try BatchResults.parse(Data(text.utf8))
        #expect(lines.map(\.customID) == ["my-second-request", "my-second-request"])
    }

    @Test func parse_emptyFile_hasNoResults() throws {
        #expect(try BatchResults.parse(Data()).isEmpty)
        #expect(try BatchResults.parse(Data("\n\n  \n".utf8)).isEmpty)
    }

    // The lines below are written by hand from the documented shapes: no real errored,
    // expired or canceled line has been published (Fixtures/SOURCES.md).
    @Test(arguments: [
        (
            #"{"custom_id":"g1","result":{"type":"errored","error":{"type":"error","error":{"type":"invalid_request_error","message":"max_tokens: must be at least 1"},"request_id":"req_x"}}}"#,
            BatchResult.errored(
                APIErrorBody.Detail(type: "invalid_request_error", message: "max_tokens: must be at least 1"))
        ),
        (
            #"{"custom_id":"g1","result":{"type":"errored","error":{"type":"api_error","message":"Internal server error"}}}"#,
            .errored(APIErrorBody.Detail(type: "api_error", message: "Internal server error"))
        ),
        (#"{"custom_id":"g1","result":{"type":"expired"}}"#, .expired),
        (#"{"custom_id":"g1","result":{"type":"canceled"}}"#, .canceled),
        (#"{"custom_id":"g1","result":{"type":"postponed","until":"later"}}"#, .unrecognized(type: "postponed")),
    ])
    func parse_readsEachResultType(line: String, result: BatchResult) throws {
        #expect(try BatchResults.parse(Data(line.utf8)) == [BatchResultLine(customID: "g1", result: result)])
    }

    @Test(arguments: [
        // (file, line number, detail)
        ("{\"custom_id\":\"g1\",\"result\":{\"type\":\"expired\"}}\nnot json\n", 2, "not JSON"),
        ("\n\n{\"custom_id\":\"g1\"}", 3, "missing result"),
        (
            "{\"custom_id\":\"g1\",\"result\":{\"type\":\"expired\"}}\n\n{\"result\":{\"type\":\"expired\"}}", 3,
            "missing custom_id"
        ),
        ("{\"custom_id\":7,\"result\":{\"type\":\"expired\"}}", 1, "custom_id is not String"),
        ("{\"custom_id\":\"g1\",\"result\":{\"type\":\"succeeded\"}}", 1, "missing result.message"),
        ("{\"custom_id\":\"g1\",\"result\":{\"type\":\"errored\"}}", 1, "missing result.error"),
        ("{\"custom_id\":\"g1\",\"result\":{\"type\":\"expired\"}} {\"custom_id\":\"g2\"}", 1, "not JSON"),
    ])
    func parse_badLine_isAnErrorNamingItsNumber(file: String, line: Int, detail: String) {
        #expect(throws: ClaudeError.badResultLine(line: line, detail: detail)) {
            try BatchResults.parse(Data(file.utf8))
        }
    }
}
