import Foundation
import MyndAI
import MyndCurl
import MyndTestSupport
import Testing

/// The retry rules of the official SDKs (anthropic-sdk-python `_base_client.py`) at the client
/// edge, with scripted time: retry-after-ms, the 60 s cap, x-should-retry both ways, and the
/// attempts a failed call records.
@Suite(.timed) struct ClaudeClientSDKRetryTests {
    private func overloaded() -> HTTPResponse {
        errorResponse(529, type: "overloaded_error", message: "Overloaded", requestID: "req_529")
    }

    @Test func retryAfterAboveTheCap_isNotHonoured_theBackoffIsUsed() throws {
        let time = FakeTime()
        let transport = ScriptedTransport(
            [
                .respond(
                    errorResponse(
                        529, type: "overloaded_error", message: "Overloaded", requestID: "req_529",
                        headers: [HTTPHeader("retry-after", "120")])), .respond(okResponse()),
            ], time: time)
        let client = makeClient(transport, time: time)
        _ = try client.createMessage(sampleRequest, deadline: client.deadline(in: 600))
        #expect(transport.requests.count == 2)
        #expect(time.sleeps.count == 1 && time.sleeps[0] <= 0.5)
    }

    @Test func retryAfterMs_isHonouredBeforeRetryAfter() throws {
        let time = FakeTime()
        let limited = errorResponse(
            429, type: "rate_limit_error", message: "slow down", requestID: "req_429",
            headers: [HTTPHeader("retry-after-ms", "1250"), HTTPHeader("retry-after", "2")])
        let transport = ScriptedTransport([.respond(limited), .respond(okResponse())], time: time)
        let client = makeClient(transport, time: time)
        _ = try client.createMessage(sampleRequest, deadline: client.deadline(in: 60))
        #expect(time.sleeps == [1.25])
    }

    @Test(
        arguments: [(408, "true", 2), (408, nil, 2), (409, nil, 2), (503, "false", 1), (400, "true", 2), (520, nil, 2)]
            as [(Int, String?, Int)])
    func xShouldRetry_overridesTheStatusRule(status: Int, header: String?, requests: Int) throws {
        let time = FakeTime()
        let failure = errorResponse(
            status, type: "api_error", message: "m", requestID: "req_x",
            headers: header.map { [HTTPHeader("x-should-retry", $0)] } ?? [])
        let transport = ScriptedTransport([.respond(failure), .respond(okResponse())], time: time)
        let client = makeClient(transport, time: time)
        _ = try? client.createMessage(sampleRequest, deadline: client.deadline(in: 60))
        #expect(transport.requests.count == requests)
    }

    @Test func aFailedCall_recordsEveryAttemptItMade() throws {
        let time = FakeTime()
        let transport = ScriptedTransport(
            [.respond(overloaded()), .respond(overloaded()), .respond(overloaded())], time: time)
        let client = makeClient(transport, time: time)
        var attempts: [AttemptRecord] = []
        #expect(throws: ClaudeError.self) {
            try client.createMessage(sampleRequest, deadline: client.deadline(in: 60), attempts: &attempts)
        }
        #expect(attempts.map(\.status) == [529, 529, 529])
        let again = ScriptedTransport([.respond(overloaded()), .respond(overloaded()), .respond(overloaded())], time: time)
        let api = MessagesAPI(client: makeClient(again, time: time))
        let answer = api.ask(Question(system: "S", prompt: "P", model: "claude-haiku-5-5", maxTokens: 100), secondsLeft: 60)
        #expect(answer.failure != nil)
        #expect(answer.attempts == 3)
    }
}
