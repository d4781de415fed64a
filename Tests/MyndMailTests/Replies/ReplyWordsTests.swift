import MyndCore
import MyndMail
import MyndTestSupport
import Testing

/// Replies in German, Spanish and French are understood as the English ones are, accents
/// optional, and their times become the words `snooze` reads.
@Suite(.timed) struct ReplyWordsTests {
    @Test(arguments: [
        ("erledigt", ReplyCommand(.complete)), ("Erledigt!", ReplyCommand(.complete)), ("fertig", ReplyCommand(.complete)),
        ("später", ReplyCommand(.snooze)), ("Spater", ReplyCommand(.snooze)), ("spaeter", ReplyCommand(.snooze)),
        ("schlummern 2 Tage", ReplyCommand(.snooze, words: ["2d"])),
        ("Schlummern bis Montag 09:00", ReplyCommand(.snooze, words: ["mon", "09:00"])),
        ("schlummern morgen", ReplyCommand(.snooze, words: ["tomorrow"])), ("verschieben 3 Stunden", ReplyCommand(.snooze, words: ["3h"])),
        ("ignorieren", ReplyCommand(.dismiss)), ("loslassen", ReplyCommand(.drop)), ("Lass es.", ReplyCommand(.drop)),
        ("behalten", ReplyCommand(.keep)), ("Schritt gemacht!", ReplyCommand(.step)), ("ein Schritt", ReplyCommand(.step)),
        ("Fortschritt", ReplyCommand(.step)),
        ("Notiz: Anna wegen der Samen anrufen", ReplyCommand(.capture, words: ["Anna wegen der Samen anrufen"])),
        ("hecho", ReplyCommand(.complete)), ("¡Hecho!", ReplyCommand(.complete)), ("listo", ReplyCommand(.complete)),
        ("más tarde", ReplyCommand(.snooze)), ("mas tarde", ReplyCommand(.snooze)), ("Más tarde, gracias", ReplyCommand(.snooze)),
        ("posponer 2 días", ReplyCommand(.snooze, words: ["2d"])), ("posponer 3 dias", ReplyCommand(.snooze, words: ["3d"])),
        ("posponer hasta mañana", ReplyCommand(.snooze, words: ["tomorrow"])),
        ("posponer el lunes a las 09:00", ReplyCommand(.snooze, words: ["mon", "09:00"])), ("descartar", ReplyCommand(.dismiss)),
        ("Di un paso.", ReplyCommand(.step)), ("un paso", ReplyCommand(.step)), ("avancé", ReplyCommand(.step)),
        ("dejar ir", ReplyCommand(.drop)), ("Déjalo", ReplyCommand(.drop)), ("mantener", ReplyCommand(.keep)),
        ("nota: llamar a Ana", ReplyCommand(.capture, words: ["llamar a Ana"])),
        ("fait", ReplyCommand(.complete)), ("C’est fait !", ReplyCommand(.complete)), ("terminé", ReplyCommand(.complete)),
        ("plus tard", ReplyCommand(.snooze)), ("reporter 2 jours", ReplyCommand(.snooze, words: ["2d"])),
        ("reporter à demain", ReplyCommand(.snooze, words: ["tomorrow"])),
        ("reporter lundi 09:00", ReplyCommand(.snooze, words: ["mon", "09:00"])),
        ("écarter", ReplyCommand(.dismiss)), ("ecarter", ReplyCommand(.dismiss)), ("laisse tomber", ReplyCommand(.drop)),
        ("Une étape !", ReplyCommand(.step)), ("j’ai avancé", ReplyCommand(.step)), ("progrès", ReplyCommand(.step)),
        ("Laisser tomber.", ReplyCommand(.drop)), ("garder", ReplyCommand(.keep)),
        ("note : appeler Ana", ReplyCommand(.capture, words: ["appeler Ana"])),
        ("snooze 2 days", ReplyCommand(.snooze, words: ["2d"])), ("snooze in 3 hours", ReplyCommand(.snooze, words: ["3h"])),
    ])
    func aReplyLine_inAnyLanguage(_ line: String, _ expected: ReplyCommand) {
        #expect(ReplyCommand.parse(line, digest: false) == expected, "\(line)")
    }

    @Test(arguments: ["danke", "gracias", "merci", "tarde", "plus", "lass", "dejar", "schlummer", "c est"])
    func notCommands(_ line: String) {
        #expect(ReplyCommand.parse(line, digest: false) == nil, "\(line)")
    }

    @Test func digestLines_inEachLanguage_needAShortID() {
        #expect(ReplyCommand.parse("erledigt 3f2a", digest: true) == ReplyCommand(.complete, goal: "3f2a"))
        #expect(ReplyCommand.parse("schlummern 3f2a morgen", digest: true) == ReplyCommand(.snooze, goal: "3f2a", words: ["tomorrow"]))
        #expect(ReplyCommand.parse("später 3f2a", digest: true) == ReplyCommand(.snooze, goal: "3f2a"))
        #expect(ReplyCommand.parse("más tarde 3f2a", digest: true) == ReplyCommand(.snooze, goal: "3f2a"))
        #expect(ReplyCommand.parse("posponer 3f2a mañana", digest: true) == ReplyCommand(.snooze, goal: "3f2a", words: ["tomorrow"]))
        #expect(ReplyCommand.parse("plus tard 3f2a demain", digest: true) == ReplyCommand(.snooze, goal: "3f2a", words: ["tomorrow"]))
        #expect(ReplyCommand.parse("fait 3f2a", digest: true) == ReplyCommand(.complete, goal: "3f2a"))
        #expect(ReplyCommand.parse("Schritt gemacht 3f2a", digest: true) == ReplyCommand(.step, goal: "3f2a"))
        #expect(ReplyCommand.parse("une étape 3f2a", digest: true) == ReplyCommand(.step, goal: "3f2a"))
        #expect(ReplyCommand.parse("erledigt", digest: true) == nil)
    }

    @Test func eachLanguage_hasAWordForEveryAnswer_aCapture_aPause_andAResume() {
        let said = Intent.Kind.allCases.filter(\.answersNudge) + [.capture, .pause, .resume]
        for language in Language.allCases {
            let table = language.pack.replies
            for kind in said { #expect(!table.phrases(kind).isEmpty, "\(language) \(kind)") }
            // Written as they are compared: lowercase, without accents.
            for phrase in Intent.Kind.allCases.flatMap(table.phrases) {
                #expect(phrase == ReplyWords.folded(phrase), "\(phrase)")
            }
        }
    }

    @Test func aTime_inEachLanguage_becomesWhatSnoozeReads() {
        #expect(ReplyWords.when(["2", "Tage"]) == ["2d"])
        #expect(ReplyWords.when(["1", "Woche"]) == ["1w"])
        #expect(ReplyWords.when(["mañana", "10:30"]) == ["tomorrow", "10:30"])
        #expect(ReplyWords.when(["aujourd", "hui", "18:00"]) == ["today", "18:00"])
        #expect(ReplyWords.when(["2d", "bitte"]) == ["2d", "bitte"], "the rest is left for snooze to ignore")
    }
}
