import Foundation
package import MyndCore

/// One thing a reply asks for, read from one of the person's own lines: `done`, `did a step`
/// (`step`, `progress`), `later`,
/// `snooze 2d`, `snooze mon 09:00`, `dismiss`, `drop` / `let it go`, `keep`; in a reply to the
/// digest the same with a goal's short id (`done 3f2a`, `snooze 3f2a tomorrow`); and
/// `capture: TEXT`, a thought to keep; `pause`, `pause 2d`, `pause until mon 09:00` and
/// `resume`, about mynd itself (no goal, in any reply). The same in German, Spanish and French
/// (`erledigt`, `más tarde`, `reporter 2 jours`: `ReplyWords`). Case, accents and punctuation
/// do not matter.
package struct ReplyCommand: Equatable, Sendable {
    /// What it asks: an answer, a capture, a pause or a resume.
    package var verb: Intent.Kind
    /// The short id a digest line names; nil in a reply to a follow-up (the goal is the one
    /// the follow-up is about).
    package var goal: String?
    /// For `snooze` and `pause`: the words that may say when (the shell reads the longest
    /// that parse; none: `snooze_default`, or a pause until `resume`).
    /// For `capture`: the thought, as written.
    package var words: [String]

    package init(_ verb: Intent.Kind, goal: String? = nil, words: [String] = []) {
        self.verb = verb
        self.goal = goal
        self.words = words
    }

    /// What `line` asks for, or nil when it is not a command. The whole line is the command:
    /// the verb, in a digest reply the goal's short id, for `snooze` (and `later`) a time, and
    /// at most a thank-you after them ("Done, thanks!"). Anything more, or a question mark,
    /// and it is a sentence, not a command: "Drop me a line", "Done? Not even started", "Let
    /// it go to voicemail". `digest`: the reply answers the digest, so a goal command needs a
    /// short id; in a reply to a follow-up one may be given, and must then name its goal.
    package static func parse(_ line: String, digest: Bool) -> ReplyCommand? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if let colon = trimmed.firstIndex(of: ":"), ReplyWords.isCapture(String(trimmed[..<colon])) {
            let thought = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            return thought.isEmpty ? nil : ReplyCommand(.capture, words: [thought])
        }
        guard !trimmed.contains(where: { $0 == "?" || $0 == "¿" || $0 == "？" }) else { return nil }
        let all = normalisedWords(trimmed)
        guard let said = ReplyWords.verb(at: all) else { return nil }
        let verb = said.verb
        var words = ReplyWords.withoutCourtesy(Array(all.dropFirst(said.length)))
        // About mynd, not a goal: no id, in a reply to a nudge or to the digest. The whole line
        // is the command here too: "pause until" with no time, or "pause the newsletter", is not.
        if verb == .pause {
            let when = ReplyWords.when(words)
            guard words.isEmpty || (!when.isEmpty && when.allSatisfy(isTimeWord)) else { return nil }
            return ReplyCommand(.pause, words: when)
        }
        if verb == .resume { return words.isEmpty ? ReplyCommand(.resume) : nil }
        var goal: String?
        if let first = words.first, isShortID(first), digest || verb != .snooze || !isSpan(first) {
            // "done 3f2a": the id is the word after the verb.
            goal = first
            words.removeFirst()
        }
        if digest, goal == nil || verb == .dismiss {
            // A digest line names its goal, and has no nudge to dismiss.
            return nil
        }
        guard verb == .snooze || words.isEmpty else { return nil }
        let when = verb == .snooze ? ReplyWords.when(words) : []
        // "later than I thought": words that are no time make a sentence. Whether a time is
        // one mynd reads (and ahead: `-3h` is not) the shell says, as `mynd snooze` does.
        guard when.allSatisfy(isTimeWord) else { return nil }
        return ReplyCommand(verb, goal: goal, words: when)
    }

    /// A word that may be part of a time as `snooze` reads it: a span (`2d`, `-3h`), a day
    /// (`tomorrow`, `mon`), a clock time or a date (`09:00`, `2026-12-01T09:00`).
    static func isTimeWord(_ word: String) -> Bool {
        let unsigned = word.hasPrefix("-") ? String(word.dropFirst()) : word
        if DurationText(unsigned) != nil || ["today", "tomorrow"].contains(word) { return true }
        let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        if word.count >= 3, weekdays.contains(where: { $0.hasPrefix(word) }) { return true }
        return word.first?.isNumber == true && word.allSatisfy { ($0.isASCII && $0.isNumber) || ":-tz+.".contains($0) }
    }

    /// A word that may be a short id: hex digits, at least `ShortID.minimumLength`.
    private static func isShortID(_ word: String) -> Bool {
        word.count >= ShortID.minimumLength && ShortID.normalisedPrefix(word) != nil
    }

    /// "1000", "100d": what `snooze` reads as a span, not an id.
    private static func isSpan(_ word: String) -> Bool {
        let digits = word.prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && (digits.count == word.count || (digits.count == word.count - 1 && "dhmw".contains(word.last!)))
    }

    /// Lowercase words, with the punctuation people put around them gone ("Done!", "snooze,
    /// 2d.", "Let it go…") but the colon of a time (09:00), the hyphens of a date and the minus
    /// of a negative span (`-3h`, which `snooze` refuses as the command line does) kept.
    static func normalisedWords(_ text: String) -> [String] {
        let lowered = text.lowercased()
        var cleaned = ""
        for scalar in lowered.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) || scalar == ":" || scalar == "-" {
                cleaned.unicodeScalars.append(scalar)
            } else {
                cleaned.append(" ")
            }
        }
        return cleaned.split(separator: " ").map { word in
            let kept = word.trimmingCharacters(in: [":", "-"])
            let minus = word.hasPrefix("-") && kept.first?.isNumber == true
            return minus ? "-" + kept : kept
        }.filter { !$0.isEmpty }
    }
}
