import Foundation
import MyndAI
import MyndCore
import MyndCurl

/// A file from `Fixtures/` (see `Fixtures/SOURCES.md`), read from beside the sources so that
/// tests find it however they are run.
func fixture(_ name: String) throws -> Data {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/\(name)")
    return try Data(contentsOf: url)
}

/// A `*-headers.json` fixture as header lines.
func fixtureHeaders(_ name: String) throws -> [HTTPHeader] {
    let object = try JSONDecoder().decode([String: String].self, from: fixture(name))
    return object.sorted { $0.key < $1.key }.map { HTTPHeader($0.key, $0.value) }
}

let testKey = "sk-ant-api03-TESTKEY-not-a-real-key"
let testNow = Timestamp(iso8601: "2026-11-21T08:00:00Z")!

/// A client on a fake clock and sleep, with fixed jitter and wall-clock time.
func makeClient(
    _ transport: ScriptedTransport, time: FakeTime, baseURL: String = "https://api.example.test/", jitter: Double = 0
) -> ClaudeClient {
    ClaudeClient(
        transport: transport, baseURL: baseURL, apiKey: testKey,
        sleep: { time.sleep($0) }, clock: { time.read() }, jitter: { jitter }, now: { testNow })
}

/// A small request, as mynd sends them.
let sampleRequest = MessageRequest(
    model: "claude-haiku-4-5", maxTokens: 120,
    system: "You write one short, kind nudge about a goal that has gone quiet.",
    user: "Goal: Plant the tulips. Last touched 6 days ago.")

/// A 200 answering `sampleRequest`, written in the documented shape.
func okResponse(text: String = "Tulips before the frost? Ten minutes with the trowel today.") -> HTTPResponse {
    let body = """
        {"id":"msg_01TEST","type":"message","role":"assistant","model":"claude-haiku-4-5-20251001",\
        "content":[{"type":"text","text":"\(text)"}],"stop_reason":"end_turn","stop_sequence":null,\
        "usage":{"input_tokens":180,"cache_creation_input_tokens":0,"cache_read_input_tokens":150,"output_tokens":17}}
        """
    return HTTPResponse(
        status: 200, headers: [HTTPHeader("content-type", "application/json"), HTTPHeader("request-id", "req_ok")],
        body: Data(body.utf8))
}

/// An error response in the documented shape.
func errorResponse(
    _ status: Int, type: String, message: String, requestID: String? = nil, headers: [HTTPHeader] = []
) -> HTTPResponse {
    let body = #"{"type":"error","error":{"type":"\#(type)","message":"\#(message)"}}"#
    let idHeader = requestID.map { [HTTPHeader("request-id", $0)] } ?? []
    return HTTPResponse(status: status, headers: headers + idHeader, body: Data(body.utf8))
}
