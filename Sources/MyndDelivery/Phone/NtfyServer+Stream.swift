import Foundation
import MyndCurl

extension NtfyServer {
    /// ntfy sends a keepalive every 45 s by default (`keepalive-interval`): three missed is a
    /// connection that is gone, though no one closed it.
    package static let streamStallSeconds = 135.0

    /// Holds `topic`'s JSON stream open (`GET /<topic>/json`, ntfy's "Subscribe via API"):
    /// `opened` when the server says the subscription stands, `arrived` for each message
    /// published after that. Returns when the server ends the stream, or at the first event
    /// (a keepalive at the latest) after `going` turns false; throws one line when it cannot
    /// be held (refused, an error status, the network, silent for `stallAfter` s).
    package func hold(
        topic: String, stallAfter: Double = streamStallSeconds, while going: () -> Bool = { true }, opened: () -> Void,
        arrived: () -> Void
    ) throws(PhoneReadError) {
        let request = request("GET", path: "/\(topic)/json", timeout: .infinity)
        let response: HTTPResponse
        do {
            response = try transport.stream(request, stallAfter: stallAfter) { line in
                switch (try? JSONDecoder().decode(Event.self, from: line))?.event {
                case "open": opened()
                case "message": arrived()
                default: break  // keepalive, and the events of taking a message off
                }
                return going()
            }
        } catch {
            throw PhoneReadError(error.description)
        }
        try Self.check(response, host: config.host)
    }
}
