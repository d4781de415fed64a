/// The nudge about a person past their cadence. Always these words, never Claude's: a
/// person's name does not leave the machine. Several phrasings, one a week in turn, at most
/// `FallbackText.maximumLength` characters.
public enum PersonText {
    public static func nudge(name: String, daysSince: Int, cadence: Cadence, week: Int) -> String {
        let since = daysSince >= 21 ? "\(daysSince / 7) weeks" : "\(daysSince) days"
        let frames: [(String) -> String] = [
            { "It has been \(since) since you were in touch with \($0). A short message today?" },
            { "\($0) has not heard from you in \(since). Maybe a call or a note?" },
            { "You wanted to see \($0) \(cadence.description); it has been \(since)." },
            { "A good day to reach out to \($0)? It has been \(since)." },
        ]
        let frame = frames[((week % frames.count) + frames.count) % frames.count]
        for limit in [40, 28, 20, 12] {
            let text = frame(name.withoutClosingPunctuation.excerpt(limit))
            if text.count <= FallbackText.maximumLength { return text }
        }
        return frame(name.excerpt(8)).excerpt(FallbackText.maximumLength)
    }
}
