import Foundation

/// Reads what a person wrote back, in their own words, in any language mynd speaks: "morgen",
/// "on Monday at 9", "Hab sie gestern angerufen, alles gut", "not done yet". The whole reply is
/// read, greetings, thanks and signatures aside; each clause is read on its own
/// (`ClauseReading`), and the reply acts only on what it says for certain: a question, a
/// denial or doubt of what it would say, or two answers at odds are `unclear`, and mynd asks
/// back. The same grammar reads email replies, replies to the briefing, and the times typed on
/// the command line.
package struct ReplyGrammar: Sendable {
    package var clock: ReplyClock

    package init(clock: ReplyClock) {
        self.clock = clock
    }

    var vocabulary: ReplyVocabulary { .all }

    /// What `text` (the person's own lines) says in answer to `nudge`.
    package func read(_ text: String, answering nudge: NudgeInView) -> ReplyMeaning {
        var lines: [[ClauseReading]] = []
        var direct: [ReplyAnswer] = []
        for line in ownLines(text) {
            if let answer = colonAnswer(line, nudge: nudge) {
                direct.append(answer)
                continue
            }
            var clauses = ReplyTokens.clauses(of: line)
            if case .digest(let listed) = nudge { clauses = clauses.flatMap { IDLines.split($0, listed: Set(listed.keys)) } }
            lines.append(clauses.map { ClauseReading($0, nudge: nudge, exact: exact, vocabulary: vocabulary) })
        }
        let readings = lines.flatMap { $0 }
        if readings.contains(where: { $0.sense == .question }) { return ReplyMeaning(unclear: .question) }
        if saysUnsure(text) { return ReplyMeaning(unclear: .denied) }
        switch nudge {
        case .followUp(_, let asking, _):
            return ClauseSum(grammar: self).followUp(readings, direct: direct, asking: asking)
        case .digest:
            return ClauseSum(grammar: self).digest(lines.flatMap(IDLines.joined), direct: direct)
        }
    }

    /// The time `text` says ("am Montag um 9", "in zwei Stunden"), or nil when it says none
    /// or more than a time: what `mynd snooze ID WHEN` reads when WHEN is not one of its forms.
    package func time(_ text: String) -> ReplyAnswer.Until? {
        var phrase: TimePhrase?
        for clause in ReplyTokens.clauses(of: text) {
            let reading = ClauseReading(clause, nudge: .followUp(goal: ""), exact: exact, vocabulary: vocabulary)
            switch reading.sense {
            case .time(let said), .answer(.snooze, let said?):
                guard let merged = phrase.map({ $0.merged(with: said) }) ?? said else { return nil }
                phrase = merged
            default:
                return nil
            }
        }
        return phrase.map(until)
    }

    // MARK: Lines

    /// The lines the person wrote: up to a signature ("-- ", "Sent from my iPhone",
    /// "Gesendet von meinem …") or a quoted line, without blank ones.
    func ownLines(_ text: String) -> [String] {
        var lines: [String] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if line == "--" || line.hasPrefix(">") || Self.introducesAQuote(line) { break }
            let words = ReplyTokens.words(ReplyTokens.fold(line))
            if vocabulary.signatures.contains(where: { words.starts(with: $0) }) { break }
            if !line.isEmpty { lines.append(line) }
        }
        return lines
    }

    /// "On Thu, 26 Nov 2026 at 14:30, mynd <…> wrote:": what follows is the quoted email.
    package static func introducesAQuote(_ line: String) -> Bool {
        let lower = line.lowercased()
        return lower.hasSuffix(":") && ["wrote", "schrieb", "escribió", "a écrit", "scritto"].contains { lower.contains($0) }
    }

    /// "capture: Call Ana", "Notiz: Milch kaufen": a thought to keep; "did a step: called the
    /// garage", "j'ai avancé un peu : j'ai vidé l'étagère": a step and what it was.
    private func colonAnswer(_ line: String, nudge: NudgeInView) -> ReplyAnswer? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let before = String(line[..<colon])
        let rest = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        let said = ReplyTokens.words(ReplyTokens.fold(before))
        guard !said.isEmpty, !rest.isEmpty, !said.contains(where: { $0.first?.isNumber == true }) else { return nil }
        if vocabulary.answers.first(where: { $0.kind == .capture })?.phrases.contains(said) == true {
            return ReplyAnswer(.capture, text: rest)
        }
        let clauses = ReplyTokens.clauses(of: before)
        guard clauses.count == 1, case .answer(.step, nil) = ClauseReading(clauses[0], nudge: nudge, exact: exact).sense else {
            return nil
        }
        return ReplyAnswer(.step, text: rest)
    }

    /// Whether the person says they do not know ("keine Ahnung", "I don't know, ask me again
    /// some other time"): nothing acts, a time beside it included.
    private func saysUnsure(_ text: String) -> Bool {
        ReplyTokens.clauses(of: text).contains { vocabulary.unsure.occurs(in: $0.words) }
    }

    func until(_ phrase: TimePhrase) -> ReplyAnswer.Until {
        switch clock.moment(phrase) {
        case .success(let instant): .at(instant)
        case .failure(.notAhead): .notAhead
        case .failure(.past(let instant)): .past(instant)
        }
    }

    /// An ISO 8601 moment, read in the person's zone.
    func exact(_ text: String) -> Timestamp? {
        try? WhenParser(now: clock.now, zone: clock.zone).parse(text)
    }
}
