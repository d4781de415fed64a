/// Which language a person reads, and why: `[general] language` when set, else the locale
/// as every gettext program reads it (`LC_ALL`, then `LC_MESSAGES`, then `LANG`; the first
/// one set and not empty wins), else English.
package struct LanguageChoice: Equatable, Sendable {
    package var language: Language
    /// Where it came from: "[general] language", "LANG=de_DE.UTF-8", or "default".
    package var source: String

    package init(language: Language, source: String) {
        self.language = language
        self.source = source
    }

    /// The locale variables in the order gettext consults them for messages.
    package static let localeVariables = ["LC_ALL", "LC_MESSAGES", "LANG"]

    /// `configured` is `[general] language` (nil or empty: not set; the config reader has
    /// checked it is a known code).
    package static func choose(configured: String?, environment: [String: String]) -> LanguageChoice {
        if let configured, !configured.isEmpty, let language = Language(code: configured) {
            return LanguageChoice(language: language, source: "[general] language")
        }
        for name in localeVariables {
            guard let value = environment[name], !value.isEmpty else { continue }
            // The first one set decides, even for a language mynd does not speak: that person
            // reads English from mynd, as from any program without their language.
            return LanguageChoice(language: language(ofLocale: value) ?? .english, source: "\(name)=\(value)")
        }
        return LanguageChoice(language: .english, source: "default")
    }

    /// The language of a POSIX locale name, `language[_territory][.codeset][@modifier]`:
    /// "de_DE.UTF-8" and "de_AT@euro" are German; "C", "POSIX" and "C.UTF-8" are nil (English
    /// by default), as is a language mynd does not speak.
    package static func language(ofLocale name: String) -> Language? {
        let code = name.prefix { $0.isLetter }
        guard code.count == 2 || code.count == 3 else { return nil }
        return Language(code: String(code))
    }
}
