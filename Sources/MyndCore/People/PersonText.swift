/// The nudge about a person past their cadence, in the person's language. Always these words,
/// never Claude's: a person's name does not leave the machine. Several phrasings, one a week
/// in turn, at most `FallbackText.maximumLength` characters.
package enum PersonText {
    package static func nudge(name: String, daysSince: Int, cadence: Cadence, week: Int, language: Language = .english) -> String {
        let words = language.words
        let since = words.since(daysSince)
        let every = words.every(cadence.days)
        let frames = words.personNudges
        let frame = frames[((week % frames.count) + frames.count) % frames.count]
        for limit in [40, 28, 20, 12] {
            let text = frame(name.withoutClosingPunctuation.excerpt(limit), since, every)
            if text.count <= FallbackText.maximumLength { return text }
        }
        return frame(name.excerpt(8), since, every).excerpt(FallbackText.maximumLength)
    }
}
