import Foundation
import MyndCore
package import MyndCurl

/// An ntfy server as mynd talks to it over HTTP (libcurl): publish a message as JSON, and read
/// a topic's cached messages (`/<topic>/json?poll=1&since=…`), with an access token as
/// `Authorization: Bearer` when one is set.
package struct NtfyServer: Sendable {
    package var config: PhoneConfig
    package var accessToken: String?
    package var transport: any HTTPTransport

    package init(config: PhoneConfig, accessToken: String?, transport: any HTTPTransport = CurlTransport()) {
        self.config = config
        self.accessToken = accessToken
        self.transport = transport
    }

    /// The header a request (and a button's own request) carries to pass the server's access
    /// control; nil on an open server.
    var authorization: [String: String]? {
        accessToken.map { ["Authorization": "Bearer \($0)"] }
    }

    var headers: [HTTPHeader] {
        authorization.map { $0.map { HTTPHeader($0.key, $0.value) } } ?? []
    }

    /// A request to `path` on the server (after its base, from "/"), with the access token: the
    /// shape every exchange with ntfy has. It takes `timeout` seconds at most, ten to connect.
    func request(
        _ method: String, path: String, body: Data? = nil, contentType: String? = nil, timeout: Double, maxBytes: Int = 1 << 16
    ) -> HTTPRequest {
        HTTPRequest(
            method: method, url: config.base + path, headers: headers + (contentType.map { [HTTPHeader("Content-Type", $0)] } ?? []),
            body: body, connectTimeout: min(10, timeout), totalTimeout: timeout, maxResponseBytes: maxBytes)
    }

    /// Publishes `message`; what became of it as the outbox records it.
    func publish(_ message: NtfyMessage, timeout: Double) -> DeliveryOutcome {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let body = try? encoder.encode(message) else { return .failed("cannot write the message as JSON") }
        let request = request("POST", path: "/", body: body, contentType: "application/json", timeout: timeout)
        do {
            let response = try transport.send(request)
            return Self.outcome(response, host: config.host)
        } catch {
            return .retryLater(error.description)
        }
    }

    /// Sends a plain message without buttons (`mynd phone test`): what became of it.
    package func sendTest(title: String, body: String, timeout: Double = 15) -> DeliveryOutcome {
        publish(
            NtfyMessage(topic: config.topic ?? "", title: title, message: body, priority: 3, tags: ["mynd"], actions: []),
            timeout: timeout)
    }

    /// A publish answered `response`: 2xx sent; 401 and 403 (the token), 429 (too many
    /// requests, with how long the server asks to wait) and 5xx wait and are tried again;
    /// another 4xx (the message refused) fails the row.
    static func outcome(_ response: HTTPResponse, host: String) -> DeliveryOutcome {
        switch response.status {
        case 200..<300: return .sent(via: "ntfy \(host)")
        case 401, 403: return .retryLater(refusal(response, host: host))
        case 429:
            let reason = "\(host) answered 429 too many requests"
            guard let after = retryAfter(response) else { return .retryLater(reason) }
            return .retryAfter(reason + ", retry after \(after) s", seconds: after)
        case 500...: return .retryLater("\(host) answered \(response.status) \(errorText(response))")
        default: return .failed("\(host) refused the message: \(response.status) \(errorText(response))")
        }
    }

    /// A 429's Retry-After in seconds (at most a day), as a proxy in front of ntfy may say; an
    /// HTTP date or none is nil (left to the backoff).
    static func retryAfter(_ response: HTTPResponse) -> Int64? {
        guard let after = response.header("Retry-After").flatMap({ Int64($0.trimmingCharacters(in: .whitespaces)) }), after > 0 else {
            return nil
        }
        return min(after, 86_400)
    }

    /// The one line a refused access token gets, in `doctor`, `status` and the outbox.
    static func refusal(_ response: HTTPResponse, host: String) -> String {
        "\(host) refused access (\(response.status)): check the access token (MYND_NTFY_TOKEN, the credential ntfy-token or phone.token_file) and that it may write the topic"
    }

    /// ntfy's error body (`{"code":…,"http":…,"error":"…"}`), or its first line.
    static func errorText(_ response: HTTPResponse) -> String {
        struct ErrorBody: Decodable { var error: String }
        if let body = try? JSONDecoder().decode(ErrorBody.self, from: response.body) { return body.error }
        return Terminal.line(String(decoding: response.body.prefix(200), as: UTF8.self), limit: 80)
    }

    /// One message read from a topic: its id (what `since` names), when, and its text.
    package struct Event: Decodable, Equatable, Sendable {
        package var id: String
        package var time: Int64
        package var event: String
        package var message: String?
    }

    /// The messages of `topic` after `since` (a message id, or a Unix time), oldest first.
    /// Throws one line when the server cannot be asked or refuses.
    package func poll(topic: String, since: String, timeout: Double) throws(PhoneReadError) -> [Event] {
        let query = "poll=1&since=\(since.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "all")"
        let request = request("GET", path: "/\(topic)/json?\(query)", timeout: timeout, maxBytes: 4 << 20)
        let response: HTTPResponse
        do {
            response = try transport.send(request)
        } catch {
            throw PhoneReadError(error.description)
        }
        try Self.check(response, host: config.host)
        let lines = String(decoding: response.body, as: UTF8.self).split(whereSeparator: \.isNewline)
        return lines.compactMap { try? JSONDecoder().decode(Event.self, from: Data($0.utf8)) }.filter { $0.event == "message" }
    }
}

extension NtfyServer {
    /// Throws the one line a read of a topic gets for a status other than 2xx.
    static func check(_ response: HTTPResponse, host: String) throws(PhoneReadError) {
        switch response.status {
        case 200..<300: return
        case 401, 403: throw PhoneReadError(refusal(response, host: host))
        case 429:
            let after = retryAfter(response)
            throw PhoneReadError(
                "\(host) answered 429 too many requests" + (after.map { ", retry after \($0) s" } ?? ""), retryAfter: after)
        default: throw PhoneReadError("\(host) answered \(response.status) \(errorText(response))")
        }
    }
}

/// Why the reply topic could not be read, in one line, and how many seconds the server asked
/// to be left alone (a 429's Retry-After), if it did.
package struct PhoneReadError: Error, CustomStringConvertible, Equatable {
    package var description: String
    package var retryAfter: Int64?
    package init(_ description: String, retryAfter: Int64? = nil) {
        self.description = description
        self.retryAfter = retryAfter
    }
}
