/// What one clause of a reply says. Every word must be accounted for — by the answer, a time,
/// a short id, or words that carry no meaning of their own (fillers, courtesy, the goal's own
/// words) — or the clause is a sentence about something else, not an order: "Drop me a line",
/// "Más tarde te cuento", "done with the first half".
struct ClauseReading: Equatable, Sendable {
    enum Sense: Equatable, Sendable {
        /// An answer said plainly, with the time it came with ("snooze 2d", "pause until mon").
        case answer(Intent.Kind, TimePhrase?)
        /// A time, alone or with words of doing it then: a snooze.
        case time(TimePhrase)
        /// The goal's own action reported as done.
        case report
        case yes
        case no
        /// An answer denied or doubted ("not done yet", "I think it's done").
        case denied
        case question
        /// Words that are no answer; `denies` when they deny something ("not today").
        case chatter(denies: Bool)
    }

    var sense: Sense
    /// The short ids it names.
    var ids: [String] = []
    /// It tells of the past ("appointment booked", "took 10 minutes"): a time in the same
    /// reply is then as likely a fact as a wish.
    var narrates = false
    /// It doubts ("I wish", "not sure"): the reply's answers that say something is so do not act.
    var doubts = false
    /// It is a time with words besides ("appointment is on the 9th").
    var loose = false
    /// Nothing but courtesy and small words ("thanks", "LG Anna"'s LG): no sentence of its own.
    var empty = false
    /// The time a clause that is no answer names ("I'm on holiday till the 7th"), for a pause
    /// said beside it.
    var aside: TimePhrase?

    /// How many words of a time clause may be left unread: "let's say Monday" is still Monday.
    static let timeSlack = 1
    /// How many words a report may carry besides ("Hab die Steuer über Elster abgeschickt").
    static let reportSlack = 2

    init(_ clause: ReplyClause, nudge: NudgeInView, exact: @escaping (String) -> Timestamp?, vocabulary: ReplyVocabulary = .all) {
        var reader = ClauseReader(clause: clause, nudge: nudge, vocabulary: vocabulary)
        self = reader.read(exact: exact)
    }

    init(sense: Sense, ids: [String] = [], narrates: Bool = false, doubts: Bool = false, loose: Bool = false) {
        self.sense = sense
        self.ids = ids
        self.narrates = narrates
        self.doubts = doubts
        self.loose = loose
    }
}

/// The walk through one clause behind `ClauseReading`.
private struct ClauseReader {
    let clause: ReplyClause
    let nudge: NudgeInView
    let vocabulary: ReplyVocabulary
    var words: [String] { clause.words }
    var used: Set<Int> = []

    init(clause: ReplyClause, nudge: NudgeInView, vocabulary: ReplyVocabulary) {
        self.clause = clause
        self.nudge = nudge
        self.vocabulary = vocabulary
    }

    var free: Set<Int> { Set(words.indices).subtracting(used) }

    mutating func read(exact: @escaping (String) -> Timestamp?) -> ClauseReading {
        let ids = takeIDs()
        if clause.asks || (startsAsking() && !clause.exclaims) { return ClauseReading(sense: .question, ids: ids) }
        // "done for today", "step by step": an answer's word in a phrase that is none.
        if vocabulary.idioms.occurs(in: words) { return ClauseReading(sense: .chatter(denies: false), ids: ids) }
        let kinds = takeAnswers()
        let time = TimeReading(words, taken: used, exact: exact, vocabulary: vocabulary.times)
        used.formUnion(time.used)
        take(vocabulary.willDo)
        let denies = free.contains { vocabulary.negations.contains(words[$0]) }
        let doubts = vocabulary.doubts.occurs(in: words, free: free.contains)
        take(vocabulary.doubts)
        if kinds.isEmpty, time.phrase.isEmpty, let yesOrNo = yesOrNo() { return ClauseReading(sense: yesOrNo, ids: ids) }
        takeNegations()
        let report = kinds.isEmpty ? self.report(ids: ids) : nil
        if let report { used.formUnion(report) }
        take(vocabulary.courtesy)
        take(vocabulary.fillers)
        takeGoalWords()
        if !time.phrase.isEmpty, kinds.isEmpty, report == nil { takeGoalVerbs() }
        let narrates = words.contains(where: past.looksPast) || vocabulary.pastPhrases.occurs(in: words)
        var reading = ClauseReading(
            sense: judge(kinds: kinds, time: time, report: report != nil, denies: denies, doubts: doubts, narrates: narrates),
            ids: ids, narrates: narrates, doubts: doubts)
        if case .time = reading.sense { reading.loose = !free.isEmpty }
        reading.empty = reading.sense == .chatter(denies: false) && free.isEmpty && time.phrase.isEmpty
        if case .chatter(false) = reading.sense, !time.phrase.isEmpty, !time.conflict { reading.aside = time.phrase }
        return reading
    }

    private var past: GoalReport { GoalReport(vocabulary: vocabulary) }

    /// What the clause comes to, once every word that can be read is.
    private func judge(
        kinds: [Intent.Kind], time: TimeReading, report: Bool, denies: Bool, doubts: Bool, narrates: Bool
    ) -> ClauseReading.Sense {
        let phrase = time.phrase.isEmpty ? nil : time.phrase
        if let kind = kinds.first {
            guard kinds.allSatisfy({ $0 == kind }), !time.conflict else { return .chatter(denies: denies) }
            if denies || (doubts && kind != .snooze) { return .denied }
            // What was done may be told beside it ("wrapped and ready").
            let told = kind == .complete || kind == .step
            guard free.allSatisfy({ told && past.looksPast(words[$0]) }) else { return .chatter(denies: false) }
            switch kind {
            case .snooze, .pause: return .answer(kind, phrase)
            // "Finished today": a day gone by or this one is no time to move an answer to.
            default: return phrase == nil || phrase?.day == .offset(0) ? .answer(kind, nil) : .chatter(denies: false)
            }
        }
        if report {
            if denies || doubts { return .denied }
            // "Hablamos el domingo": we spoke, or we will speak? Only a past that says so is one.
            if phrase != nil, !narrates { return .chatter(denies: false) }
            return free.filter { Int(words[$0]) == nil }.count <= ClauseReading.reportSlack ? .report : .chatter(denies: false)
        }
        if let phrase {
            // "Only took 10 minutes", "Termin ist am 9.", "40 min al teléfono": told, not asked for.
            let event = words.contains(where: vocabulary.events.contains)
            let howLong = phrase.span != nil && !time.relative && !free.isEmpty
            // A number left unread is part of the time not understood ("mon 25:00"): never slack.
            let strayNumber = free.contains { words[$0].contains(where: \.isNumber) }
            if denies || time.conflict || narrates || event || howLong || strayNumber || free.count > ClauseReading.timeSlack {
                return .chatter(denies: denies)
            }
            return .time(phrase)
        }
        return .chatter(denies: denies || doubts)
    }

    /// Short ids (`IDLines.isID`).
    private mutating func takeIDs() -> [String] {
        var listed: Set<String> = []
        if case .digest(let ids) = nudge { listed = Set(ids.keys) }
        var ids: [String] = []
        for (index, word) in words.enumerated() where IDLines.isID(word, listed: listed) {
            ids.append(word)
            used.insert(index)
        }
        return ids
    }

    /// A question without its mark: "what does this mean", "warum".
    private func startsAsking() -> Bool {
        guard let first = words.indices.first(where: { vocabulary.courtesy.match(words, at: $0) == 0 }) else { return false }
        return vocabulary.questions.match(words, at: first) > 0
    }

    /// The answers the clause says, the longest phrase first at each word.
    private mutating func takeAnswers() -> [Intent.Kind] {
        var kinds: [Intent.Kind] = []
        var index = 0
        while index < words.count {
            let courtesy = vocabulary.courtesy.match(words, at: index)
            if !used.contains(index), let (kind, length) = vocabulary.answer(words, at: index), length > courtesy,
                (index..<index + length).allSatisfy({ !used.contains($0) })
            {
                kinds.append(kind)
                used.formUnion(index..<index + length)
                index += length
            } else {
                index += 1
            }
        }
        return kinds
    }

    /// A bare yes or no (with courtesy around it).
    private func yesOrNo() -> ClauseReading.Sense? {
        let left = free.sorted().filter { vocabulary.courtesy.match(words, at: $0) == 0 }.map { words[$0] }
        guard !left.isEmpty else { return nil }
        if vocabulary.yes.contains(left) || left.allSatisfy({ vocabulary.yes.contains([$0]) }) { return .yes }
        if vocabulary.no.contains(left) || left.allSatisfy({ vocabulary.no.contains([$0]) }) { return .no }
        return nil
    }

    private func report(ids: [String]) -> Set<Int>? {
        let (goal, person): (String, Bool)
        switch nudge {
        case .followUp(let words, _, let about): (goal, person) = (words, about)
        // A briefing's line: the goal its one id names ("ab34 bezahlt").
        case .digest(let listed):
            guard ids.count == 1, let words = listed[ids[0]] else { return nil }
            (goal, person) = (words, false)
        }
        return GoalReport(vocabulary: vocabulary).report(words, free: free, goal: goal, person: person)
    }

    private mutating func take(_ set: PhraseSet) {
        var index = 0
        while index < words.count {
            let length = set.match(words, at: index)
            if length > 0, (index..<index + length).allSatisfy({ !used.contains($0) }) {
                used.formUnion(index..<index + length)
                index += length
            } else {
                index += 1
            }
        }
    }

    private mutating func takeNegations() {
        for index in free where vocabulary.negations.contains(words[index]) { used.insert(index) }
    }

    /// Beside a time, the goal's own verb (or, about a person, one of being in touch) says what
    /// will be done then: "Ich ruf sie heute Abend an", "La llamo esta noche".
    private mutating func takeGoalVerbs() {
        let stems: [String]
        let report = GoalReport(vocabulary: vocabulary)
        switch nudge {
        case .followUp(let goal, _, let person):
            stems = (person ? vocabulary.contact : ReplyTokens.words(ReplyTokens.fold(goal)).filter { $0.count >= 4 }).map(report.stem)
        case .digest: return
        }
        for index in free where words[index].count >= 3 && stems.contains(where: { report.sameVerb(report.stem(words[index]), $0) }) {
            used.insert(index)
        }
    }

    /// The goal's own words may stand in an answer ("Oma anrufen erledigt").
    private mutating func takeGoalWords() {
        let goal: String
        switch nudge {
        case .followUp(let words, _, _): goal = words
        case .digest(let listed): goal = listed.values.joined(separator: " ")
        }
        let goalWords = Set(ReplyTokens.words(ReplyTokens.fold(goal)))
        for index in free where goalWords.contains(words[index]) { used.insert(index) }
    }
}
