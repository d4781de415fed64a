import Foundation

/// What an applied `Intent` did, in words: the one place they are written, so the command
/// line's reply, the agent's log line and an email's confirmation say the same thing. The
/// command line and the log speak English; an email's confirmation speaks the person's
/// language (`AnswerWords`, one table per language).
package struct AnswerText: Sendable {
    /// Times are said in the person's zone, relative to now ("tomorrow 09:00").
    package var describe: Describe
    /// Whether the line quotes the goal's words: not in a log (the journal keeps no text of
    /// the person's), yes for the person.
    package var quotesText: Bool
    /// The language of the words.
    package var language: Language

    package init(describe: Describe, quotesText: Bool = true, language: Language = .english) {
        self.describe = describe
        self.quotesText = quotesText
        self.language = language
    }

    private var words: AnswerWords { language.words.answers }

    /// One line: what changed ("snoozed 3f2a until tomorrow 09:00: Plant the garden"), or
    /// that nothing did and why.
    package func summary(_ intent: Intent, _ outcome: IntentOutcome) -> String {
        let id = outcome.shortId ?? ""
        let what = outcome.node.map { quoted($0.content) } ?? ""
        switch intent {
        case .complete:
            guard let node = outcome.node else { return words.done(nil, id, "") }
            if node.type == .person { return inTouch(node, id) }
            guard outcome.changed else { return words.alreadyDone(id, node.completedAt.map(when)) }
            return words.done(type(node), id, what)
        case .step:
            let note = outcome.note.map { words.noted(quotesText ? Terminal.line($0.content, limit: 40) + mentions(outcome) : nil) }
            return words.step(id, what) + (note ?? "")
        case .snooze(_, let until):
            return words.snoozed(id, when(until), what)
        case .later(_, let later):
            let until = outcome.node?.snoozedUntil ?? later.soon
            return words.snoozed(id, when(until), what) + (outcome.laterNextDay ? words.laterNextDay : "")
        case .dismiss:
            guard let followUp = outcome.followUp else { return words.dismissed(id) }
            guard outcome.changed else { return words.alreadyClosed(id, followUp.status) }
            return words.dismissedNudge(id, quoted(followUp.text))
        case .drop:
            return words.letGo(id, what)
        case .keep:
            return words.kept(id, what)
        case .reopen:
            return words.reopened(id, what)
        case .touch:
            if let node = outcome.node, node.type == .person, Cadence(metadata: node.metadata) != nil { return inTouch(node, id) }
            return words.touched(id, what)
        case .capture:
            let type = outcome.node.map(type) ?? words.types(.thought)
            let cadence = outcome.node.flatMap { Cadence(metadata: $0.metadata) }.map { " (\(language.words.every($0.days)))" } ?? ""
            return words.added(type, id, what) + cadence + (quotesText ? mentions(outcome) : "")
        case .pause:
            // English says it as status and the agent do; another language in its own words.
            guard let pause = outcome.pause else { return words.paused(nil) }
            if language == .english { return PresenceText(now: describe.now, zone: describe.zone).pause(pause) }
            return words.paused(pause.until.map(when))
        case .resume:
            return outcome.changed ? words.resumed : words.notPaused
        }
    }

    /// What `touch` and `done` say of a person: you were in touch with them, and when next.
    package func inTouch(_ person: Node, _ id: String) -> String {
        words.inTouch(
            id, quotesText ? Terminal.line(person.content, limit: 40) : nil,
            Cadence(metadata: person.metadata).map { words.nextIn($0.days) })
    }

    /// What a reply was taken to mean when the grammar could not read it and Claude did
    /// ("Verstanden: bis Montag, 23. November um 09:00 verschoben"); `id` names the goal in a
    /// reply to the briefing.
    package func understood(_ answer: ReplyAnswer, id: String? = nil) -> String {
        let until: String? = if case .at(let instant) = answer.until { when(instant) } else { nil }
        return language.words.understood(id, answer.kind, until)
    }

    /// An answer the graph refused, with the store's line for why.
    package func notApplied(_ problem: String) -> String {
        words.notApplied(problem)
    }

    /// A time: in English as the command line says it ("2026-11-21 09:00 Europe/Berlin"), in
    /// another language as its CLDR data writes a day and a time ("Montag, 30. November um
    /// 09:00"), the year only when it is not this one.
    func when(_ instant: Timestamp) -> String {
        guard language != .english else { return describe.when(instant) }
        let formatter = DateFormatter()
        formatter.locale = language.locale
        formatter.timeZone = describe.zone.timeZone
        let sameYear = describe.zone.wall(at: instant).year == describe.zone.wall(at: describe.now).year
        formatter.setLocalizedDateFormatFromTemplate(sameYear ? "EEEEdMMMMHHmm" : "EEEEdMMMMyHHmm")
        // German says a clock time with "Uhr" ("um 09:00 Uhr"), which CLDR's pattern leaves out.
        return formatter.string(from: instant.date) + (language == .german ? " Uhr" : "")
    }

    private func type(_ node: Node) -> String {
        words.types(node.type)
    }

    /// ": the words", as one safe line, when the line may quote them.
    private func quoted(_ text: String) -> String {
        quotesText ? words.colon + Terminal.line(text) : ""
    }

    /// " (mentions Lucía, Marco)" for the people a text names, else nothing.
    private func mentions(_ outcome: IntentOutcome) -> String {
        guard !outcome.mentions.isEmpty else { return "" }
        return words.mentions(outcome.mentions.map { Terminal.line($0.content, limit: 40) }.joined(separator: ", "))
    }
}
