import Foundation

/// What a channel says about itself, in the file that makes it: its name (the config's and
/// the outbox's word for it), its kind (all the hold rules read) and how it words each message
/// when the plan is made — so the row holds everything its send needs, and the jobs write rows
/// without telling one channel from another. Two declarations are the same channel when their
/// names are.
package struct ChannelDeclaration: Hashable, Sendable, CustomStringConvertible {
    package let name: Channel
    package let kind: ChannelKind
    private let nudge: @Sendable (NudgeMessage) -> MessageContent
    private let digest: @Sendable (DigestMessage) -> MessageContent

    /// `nudge` and `digest` word each message for this channel; by default a nudge is titled
    /// with its goal and a digest is its few lines (`MessageContent.plain`, `.brief`).
    package init(
        _ name: Channel, kind: ChannelKind, nudge: @escaping @Sendable (NudgeMessage) -> MessageContent = MessageContent.plain,
        digest: @escaping @Sendable (DigestMessage) -> MessageContent = MessageContent.brief
    ) {
        self.name = name
        self.kind = kind
        self.nudge = nudge
        self.digest = digest
    }

    package var description: String { name.rawValue }

    /// The outbox row of a planned nudge on this channel, due at once.
    package func row(for message: NudgeMessage, at now: Timestamp) -> OutboxItem {
        let content = nudge(message)
        return OutboxItem(
            kind: .followup, ref: message.followUp.id.lowercasedString, channel: name, title: content.title, body: content.body,
            payload: content.payload, notBefore: now, createdAt: now)
    }

    /// The outbox row of the morning digest on this channel, due at `notBefore`.
    package func row(for message: DigestMessage, notBefore: Timestamp, at now: Timestamp) -> OutboxItem {
        let content = digest(message)
        return OutboxItem(
            kind: .digest, ref: message.localDate, channel: name, title: content.title, body: content.body, payload: content.payload,
            notBefore: notBefore, createdAt: now)
    }

    package static func == (a: ChannelDeclaration, b: ChannelDeclaration) -> Bool { a.name == b.name }
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A planned nudge, as every channel may word it: the follow-up (its text, why it is sent,
/// how long the goal was quiet), the goal or person it is about, and the short ids its answers
/// name, as they are when the plan is made.
package struct NudgeMessage: Sendable {
    package var followUp: FollowUp
    package var goal: Node
    package var goalShortID: String
    package var followUpShortID: String
    /// The language the person reads.
    package var language: Language

    package init(followUp: FollowUp, goal: Node, goalShortID: String, followUpShortID: String, language: Language) {
        self.followUp = followUp
        self.goal = goal
        self.goalShortID = goalShortID
        self.followUpShortID = followUpShortID
        self.language = language
    }
}

/// The morning digest of one local date, in its two lengths: all of it, and the insight with a
/// few lines (what a notification or a terminal shows).
package struct DigestMessage: Sendable {
    package var localDate: String
    package var title: String
    package var full: String
    package var short: String

    package init(localDate: String, title: String, full: String, short: String) {
        self.localDate = localDate
        self.title = title
        self.full = full
        self.short = short
    }
}

/// What a channel puts in a row: the title and body every view of the outbox shows, and what
/// else its own send needs (`payload`, JSON).
package struct MessageContent: Equatable, Sendable {
    package var title: String
    package var body: String
    package var payload: String?

    package init(title: String, body: String, payload: String? = nil) {
        self.title = title
        self.body = body
        self.payload = payload
    }

    /// A nudge titled with its goal, shortened to a line (an inbox is scanned by subject).
    @Sendable package static func plain(_ message: NudgeMessage) -> MessageContent {
        MessageContent(title: Terminal.line(message.goal.content.firstLine, limit: 60), body: message.followUp.text)
    }

    /// The digest as a notification or a terminal shows it: the insight and a few lines.
    @Sendable package static func brief(_ message: DigestMessage) -> MessageContent {
        MessageContent(title: message.title, body: message.short)
    }

    /// `value` as a row's payload: JSON with its keys in order, so the same facts are the
    /// same text.
    package static func payload(_ value: some Encodable) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) }
    }
}

extension OutboxItem {
    /// The payload its channel wrote, read as `type`; nil when there is none or it does not
    /// read as one (a row written before channels kept payloads).
    package func payload<Payload: Decodable>(as type: Payload.Type) -> Payload? {
        guard let payload else { return nil }
        return try? JSONDecoder().decode(type, from: Data(payload.utf8))
    }
}
