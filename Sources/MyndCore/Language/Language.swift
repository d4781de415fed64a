package import Foundation

/// The language a person reads mynd in: every text the jobs write (nudges, buttons, the
/// briefing, email, answers to replies) is in it, and Claude is asked to write in it. The
/// command line's own messages stay English.
package enum Language: String, CaseIterable, Sendable, Codable {
    case english = "en"
    case german = "de"
    case spanish = "es"
    case french = "fr"

    /// From a `[general] language` value or a locale's language part: "de", "DE"; nil for a
    /// language mynd does not speak.
    package init?(code: String) {
        self.init(rawValue: code.lowercased())
    }

    /// The codes mynd knows, for an error line: "en, de, es, fr".
    package static var codes: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// Everything mynd says and reads in this language. A new language is a case above, its
    /// pack here, and a folder holding that pack (`German/`); its email templates go in
    /// `templates/CODE/`.
    package var pack: LanguagePack {
        switch self {
        case .english: .english
        case .german: .german
        case .spanish: .spanish
        case .french: .french
        }
    }

    /// Its name in English, as a prompt to Claude names it.
    package var englishName: String { pack.englishName }

    /// The words of mynd's messages in this language.
    package var words: Words { pack.words }

    /// The locale whose CLDR data (day and month names, date order) mynd's dates follow.
    /// English is British English: "Tuesday 24 November", as mynd always wrote it.
    package var locale: Locale { Locale(identifier: pack.locale) }
}
