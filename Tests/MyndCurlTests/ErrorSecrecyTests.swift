import Foundation
import MyndTestSupport
@testable import MyndCurl
import Testing

/// Errors get logged and shown: they name the URL's host and never a header value, the URL's
/// user info or its query.
@Suite(.timed, .timeLimit(.minutes(20))) struct ErrorSecrecyTests {
    static let key = FakeAnthropic.key

    @Test func host_isTheURLsHostOnly() {
        #expect(ErrorText.host(of: "https://user:pw@api.example.com:8443/v1/messages?key=abc#x") == "api.example.com")
        #expect(ErrorText.host(of: "smtp://mail.example.org:587") == "mail.example.org")
        #expect(ErrorText.host(of: "not a url") == "(no host in URL)")
        #expect(ErrorText.host(of: "file:///etc/passwd") == "(no host in URL)")
    }

    @Test func redacting_replacesEverySecret_leavesTinyOnes() {
        let text = "failed for sk-1234 and again sk-1234 with pw ab"
        #expect(ErrorText.redacting(["sk-1234", "ab"], in: text) == "failed for [redacted] and again [redacted] with pw ab")
    }

    @Test func curlText_isScrubbedOfHeaderValuesAndURLPassword() {
        let request = HTTPRequest(
            method: "GET", url: "https://me:hunter2pw@api.example.com/",
            headers: [HTTPHeader("x-api-key", Self.key)])
        let curl = CurlError(kind: .tls, code: 60, message: "saw \(Self.key) and hunter2pw")
        let error = TransportError(curl, host: "api.example.com", request: request, connected: true)
        #expect(error == .tls(host: "api.example.com", detail: "saw [redacted] and [redacted]"))
    }

    @Test func timeout_beforeConnecting_reportsTheConnectTimeout() {
        let request = HTTPRequest(method: "GET", url: "https://api.example.com/", connectTimeout: 3, totalTimeout: 30)
        let curl = CurlError(kind: .timedOut, code: 28, message: "Connection timed out")
        #expect(TransportError(curl, host: "h", request: request, connected: false) == .timedOut(host: "h", seconds: 3))
        #expect(TransportError(curl, host: "h", request: request, connected: true) == .timedOut(host: "h", seconds: 30))
    }

    @Test(.enabled(if: !ServerProcess.python3Missing, "python3 not found: the test server is a Python script"))
    func transportErrors_neverContainHeaderValuesOrURLSecrets() throws {
        let fake = try FakeAnthropic(script: #"{"messages": [{"reset": true}, {"truncated": true}, {"hang": true}]}"#)
        let headers = [
            HTTPHeader("x-api-key", Self.key), HTTPHeader("anthropic-version", "2023-06-01"),
            HTTPHeader("authorization", "Bearer " + Self.key),
        ]
        let body = FakeAnthropic.messagesBody()
        let requests = [
            HTTPRequest(method: "POST", url: fake.baseURL + "/v1/messages", headers: headers, body: body),
            HTTPRequest(method: "POST", url: fake.baseURL + "/v1/messages", headers: headers, body: body),
            HTTPRequest(method: "POST", url: fake.baseURL + "/v1/messages", headers: headers, body: body, totalTimeout: 0.5),
            HTTPRequest(method: "GET", url: "http://user:hunter2pw@mynd-test.invalid/?key=\(Self.key)", headers: headers),
            HTTPRequest(method: "GET", url: "http://127.0.0.1:9/?key=\(Self.key)", headers: headers),
            HTTPRequest(method: "GET", url: "http://127.0.0.1:9/", headers: [HTTPHeader("x-api-key", Self.key + "\r\n")]),
        ]
        var errors: [TransportError] = []
        for request in requests {
            do {
                _ = try CurlTransport().send(request)
            } catch {
                errors.append(error)
            }
        }
        #expect(errors.count == requests.count)
        for error in errors {
            for text in [String(describing: error), "\(error)", String(reflecting: error), error.localizedDescription] {
                #expect(!text.contains(Self.key), "\(text)")
                #expect(!text.contains("hunter2pw"), "\(text)")
            }
        }
    }
}
