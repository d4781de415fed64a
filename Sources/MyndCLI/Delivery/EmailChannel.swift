import Foundation
import MyndCore

/// Email through a `MailTransport`: renders each row and sends it to `[smtp] to`. A reply in
/// the 4xx range, no connection, a timeout or a TLS failure is tried again with the outbox's
/// backoff (the server, the network or the person's config may be fixed by then; the outbox
/// stops after its maximum attempts); a 5xx reply is final and its text is what the row keeps.
struct EmailChannel: DeliveryChannel {
    var renderer: EmailRenderer
    var transport: any MailTransport
    var now: Timestamp
    /// Why nothing can be sent in this run (a password file that cannot be read), or nil.
    var unavailable: String?
    /// Names the server in `.sent(via:)`: "smtp mail.example.org".
    var serverName: String
    /// Seconds the job has left for sending (its budget less a reserve to record the
    /// outcome), asked before each message so a hanging server costs the message, not the run.
    var secondsLeft: () -> Double

    /// The longest one conversation may take, however much budget is left.
    static let longestSend = 60.0
    /// Below this, a conversation is not started: it could not finish.
    static let shortestSend = 2.0

    func deliver(_ item: OutboxItem) -> DeliveryOutcome {
        if let unavailable { return .retryLater(unavailable) }
        let message: EmailMessage
        do {
            message = try renderer.message(for: item, at: now)
        } catch {
            return .retryLater("cannot read the goal for this email: \(CLIError.from(error).message)")
        }
        let timeout = min(Self.longestSend, secondsLeft())
        guard timeout >= Self.shortestSend else {
            return .retryLater("too little of this run's time left to talk to the mail server")
        }
        do {
            try transport.send(Data(message.rendered.utf8), from: renderer.from, to: renderer.to, timeout: timeout)
            return .sent(via: serverName)
        } catch {
            return Self.outcome(of: error)
        }
    }

    /// What a failure means for the row.
    static func outcome(of failure: MailFailure) -> DeliveryOutcome {
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
