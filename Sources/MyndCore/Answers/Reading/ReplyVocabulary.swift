/// The words of every language pack, merged, as the reply grammar looks them up: a reply may
/// be in any language mynd speaks, whatever it writes in, and people mix ("ok, morgen").
struct ReplyVocabulary: Sendable {
    var answers: [(kind: Intent.Kind, phrases: PhraseSet)]
    var willDo: PhraseSet
    var idioms: PhraseSet
    var events: Set<String>
    var negations: Set<String>
    var doubts: PhraseSet
    var unsure: PhraseSet
    var questions: PhraseSet
    var yes: PhraseSet
    var no: PhraseSet
    var fillers: PhraseSet
    var courtesy: PhraseSet
    var signatures: [[String]]
    var perfect: Set<String>
    var pastEndings: [String]
    var pastPrefixes: [String]
    var particles: [String]
    var irregular: [String: String]
    var pastPhrases: PhraseSet
    var contact: [String]
    var together: PhraseSet
    var times: TimeVocabulary

    init(_ packs: [ReplyWords]) {
        func phrases(_ pick: (ReplyWords) -> [String]) -> PhraseSet { PhraseSet(packs.flatMap(pick)) }
        answers = Intent.Kind.allCases.map { kind in (kind, phrases { $0.phrases(kind) }) }
        willDo = phrases(\.willDo)
        idioms = phrases(\.idioms)
        events = packs.reduce(into: []) { $0.formUnion($1.events) }
        negations = packs.reduce(into: []) { $0.formUnion($1.negations) }
        doubts = phrases(\.doubts)
        unsure = phrases(\.unsure)
        questions = phrases(\.questions)
        yes = phrases { Array($0.yes) }
        no = phrases { Array($0.no) }
        fillers = phrases { Array($0.fillers) }
        courtesy = phrases(\.courtesy)
        signatures = packs.flatMap(\.signatures).map(ReplyTokens.words)
        perfect = packs.reduce(into: []) { $0.formUnion($1.perfect) }
        pastEndings = packs.flatMap(\.past.endings).sorted { $0.count > $1.count }
        pastPrefixes = packs.flatMap(\.past.prefixes)
        particles = packs.flatMap(\.past.particles).sorted { $0.count > $1.count }
        irregular = packs.reduce(into: [:]) { $0.merge($1.past.irregular) { first, _ in first } }
        pastPhrases = phrases(\.past.phrases)
        contact = packs.flatMap(\.contact)
        together = phrases(\.together)
        times = TimeVocabulary(packs.map(\.times))
    }

    /// Every language's, English first.
    static let all = ReplyVocabulary(Language.allCases.map(\.pack.replies))

    /// The answer a phrase at `index` says, and how many words it takes: the longest of any
    /// kind; else, for a long word, one a typing slip away ("finsihed", "erldigt").
    func answer(_ words: [String], at index: Int) -> (kind: Intent.Kind, length: Int)? {
        var best: (kind: Intent.Kind, length: Int)?
        for (kind, set) in answers {
            let length = set.match(words, at: index)
            if length > (best?.length ?? 0) { best = (kind, length) }
        }
        if best != nil || words[index].count < Self.slipLength { return best }
        return slips[words[index]].map { ($0, 1) }
            ?? answers.lazy.compactMap { kind, set in
                set.words(ofLength: 1).first { Self.oneSlipApart($0[0], words[index]) }.map { _ in (kind, 1) }
            }.first
    }

    /// The shortest word a slip is forgiven in: shorter ones are too easily another word.
    static let slipLength = 6

    /// Single-word answers known to be misspelt often; the rest are found by `oneSlipApart`.
    private var slips: [String: Intent.Kind] { [:] }

    /// One letter wrong, missing, extra, or two swapped.
    static func oneSlipApart(_ a: String, _ b: String) -> Bool {
        guard a.count >= slipLength, abs(a.count - b.count) <= 1, a != b else { return false }
        let x = Array(a)
        let y = Array(b)
        if x.count == y.count {
            let differ = x.indices.filter { x[$0] != y[$0] }
            if differ.count == 1 { return true }
            return differ.count == 2 && differ[1] == differ[0] + 1 && x[differ[0]] == y[differ[1]] && x[differ[1]] == y[differ[0]]
        }
        let (long, short) = x.count > y.count ? (x, y) : (y, x)
        var i = 0
        while i < short.count && long[i] == short[i] { i += 1 }
        return Array(long[(i + 1)...]) == Array(short[i...])
    }
}

/// The time words of every language, merged.
struct TimeVocabulary: Sendable {
    var today: PhraseSet
    var tomorrow: PhraseSet
    var dayAfterTomorrow: PhraseSet
    var yesterday: PhraseSet
    var weekdays: [String: Int]
    var nextWeek: PhraseSet
    var relative: PhraseSet
    var weekend: PhraseSet
    var parts: [[String]: DayPart]
    var partPhrases: PhraseSet
    var partsToday: [[String]: DayPart]
    var partsTodayPhrases: PhraseSet
    var beforeDate: PhraseSet
    var units: [String: SpanUnit]
    var numbers: [[String]: Int]
    var numberPhrases: PhraseSet
    var half: PhraseSet
    var months: [String: Int]
    var beforeClock: PhraseSet
    var afterClock: PhraseSet
    var fillers: PhraseSet
    var halfBeforeHour: Set<String>
    var quarterPast: PhraseSet
    var quarterTo: PhraseSet
    var quarterAfterHour: PhraseSet
    var quarterBeforeHourAfter: PhraseSet

    init(_ words: [TimeWords]) {
        func phrases(_ pick: (TimeWords) -> [String]) -> PhraseSet { PhraseSet(words.flatMap(pick)) }
        today = phrases(\.today)
        tomorrow = phrases(\.tomorrow)
        dayAfterTomorrow = phrases(\.dayAfterTomorrow)
        yesterday = phrases(\.yesterday)
        weekdays = words.reduce(into: [:]) { $0.merge($1.weekdays) { first, _ in first } }
        nextWeek = phrases(\.nextWeek)
        relative = phrases(\.relative)
        weekend = phrases(\.weekend)
        parts = words.reduce(into: [:]) { all, one in
            for (phrase, part) in one.parts { all[ReplyTokens.words(phrase)] = all[ReplyTokens.words(phrase)] ?? part }
        }
        partPhrases = phrases { Array($0.parts.keys) }
        partsToday = words.reduce(into: [:]) { all, one in
            for (phrase, part) in one.partsToday { all[ReplyTokens.words(phrase)] = all[ReplyTokens.words(phrase)] ?? part }
        }
        partsTodayPhrases = phrases { Array($0.partsToday.keys) }
        beforeDate = phrases(\.beforeDate)
        units = words.reduce(into: [:]) { $0.merge($1.units) { first, _ in first } }
        numbers = words.reduce(into: [:]) { all, one in
            for (phrase, value) in one.numbers { all[ReplyTokens.words(phrase)] = all[ReplyTokens.words(phrase)] ?? value }
        }
        numberPhrases = phrases { Array($0.numbers.keys) }
        half = phrases(\.half)
        months = words.reduce(into: [:]) { $0.merge($1.months) { first, _ in first } }
        beforeClock = phrases(\.beforeClock)
        afterClock = phrases(\.afterClock)
        fillers = phrases { Array($0.fillers) + $0.next }
        halfBeforeHour = Set(words.flatMap(\.halfBeforeHour))
        quarterPast = phrases(\.quarterPast)
        quarterTo = phrases(\.quarterTo)
        quarterAfterHour = phrases(\.quarterAfterHour)
        quarterBeforeHourAfter = phrases(\.quarterBeforeHourAfter)
    }
}
