import Foundation
package import MyndCore
package import MyndDelivery

/// Email through a `MailTransport`: renders each row and sends it to `[smtp] to` (an answer
/// to a reply: to whoever wrote the reply). A reply in
/// the 4xx range, no connection, a timeout or a TLS failure is tried again with the outbox's
/// backoff (the server, the network or the person's config may be fixed by then; the outbox
/// stops after its maximum attempts); a 5xx reply is final and its text is what the row keeps.
package struct EmailChannel: DeliveryChannel {
    package var renderer: EmailRenderer
    package var transport: any MailTransport
    package var now: Timestamp
    /// Why nothing can be sent in this run (a password file that cannot be read), or nil.
    package var unavailable: String?
    /// Names the server in `.sent(via:)`: "smtp mail.example.org".
    package var serverName: String
    /// Seconds the job has left for sending (its budget less a reserve to record the
    /// outcome), asked before each message so a hanging server costs the message, not the run.
    package var secondsLeft: () -> Double

    package init(
        renderer: EmailRenderer, transport: any MailTransport, now: Timestamp, unavailable: String?, serverName: String,
        secondsLeft: @escaping () -> Double
    ) {
        self.renderer = renderer
        self.transport = transport
        self.now = now
        self.unavailable = unavailable
        self.serverName = serverName
        self.secondsLeft = secondsLeft
    }

    /// The longest one conversation may take, however much budget is left.
    package static let longestSend = 60.0
    /// Below this, a conversation is not started: it could not finish.
    package static let shortestSend = 2.0
    package var leastSeconds: Double { Self.shortestSend }

    package func deliver(_ item: OutboxItem) -> DeliveryOutcome {
        if let unavailable { return .retryLater(unavailable) }
        let message: EmailMessage
        do {
            message = try renderer.message(for: item, at: now)
        } catch let failure as MailFailure {
            return Self.outcome(of: failure)
        } catch {
            return .retryLater("cannot read the goal for this email: \(error)")
        }
        let timeout = min(Self.longestSend, secondsLeft())
        guard timeout >= Self.shortestSend else {
            return .notTried("too little of this run's time left to talk to the mail server")
        }
        do {
            try transport.send(Data(message.rendered.utf8), from: renderer.from, to: message.to, timeout: timeout)
            return .sent(via: serverName)
        } catch {
            return Self.outcome(of: error)
        }
    }

    /// What a failure means for the row.
    package static func outcome(of failure: MailFailure) -> DeliveryOutcome {
        switch failure {
        case .reply(let code, let text) where (400..<500).contains(code):
            .retryLater("the mail server said \(code) \(text)")
        case .reply(let code, let text):
            .failed("the mail server refused the message: \(code) \(text)")
        case .unreachable(let reason):
            .retryLater(reason)
        case .tls(let reason):
            .retryLater("\(reason) (check smtp.url, smtp.starttls and smtp.ca_file)")
        case .unusable(let reason):
            .failed(reason)
        }
    }
}

extension Channel {
    package static let email = ChannelDeclaration.email.name
}

extension ChannelDeclaration {
    /// An email waits in the person's inbox: it holds the whole digest, and a nudge keeps the
    /// goal as its subject and carries what its answers name (`EmailChannel.Nudge`).
    package static let email = ChannelDeclaration(
        Channel("email"), kind: .mailbox,
        nudge: { message in
            var content = MessageContent.plain(message)
            content.payload = MessageContent.payload(EmailChannel.Nudge(message))
            return content
        },
        digest: { MessageContent(title: $0.title, body: $0.full) })
}

extension EmailChannel {
    /// What a nudge's email shows besides its text, as the plan knew it: the whole goal, the
    /// short ids its answers name, and which answers it offers.
    package struct Nudge: Codable, Equatable, Sendable {
        package var goal: String
        package var goalId: String
        package var followUpId: String
        package var asking: Bool
        package var person: Bool

        package init(_ message: NudgeMessage) {
            goal = message.goal.content
            goalId = message.goalShortID
            followUpId = message.followUpShortID
            asking = message.followUp.kind == .asking
            person = message.goal.type == .person
        }
    }
}
