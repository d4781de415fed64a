import Foundation
import MyndTestSupport
import MyndCurl
import Testing

/// CurlTransport over real HTTP against the fake Anthropic server and a canned TLS server. Each
/// test starts its own server on its own port, so they may run side by side.
@Suite(
    .timed, .enabled(if: !ServerProcess.python3Missing, "python3 not found: the test servers are Python scripts"), .timeLimit(.minutes(20)))
struct CurlTransportTests {
    let transport = CurlTransport()

    @Test func post_answersStatusHeadersAndBody() throws {
        let fake = try FakeAnthropic()
        let response = try transport.send(fake.request(body: FakeAnthropic.messagesBody()))
        #expect(response.status == 200)
        #expect(response.header("CONTENT-TYPE") == "application/json")
        #expect(response.header("Request-Id")?.hasPrefix("req_") == true)
        #expect(json(response)["type"] as? String == "message")
        #expect(json(response)["model"] as? String == "claude-test")
    }

    @Test func post_bodyArrivesByteExact_withTheHeadersSet() throws {
        let fake = try FakeAnthropic()
        let body = Data((0...255).map { UInt8($0) } + Array("\r\n\0{\"é\"}".utf8))
        let response = try transport.send(fake.request("POST", "/v1/echo", body: body))
        #expect(response.status == 404)
        let logged = try #require(try fake.loggedRequests().first)
        #expect(logged.method == "POST")
        #expect(logged.path == "/v1/echo")
        #expect(logged.bodyBytes == body)
        #expect(logged.headers["x-api-key"] == FakeAnthropic.key)
        #expect(logged.headers["content-length"] == String(body.count))
    }

    @Test func get_sendsNoBody() throws {
        let fake = try FakeAnthropic()
        let response = try transport.send(fake.request("GET", "/v1/messages/batches/msgbatch_unknown"))
        #expect(response.status == 404)
        let error = json(response)["error"] as? [String: Any]
        #expect(error?["type"] as? String == "not_found_error")
        let logged = try #require(try fake.loggedRequests().first)
        #expect(logged.method == "GET")
        #expect(logged.body.isEmpty)
    }

    @Test func otherMethod_isSentAsGiven() throws {
        let fake = try FakeAnthropic()
        _ = try transport.send(fake.request("DELETE", "/v1/messages/batches/msgbatch_x", body: Data("{}".utf8)))
        let logged = try #require(try fake.loggedRequests().first)
        #expect(logged.method == "DELETE")
        #expect(logged.body == "{}")
    }

    @Test func overloaded529_withRetryAfter_isAResponse() throws {
        let fake = try FakeAnthropic(script: #"{"messages": [{"status": 529, "retry_after": "1"}]}"#)
        let response = try transport.send(fake.request(body: FakeAnthropic.messagesBody()))
        #expect(response.status == 529)
        #expect(response.header("retry-after") == "1")
        let error = json(response)["error"] as? [String: Any]
        #expect(error?["type"] as? String == "overloaded_error")
    }

    @Test func expect100Continue_keepsTheFinalResponseOnly() throws {
        let fake = try FakeAnthropic()
        var request = fake.request(body: FakeAnthropic.messagesBody(text: String(repeating: "x", count: 4096)))
        request.headers.append(HTTPHeader("Expect", "100-continue"))
        let response = try transport.send(request)
        #expect(response.status == 200)
        #expect(response.headers.filter { $0.name.lowercased() == "request-id" }.count == 1)
        #expect(json(response)["type"] as? String == "message")
    }

    @Test func hang_isCutOffByTotalTimeout() throws {
        let fake = try FakeAnthropic(script: #"{"messages": [{"hang": true}]}"#)
        let start = ContinuousClock.now
        let error = transportError { () throws(TransportError) in
            try transport.send(fake.request(body: FakeAnthropic.messagesBody(), totalTimeout: 1))
        }
        let elapsed = ContinuousClock.now - start
        #expect(error == .timedOut(host: "127.0.0.1", seconds: 1))
        #expect(elapsed >= .milliseconds(900))
        #expect(elapsed < .seconds(6))
    }

    @Test func closedPort_isCouldNotConnect() throws {
        let fake = try FakeAnthropic()
        let request = fake.request(body: FakeAnthropic.messagesBody())
        fake.server.stop()
        let error = transportError { () throws(TransportError) in try transport.send(request) }
        guard case .couldNotConnect(let host, _)? = error else {
            Issue.record("expected couldNotConnect, got \(String(describing: error))")
            return
        }
        #expect(host == "127.0.0.1")
    }

    @Test func unresolvableHost_isCouldNotResolve() {
        let request = HTTPRequest(
            method: "GET", url: "http://mynd-test.invalid/v1/messages",
            headers: [HTTPHeader("x-api-key", FakeAnthropic.key)], connectTimeout: 5, totalTimeout: 10)
        let error = transportError { () throws(TransportError) in try transport.send(request) }
        #expect(error == .couldNotResolve(host: "mynd-test.invalid"))
    }

    @Test func resetConnection_isFailed() throws {
        let fake = try FakeAnthropic(script: #"{"messages": [{"reset": true}]}"#)
        let error = transportError { () throws(TransportError) in
            try transport.send(fake.request(body: FakeAnthropic.messagesBody()))
        }
        guard case .failed(let host, let detail)? = error else {
            Issue.record("expected failed, got \(String(describing: error))")
            return
        }
        #expect(host == "127.0.0.1")
        #expect(!detail.isEmpty)
    }

    @Test func truncatedBody_isFailed() throws {
        let fake = try FakeAnthropic(script: #"{"messages": [{"truncated": true}]}"#)
        let error = transportError { () throws(TransportError) in
            try transport.send(fake.request(body: FakeAnthropic.messagesBody()))
        }
        guard case .failed(_, let detail)? = error else {
            Issue.record("expected failed, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("remaining"))
    }

    @Test func redirect_isNotFollowed() throws {
        let fake = try FakeAnthropic(script: #"{"messages": [{"status": 302, "headers": {"location": "/v1/messages"}}]}"#)
        let response = try transport.send(fake.request(body: FakeAnthropic.messagesBody()))
        #expect(response.status == 302)
        #expect(response.header("location") == "/v1/messages")
        #expect(try fake.loggedRequests().count == 1)
    }

    @Test func nonHTTPScheme_isRefused() {
        let request = HTTPRequest(method: "GET", url: "file:///etc/passwd")
        let error = transportError { () throws(TransportError) in try transport.send(request) }
        guard case .failed(let host, _)? = error else {
            Issue.record("expected failed, got \(String(describing: error))")
            return
        }
        #expect(host == "(no host in URL)")
    }

    @Test func headerWithLineBreak_isRefusedWithoutItsValue() {
        let request = HTTPRequest(
            method: "GET", url: "http://127.0.0.1:9/",
            headers: [HTTPHeader("x-api-key", FakeAnthropic.key + "\n")])
        let error = transportError { () throws(TransportError) in try transport.send(request) }
        #expect(error == .failed(host: "127.0.0.1", detail: "header x-api-key contains a line break or NUL"))
    }

    @Test func concurrentSends_allSucceed() async throws {
        let fake = try FakeAnthropic()
        let request = fake.request(body: FakeAnthropic.messagesBody())
        let transport = transport
        let statuses = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask { (try? transport.send(request).status) ?? -1 }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 200, count: 8))
    }
}

/// TLS: verification is on, a self-signed certificate fails, and trusting it through `caFile`
/// works. Interim (1xx) responses do not leak headers into the final one.
@Suite(
    .timed,
    .enabled(
        if: !ServerProcess.python3Missing && TestCertificate.openssl != nil,
        "python3 or openssl not found: the TLS server and its certificate need both"), .timeLimit(.minutes(20)))
struct CurlTransportTLSTests {
    @Test func selfSignedCertificate_isTLSError() throws {
        let scratch = try Scratch()
        let tls = try TestCertificate.make(in: scratch.folder)
        let server = try ServerProcess(script: "canned_http.py", arguments: ["--cert", tls.certificate, "--key", tls.key])
        let request = HTTPRequest(
            method: "GET", url: "https://127.0.0.1:\(server.port)/",
            headers: [HTTPHeader("x-api-key", FakeAnthropic.key)])
        let error = transportError { () throws(TransportError) in try CurlTransport().send(request) }
        guard case .tls(let host, let detail)? = error else {
            Issue.record("expected tls, got \(String(describing: error))")
            return
        }
        #expect(host == "127.0.0.1")
        #expect(detail.contains("certificate"))
    }

    @Test func selfSignedCertificate_trustedAsCAFile_answers() throws {
        let scratch = try Scratch()
        let tls = try TestCertificate.make(in: scratch.folder)
        let server = try ServerProcess(script: "canned_http.py", arguments: ["--cert", tls.certificate, "--key", tls.key])
        let request = HTTPRequest(method: "POST", url: "https://127.0.0.1:\(server.port)/", body: Data("{}".utf8))
        let response = try CurlTransport(caFile: tls.certificate).send(request)
        #expect(response.status == 200)
        #expect(response.body == Data("ok".utf8))
    }

    @Test func interimResponse_headersAreTheFinalOnes_trimmed() throws {
        let server = try ServerProcess(script: "canned_http.py", arguments: [])
        let response = try CurlTransport().send(HTTPRequest(method: "GET", url: "http://127.0.0.1:\(server.port)/"))
        #expect(response.status == 200)
        #expect(response.header("x-interim") == nil)
        #expect(response.header("link") == nil)
        #expect(response.header("x-final") == "yes")
        #expect(response.header("x-padded") == "spaced value")
        #expect(response.headers.map(\.name) == ["Content-Type", "X-Final", "X-Padded", "Content-Length", "Connection"])
    }
}

/// A response body is read up to the request's limit: an endless or huge body ends the
/// exchange as a failure, quickly, with little memory.
@Suite(.timed, .timeLimit(.minutes(20))) struct CurlResponseLimitTests {
    @Test(arguments: [["--endless"], ["--announce", "104857600"]])
    func aBodyOverTheLimit_failsTheExchange(arguments: [String]) throws {
        let server = try ServerProcess(script: "canned_http.py", arguments: arguments)
        let started = ContinuousClock.now
        let request = HTTPRequest(method: "GET", url: "http://127.0.0.1:\(server.port)/", totalTimeout: 20, maxResponseBytes: 1 << 20)
        #expect(throws: TransportError.responseTooLarge(host: "127.0.0.1", limit: 1 << 20)) {
            try CurlTransport().send(request)
        }
        #expect(ContinuousClock.now - started < .seconds(10), "stopped at the limit, not at the time-out")
    }

    @Test func aBodyWithinTheLimit_isRead() throws {
        let server = try ServerProcess(script: "canned_http.py", arguments: [])
        let response = try CurlTransport().send(HTTPRequest(method: "GET", url: "http://127.0.0.1:\(server.port)/", maxResponseBytes: 2))
        #expect(response.body == Data("ok".utf8))
    }
}
