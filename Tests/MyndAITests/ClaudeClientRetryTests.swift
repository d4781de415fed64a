import Foundation
import MyndAI
import MyndCurl
import MyndTestSupport
import Testing

/// The documented overloaded error (docs, "Event types": `overloaded_error`, "Overloaded").
private func overloaded(retryAfter: String? = nil, requestID: String = "req_529") -> HTTPResponse {
    errorResponse(
        529, type: "overloaded_error", message: "Overloaded", requestID: requestID,
        headers: retryAfter.map { [HTTPHeader("retry-after", $0)] } ?? [])
}

@Suite(.timed) struct ClaudeClientRetryTests {
    @Test func overloadedThenOK_retriesOnce_afterRetryAfter() throws {
        let time = FakeTime()
        let transport = ScriptedTransport(
            [.respond(overloaded(retryAfter: "2"), seconds: 1), .respond(okResponse())], time: time)
        let client = makeClient(transport, time: time)
        let reply = try client.createMessage(sampleRequest, deadline: client.deadline(in: 60))
        #expect(transport.requests.count == 2)
        #expect(time.sleeps == [2])
        #expect(
            reply.attempts == [
                AttemptRecord(status: 529, requestID: "req_529", transportError: nil, waitBefore: 0),
                AttemptRecord(status: 200, requestID: "req_ok", transportError: nil, waitBefore: 2),
            ])
        #expect(reply.retries == 1)
        // The retry is the same request, with the time that is left.
        #expect(transport.requests[1].body == transport.requests[0].body)
        #expect(transport.requests[1].totalTimeout == 57)
    }

    @Test func unauthorized_isNotRetried_andSaysTheKeyWasRejected() throws {
        let time = FakeTime()
        let transport = ScriptedTransport(
            [
                .respond(
                    errorResponse(401, type: "authentication_error", message: "invalid x-api-key", requestID: "req_401")
                )
            ],
            time: time)
        let client = makeClient(transport, time: time)
        let error = #expect(throws: ClaudeError.self) {
            try client.createMessage(sampleRequest, deadline: client.deadline(in: 60))
        }
        #expect(
            error == .api(status: 401, type: "authentication_error", message: "invalid x-api-key", requestID: "req_401")
        )
        #expect(error?.authenticationFailed == true)
        #expect(transport.requests.count == 1)
        #expect(time.sleeps.isEmpty)
    }

    @Test(arguments: [400, 403, 404, 413])
    func otherClientErrors_areNotRetried(status: Int) throws {
        let time = FakeTime()
        let transport = ScriptedTransport(
            [.respond(errorResponse(status, type: "invalid_request_error", message: "no"))], time: time)
        let client = makeClient(transport, time: time)
        let error = #expect(throws: ClaudeError.self) {
            try client.createMessage(sampleRequest, deadline: client.deadline(in: 60))
        }
        #expect(error == .api(status: status, type: "invalid_request_error", message: "no", requestID: nil))
        #expect(error?.authenticationFailed == false)
        #expect(transport.requests.count == 1)
    }

    @Test func serverErrorThreeTimes_retriesTwice_thenThrowsTheLast() throws {
        let time = FakeTime()
        let transport = ScriptedTransport(
            (1...3).map {
                .respond(
                    errorResponse(500, type: "api_error", message: "Internal server error", requestID: "req_\($0)"))
            },
            time: time)
        let client = makeClient(transport, time: time)
        let error = #expect(throws: ClaudeError.self) {
            try client.createMessage(sampleRequest, deadline: client.deadline(in: 60))
        }
        #expect(error == .api(status: 500, type: "api_error", message: "Internal server error", requestID: "req_3"))
        #expect(transport.requests.count == 3)
        #expect(time.sleeps == [0.5, 1.0])  // exponential backoff, jitter 0
    }

    @Test func jitter_shortensTheBackoff() throws {
        let time = FakeTime()
        let transport = ScriptedTransport([.respond(overloaded()), .respond(okResponse())], time: time)
        let client = makeClient(transport, time: time, jitter: 0.5)
        _ = try client.createMessage(sampleRequest, deadline: client.deadline(in: 60))
        #expect(time.sleeps == [0.4375])
    }

    @Test func timeout_isRetried() throws {
        let time = FakeTime()
        let transport = ScriptedTransport(
            [.fail(.timedOut(host: "api.example.test", seconds: 8), seconds: 8), .respond(okResponse())], time: time)
        let client = makeClient(transport, time: time)
        let reply = try client.createMessage(sampleRequest, deadline: client.deadline(in: 60))
        #expect(reply.attempts.map(\.transportError) == [.timedOut(host: "api.example.test", seconds: 8), nil])
        #expect(reply.attempts.map(\.status) == [nil, 200])
        #expect(time.sleeps == [0.5])
    }

    @Test func connectionFailures_areRetried_thenThrown() throws {
        let failure = TransportError.couldNotConnect(host: "api.example.test", detail: "Connection refused")
        let time = FakeTime()
        let transport = ScriptedTransport([.fail(failure), .fail(failure), .fail(failure)], time: time)
        let client = makeClient(transport, time: time)
        let error = #expect(throws: ClaudeError.self) {
            try client.createMessage(sampleRequest, deadline: client.deadline(in: 60))
        }
        #expect(error == .transport(failure))
        #expect(transport.requests.count == 3)
    }

    @Test func deadline_stopsARetryThatCouldNotFinish() throws {
        let time = FakeTime()
        let transport = ScriptedTransport([.respond(overloaded(retryAfter: "30"))], time: time)
        let client = makeClient(transport, time: time)
        let error = #expect(throws: ClaudeError.self) {
            try client.createMessage(sampleRequest, deadline: client.deadline(in: 20))
        }
        #expect(error == .api(status: 529, type: "overloaded_error", message: "Overloaded", requestID: "req_529"))
        #expect(transport.requests.count == 1)
        #expect(time.sleeps.isEmpty)
    }

    @Test func deadline_timeoutThatUsedEverything_isNotRetried() throws {
        let time = FakeTime()
        let transport = ScriptedTransport([.timeOut], time: time)
        let client = makeClient(transport, time: time)
        let error = #expect(throws: ClaudeError.self) {
            try client.createMessage(sampleRequest, deadline: client.deadline(in: 15))
        }
        #expect(error == .transport(.timedOut(host: "api.example.test", seconds: 15)))
        #expect(transport.requests.count == 1)
    }

    @Test(arguments: [0.0, -5.0])
    func deadline_alreadyPassed_sendsNothing(budget: Double) throws {
        let time = FakeTime()
        let transport = ScriptedTransport([], time: time)
        let client = makeClient(transport, time: time)
        #expect(throws: ClaudeError.deadline) {
            try client.createMessage(sampleRequest, deadline: client.deadline(in: budget))
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func retryAfterAsHTTPDate_isCountedFromNow() throws {
        let time = FakeTime()
        let transport = ScriptedTransport(
            [.respond(overloaded(retryAfter: "Sat, 21 Nov 2026 08:00:12 GMT")), .respond(okResponse())], time: time)
        let client = makeClient(transport, time: time)
        _ = try client.createMessage(sampleRequest, deadline: client.deadline(in: 60))
        #expect(time.sleeps == [12])
    }

    // MARK: Real recorded responses

    @Test func recorded429_withShouldRetryTrue_isRetried() throws {
        let limited = HTTPResponse(
            status: 429, headers: try fixtureHeaders("error-429-headers.json"), body: try fixture("error-429.json"))
        let time = FakeTime()
        let transport = ScriptedTransport([.respond(limited), .respond(okResponse())], time: time)
        let client = makeClient(transport, time: time)
        let reply = try client.createMessage(sampleRequest, deadline: client.deadline(in: 60))
        #expect(reply.attempts.map(\.status) == [429, 200])
        // The recorder kept no request-id header; the body's request_id is in the error, not here.
        #expect(reply.attempts[0].requestID == nil)
    }

    @Test func recorded429_withShouldRetryFalse_isNotRetried() throws {
        var headers = try fixtureHeaders("error-429-headers.json").filter { $0.name != "x-should-retry" }
        headers.append(HTTPHeader("x-should-retry", "false"))
        let time = FakeTime()
        let transport = ScriptedTransport(
            [.respond(HTTPResponse(status: 429, headers: headers, body: try fixture("error-429.json")))], time: time)
        let client = makeClient(transport, time: time)
        let error = #expect(throws: ClaudeError.self) {
            try client.createMessage(sampleRequest, deadline: client.deadline(in: 60))
        }
        guard case .api(429, "rate_limit_error", let message, "req_011CYK5n67SytMUxm8WMZUWY")? = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(message.hasPrefix("This request would exceed your organization's rate limit"))
        #expect(transport.requests.count == 1)
    }

    @Test func recorded400_isNotRetried_andKeepsTheServersWords() throws {
        let invalid = HTTPResponse(
            status: 400, headers: try fixtureHeaders("error-400-headers.json"), body: try fixture("error-400.json"))
        let time = FakeTime()
        let transport = ScriptedTransport([.respond(invalid)], time: time)
        let client = makeClient(transport, time: time)
        let error = #expect(throws: ClaudeError.self) {
            try client.createMessage(sampleRequest, deadline: client.deadline(in: 60))
        }
        #expect(
            error
                == .api(
                    status: 400, type: "invalid_request_error",
                    message:
                        "messages.0.content.1: unexpected `tool_use_id` found in `tool_result` blocks: toolu_01GHndag5wQmbzNihYmV2UBj. Each `tool_result` block must have a corresponding `tool_use` block in the previous message.",
                    requestID: "req_011CYHyk9NPsBYeGbC9LuDNK"))
        #expect(transport.requests.count == 1)
    }

    // MARK: Odd answers

    @Test func errorBodyThatIsNotJSON_stillGivesAnAPIError() throws {
        let html = HTTPResponse(status: 502, body: Data("<html><body>Bad gateway</body></html>".utf8))
        let time = FakeTime()
        let transport = ScriptedTransport([.respond(html), .respond(html), .respond(html)], time: time)
        let client = makeClient(transport, time: time)
        let error = #expect(throws: ClaudeError.self) {
            try client.createMessage(sampleRequest, deadline: client.deadline(in: 60))
        }
        #expect(
            error
                == .api(
                    status: 502, type: "unknown", message: "an unreadable error body of 37 bytes", requestID: nil)
        )
        #expect(transport.requests.count == 3)
    }

    @Test func okWithABodyThatIsNotAMessage_isAnInvalidResponse_notRetried() throws {
        let time = FakeTime()
        let transport = ScriptedTransport(
            [.respond(HTTPResponse(status: 200, body: Data(#"{"id":"msg_1"}"#.utf8)))], time: time)
        let client = makeClient(transport, time: time)
        let error = #expect(throws: ClaudeError.self) {
            try client.createMessage(sampleRequest, deadline: client.deadline(in: 60))
        }
        #expect(error == .invalidResponse("HTTP 200 body is not a message: missing type"))
        #expect(transport.requests.count == 1)
    }

    @Test func keyEchoedByTheServer_isRedacted() throws {
        let echo = errorResponse(401, type: "authentication_error", message: "invalid x-api-key: \(testKey)")
        let time = FakeTime()
        let client = makeClient(ScriptedTransport([.respond(echo)], time: time), time: time)
        let error = try #require(
            #expect(throws: ClaudeError.self) {
                try client.createMessage(sampleRequest, deadline: client.deadline(in: 60))
            })
        #expect(
            error
                == .api(
                    status: 401, type: "authentication_error", message: "invalid x-api-key: [redacted]", requestID: nil)
        )
        #expect(!error.description.contains(testKey))
        #expect(!"\(error)".contains("TESTKEY"))
    }
}
