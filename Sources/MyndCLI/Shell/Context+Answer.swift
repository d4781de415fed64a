import MyndCore
import MyndDelivery
import MyndStore

/// The walk of every answer typed on the command line: argv → `Intent` → one write
/// (`GraphStore.apply`) → what must follow (`AnswerEffects`: a notification to take off, the
/// agent to wake) → the line that says what happened.
extension Context {
    /// Carries out `intent` as typed here, and what must follow it.
    func carryOut(_ intent: Intent, store: GraphStore) throws -> IntentOutcome {
        let outcome = try store.apply(intent, via: .cli, at: now)
        effects(store).run(outcome.effects)
        return outcome
    }

    /// What follows an answer, from a process that is not the agent.
    func effects(_ store: GraphStore) -> AnswerEffects {
        AnswerEffects.outsideTheAgent(store: store, now: { [now] in now }, phone: phoneWithdrawal(store: store))
    }

    /// Carries out `intent` as typed here, and says what it did (`--json`: the node, or the
    /// follow-up for a dismiss).
    func answer(_ intent: Intent, store: GraphStore, json: Bool) throws {
        let outcome = try carryOut(intent, store: store)
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

    /// A time ahead as the person typed it: the command line's own forms (`2h`, `mon 09:00`,
    /// ISO 8601), else in their words as a reply says it ("am Montag um 9", "in zwei Stunden",
    /// "demain matin"), read by the same grammar.
    func future(_ text: String, store: GraphStore) throws -> Timestamp {
        // A span or an exact time does not depend on the hours learned: they are not read.
        if WhenParser.isExact(text) { return try whenParser.future(text) }
        let parser = try whenParser(store)
        do {
            return try parser.future(text)
        } catch .unreadable(_) {
            let clock = try store.replyClock(limits: config.limits, snoozeDefault: config.snoozeDefault, zone: zone, at: now)
            switch ReplyGrammar(clock: clock).time(text) {
            case .at(let instant)?: return instant
            case .past?, .notAhead?: throw WhenError.inPast(text, now: zone.describe(now))
            case .unsaid?, nil: throw WhenError.unreadable(text)
            }
        }
    }
}
