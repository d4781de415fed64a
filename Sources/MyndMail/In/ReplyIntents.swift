import Foundation
package import MyndCore
package import MyndStore

/// Turns what a reply says (read by the reply grammar, `ReplyGrammar`) into `Intent`s, with the
/// meanings the command line gives them: a snooze without a time is `snooze_default`, a
/// briefing line's short id is resolved as `mynd done 3f2a` would, and a time is read as
/// `mynd snooze` reads one. A reply the grammar reads as nothing at all may go to an
/// interpreter (Claude), whose one answer acts as the grammar's would.
package struct ReplyIntents {
    package var store: GraphStore
    /// Now, the person's zone, `snooze_default` and the hours their days start.
    package var grammar: ReplyGrammar
    /// Who may read what the grammar could not; nil asks no one.
    package var interpreter: (any ReplyInterpreter)?
    /// The seconds an interpreter may take for one reply now (what is left of the look, less
    /// what recording and flagging need).
    package var secondsForACall: () -> Double = { 0 }

    package init(store: GraphStore, grammar: ReplyGrammar, interpreter: (any ReplyInterpreter)? = nil) {
        self.store = store
        self.grammar = grammar
        self.interpreter = interpreter
    }

    package var now: Timestamp { grammar.clock.now }
    package var zone: LocalTime { grammar.clock.zone }

    /// What a reply comes to before the store is asked.
    package struct Plan: Equatable, Sendable {
        package var intents: [Intent] = []
        /// A note for each answer that cannot be carried out (an unknown id, a time gone by, a
        /// NUL in a captured thought).
        package var problems: [String] = []
        /// Answers refused as they stand: a nudge's reply that names another goal.
        package var refused: [ReplyRefusal] = []
        /// Why the reply acts on nothing, when it does not: mynd asks back.
        package var unclear: ReplyMeaning.Unclear?
        /// The answer the interpreter read where the grammar read nothing: the answer to the
        /// reply says what it was taken to mean.
        package var understood: ReplyAnswer?
        /// Why the interpreter, when asked, gave nothing to act on.
        package var unread: String?
    }

    /// The plan for `text` answering `row`. Nil when the follow-up it answers is gone.
    package func intents(for row: ReplyReading.Row, text: String) throws -> Plan? {
        // The signed Message-ID vouches for the row's kind and ref: the outbox row itself need
        // not be there (a pending copy for another channel is deleted once the nudge is answered).
        let followUp = row.kind == .followup ? try UUID(string: row.ref).flatMap { try store.followUp($0) } : nil
        if row.kind == .followup, followUp == nil { return nil }
        let nudge = try nudge(row, followUp)
        var meaning = grammar.read(text, answering: nudge)
        var plan = Plan(unclear: meaning.unclear)
        // Only a reply that reads as nothing: one that asks, denies, doubts or says two things
        // at odds is unclear for what it says, and no reader may make it act. A briefing that
        // listed no goal offers nothing to answer.
        if meaning.answers.isEmpty, meaning.unclear == .nothing, nudge != .digest(listed: [:]), let interpreter {
            switch try interpreter.interpret(text, answering: nudge, ref: row.ref, now: now, secondsLeft: secondsForACall()) {
            // Whoever reads it, only an answer this nudge offers acts.
            case .answer(let answer) where nudge.offered.contains(answer.kind):
                meaning = ReplyMeaning(answers: [answer])
                plan = Plan(understood: answer)
            case .answer(let answer):
                plan.unread = "\(answer.kind.rawValue) is not an answer this nudge offers"
            case .unread(let why):
                plan.unread = why
            }
        }
        for answer in meaning.answers { try add(answer, to: &plan, row: row, followUp: followUp) }
        return plan
    }

    /// The nudge as the grammar needs it: its goal's words and what it asks, or the goals a
    /// briefing listed.
    private func nudge(_ row: ReplyReading.Row, _ followUp: FollowUp?) throws -> NudgeInView {
        guard let followUp else { return .digest(listed: try store.listedGoals(inDigest: row.ref)) }
        let goal = try store.node(followUp.goalId)
        return .followUp(goal: goal?.content ?? "", asking: followUp.kind == .asking, person: goal?.type == .person)
    }

    private func add(_ answer: ReplyAnswer, to plan: inout Plan, row: ReplyReading.Row, followUp: FollowUp?) throws {
        switch answer.kind {
        case .capture:
            // As `mynd capture` can take none (a process argument cannot hold one), and as
            // import refuses: a NUL would cut the text short wherever C reads it.
            guard let text = answer.text, !text.contains("\0") else {
                plan.problems.append("capture: the text holds a NUL character (\\u0000): not kept")
                return
            }
            plan.intents.append(.capture(text))
        case .pause:
            switch answer.until {
            case .unsaid: plan.intents.append(.pause(until: nil))
            case .at(let until): plan.intents.append(.pause(until: until))
            case .notAhead, .past: plan.problems.append("pause: \(refusal(answer.until))")
            }
        case .resume:
            plan.intents.append(.resume)
        default:
            guard let goal = try goal(of: answer, row: row, followUp: followUp, into: &plan) else { return }
            try addAboutGoal(answer, goal: goal, to: &plan, followUp: followUp)
        }
    }

    private func addAboutGoal(_ answer: ReplyAnswer, goal: UUID, to plan: inout Plan, followUp: FollowUp?) throws {
        var until: Timestamp?
        switch answer.until {
        case .unsaid: until = nil
        case .at(let at): until = at
        case .notAhead, .past:
            plan.problems.append("\(answer.kind.rawValue): \(refusal(answer.until))")
            return
        }
        if answer.kind == .step {
            plan.intents.append(.step(goal, note: answer.text))
        } else if answer.kind == .snooze, let until {
            plan.intents.append(.snooze(goal, until: until))
        } else if let intent = Intent.about(answer.kind, goal: goal, followUp: followUp?.id, later: grammar.clock.later) {
            plan.intents.append(intent)
        }
    }

    /// The goal an answer is about: the short id it names (a briefing's line first among what
    /// that briefing listed), else the follow-up's own.
    private func goal(of answer: ReplyAnswer, row: ReplyReading.Row, followUp: FollowUp?, into plan: inout Plan) throws -> UUID? {
        guard let short = answer.goal else {
            if let followUp { return followUp.goalId }
            plan.problems.append("\(answer.kind.rawValue) without a goal's short id")
            return nil
        }
        let goal: UUID
        do {
            // A digest's line first among what that digest listed: an id that has grown
            // ambiguous since still names what the person read.
            goal = try (row.kind == .digest ? store.listed(short, inDigest: row.ref) : nil) ?? store.resolve(short)
        } catch {
            plan.problems.append("\(answer.kind.rawValue) \(short): \(error)")
            return nil
        }
        if let followUp, goal != followUp.goalId {
            // Never the nudge's own goal instead, and never another one through it.
            plan.refused.append(.otherGoal)
            return nil
        }
        return goal
    }

    private func refusal(_ until: ReplyAnswer.Until) -> String {
        switch until {
        case .past(let instant): "\(zone.describe(instant)) is in the past: give a later time"
        default: "that is not a time ahead: a snooze goes forward, so give a span like 3h or a time like 18:00 (no minus sign)"
        }
    }
}
