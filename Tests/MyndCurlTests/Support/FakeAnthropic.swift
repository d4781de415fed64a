import Foundation
import MyndTestSupport
import MyndCurl

/// Tests/Servers/fake_anthropic.py running for one test, with its request log in a scratch folder.
final class FakeAnthropic {
    static let key = "sk-ant-test-0123456789abcdef"

    let scratch: Scratch
    let server: ServerProcess
    private let logPath: String

    /// One request as the server logged it.
    struct LoggedRequest: Decodable {
        var method: String
        var path: String
        var headers: [String: String]
        var body: String
        var body_base64: String

        var bodyBytes: Data? { Data(base64Encoded: body_base64) }
    }

    /// `script` is the JSON of --script; nil for none.
    init(script: String? = nil, extraArguments: [String] = []) throws {
        scratch = try Scratch()
        logPath = scratch.path("requests.jsonl")
        var arguments = ["--key", Self.key, "--log", logPath]
        if let script { arguments += ["--script", try scratch.write(script, to: "script.json")] }
        server = try ServerProcess(script: "fake_anthropic.py", arguments: arguments + extraArguments)
    }

    var baseURL: String { "http://127.0.0.1:\(server.port)" }

    /// A request with the headers the Anthropic API wants.
    func request(
        _ method: String = "POST", _ path: String = "/v1/messages", body: Data? = nil,
        totalTimeout: Double = 10
    ) -> HTTPRequest {
        HTTPRequest(
            method: method, url: baseURL + path,
            headers: [
                HTTPHeader("x-api-key", Self.key),
                HTTPHeader("anthropic-version", "2023-06-01"),
                HTTPHeader("content-type", "application/json"),
            ],
            body: body, connectTimeout: 5, totalTimeout: totalTimeout)
    }

    static func messagesBody(system: String? = nil, text: String = "Hi") -> Data {
        let systemField =
            system.map {
                #","system":[{"type":"text","text":"\#($0)","cache_control":{"type":"ephemeral"}}]"#
            } ?? ""
        return Data(#"{"model":"claude-test","max_tokens":64,"messages":[{"role":"user","content":"\#(text)"}]\#(systemField)}"#.utf8)
    }

    func loggedRequests() throws -> [LoggedRequest] {
        guard let text = try? String(contentsOfFile: logPath, encoding: .utf8) else { return [] }
        return try text.split(separator: "\n").map { try JSONDecoder().decode(LoggedRequest.self, from: Data($0.utf8)) }
    }
}

/// The error a send threw, or nil when it answered.
func transportError(_ send: () throws(TransportError) -> HTTPResponse) -> TransportError? {
    do {
        _ = try send()
        return nil
    } catch {
        return error
    }
}

/// The JSON object a response carried.
func json(_ response: HTTPResponse) -> [String: Any] {
    (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any] ?? [:]
}
