import MyndAgent
import MyndCore
import MyndDelivery
import MyndStore

extension Mynd.Agent {
    /// How often the agent reads the phone's reply topic when it has no inbox to look at too:
    /// a minute, so a button pressed on the phone acts about as soon as a person looks up.
    static let phoneInterval = 60.0

    /// The agent's look at the phone's reply topic (`[phone]` set), made on the inbox's timer:
    /// the posts since the last one kept, each judged once by the store (a refresh reading the
    /// same topic meanwhile finds them judged). Nil without a phone.
    static func phoneLook(_ context: Context, _ store: GraphStore) -> (@Sendable (Timestamp) -> (line: String, effects: Set<AnswerEffect>))?
    {
        guard context.config.phone.isEnabled else { return nil }
        return { [context] now in
            var context = context
            context.now = now
            guard let replies = context.phoneReplies(store: store) else {
                return ("phone: replies not read: \(context.phoneSetup().problem ?? "the phone is off")", [])
            }
            do {
                let report = try replies.look(timeout: 10)
                return ("phone: \(report.summary)", report.effects)
            } catch {
                return ("phone: replies not read: \(error)", [])
            }
        }
    }

    /// The inbox's look and the phone's as one (the agent has one timer for both).
    static func joined(
        _ mail: (line: String, effects: Set<AnswerEffect>), _ phone: (line: String, effects: Set<AnswerEffect>)
    ) -> (line: String, effects: Set<AnswerEffect>) {
        (mail.line + "; " + phone.line, mail.effects.union(phone.effects))
    }
}
