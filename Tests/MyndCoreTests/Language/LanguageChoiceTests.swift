import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

/// Which language a person reads: `[general] language`, else the locale as gettext reads it,
/// else English.
@Suite(.timed) struct LanguageChoiceTests {
    @Test func theConfig_winsOverTheLocale() {
        let choice = LanguageChoice.choose(configured: "fr", environment: ["LANG": "de_DE.UTF-8"])
        #expect(choice == LanguageChoice(language: .french, source: "[general] language"))
    }

    @Test func anEmptyConfig_leavesItToTheLocale() {
        #expect(LanguageChoice.choose(configured: "", environment: ["LANG": "es_ES.UTF-8"]).language == .spanish)
        #expect(LanguageChoice.choose(configured: nil, environment: ["LANG": "es_ES.UTF-8"]).source == "LANG=es_ES.UTF-8")
    }

    /// gettext's order: LC_ALL over LC_MESSAGES over LANG; one set but empty does not count.
    @Test func theLocaleVariables_inGettextsOrder() {
        let all = ["LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "de_DE.UTF-8", "LANG": "es_ES.UTF-8"]
        #expect(LanguageChoice.choose(configured: nil, environment: all).language == .french)
        #expect(LanguageChoice.choose(configured: nil, environment: all.merging(["LC_ALL": ""]) { $1 }).language == .german)
        let onlyLang = ["LC_ALL": "", "LC_MESSAGES": "", "LANG": "es_ES.UTF-8"]
        #expect(
            LanguageChoice.choose(configured: nil, environment: onlyLang) == LanguageChoice(language: .spanish, source: "LANG=es_ES.UTF-8"))
    }

    /// The first variable set decides, also for a language mynd does not speak: English then.
    @Test func anUnknownLanguage_orC_isEnglish_andStopsTheSearch() {
        #expect(LanguageChoice.choose(configured: nil, environment: ["LC_ALL": "it_IT.UTF-8", "LANG": "de_DE.UTF-8"]).language == .english)
        #expect(LanguageChoice.choose(configured: nil, environment: ["LC_ALL": "C", "LANG": "de_DE.UTF-8"]).language == .english)
        #expect(LanguageChoice.choose(configured: nil, environment: [:]) == LanguageChoice(language: .english, source: "default"))
    }

    @Test(arguments: [
        ("de_DE.UTF-8", Language.german), ("de_AT@euro", .german), ("de", .german), ("es_MX.utf8", .spanish),
        ("fr_CA.UTF-8", .french), ("en_US.UTF-8", .english), ("C", nil), ("POSIX", nil), ("C.UTF-8", nil), ("pt_BR.UTF-8", nil),
        ("", nil),
    ])
    func aLocaleName_givesItsLanguage(_ name: String, _ expected: Language?) {
        #expect(LanguageChoice.language(ofLocale: name) == expected)
    }
}

/// Every table has every word, and dates come out as each language's CLDR data writes them.
@Suite(.timed) struct WordsTests {
    @Test(arguments: Language.allCases)
    func everyButton_hasALabel_inEveryLanguage(_ language: Language) {
        for action in DesktopAction.allCases {
            #expect(!action.label(for: .followup, in: language).isEmpty, "\(language) \(action)")
        }
        let labels = DesktopAction.allCases.map { $0.label(for: .followup, in: language) }
        #expect(Set(labels).count == labels.count, "\(labels)")
    }

    @Test func theButtons_inGerman_SpanishAndFrench() {
        #expect(
            DesktopAction.offered(for: .followup).map { $0.label(for: .followup, in: .german) } == [
                "Öffnen", "Schritt gemacht", "Später", "Erledigt",
            ])
        #expect(
            DesktopAction.offered(for: .followup, asking: true).map { $0.label(for: .followup, in: .spanish) } == [
                "Abrir", "Mantener", "Soltar",
            ])
        #expect(DesktopAction.answer(.drop).label(for: .followup, in: .french) == "Laisser tomber")
        #expect(DesktopAction.answer(.complete).label(for: .followup, person: true, in: .german) == "Gemeldet")
        #expect(DesktopAction.open.label(for: .digest, in: .french) == "Voir plus")
        #expect(DesktopAction.answer(.snooze).label(for: .followup) == "Later", "English as before")
    }

    @Test func theTitles_sayWhy_inEachLanguage() {
        #expect(NudgeTitle.desktop(kind: .stale, daysStale: 5.2, person: false, in: .german) == "Ruht seit 5 Tagen")
        #expect(NudgeTitle.desktop(kind: .stale, daysStale: 1.2, person: false, in: .german) == "Ruht seit 1 Tag")
        #expect(NudgeTitle.desktop(kind: .stale, daysStale: 3, person: false, in: .spanish) == "3 días sin avances")
        #expect(NudgeTitle.desktop(kind: .returning, daysStale: 0, person: false, in: .french) == "De retour, comme demandé")
        #expect(NudgeTitle.desktop(kind: .asking, daysStale: 9, person: false, in: .french) == "Toujours d’actualité\u{202F}?")
        #expect(NudgeTitle.desktop(kind: .stale, daysStale: 9, person: true, in: .spanish) == "Hora de dar señales de vida")
    }

    /// Tuesday 24 November 2026, read at 07:30: day and month names and their order from CLDR.
    @Test(arguments: [
        (Language.english, "Good morning", "Tuesday 24 November", "Tuesday", "November"),
        (.german, "Guten Morgen", "Dienstag, 24. November", "Dienstag", "November"),
        (.spanish, "Buenos días", "martes, 24 de noviembre", "martes", "noviembre"),
        (.french, "Bonjour", "mardi 24 novembre", "mardi", "novembre"),
    ])
    func theGreeting_andTheDate_asTheLanguageWritesThem(
        _ language: Language, _ greeting: String, _ date: String, _ weekday: String, _ month: String
    ) {
        let zone = LocalTime(timeZone: TimeZone(identifier: "Pacific/Kiritimati")!)
        let values = Greeting.titleValues(zone.wall(at: zone.instant(year: 2026, month: 11, day: 24, hour: 7, minute: 30)), in: language)
        #expect(values["greeting"] == greeting)
        #expect(values["longDate"] == date)
        #expect(values["weekday"] == weekday && values["month"] == month && values["day"] == "24")
    }

    @Test func theEveningGreeting_andMarch_inGerman() {
        let zone = LocalTime(timeZone: TimeZone(identifier: "Europe/Berlin")!)
        let values = Greeting.titleValues(zone.wall(at: zone.instant(year: 2027, month: 3, day: 7, hour: 19, minute: 0)), in: .german)
        #expect(values["greeting"] == "Guten Abend" && values["longDate"] == "Sonntag, 7. März")
    }

    /// French sets a no-break space inside « » and before : ? ! ; in its own sentences.
    @Test func french_keepsItsMarks_withTheirWords() {
        let text = FallbackText.followUp(goal: "Planter le potager", situation: .plain, seed: 0, language: .french)
        #expect(text.contains("«\u{202F}Planter le potager\u{202F}»"), "\(text)")
        #expect(!text.contains(" ?") && !text.contains(" :") && !text.contains("« ") && !text.contains(" »"), "\(text)")
    }
}
