import MyndCore
import MyndStore

/// The walk of every answer typed on the command line: argv → `Intent` → one write
/// (`GraphStore.apply`) → the line that says what happened; and, only when a notification
/// on screen shows a nudge this answered, one more step to take it off.
extension Context {
    /// Carries out `intent` as typed here, and says what it did (`--json`: the node, or the
    /// follow-up for a dismiss).
    func answer(_ intent: Intent, store: GraphStore, json: Bool) throws {
        let outcome = try store.apply(intent, via: .cli, at: now)
        if outcome.withdraw { withdrawAnswered(from: store) }
        if json {
            if let node = outcome.node {
                Output.json(NodeJSON(node: node, shortId: outcome.shortId ?? node.id.lowercasedString))
            } else if let followUp = outcome.followUp {
                Output.json(FollowUpJSON(followUp: followUp, shortId: outcome.shortId ?? followUp.id.lowercasedString, channels: []))
            }
        } else {
            Output.line(AnswerText(describe: describe).summary(intent, outcome))
        }
    }

    /// The parser for a time the person gives here, as every interface reads one.
    func whenParser(_ store: GraphStore) throws -> WhenParser {
        try store.whenParser(limits: config.limits, zone: zone, at: now)
    }
}
