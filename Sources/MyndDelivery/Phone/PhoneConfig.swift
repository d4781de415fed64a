import Foundation
import MyndCore
package import MyndPOSIX

/// `[phone]`: the ntfy server and topics nudges reach the phone through. Off while `topic` is
/// empty. The reply topic is where the phone's buttons post; mynd reads it.
package struct PhoneConfig: Sendable {
    /// How much of a nudge the server sees.
    package enum Detail: String, CaseIterable, Sendable {
        /// The nudge and its goal, as the screen shows them.
        case full
        /// Only "A nudge is waiting — 3f2a": the goal stays on this machine.
        case title
    }

    package var server = "https://ntfy.sh"
    package var topic: String?
    /// nil: the topic's name with "-reply".
    package var replyTopic: String?
    package var maxPerDay = 2
    package var detail = Detail.full
    /// The morning briefing goes to the phone too (when `[channels] digest` lists it).
    package var digest = false
    package var tokenFile: String?

    package init() {}

    package var isEnabled: Bool { topic != nil }

    /// The topic buttons post their answers to.
    package var replyTopicName: String { replyTopic ?? (topic ?? "") + "-reply" }

    /// The server without a trailing slash, as URLs are made from it.
    package var base: String { server.hasSuffix("/") ? String(server.dropLast()) : server }
    package var replyURL: String { base + "/" + replyTopicName }

    /// The host the texts go through, for `doctor` and the outcome of a send.
    package var host: String { URLComponents(string: server)?.host ?? server }

    /// Whether the public server of ntfy's makers carries the texts (not one's own).
    package var isPublicServer: Bool { host.lowercased() == "ntfy.sh" }

    /// A topic ntfy accepts: 1 to 64 of letters, digits, `-` and `_`.
    package static func isTopic(_ name: String) -> Bool {
        (1...64).contains(name.count) && name.unicodeScalars.allSatisfy { CharacterSet.topic.contains($0) }
    }

    /// The access token, from `MYND_NTFY_TOKEN`, the systemd credential `ntfy-token` or
    /// `token_file` (0600); nil when none is set (an open server).
    package func accessToken(environment: [String: String]) throws(SecretError) -> Secret? {
        try Secret.resolve(
            variable: "MYND_NTFY_TOKEN", credential: "ntfy-token", file: tokenFile, configKey: "phone.token_file",
            environment: environment)
    }
}

extension CharacterSet {
    fileprivate static let topic = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
}
