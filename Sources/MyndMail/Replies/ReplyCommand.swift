import Foundation
import MyndCore

/// One thing a reply asks for, read from one of the person's own lines: `done`, `did a step`
/// (`step`, `progress`), `later`,
/// `snooze 2d`, `snooze mon 09:00`, `dismiss`, `drop` / `let it go`, `keep`; in a reply to the
/// digest the same with a goal's short id (`done 3f2a`, `snooze 3f2a tomorrow`); and
/// `capture: TEXT`, a thought to keep; `pause`, `pause 2d`, `pause until mon 09:00` and
/// `resume`, about mynd itself (no goal, in any reply). The same in German, Spanish and French
/// (`erledigt`, `más tarde`, `reporter 2 jours`: `ReplyWords`). Case, accents and punctuation
/// do not matter.
public struct ReplyCommand: Equatable, Sendable {
    public enum Verb: String, Sendable, CaseIterable {
        case done, step, later, snooze, dismiss, drop, keep, capture, pause, resume
    }

    public var verb: Verb
    /// The short id a digest line names; nil in a reply to a follow-up (the goal is the one
    /// the follow-up is about).
    public var goal: String?
    /// For `snooze` and `pause`: the words that may say when (the shell reads the longest
    /// that parse; none: `snooze_default`, or a pause until `resume`).
    /// For `capture`: the thought, as written.
    public var words: [String]

    public init(_ verb: Verb, goal: String? = nil, words: [String] = []) {
        self.verb = verb
        self.goal = goal
        self.words = words
    }

    /// What `line` asks for, or nil when it is not a command. `digest`: the reply answers
    /// the digest, so a goal command needs a short id.
    public static func parse(_ line: String, digest: Bool) -> ReplyCommand? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if let colon = trimmed.firstIndex(of: ":"), ReplyWords.isCapture(String(trimmed[..<colon])) {
            let thought = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            return thought.isEmpty ? nil : ReplyCommand(.capture, words: [thought])
        }
        var words = normalisedWords(trimmed)
        guard let said = ReplyWords.verb(at: words) else { return nil }
        var verb = said.verb
        words.removeFirst(said.length)
        // About mynd, not a goal: no id, in a reply to a nudge or to the digest. "pause until"
        // with no time is not a command.
        if verb == .pause {
            let when = ReplyWords.when(words)
            return !words.isEmpty && when.isEmpty ? nil : ReplyCommand(.pause, words: when)
        }
        if verb == .resume { return words.isEmpty ? ReplyCommand(.resume) : nil }
        var goal: String?
        if digest {
            // "done 3f2a": the id is the word after the verb.
            guard verb != .dismiss, let id = words.first, id.count >= ShortID.minimumLength, ShortID.normalisedPrefix(id) != nil
            else { return nil }
            goal = id
            words.removeFirst()
        }
        if verb == .later, !words.isEmpty, digest {
            // "later 3f2a tomorrow" is a snooze with a time.
            verb = .snooze
        }
        return ReplyCommand(verb, goal: goal, words: verb == .snooze ? ReplyWords.when(words) : [])
    }

    /// Lowercase words, with the punctuation people put around them gone ("Done!", "snooze,
    /// 2d.", "Let it go…") but the colon of a time (09:00) and the hyphens of a date kept.
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
        return cleaned.split(separator: " ").map { $0.trimmingCharacters(in: [":", "-"]) }.filter { !$0.isEmpty }
    }
}
