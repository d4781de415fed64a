import Foundation

/// Tests/Servers/fake_ntfy.py running for one test, and the test's phone (Tests/Servers/
/// ntfy_phone.py), which presses a button by sending the request its action describes.
public final class FakeNtfy: @unchecked Sendable {
    public let server: ServerProcess
    public let token: String?
    private let folder: TemporaryDirectory
    private var logPath: String { folder.appending("requests.jsonl").path }

    /// With `token`, the server wants `Authorization: Bearer <token>` on every request; with
    /// `sequences: false` it is an ntfy older than 2.16, which can neither update nor delete.
    public init(token: String? = nil, sequences: Bool = true) throws {
        self.token = token
        folder = try TemporaryDirectory(prefix: "mynd-ntfy")
        var arguments = ["--log", folder.appending("requests.jsonl").path, "--keepalive", "1"]
        if let token { arguments += ["--token", token] }
        if !sequences { arguments.append("--no-sequences") }
        server = try ServerProcess(script: "fake_ntfy.py", arguments: arguments)
    }

    public var baseURL: String { server.baseURL }

    /// The messages `topic` holds, oldest first, as a subscriber reads them.
    public func messages(_ topic: String) throws -> [[String: Any]] {
        try lines(phone(["messages", baseURL, topic])).filter { $0["event"] as? String == "message" }
    }

    /// Everything `topic` holds, the `message_delete` and `message_clear` events too.
    public func events(_ topic: String) throws -> [[String: Any]] {
        try lines(phone(["messages", baseURL, topic]))
    }

    /// The notifications the phone shows now: updated ones once, deleted ones not at all.
    public func showing(_ topic: String) throws -> [[String: Any]] {
        try lines(phone(["showing", baseURL, topic]))
    }

    private func lines(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:] }
    }

    /// Presses the button `label` on the `nth` message of `topic` that has buttons (-1: the
    /// latest); the HTTP status the server answered the button's request with.
    @discardableResult
    public func press(_ label: String, on topic: String, nth: Int = -1) throws -> Int {
        Int(try phone(["press", baseURL, topic, label, "--nth", "\(nth)"]).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    /// Posts `body` to `topic` as anyone who learned the topic's name could.
    @discardableResult
    public func post(_ body: String, to topic: String) throws -> Int {
        var request = URLRequestLine(method: "POST", url: "\(baseURL)/\(topic)", body: body)
        request.token = token
        return try run(["-c", request.python])
    }

    /// The next publishes answer these instead ("429:30": 429 with Retry-After 30; "500";
    /// "hang"), then the server is itself again.
    public func answerNextPublishes(_ answers: [String]) throws {
        let list = answers.map { "\"\($0)\"" }.joined(separator: ",")
        _ = try run(["-c", URLRequestLine(method: "POST", url: "\(baseURL)/v1/test/publish-answers", body: "[\(list)]").python])
    }

    /// The next deletes answer these, as `answerNextPublishes`.
    public func answerNextDeletes(_ answers: [String]) throws { try script("delete-answers", answers) }

    /// The next polls of a topic answer these: a status as for publishes, or "cut" (the answer
    /// ends in the middle of its last message and the connection closes, with no length to
    /// tell) or "cut-length" (the same, the whole answer's length announced).
    public func answerNextPolls(_ answers: [String]) throws { try script("poll-answers", answers) }

    /// The next streams of a topic (`GET /<topic>/json`) answer these: a status as for
    /// publishes, "cut" (it opens and drops the connection in the middle of the next message)
    /// or "silent" (it opens and sends nothing more, not even a keepalive).
    public func answerNextStreams(_ answers: [String]) throws { try script("stream-answers", answers) }

    /// The streams held now end in the middle of their next message.
    public func cutHeldStreams() throws { try script("cut-streams", []) }

    private func script(_ control: String, _ answers: [String]) throws {
        let list = answers.map { "\"\($0)\"" }.joined(separator: ",")
        _ = try run(["-c", URLRequestLine(method: "POST", url: "\(baseURL)/v1/test/\(control)", body: "[\(list)]").python])
    }

    /// The requests the server saw, in order (method, path, headers, body).
    public func requests() throws -> [[String: Any]] {
        guard let text = try? String(contentsOfFile: logPath, encoding: .utf8) else { return [] }
        return try text.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:] }
    }

    private func phone(_ arguments: [String]) throws -> String {
        let script = ServerProcess.server("ntfy_phone.py")
        return try output("/usr/bin/python3", [script] + arguments + (token.map { ["--token", $0] } ?? []))
    }

    private func run(_ arguments: [String]) throws -> Int {
        Int(try output("/usr/bin/python3", arguments).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    private func output(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// One plain HTTP request made by a few lines of Python (urllib), printing the status.
private struct URLRequestLine {
    var method: String
    var url: String
    var body: String
    var token: String?

    init(method: String, url: String, body: String) {
        self.method = method
        self.url = url
        self.body = body
    }

    var python: String {
        let headers = token.map { "{'Authorization': 'Bearer \($0)'}" } ?? "{}"
        return """
            import urllib.request, urllib.error
            r = urllib.request.Request(\(literal(url)), data=\(literal(body)).encode(), method=\(literal(method)), headers=\(headers))
            try:
                print(urllib.request.urlopen(r, timeout=10).status)
            except urllib.error.HTTPError as e:
                print(e.code)
            """
    }

    private func literal(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
