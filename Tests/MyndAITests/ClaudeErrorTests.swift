import MyndAI
import MyndCurl
import MyndTestSupport
import Testing

@Suite(.timed) struct ClaudeErrorTests {
    @Test(arguments: [
        (
            ClaudeError.api(
                status: 401, type: "authentication_error", message: "invalid x-api-key", requestID: "req_1"),
            "Claude API error 401 authentication_error: invalid x-api-key (request req_1); check the API key"
        ),
        (
            .api(status: 529, type: "overloaded_error", message: "Overloaded", requestID: nil),
            "Claude API error 529 overloaded_error: Overloaded"
        ),
        (
            .api(status: 400, type: "invalid_request_error", message: "line one\nline two\r\nthree", requestID: nil),
            "Claude API error 400 invalid_request_error: line one line two three"
        ),
        (
            .transport(.timedOut(host: "api.anthropic.com", seconds: 30)),
            "cannot reach the Claude API: no answer from api.anthropic.com within 30 s"
        ),
        (
            .invalidResponse("HTTP 200 body is not a message: missing usage"),
            "the Claude API sent an answer mynd cannot read: HTTP 200 body is not a message: missing usage"
        ),
        (.deadline, "no time left to call the Claude API before the job's deadline"),
        (.badResultLine(line: 3, detail: "not JSON"), "batch results line 3 is not a result: not JSON"),
    ])
    func description_isOneLine(error: ClaudeError, text: String) {
        #expect(error.description == text)
        #expect(!error.description.contains("\n"))
    }

    @Test func description_shortensVeryLongServerText() {
        let error = ClaudeError.api(
            status: 429, type: "rate_limit_error", message: String(repeating: "x", count: 1000), requestID: nil)
        #expect(error.description.count < 400)
        #expect(error.description.hasSuffix("…"))
    }

    @Test(arguments: [
        (ClaudeError.api(status: 401, type: "authentication_error", message: "", requestID: nil), true),
        (.api(status: 401, type: "unknown", message: "", requestID: nil), true),
        (.api(status: 403, type: "permission_error", message: "", requestID: nil), false),
        (.api(status: 400, type: "invalid_request_error", message: "", requestID: nil), false),
        (.api(status: 529, type: "overloaded_error", message: "", requestID: nil), false),
        (.transport(.couldNotResolve(host: "api.anthropic.com")), false),
        (.deadline, false),
    ])
    func authenticationFailed_onlyForARejectedKey(error: ClaudeError, rejected: Bool) {
        #expect(error.authenticationFailed == rejected)
    }
}
