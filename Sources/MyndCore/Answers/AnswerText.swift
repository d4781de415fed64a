/// What an applied `Intent` did, in words: the one place they are written, so the command
/// line's reply, the agent's log line and an email's confirmation say the same thing.
public struct AnswerText: Sendable {
    /// Times are said in the person's zone, relative to now ("tomorrow 09:00").
    public var describe: Describe
    /// Whether the line quotes the goal's words: not in a log (the journal keeps no text of
    /// the person's), yes for the person.
    public var quotesText: Bool

    public init(describe: Describe, quotesText: Bool = true) {
        self.describe = describe
        self.quotesText = quotesText
    }

    /// One line: what changed ("snoozed 3f2a until tomorrow 09:00: Plant the garden"), or
    /// that nothing did and why.
    public func summary(_ intent: Intent, _ outcome: IntentOutcome) -> String {
        let id = outcome.shortId ?? ""
        let what = outcome.node.map { quoted($0.content) } ?? ""
        switch intent {
        case .complete:
            guard let node = outcome.node else { return "done \(id)" }
            if node.type == .person { return inTouch(node, id) }
            guard outcome.changed else {
                return "\(id) was already done\(node.completedAt.map { " (\(describe.when($0)))" } ?? ""): nothing changed"
            }
            return "done \(node.type.rawValue) \(id)\(what)"
        case .step:
            let note =
                outcome.note.map { quotesText ? " (noted: \(Terminal.line($0.content, limit: 40))\(mentions(outcome)))" : " (noted)" } ?? ""
            return "a step on \(id)\(what)\(note)"
        case .snooze(_, let until):
            return "snoozed \(id) until \(describe.when(until))\(what)"
        case .dismiss:
            guard let followUp = outcome.followUp else { return "dismissed \(id)" }
            guard outcome.changed else { return "follow-up \(id) was already \(followUp.status.rawValue): nothing changed" }
            return "dismissed follow-up \(id)\(quoted(followUp.text))"
        case .drop:
            return "let go of \(id)\(what) (mynd reopen \(id) brings it back)"
        case .keep:
            return "kept \(id)\(what)"
        case .reopen:
            return "reopened \(id)\(what)"
        case .touch:
            if let node = outcome.node, node.type == .person, Cadence(metadata: node.metadata) != nil { return inTouch(node, id) }
            return "touched \(id)\(what)"
        case .capture:
            let type = outcome.node?.type.rawValue ?? "thought"
            let cadence = outcome.node.flatMap { Cadence(metadata: $0.metadata) }.map { " (\($0.description))" } ?? ""
            return "added \(type) \(id)\(what)\(cadence)\(quotesText ? mentions(outcome) : "")"
        case .pause:
            guard let pause = outcome.pause else { return "paused" }
            return PresenceText(now: describe.now, zone: describe.zone).pause(pause)
        case .resume:
            return outcome.changed ? "resumed: what waited goes out now" : "not paused: nothing to resume"
        }
    }

    /// What `touch` and `done` say of a person: you were in touch, and when next.
    public func inTouch(_ person: Node, _ id: String) -> String {
        let next = Cadence(metadata: person.metadata).map { " (next in \($0.span))" } ?? ""
        return "in touch with \(id)\(quoted(person.content))\(next)"
    }

    /// ": the words", as one safe line, when the line may quote them.
    private func quoted(_ text: String) -> String {
        quotesText ? ": " + Terminal.line(text) : ""
    }

    /// " (mentions Lucía, Marco)" for the people a text names, else nothing.
    private func mentions(_ outcome: IntentOutcome) -> String {
        guard !outcome.mentions.isEmpty else { return "" }
        return " (mentions \(outcome.mentions.map { Terminal.line($0.content, limit: 40) }.joined(separator: ", ")))"
    }
}
