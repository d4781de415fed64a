import Foundation
package import MyndCore
import MyndCurl

extension Channel {
    package static let phone = ChannelDeclaration.phone.name
}

extension ChannelDeclaration {
    /// A phone push through ntfy: a nudge titled with its goal and carrying the buttons it
    /// offers (Done, Later, Did a step; Keep and Let it go when it asks whether the goal still
    /// matters), in the person's language; the digest's few lines.
    package static let phone = ChannelDeclaration(Channel("phone"), kind: .phone) { message in
        let followUp = message.followUp
        let person = message.goal.type == .person
        let answers: [Intent.Kind] =
            person ? [.complete, .snooze] : followUp.kind == .asking ? [.keep, .drop, .snooze] : [.complete, .snooze, .step]
        let buttons = answers.map {
            PhoneButton(answer: $0.rawValue, label: DesktopAction.answer($0).label(for: .followup, person: person, in: message.language))
        }
        let payload = PhonePayload(
            shortID: message.goalShortID, waiting: message.language.phoneWaiting(message.goalShortID), buttons: buttons)
        return MessageContent(
            title: Terminal.line(message.goal.content.firstLine, limit: 60), body: followUp.text,
            payload: MessageContent.payload(payload))
    }
}

/// Sends outbox rows to the phone as ntfy messages. Each button's body is a token signed with
/// the reply key at send time, good until `replyWindowSeconds` from then; without the key no
/// button could be trusted, so nothing is sent (`unavailable` says why).
package struct PhoneChannel: DeliveryChannel {
    package var config: PhoneConfig
    package var server: NtfyServer
    /// The reply key's bytes (the one that signs Message-IDs).
    package var key: [UInt8]?
    package var unavailable: String?
    package var now: () -> Timestamp
    package var replyWindowSeconds: Int64
    /// Seconds the run has left for a call, asked before each send.
    package var secondsLeft: () -> Double

    package init(
        config: PhoneConfig, server: NtfyServer, key: [UInt8]?, unavailable: String?, now: @escaping () -> Timestamp,
        replyWindowSeconds: Int64, secondsLeft: @escaping () -> Double
    ) {
        self.config = config
        self.server = server
        self.key = key
        self.unavailable = unavailable ?? (key == nil ? "the reply key cannot be read: no button could be trusted" : nil)
        self.now = now
        self.replyWindowSeconds = replyWindowSeconds
        self.secondsLeft = secondsLeft
    }

    /// The longest one publish may take, however much time the run has.
    package static let longestSend = 20.0
    package var leastSeconds: Double { 2 }

    package func deliver(_ item: OutboxItem) -> DeliveryOutcome {
        if let unavailable { return .retryLater(unavailable) }
        guard let key else { return .retryLater("the reply key cannot be read") }
        let timeout = min(Self.longestSend, secondsLeft())
        guard timeout >= leastSeconds else { return .notTried("too little of this run's time left to reach \(config.host)") }
        return server.publish(message(for: item, key: key), timeout: timeout)
    }

    /// What the server is sent for `item`: with `detail = "title"` only that a nudge waits and
    /// its short id; each button an `http` action posting its signed token to the reply topic.
    func message(for item: OutboxItem, key: [UInt8]) -> NtfyMessage {
        let payload = item.payload(as: PhonePayload.self)
        let full = config.detail == .full
        guard item.kind == .followup, let payload, let followUp = UUID(uuidString: item.ref) else {
            return NtfyMessage(
                topic: config.topic ?? "", title: full ? item.title : "mynd", message: full ? item.body : item.title, priority: 3,
                tags: ["mynd"], actions: [])
        }
        let expires = now().adding(seconds: replyWindowSeconds)
        let actions = payload.buttons.prefix(3).compactMap { button -> NtfyAction? in
            guard let answer = Intent.Kind(rawValue: button.answer) else { return nil }
            let token = PhoneToken(followUp: followUp, answer: answer, expires: expires).signed(with: key)
            return NtfyAction(label: button.label, url: config.replyURL, headers: server.authorization, body: token)
        }
        return NtfyMessage(
            topic: config.topic ?? "", title: full ? item.title : "mynd", message: full ? item.body : payload.waiting,
            priority: 3, tags: ["mynd"], actions: Array(actions), sequenceID: Self.sequenceID(of: item))
    }

    /// The name a nudge's phone message carries (its follow-up's id), so an answer given
    /// elsewhere can take it off the phone, and a row sent again replaces it there.
    package static func sequenceID(of item: OutboxItem) -> String? {
        item.kind == .followup ? UUID(uuidString: item.ref)?.lowercasedString : nil
    }
}
