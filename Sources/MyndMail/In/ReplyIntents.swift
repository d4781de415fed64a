import Foundation
public import MyndCore
public import MyndStore

/// Turns what a reply asks (`ReplyCommand`s about an outbox row) into `Intent`s, with the
/// meanings the CLI gives them: `later` is `snooze_default`, `snooze WHEN` reads WHEN as
/// `mynd snooze` does, a digest line's short id is resolved as `mynd done 3f2a` would.
public struct ReplyIntents {
    public var store: GraphStore
    public var now: Timestamp
    /// What "later" means.
    public var snoozeDefault: DurationText
    /// Reads WHEN, with the hours this person usually answers at.
    public var whenParser: WhenParser
    public var zone: LocalTime

    public init(store: GraphStore, now: Timestamp, snoozeDefault: DurationText, whenParser: WhenParser, zone: LocalTime) {
        self.store = store
        self.now = now
        self.snoozeDefault = snoozeDefault
        self.whenParser = whenParser
        self.zone = zone
    }

    /// The intents, and a note for each command that cannot be carried out (an unknown id, a
    /// time that does not parse). Nil when the follow-up it answers is gone.
    public func intents(for row: ReplyReading.Row, _ commands: [ReplyCommand]) throws -> (
        intents: [Intent], problems: [String]
    )? {
        // The signed Message-ID vouches for the row's kind and ref: the outbox row itself need
        // not be there (a pending copy for another channel is deleted once the nudge is answered).
        let followUp = row.kind == .followup ? try UUID(string: row.ref).flatMap { try store.followUp($0) } : nil
        if row.kind == .followup, followUp == nil { return nil }
        var intents: [Intent] = []
        var problems: [String] = []
        for command in commands {
            if command.verb == .capture, let text = command.words.first {
                intents.append(.capture(text))
                continue
            }
            if command.verb == .resume {
                intents.append(.resume)
                continue
            }
            if command.verb == .pause {
                if command.words.isEmpty {
                    intents.append(.pause(until: nil))
                } else if let until = when(command.words) {
                    intents.append(.pause(until: until))
                } else {
                    problems.append("pause \(command.words.joined(separator: " ")): not a time mynd reads (try 2d, mon, mon 09:00)")
                }
                continue
            }
            let goal: UUID
            if let short = command.goal {
                do {
                    goal = try store.resolve(short)
                } catch {
                    problems.append("\(command.verb.rawValue) \(short): \(error)")
                    continue
                }
            } else if let followUp {
                goal = followUp.goalId
            } else {
                problems.append("\(command.verb.rawValue) without a goal's short id")
                continue
            }
            switch command.verb {
            case .done: intents.append(.complete(goal))
            case .step: intents.append(.step(goal, note: nil))
            case .later: intents.append(.snooze(goal, until: snoozeDefault.added(to: now, in: zone)))
            case .snooze:
                guard let until = until(command.words) else {
                    problems.append("snooze \(command.words.joined(separator: " ")): not a time mynd reads (try 2d, tomorrow, mon 09:00)")
                    continue
                }
                intents.append(.snooze(goal, until: until))
            case .dismiss:
                if let followUp { intents.append(.dismiss(followUp: followUp.id)) }
            case .drop: intents.append(.drop(goal))
            case .keep: intents.append(.keep(goal))
            case .capture, .pause, .resume: break
            }
        }
        return (intents, problems)
    }

    /// The longest run of WHEN words that parses ("2d please" is 2d); no words: `snooze_default`.
    private func until(_ words: [String]) -> Timestamp? {
        guard !words.isEmpty else { return snoozeDefault.added(to: now, in: zone) }
        return when(words)
    }

    /// The longest run of up to three WHEN words that parses, as `mynd snooze` reads them.
    private func when(_ words: [String]) -> Timestamp? {
        for count in stride(from: min(words.count, 3), through: 1, by: -1) {
            if let until = try? whenParser.future(words.prefix(count).joined(separator: " ")) { return until }
        }
        return nil
    }
}
