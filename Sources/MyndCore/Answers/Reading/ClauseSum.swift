/// How the clauses of a reply add up to its answers: one about a follow-up's goal (besides a
/// capture, a pause or a resume), or one per short id in a reply to the briefing.
struct ClauseSum {
    var grammar: ReplyGrammar

    /// A follow-up's reply: one answer about its goal. A time told beside a report of the past
    /// ("Called them, appointment is on the 9th") is a fact, not a snooze; a denial or doubt
    /// said anywhere holds back what would say something is so (done, a step, keep).
    func followUp(_ readings: [ClauseReading], direct: [ReplyAnswer], asking: Bool) -> ReplyMeaning {
        var answers: [ReplyAnswer] = []
        var about: [(kind: Intent.Kind, phrase: TimePhrase?, loose: Bool)] = []
        var yesOrNo: Set<Intent.Kind> = []
        var held = false
        var ids: Set<String> = []
        for reading in readings {
            ids.formUnion(reading.ids)
            switch reading.sense {
            case .answer(let kind, let phrase) where !Self.aboutTheGoal(kind):
                answers.append(ReplyAnswer(kind, until: phrase.map(grammar.until) ?? .unsaid))
            case .answer(let kind, let phrase): about.append((kind, phrase, false))
            case .time(let phrase): about.append((.snooze, phrase, reading.loose))
            case .report: about.append((.complete, nil, false))
            case .yes where asking: yesOrNo.insert(.keep)
            case .no where asking: yesOrNo.insert(.drop)
            case .denied: held = true
            case .chatter(let denies): held = held || denies || reading.doubts
            case .yes, .no, .question: break
            }
        }
        answers += direct
        if ids.count > 1 { return ReplyMeaning(unclear: .conflicting) }
        // A bare yes or no answers a nudge that asks, when it is all the reply says: in "No,
        // keep it!" the no is the sentence's start.
        let said = readings.filter { !$0.empty && $0.sense != .yes && $0.sense != .no }.count
        if yesOrNo.count == 1, let answer = yesOrNo.first, about.isEmpty, said == 0 { about.append((answer, nil, false)) }
        let narrated = readings.contains(where: \.narrates)
        answers = pauses(answers, taking: readings.compactMap { $0.aside } + about.filter(\.loose).compactMap(\.phrase))
        if narrated || about.contains(where: { $0.kind != .snooze }) || answers.contains(where: { $0.kind == .pause }) {
            about.removeAll { $0.loose }
        }
        guard let first = about.first else { return ReplyMeaning(answers: answers, unclear: held ? .denied : nil) }
        guard about.allSatisfy({ $0.kind == first.kind }) else { return ReplyMeaning(unclear: .conflicting) }
        if held, Self.saysItIsSo(first.kind) { return ReplyMeaning(unclear: .denied) }
        guard let phrase = Self.merged(about.compactMap(\.phrase)) else { return ReplyMeaning(unclear: .conflicting) }
        answers.insert(ReplyAnswer(first.kind, goal: ids.first, until: phrase.map(grammar.until) ?? .unsaid), at: 0)
        return ReplyMeaning(answers: answers)
    }

    /// A briefing's reply: each answer about the goals its clause names by short id.
    func digest(_ readings: [ClauseReading], direct: [ReplyAnswer]) -> ReplyMeaning {
        var answers: [ReplyAnswer] = []
        var unnamed = false
        var held = false
        var said: [String: Intent.Kind] = [:]
        for reading in readings {
            let answer: (kind: Intent.Kind, phrase: TimePhrase?)
            switch reading.sense {
            case .answer(let kind, let phrase) where !Self.aboutTheGoal(kind):
                answers.append(ReplyAnswer(kind, until: phrase.map(grammar.until) ?? .unsaid))
                continue
            case .answer(let kind, let phrase): answer = (kind, phrase)
            case .time(let phrase) where !reading.loose: answer = (.snooze, phrase)
            case .denied:
                held = true
                continue
            default: continue
            }
            if reading.ids.isEmpty { unnamed = true }
            for id in reading.ids {
                if let earlier = said[id], earlier != answer.kind { return ReplyMeaning(unclear: .conflicting) }
                said[id] = answer.kind
                answers.append(ReplyAnswer(answer.kind, goal: id, until: answer.phrase.map(grammar.until) ?? .unsaid))
            }
        }
        answers += direct
        let unclear: ReplyMeaning.Unclear? = unnamed ? .noGoal : held ? .denied : nil
        return ReplyMeaning(answers: answers, unclear: answers.isEmpty ? unclear : nil)
    }

    /// A pause said without its end takes the one time said beside it ("I'm on holiday till
    /// the 7th, pause everything").
    func pauses(_ answers: [ReplyAnswer], taking times: [TimePhrase]) -> [ReplyAnswer] {
        guard times.count == 1, let time = times.first else { return answers }
        return answers.map { answer in
            guard answer.kind == .pause, answer.until == .unsaid else { return answer }
            var paused = answer
            paused.until = grammar.until(time)
            return paused
        }
    }

    /// One time from the halves said apart ("Monday, at 9"); nil when they disagree. No time
    /// said is `.some(nil)`.
    static func merged(_ phrases: [TimePhrase]) -> TimePhrase?? {
        var merged: TimePhrase?
        for phrase in phrases {
            guard let next = merged.map({ $0.merged(with: phrase) }) ?? phrase else { return nil }
            merged = next
        }
        return .some(merged)
    }

    /// Answers about the nudge's goal, of which a reply gives one; a capture, a pause and a
    /// resume are about mynd and may come with it.
    static func aboutTheGoal(_ kind: Intent.Kind) -> Bool {
        switch kind {
        case .capture, .pause, .resume: false
        case .complete, .step, .snooze, .dismiss, .drop, .keep, .reopen, .touch: true
        }
    }

    /// Answers that say something is so — done, a step, still wanted — which a doubt or a
    /// denial beside them takes back. Later, dismiss and let go say nothing is so.
    static func saysItIsSo(_ kind: Intent.Kind) -> Bool {
        switch kind {
        case .complete, .step, .keep, .reopen, .touch: true
        case .snooze, .dismiss, .drop, .capture, .pause, .resume: false
        }
    }
}

/// A briefing's reply line, read clause by clause, with each short id given the answer said
/// next to it: "e21b und 0b3d erledigt", "d4f0: lass es los", "erledigt: 9e4d", "1f9c noch
/// nicht, Freitag Nachmittag".
enum IDLines {
    /// A clause cut where "and" and its kin lead to another id: "el a1b2 más tarde y el 5c7f
    /// pasado mañana" is two.
    static func split(_ clause: ReplyClause, listed: Set<String>) -> [ReplyClause] {
        var parts: [ReplyClause] = []
        var words: [String] = []
        for (index, word) in clause.words.enumerated() {
            let next = clause.words.dropFirst(index + 1).prefix(2)
            // Not after ids alone: "e21b and 0b3d done" is one answer for both.
            let saysMore = words.contains { !isID($0, listed: listed) && !articles.contains($0) }
            if conjunctions.contains(word), saysMore, next.contains(where: { isID($0, listed: listed) }) {
                parts.append(ReplyClause(words: words, asks: false))
                words = []
            } else {
                words.append(word)
            }
        }
        parts.append(ReplyClause(words: words, asks: clause.asks, exclaims: clause.exclaims))
        return parts
    }

    static let conjunctions: Set<String> = ["and", "und", "y", "e", "et", "sowie", "plus"]
    /// What may stand before an id: "el a1b2", "the gym one".
    static let articles: Set<String> = ["the", "el", "la", "le", "die", "der", "das"]

    /// A short id: four or more hex digits with a digit and a letter among them, or one the
    /// briefing listed ("cafe").
    static func isID(_ word: String, listed: Set<String>) -> Bool {
        guard word.count >= 4, word.allSatisfy(\.isHexDigit) else { return false }
        return listed.contains(word) || (word.contains(where: \.isNumber) && word.contains(where: \.isLetter))
    }

    static func joined(_ line: [ClauseReading]) -> [ClauseReading] {
        var result: [ClauseReading] = []
        var waiting: [String] = []
        for reading in line {
            let answers = Self.answers(reading)
            switch (reading.ids.isEmpty, answers) {
            case (false, false):
                // Ids with no answer yet: the next answer in the line is theirs.
                waiting += reading.ids
            case (true, true) where !waiting.isEmpty:
                var named = reading
                named.ids = waiting
                waiting = []
                result.append(named)
            case (false, true):
                // Ids waiting with no answer of their own get none from another's ("f02c
                // commandées ! b1e7 à moitié").
                waiting = []
                result.append(reading)
            default:
                result.append(reading)
            }
        }
        // An answer said before its ids ("erledigt: 9e4d"): the ids left waiting take it.
        if !waiting.isEmpty, let index = result.lastIndex(where: { $0.ids.isEmpty && Self.answers($0) }) {
            result[index].ids = waiting
        }
        return result
    }

    private static func answers(_ reading: ClauseReading) -> Bool {
        switch reading.sense {
        case .answer, .time, .denied: true
        default: false
        }
    }
}
