/// The time one clause says, and which of its words say it: days, parts of the day, clock
/// times, spans and dates in every language mynd reads, and exact ISO 8601 moments. A past
/// day ("gestern Abend") is read too, as words of a report rather than a time.
struct TimeReading: Equatable, Sendable {
    var phrase = TimePhrase()
    /// The indices of the words that are part of the time (or of a past day).
    var used: Set<Int> = []
    /// A past day was named ("yesterday", "gestern").
    var past = false
    /// Two different times in one clause ("today or tomorrow").
    var conflict = false
    /// A span said as from now ("in 2 hours"), not as how long something took ("40 min").
    var relative = false

    /// Reads `words` (one clause) with every language's time words, leaving alone the words
    /// at `taken` (an answer's: "más tarde" is later, not an afternoon).
    init(
        _ words: [String], taken: Set<Int> = [], exact: @escaping (String) -> Timestamp?,
        vocabulary: TimeVocabulary = ReplyVocabulary.all.times
    ) {
        let open = words.enumerated().map { taken.contains($0.offset) ? "" : $0.element }
        var reader = TimeReader(words: open, vocabulary: vocabulary, exact: exact)
        reader.read()
        self = reader.reading
    }

    init() {}
}

/// The walk through a clause's words behind `TimeReading`.
struct TimeReader {
    let words: [String]
    let vocabulary: TimeVocabulary
    let exact: (String) -> Timestamp?
    var reading = TimeReading()
    /// Numbers with nothing to say what they are, kept until the clause shows whether there
    /// is a day they are the hour of ("Monday 9").
    var bare: [(index: Int, value: Int)] = []

    mutating func read() {
        var index = 0
        while index < words.count {
            index += step(at: index)
        }
        if reading.phrase.clock == nil, reading.phrase.day != nil || reading.phrase.part != nil,
            let number = bare.first(where: { (1...24).contains($0.value) })
        {
            set(clock: TimePhrase.Clock(hour: number.value, minute: 0), at: [number.index])
        }
        guard !reading.phrase.isEmpty else { return }
        // "Solo tardé 10 minutos" (tardé folds to "tarde", an afternoon): a span and a day are
        // not one time.
        let p = reading.phrase
        if p.span != nil, p.day != nil || p.part != nil || p.clock != nil { reading.conflict = true }
        index = 0
        while index < words.count {
            let length = vocabulary.fillers.match(words, at: index)
            if length > 0, (index..<index + length).allSatisfy({ !reading.used.contains($0) }) {
                mark(index, length)
                index += length
            } else {
                index += 1
            }
        }
    }

    /// Reads what starts at `index`; returns how many words it took (at least one).
    mutating func step(at index: Int) -> Int {
        let v = vocabulary
        if let length = longest(v.yesterday, at: index) {
            reading.past = true
            mark(index, length)
            let part = max(longest(v.partPhrases, at: index + length) ?? 0, 0)
            mark(index + length, part)
            return length + part
        }
        if let length = longest(v.partsTodayPhrases, at: index) {
            set(day: .offset(0), at: index, length)
            reading.phrase.part = v.partsToday[slice(index, length)]
            return length
        }
        for (set, day) in [(v.dayAfterTomorrow, TimePhrase.Day.offset(2)), (v.nextWeek, .nextWeek), (v.weekend, .weekend)] {
            if let length = longest(set, at: index) {
                self.set(day: day, at: index, length)
                return length
            }
        }
        if let length = longest(v.half, at: index) {
            add(span: DurationText(seconds: 1800), at: index, length)
            return length
        }
        if let length = halfBeforeHour(at: index) { return length }
        if let length = number(at: index) { return length }
        if let length = longest(v.tomorrow, at: index) {
            set(day: .offset(1), at: index, length)
            return length
        }
        if let length = longest(v.today, at: index) {
            set(day: .offset(0), at: index, length)
            return length
        }
        if let length = longest(v.partPhrases, at: index) {
            let part = v.parts[slice(index, length)]
            if reading.phrase.part != nil, reading.phrase.part != part { reading.conflict = true }
            reading.phrase.part = part
            mark(index, length)
            return length
        }
        if let weekday = v.weekdays[words[index]] {
            set(day: .weekday(weekday), at: index, 1)
            return 1
        }
        if let length = quarter(at: index) { return length }
        if compound(at: index) { return 1 }
        if let length = token(at: index) { return length }
        return 1
    }

    // MARK: Numbers

    /// A number in digits or words, and what it is by what comes after or before it: a span
    /// ("2 hours"), a clock time ("9 Uhr", "at 9", "9 pm"), a date ("3 December", "am 3.").
    mutating func number(at index: Int) -> Int? {
        let (value, length): (Int, Int)
        if let digits = Int(words[index]) {
            (value, length) = (digits, 1)
        } else if let words = longest(vocabulary.numberPhrases, at: index), let n = vocabulary.numbers[slice(index, words)] {
            (value, length) = (n, words)
        } else {
            return nil
        }
        let next = index + length
        // "à 9 heures", "um 9 Uhr": after a word that asks for a clock time, a unit of hours is its mark.
        if comesAfter(vocabulary.beforeClock, index), value <= 24, let after = longest(vocabulary.afterClock, at: next) {
            set(clock: TimePhrase.Clock(hour: value, minute: 0), at: Array(index..<next + after))
            return length + after
        }
        if next < words.count, let unit = vocabulary.units[words[next]] {
            add(span: Self.span(value, unit), at: index, length + 1)
            return length + 1
        }
        if let after = longest(vocabulary.afterClock, at: next), value <= 24 {
            set(clock: TimePhrase.Clock(hour: value, minute: 0), at: Array(index..<next + after))
            return length + after
        }
        if next < words.count, ["am", "pm"].contains(words[next]), value <= 12, !saysADay(at: next + 1) {
            set(clock: TimePhrase.Clock(hour: value, minute: 0, afternoon: words[next] == "pm"), at: [index, next])
            return length + 1
        }
        if next < words.count, let month = vocabulary.months[words[next]], (1...31).contains(value) {
            set(day: .date(month: month, day: value), at: index, length + 1)
            return length + 1
        }
        if index > 0, let month = vocabulary.months[words[index - 1]], (1...31).contains(value) {
            set(day: .date(month: month, day: value), at: index - 1, length + 1)
            return length
        }
        if comesAfter(vocabulary.beforeClock, index), value <= 24 {
            set(clock: TimePhrase.Clock(hour: value, minute: 0), at: Array(index..<next))
            return length
        }
        if comesAfter(vocabulary.beforeDate, index), (1...31).contains(value), Int(words[index]) != nil {
            set(day: .date(month: nil, day: value), at: index, length)
            return length
        }
        // A word that is a number only before a unit ("a", "ein", "une") is no hour.
        if Int(words[index]) != nil { bare.append((index, value)) }
        return length
    }

    /// "Sonntagabend", "Freitagnachmittag": a weekday and a part of the day in one word.
    mutating func compound(at index: Int) -> Bool {
        let word = words[index]
        for (name, weekday) in vocabulary.weekdays where name.count >= 5 && word.hasPrefix(name) && word.count > name.count {
            guard let part = vocabulary.parts[[String(word.dropFirst(name.count))]] else { continue }
            set(day: .weekday(weekday), at: index, 1)
            reading.phrase.part = part
            return true
        }
        return false
    }

    /// "Viertel nach 5", "quarter to 9", "5 et quart", "las 5 y cuarto": a quarter past or
    /// before an hour.
    mutating func quarter(at index: Int) -> Int? {
        for (phrases, minutes, hourFirst) in [
            (vocabulary.quarterPast, 15, false), (vocabulary.quarterTo, -15, false), (vocabulary.quarterAfterHour, 15, true),
            (vocabulary.quarterBeforeHourAfter, -15, true),
        ] {
            let hourIndex: Int
            let length: Int
            if hourFirst {
                guard index + 1 < words.count, let after = longest(phrases, at: index + 1) else { continue }
                (hourIndex, length) = (index, after + 1)
            } else {
                guard let before = longest(phrases, at: index), index + before < words.count else { continue }
                (hourIndex, length) = (index + before, before + 1)
            }
            guard let hour = Int(words[hourIndex]) ?? vocabulary.numbers[[words[hourIndex]]], (1...24).contains(hour) else { continue }
            let total = hour * 60 + minutes
            set(clock: TimePhrase.Clock(hour: total / 60, minute: total % 60), at: Array(index..<index + length))
            return length
        }
        return nil
    }

    /// "halb zehn": half an hour before the hour named.
    mutating func halfBeforeHour(at index: Int) -> Int? {
        guard vocabulary.halfBeforeHour.contains(words[index]), index + 1 < words.count else { return nil }
        let value = Int(words[index + 1]) ?? vocabulary.numbers[[words[index + 1]]]
        guard let value, (1...24).contains(value) else { return nil }
        set(clock: TimePhrase.Clock(hour: value - 1, minute: 30), at: [index, index + 1])
        return 2
    }

    // MARK: Helpers

    func longest(_ set: PhraseSet, at index: Int) -> Int? {
        guard index < words.count else { return nil }
        let length = set.match(words, at: index)
        return length > 0 ? length : nil
    }

    func slice(_ index: Int, _ length: Int) -> [String] { Array(words[index..<index + length]) }

    /// Whether a phrase of `set` ends right before `index`.
    func comesAfter(_ set: PhraseSet, _ index: Int) -> Bool {
        guard index > 0 else { return false }
        return (1...min(3, index)).contains { length in set.match(words, at: index - length) == length }
    }

    /// Whether a day is named at `index` (a weekday, today, tomorrow…): "9 am Montag" is German.
    func saysADay(at index: Int) -> Bool {
        guard index < words.count else { return false }
        return vocabulary.weekdays[words[index]] != nil || longest(vocabulary.tomorrow, at: index) != nil
            || longest(vocabulary.today, at: index) != nil || longest(vocabulary.weekend, at: index) != nil
    }

    mutating func mark(_ index: Int, _ length: Int) {
        for i in index..<min(index + length, words.count) { reading.used.insert(i) }
    }

    mutating func set(day: TimePhrase.Day, at index: Int, _ length: Int) {
        if let current = reading.phrase.day, current != day { reading.conflict = true }
        reading.phrase.day = day
        mark(index, length)
    }

    mutating func set(clock: TimePhrase.Clock, at indices: [Int]) {
        if let current = reading.phrase.clock, current != clock { reading.conflict = true }
        reading.phrase.clock = clock
        for i in indices { reading.used.insert(i) }
    }

    mutating func add(span: DurationText, at index: Int, _ length: Int) {
        if comesAfter(vocabulary.relative, index) { reading.relative = true }
        let current = reading.phrase.span ?? DurationText()
        reading.phrase.span = DurationText(days: current.days + span.days, seconds: current.seconds + span.seconds)
        mark(index, length)
    }
}
