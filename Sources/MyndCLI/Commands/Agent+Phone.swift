import MyndAgent
import MyndCore
import MyndDelivery
import MyndStore

extension Mynd.Agent {
    /// How often the agent reads the phone's reply topic when it has no inbox to look at too.
    /// The reply stream (`phoneBell`) starts a look as soon as a button is pressed; the timed
    /// look is what still reads the topic when the stream cannot be held.
    static let phoneInterval = 300.0

    /// The phone's reply stream held open while the agent runs, ringing for a look when a post
    /// arrives; nil without a phone, or when it cannot be read (the look says why).
    static func phoneBell(_ context: Context) -> (@Sendable (_ ring: @escaping @Sendable (ReplyStream.Ring) -> Void) -> Void)? {
        guard context.config.phone.isEnabled else { return nil }
        let setup = context.phoneSetup()
        guard setup.problem == nil else { return nil }
        let stream = ReplyStream(server: setup.server, topic: context.config.phone.replyTopicName)
        return { ring in stream.keepHeld(ring: ring) }
    }

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
