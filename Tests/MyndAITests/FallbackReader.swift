import Foundation
import MyndCore

/// Reads a fallback text as a careful reader of its language would, and says what is wrong
/// with it: the goal's quote intact or cut at a word (never inside a word or a number) with
/// "…", the step the same, no word outside the language's own phrasings (no English in a
/// German text), no doubled punctuation, a sentence's end, the length, no markup entity, and
/// the language's own typography in mynd's words (French spacing, Spanish opening marks).
struct FallbackReader {
    var language: Language
    /// Every word mynd's own phrasings in this language use (nudges and insights).
    var vocabulary: Set<String>

    init(_ language: Language) {
        self.language = language
        vocabulary = Self.vocabulary(language)
    }

    /// The problems of `text`, written about `goal` (and `step`, the next action or blocker it
    /// names), at most `limit` characters. `quoted`: the goal stands in the language's quotes.
    func problems(_ text: String, goal: String, step: String?, limit: Int, quoted: Bool = true) -> [String] {
        var problems: [String] = []
        if text.count > limit { problems.append("\(text.count) characters, more than \(limit)") }
        let marks = Set(".?!,;:…")
        if zip(text, text.dropFirst()).contains(where: { marks.contains($0) && marks.contains($1) }) {
            problems.append("doubled punctuation")
        }
        if let last = text.last, !".?!…»“”".contains(last) { problems.append("does not end a sentence") }
        var rest = text
        let quotes = language.words.quotes
        let shownGoal = quotes.inner(goal.firstLine.withoutClosingPunctuation)
        if quoted {
            // The goal's closing mark: the first after the opening one that closes the goal, whole
            // or cut (a step may quote something too: „Finanzen“), else the last.
            let closes = text.ranges(of: quotes.close)
            guard let open = text.range(of: quotes.open),
                let close = closes.first(where: {
                    open.upperBound <= $0.lowerBound && Self.cut(String(text[open.upperBound..<$0.lowerBound]), of: shownGoal) == nil
                })
                    ?? closes.last, open.upperBound <= close.lowerBound
            else { return problems + ["the goal is not in \(quotes.open)…\(quotes.close)"] }
            let inside = String(text[open.upperBound..<close.lowerBound])
            if let problem = Self.cut(inside, of: shownGoal) { problems.append("goal: \(problem)") }
            rest = String(text[..<open.lowerBound]) + " " + String(text[close.upperBound...])
        } else {
            rest = Self.removing(shownGoal, from: text) ?? text
        }
        if let step = step?.firstLine.withoutClosingPunctuation, !step.isEmpty {
            if let without = Self.removing(step, from: rest) {
                rest = without
            } else {
                problems.append("the step is not named whole or cut at a word: \(step)")
            }
        }
        if text.firstMatch(of: /&(amp|lt|gt|quot|apos|#\d+);/) != nil, goal.firstMatch(of: /&[a-z#0-9]+;/) == nil {
            problems.append("a markup entity in plain text")
        }
        problems += typography(rest)
        let foreign = Self.words(rest).filter { !vocabulary.contains($0) }
        if !foreign.isEmpty { problems.append("words not of the \(language.englishName) phrasings: \(foreign.joined(separator: " "))") }
        return problems
    }

    /// What is wrong with the typography of mynd's own words (`rest`: the text without the
    /// goal and step it quotes): in French a narrow no-break space before : ; ! ? and never
    /// another space; in Spanish a question or exclamation opened with ¿ or ¡.
    func typography(_ rest: String) -> [String] {
        switch language {
        case .french:
            let marks = Set(":;!?")
            let characters = Array(rest)
            for (index, character) in characters.enumerated() where marks.contains(character) && index > 0 {
                if characters[index - 1] != "\u{202F}" { return ["French spacing: no narrow no-break space before \(character)"] }
            }
            return []
        case .spanish:
            let questions = rest.filter { $0 == "?" }.count
            let exclamations = rest.filter { $0 == "!" }.count
            if rest.filter({ $0 == "¿" }).count != questions { return ["Spanish: a question without ¿"] }
            if rest.filter({ $0 == "¡" }).count != exclamations { return ["Spanish: an exclamation without ¡"] }
            return []
        case .english, .german:
            return rest.contains("\"") ? ["straight quotes in mynd's own words"] : []
        }
    }

    /// Why `shown` is not `whole` (its first line) or that cut at a word boundary with "…"
    /// (nil: it is); a second line glued on is neither.
    static func cut(_ shown: String, of whole: String) -> String? {
        let flat = whole.firstLine
        if shown == flat { return nil }
        guard shown.hasSuffix("…") else { return "changed: \(shown)" }
        let kept = String(shown.dropLast())
        guard flat.hasPrefix(kept) else { return "not the goal's own start: \(shown)" }
        // A comma, dash or full stop the cut left behind is dropped ("Plan the party; book…").
        let next = flat.dropFirst(kept.count).drop { ",;:-–—/&(.!?".contains($0) }.first
        // A first word longer than the room is the one cut allowed inside a word.
        if !kept.contains(" "), let first = flat.split(separator: " ").first, first.count > 20 { return nil }
        guard let next, next.isWhitespace else { return "cut inside a word: \(shown)" }
        if kept.split(separator: " ").last?.contains(where: \.isNumber) == true { return "cut inside a number: \(shown)" }
        return nil
    }

    /// `text` without `part` or its start cut at a word with "…"; nil when neither is in it.
    static func removing(_ part: String, from text: String) -> String? {
        if let range = text.range(of: part) { return text.replacingCharacters(in: range, with: " ") }
        guard let cut = text.range(of: "…") else { return nil }
        // The cut part ends at the "…": find where its kept start begins.
        let before = text[..<cut.lowerBound]
        var words = part.split(separator: " ")
        while !words.isEmpty {
            words.removeLast()
            // A comma or dash the cut left behind is dropped ("Find a notary, who…").
            let kept = words.joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: ",;:-–—/&(.!?"))
            if !kept.isEmpty, before.hasSuffix(kept), Self.cut(kept + "…", of: part) == nil {
                let start = text.index(cut.lowerBound, offsetBy: -kept.count)
                return String(text[..<start]) + " " + String(text[cut.upperBound...])
            }
        }
        return nil
    }

    /// Lowercase words of letters.
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter }.map(String.init)
    }

    /// The words of every phrasing in `language`: nudges (every situation), insights, people.
    static func vocabulary(_ language: Language) -> Set<String> {
        var texts: [String] = []
        for situation in FallbackText.Situation.allCases {
            for seed in 0..<12 {
                texts.append(FallbackText.followUp(goal: "qqq", step: "zzz", situation: situation, seed: UInt64(seed), language: language))
                // The short forms, which a long goal gets.
                texts.append(
                    FallbackText.followUp(
                        goal: String(repeating: "qqq ", count: 30), step: "zzz", situation: situation, seed: UInt64(seed),
                        language: language))
            }
        }
        // A week of returns brings every second sentence a returning line may end with.
        var back: [String] = []
        for _ in 0..<64 { back.insert(FallbackText.followUp(goal: "qqq", situation: .returning, recent: back, language: language), at: 0) }
        texts += back
        let said = language.words.insight
        texts += [
            said.quiet("qqq", 5), said.quiet("qqq", 1), said.person("qqq", 9), said.done("qqq", 0), said.done("qqq", 2),
            said.blocked("qqq", "zzz"), said.waitingOn("qqq", "zzz"), said.unanswered(4), said.noGoal, said.clearSlate, said.allMoving(1),
            said.allMoving(3),
            said.allTouched(1), said.allTouched(3), said.someQuiet(1, 1), said.someQuiet(2, 5), said.doneYesterday("qqq", 0),
            said.doneYesterday("qqq", 2), said.comingBack("qqq", "zzz"), said.steps(1), said.steps(4),
        ]
        return Set(texts.flatMap(words)).subtracting(["qqq", "zzz"])
    }
}
