import Foundation
package import MyndCore
package import MyndStore

/// Turns what a reply asks (`ReplyCommand`s about an outbox row) into `Intent`s, with the
/// meanings the CLI gives them: `later` is `snooze_default`, `snooze WHEN` reads WHEN as
/// `mynd snooze` does, a digest line's short id is resolved as `mynd done 3f2a` would.
package struct ReplyIntents {
    package var store: GraphStore
    package var now: Timestamp
    /// What "later" means.
    package var snoozeDefault: DurationText
    /// Reads WHEN, with the hours this person usually answers at.
    package var whenParser: WhenParser
    package var zone: LocalTime

    package init(store: GraphStore, now: Timestamp, snoozeDefault: DurationText, whenParser: WhenParser, zone: LocalTime) {
        self.store = store
        self.now = now
        self.snoozeDefault = snoozeDefault
        self.whenParser = whenParser
        self.zone = zone
    }

    /// What a reply's commands come to before the store is asked.
    package struct Plan: Equatable, Sendable {
        package var intents: [Intent] = []
        /// A note for each command that cannot be carried out (an unknown id, a time that does
        /// not parse, a NUL in a captured thought).
        package var problems: [String] = []
        /// Commands refused as they stand: a nudge's reply that names another goal.
        package var refused: [ReplyRefusal] = []
    }

    /// The plan for `commands`, answering `row`. Nil when the follow-up it answers is gone.
    package func intents(for row: ReplyReading.Row, _ commands: [ReplyCommand]) throws -> Plan? {
        // The signed Message-ID vouches for the row's kind and ref: the outbox row itself need
        // not be there (a pending copy for another channel is deleted once the nudge is answered).
        let followUp = row.kind == .followup ? try UUID(string: row.ref).flatMap { try store.followUp($0) } : nil
        if row.kind == .followup, followUp == nil { return nil }
        var plan = Plan()
        for command in commands {
            if command.verb == .capture, let text = command.words.first {
                // As `mynd capture` can take none (a process argument cannot hold one), and
                // as import refuses: a NUL would cut the text short wherever C reads it.
                guard !text.contains("\0") else {
                    plan.problems.append("capture: the text holds a NUL character (\\u0000): not kept")
                    continue
                }
                plan.intents.append(.capture(text))
                continue
            }
            if command.verb == .resume {
                plan.intents.append(.resume)
                continue
            }
            if command.verb == .pause {
                switch command.words.isEmpty ? nil : until(command.words) {
                case nil: plan.intents.append(.pause(until: nil))
                case .at(let until): plan.intents.append(.pause(until: until))
                case .refused(let reason): plan.problems.append("pause \(command.words.joined(separator: " ")): \(reason)")
                }
                continue
            }
            let goal: UUID
            if let short = command.goal {
                do {
                    // A digest's line first among what that digest listed: an id that has
                    // grown ambiguous since still names what the person read.
                    goal = try (row.kind == .digest ? store.listed(short, inDigest: row.ref) : nil) ?? store.resolve(short)
                } catch {
                    plan.problems.append("\(command.verb.rawValue) \(short): \(error)")
                    continue
                }
                if let followUp, goal != followUp.goalId {
                    // Never the nudge's own goal instead, and never another one through it.
                    plan.refused.append(.otherGoal)
                    continue
                }
            } else if let followUp {
                goal = followUp.goalId
            } else {
                plan.problems.append("\(command.verb.rawValue) without a goal's short id")
                continue
            }
            if command.verb == .snooze {
                switch until(command.words) {
                case .at(let until): plan.intents.append(.snooze(goal, until: until))
                case .refused(let reason): plan.problems.append("snooze \(command.words.joined(separator: " ")): \(reason)")
                }
            } else if let intent = Intent.about(command.verb, goal: goal, followUp: followUp?.id, later: now) {
                plan.intents.append(intent)
            }
        }
        return plan
    }

    /// What a snooze line's time comes to.
    private enum When {
        case at(Timestamp)
        /// Why it is no time ahead, as the command line says it.
        case refused(String)
    }

    /// WHEN as `mynd snooze` reads it, all of its words ("2d and then some" is no time); no
    /// words: `snooze_default`.
    private func until(_ words: [String]) -> When {
        guard let first = words.first else { return .at(snoozeDefault.added(to: now, in: zone)) }
        if first.hasPrefix("-") { return .refused("'\(first)' is not a time ahead: snooze and pause go forward (no minus sign)") }
        do {
            return .at(try whenParser.future(words.joined(separator: " ")))
        } catch {
            return .refused(error.description)
        }
    }
}
