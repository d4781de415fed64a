import Foundation
import MyndCurl

extension NtfyServer {
    /// What became of a request to take a message off the phone.
    package enum Removal: Equatable, Sendable {
        /// The server took it: the phone drops the notification (`message_delete`).
        case deleted
        /// The server cannot delete messages (an ntfy before 2.16 answers 404, another 4xx
        /// refuses the request): the message stays, and asking again would change nothing.
        case unsupported(String)
        /// Not now (no answer, 5xx, 429, a refused access token): asked again on the next look.
        case later(String)
    }

    /// Deletes the notification named `sequenceID` from `topic` (`DELETE /<topic>/<sequence_id>`).
    func delete(topic: String, sequenceID: String, timeout: Double) -> Removal {
        let request = request("DELETE", path: "/\(topic)/\(sequenceID)", timeout: timeout)
        let response: HTTPResponse
        do {
            response = try transport.send(request)
        } catch {
            return .later(error.description)
        }
        switch response.status {
        case 200..<300: return .deleted
        case 401, 403: return .later(Self.refusal(response, host: config.host))
        case 429, 500...: return .later("\(config.host) answered \(response.status) \(Self.errorText(response))")
        default: return .unsupported("\(config.host) cannot delete messages: \(response.status) \(Self.errorText(response))")
        }
    }
}
