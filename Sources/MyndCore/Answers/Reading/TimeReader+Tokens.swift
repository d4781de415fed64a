/// The words that are a whole time by themselves, as people type them: "9:30", "9h30", "21h",
/// "9am", "2d", "-3h", "3rd", "1.12.", "2026-12-01t09:00".
extension TimeReader {
    /// A word that is a whole time by itself: "9:30", "9h30", "21h", "9am", "2d", "-3h", "3rd",
    /// "2026-12-01t09:00".
    mutating func token(at index: Int) -> Int? {
        let word = words[index]
        guard let first = word.first, first.isNumber || first == "-" else { return nil }
        if let date = Self.dottedDate(word), !comesAfter(vocabulary.beforeClock, index),
            comesAfter(vocabulary.beforeDate, index) || !Self.looksLikeMinutes(word)
        {
            set(day: .date(month: date.month, day: date.day), at: index, 1)
            return 1
        }
        if let clock = Self.clock(word) {
            if clock.minute == 0, clock.afternoon == nil, word.hasSuffix("h"), !comesAfter(vocabulary.beforeClock, index),
                reading.phrase.day == nil && !saysADay(at: index + 1), let span = DurationText(word)
            {
                add(span: span, at: index, 1)
            } else {
                set(clock: clock, at: [index])
            }
            return 1
        }
        if word.hasPrefix("-"), DurationText(String(word.dropFirst())) != nil {
            reading.phrase.negative = true
            mark(index, 1)
            return 1
        }
        if let span = DurationText(word) {
            add(span: span, at: index, 1)
            return 1
        }
        if let day = Self.ordinal(word) {
            let month = index + 1 < words.count ? vocabulary.months[words[index + 1]] : nil
            set(day: .date(month: month, day: day), at: index, month == nil ? 1 : 2)
            return month == nil ? 1 : 2
        }
        if word.count >= 10, word.contains("-"), let instant = exact(word.uppercased()) {
            if reading.phrase.exact != nil { reading.conflict = true }
            reading.phrase.exact = instant
            mark(index, 1)
            return 1
        }
        return nil
    }

    /// "9:30", "09:00", "9.30", "9h", "9h30", "21h", "9am", "9pm", "9:30pm".
    static func clock(_ word: String) -> TimePhrase.Clock? {
        var text = Substring(word)
        var afternoon: Bool?
        for (suffix, value) in [("am", false), ("pm", true)] where text.hasSuffix(suffix) {
            afternoon = value
            text = text.dropLast(2)
        }
        let parts = text.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "." || $0 == "h" }
        guard (1...2).contains(parts.count), parts[0].allSatisfy(\.isNumber), let hour = Int(parts[0]), parts[0].count <= 2, hour <= 24
        else { return nil }
        let separated = parts.count == 2
        if !separated && afternoon == nil { return nil }
        if separated, parts[1].isEmpty, !text.hasSuffix("h") { return nil }
        let minute = separated && !parts[1].isEmpty ? Int(parts[1]) : 0
        guard let minute, minute < 60, !separated || parts[1].isEmpty || parts[1].count == 2 else { return nil }
        return TimePhrase.Clock(hour: hour, minute: minute, afternoon: afternoon)
    }

    /// "1.12", "24.12": a day and a month, as German writes a date.
    static func dottedDate(_ word: String) -> (day: Int, month: Int)? {
        let parts = word.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let day = Int(parts[0]), let month = Int(parts[1]), (1...31).contains(day), (1...12).contains(month)
        else { return nil }
        return (day, month)
    }

    /// "9.30", "17.00": minutes as a clock time is written with them.
    static func looksLikeMinutes(_ word: String) -> Bool {
        ["00", "15", "30", "45"].contains(word.split(separator: ".").last.map(String.init) ?? "")
    }

    /// "1st", "3rd", "21st", "4th": a day of the month.
    static func ordinal(_ word: String) -> Int? {
        for suffix in ["st", "nd", "rd", "th", "er", "eme", "o", "a"] where word.hasSuffix(suffix) {
            if let day = Int(word.dropLast(suffix.count)), (1...31).contains(day) { return day }
        }
        return nil
    }

    static func span(_ value: Int, _ unit: SpanUnit) -> DurationText {
        switch unit {
        case .seconds(let seconds): DurationText(seconds: Int64(value) * seconds)
        case .days(let days): DurationText(days: value * days)
        }
    }
}
