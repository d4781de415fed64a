import Foundation
package import MyndCore

/// Reading the words of a reply, in every language's `ReplyWords` (each pack's): the verbs
/// (`done`, `erledigt`, `hecho`, `fait`…; `did a step`, `Schritt gemacht`, `un paso`, `une
/// étape`), the word before a captured thought's colon, and the words of a time (`2 Tage`,
/// `3 días`, `demain`, `lundi 09:00`), which become the ones `snooze` reads (`2d`, `tomorrow`,
/// `mon 09:00`). Every table is read whatever language mynd writes in; accents are optional
/// ("mas tarde", "spater").
extension ReplyWords {
    /// Every language's, English first: a reply is read in any of them, whatever mynd writes in.
    package static let all: [ReplyWords] = Language.allCases.map(\.pack.replies)

    /// A word as the tables hold it: lowercase, accents dropped ("Später" → "spater").
    package static func folded(_ word: String) -> String {
        word.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
    }

    /// The command `words` start with, and how many words it took: the longest phrase of any
    /// table that matches.
    package static func verb(at words: [String]) -> (verb: Intent.Kind, length: Int)? {
        let folded = words.prefix(4).map(Self.folded)
        var best: (verb: Intent.Kind, length: Int)?
        for table in all {
            for kind in Intent.Kind.allCases where kind != .capture {
                for phrase in table.phrases(kind).map({ $0.split(separator: " ").map(String.init) })
                where folded.starts(with: phrase) && phrase.count > (best?.length ?? 0) {
                    best = (kind, phrase.count)
                }
            }
        }
        return best
    }

    /// Whether `word` may stand before the colon of a captured thought.
    package static func isCapture(_ word: String) -> Bool {
        let folded = Self.folded(word.trimmingCharacters(in: .whitespaces))
        return all.contains { $0.phrases(.capture).contains(folded) }
    }

    /// The words of a time as `snooze` reads them: "2 Tage" → "2d", "mañana" → "tomorrow",
    /// "el lunes a las 09:00" → "mon 09:00". Words that are none of these stay as they are
    /// (`snooze` reads what parses and ignores the rest).
    package static func when(_ words: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        let folded = words.map(Self.folded)
        while index < words.count {
            let word = folded[index]
            let pair = index + 1 < words.count ? word + " " + folded[index + 1] : nil
            if let pair, let day = all.lazy.compactMap({ $0.days[pair] }).first {
                result.append(day)
                index += 2
            } else if let day = all.lazy.compactMap({ $0.days[word] }).first {
                result.append(day)
                index += 1
            } else if Int(word) != nil, index + 1 < words.count, let unit = all.lazy.compactMap({ $0.units[folded[index + 1]] }).first {
                result.append(word + unit)
                index += 2
            } else if all.contains(where: { $0.fillers.contains(word) }) {
                index += 1
            } else {
                result.append(words[index])
                index += 1
            }
        }
        return result
    }
}
