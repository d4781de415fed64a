import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

/// The reply grammar's rules, one at a time (the evaluation set measures them together).
@Suite(.timed) struct ReplyGrammarTests {
    /// Thursday 26 November 2026, 14:30 in Berlin.
    static let berlin = zone("Europe/Berlin")
    static let now = utc("2026-11-26T13:30:00Z")
    static let quiet = QuietHours(start: ClockTime(hour: 22, minute: 0)!, end: ClockTime(hour: 7, minute: 0)!)
    static let grammar = ReplyGrammar(clock: ReplyClock(now: now, zone: berlin, quietHours: quiet))
    static let goal = NudgeInView.followUp(goal: "Plant the garden")

    static func read(_ text: String, _ nudge: NudgeInView = goal) -> ReplyMeaning { grammar.read(text, answering: nudge) }

    static func local(_ text: String) -> Timestamp {
        let parts = text.split(whereSeparator: { "-T:".contains($0) }).compactMap { Int($0) }
        return berlin.instant(year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4])
    }

    /// Sentences that begin like an answer and are not one: never an order.
    @Test(arguments: [
        "Did you mean to send this twice?", "Done? Not even started", "Drop me a line", "Dismiss? no, I want this",
        "Let it go to voicemail", "Done with the first half", "keep calm", "later than I thought", "snooze?", "Done?",
        "Did you get my other mail", "progress report attached", "step by step", "handled by Ana, not me",
        "Erledigt? Noch nicht mal angefangen", "Lass es mich wissen", "später mehr dazu", "Fertig mit der ersten Hälfte",
        "Behalten? Weiß nicht", "ignorieren kann ich das nicht", "Schritt für Schritt", "¿Hecho? Ni siquiera empecé",
        "Déjalo en la mesa", "Más tarde te cuento", "listo para empezar", "luego hablamos", "¿Descartar? no, lo quiero",
        "mantener la calma", "Fait ? Pas encore commencé", "Laisse tomber la balle", "Plus tard dans la semaine je verrai",
        "fini de manger", "Garder ? je ne sais pas", "reporter la réunion", "écarter les rideaux", "keep me posted",
        "I'm done for today, exhausted", "done... I wish", "ok", "thanks!", "",
    ])
    func aSentenceThatStartsLikeAnAnswer_doesNotAct(_ text: String) {
        #expect(Self.read(text).answers.isEmpty, "\(text): \(Self.read(text))")
        #expect(Self.read(text, .digest(listed: ["3f2a": "Plant the garden"])).answers.isEmpty, "\(text) (digest)")
    }

    @Test func negationAndDoubt_holdBackDone_butATimeBesideThemIsStillASnooze() {
        #expect(Self.read("not done yet").unclear == .denied)
        #expect(Self.read("noch nicht erledigt").unclear == .denied)
        #expect(Self.read("I think it's done").unclear == .denied)
        #expect(Self.read("Not done yet, tomorrow").answers == [ReplyAnswer(.snooze, until: .at(Self.local("2026-11-27T09:00")))])
        #expect(Self.read("Not today, maybe at the weekend").answers == [ReplyAnswer(.snooze, until: .at(Self.local("2026-11-28T09:00")))])
        #expect(Self.read("keine Ahnung, vielleicht morgen").unclear == .denied, "not knowing holds back a time too")
    }

    @Test func aQuestion_neverActs_evenWithAnAnswerInIt() {
        #expect(Self.read("Done. Can you remind me tomorrow?").unclear == .question)
        #expect(Self.read("what does this mean").unclear == .question)
        #expect(Self.read("What a relief! All done").answers.map(\.kind) == [.complete], "an exclamation asks nothing")
    }

    @Test func twoAnswersAtOdds_askBack() {
        #expect(Self.read("done, tomorrow").unclear == .conflicting)
        #expect(Self.read("keep it, forget it").unclear == .conflicting)
    }

    /// Passing on a nudge "this time" is a dismiss in every language, as the month's person says it.
    @Test(arguments: ["skip this time", "diesmal überspringen", "saltar esta vez", "omitir esta vez", "passer cette fois"])
    func passingThisTime_isADismiss(_ text: String) {
        #expect(Self.read(text).answers.map(\.kind) == [.dismiss], "\(Self.read(text))")
    }

    /// A choice offered is no answer made: mynd does not pick one for the person.
    @Test(arguments: ["done, or tomorrow", "done or tomorrow", "erledigt oder morgen", "hecho o mañana", "fait ou demain", "Hecho, o casi"])
    func aChoiceOffered_asksBack(_ text: String) {
        let meaning = Self.read(text)
        #expect(meaning.answers.isEmpty && meaning.unclear != nil, "\(meaning)")
    }

    @Test func times_asPeopleWriteThem() {
        let cases: [(String, String)] = [
            ("on Monday at 9", "2026-11-30T09:00"), ("am Montag um 9 Uhr", "2026-11-30T09:00"), ("el lunes a las 9", "2026-11-30T09:00"),
            ("lundi à 9h", "2026-11-30T09:00"), ("this evening", "2026-11-26T19:00"), ("heute Abend", "2026-11-26T19:00"),
            ("esta noche", "2026-11-26T19:00"), ("ce soir", "2026-11-26T19:00"), ("Freitag Nachmittag", "2026-11-27T15:00"),
            ("in einer halben Stunde", "2026-11-26T15:00"), ("dentro de dos horas", "2026-11-26T16:30"),
            ("dans 2 heures", "2026-11-26T16:30"), ("übermorgen", "2026-11-28T09:00"), ("pasado mañana", "2026-11-28T09:00"),
            ("après-demain", "2026-11-28T09:00"), ("la semana que viene", "2026-11-30T09:00"), ("halb zehn", "2026-11-27T09:30"),
            ("um Viertel nach 5", "2026-11-26T17:15"), ("at 3pm", "2026-11-26T15:00"), ("Sonntagabend", "2026-11-29T19:00"),
            ("am 1.12.", "2026-12-01T09:00"), ("on the 3rd", "2026-12-03T09:00"), ("3 December", "2026-12-03T09:00"),
            ("snooze 2026-12-01T10:00", "2026-12-01T10:00"), ("snooze 2d", "2026-11-28T14:30"),
        ]
        for (text, expected) in cases {
            #expect(Self.read(text).answers == [ReplyAnswer(.snooze, until: .at(Self.local(expected)))], "\(text)")
        }
    }

    @Test func aTimeThatIsNoTimeAhead_isSaid_notMoved() {
        #expect(Self.read("snooze -3h").answers == [ReplyAnswer(.snooze, until: .notAhead)])
        #expect(Self.read("snooze 2026-11-01T10:00").answers == [ReplyAnswer(.snooze, until: .past(Self.local("2026-11-01T10:00")))])
    }

    @Test func aReportOfTheGoalsOwnAction_isDone_aPlanIsNot() {
        let call = NudgeInView.followUp(goal: "Oma anrufen")
        #expect(Self.read("Hab sie gestern Abend angerufen, alles gut.", call).answers.map(\.kind) == [.complete])
        #expect(Self.read("called her yesterday", .followUp(goal: "Call Grandma")).answers.map(\.kind) == [.complete])
        #expect(Self.read("La llamé ayer por la noche", .followUp(goal: "Llamar a la abuela")).answers.map(\.kind) == [.complete])
        #expect(Self.read("I'll call her tonight", .followUp(goal: "Call Grandma")).answers.map(\.kind) == [.snooze])
        #expect(Self.read("Fliesen hab ich schon gekauft", .followUp(goal: "Bad renovieren")).answers.isEmpty, "another action")
    }

    @Test func aPersonsNudge_isAnsweredByContact() {
        let oma = NudgeInView.followUp(goal: "Oma", person: true)
        #expect(Self.read("coffee with her yesterday", oma).answers.map(\.kind) == [.complete])
        #expect(Self.read("le escribí", oma).answers.map(\.kind) == [.complete])
        #expect(Self.read("tried twice, no answer", oma).answers.isEmpty)
    }

    @Test func yesAndNo_answerOnlyTheNudgeThatAsks() {
        let asking = NudgeInView.followUp(goal: "Learn the cello", asking: true)
        #expect(Self.read("ja", asking).answers.map(\.kind) == [.keep])
        #expect(Self.read("No, thanks.", asking).answers.map(\.kind) == [.drop])
        #expect(Self.read("ja").answers.isEmpty)
    }

    @Test func aBriefingsReply_namesItsGoals_byShortID() {
        let digest = NudgeInView.digest(listed: ["3f2a": "Steuer", "7b1c": "Reifen", "cafe": "Fahrrad"])
        #expect(
            Self.read("3f2a erledigt, 7b1c morgen", digest).answers == [
                ReplyAnswer(.complete, goal: "3f2a"), ReplyAnswer(.snooze, goal: "7b1c", until: .at(Self.local("2026-11-27T09:00"))),
            ])
        #expect(Self.read("e21b und 0b3d erledigt", digest).answers.map(\.goal) == ["e21b", "0b3d"])
        #expect(Self.read("erledigt: cafe", digest).answers == [ReplyAnswer(.complete, goal: "cafe")], "a listed id may be all letters")
        #expect(Self.read("alles erledigt", digest).unclear == .noGoal)
        #expect(Self.read("ffff erledigt", digest).answers.isEmpty, "four letters not listed are a word")
    }

    @Test func capturesAndSteps_keepTheirWords() {
        #expect(Self.read("capture: Call Ana about the seeds!").answers == [ReplyAnswer(.capture, text: "Call Ana about the seeds!")])
        #expect(Self.read("Schritt gemacht: Werkstatt angerufen").answers == [ReplyAnswer(.step, text: "Werkstatt angerufen")])
        #expect(Self.read("pause until Monday").answers == [ReplyAnswer(.pause, until: .at(Self.local("2026-11-30T09:00")))])
    }

    @Test func theWholeReply_isRead_greetingsAndSignaturesAside() {
        let text = "Hi Axel,\n\ntomorrow morning works better for me.\n\nThanks,\nSarah\n\nSent from my iPhone\nsnooze 2d"
        #expect(Self.read(text).answers == [ReplyAnswer(.snooze, until: .at(Self.local("2026-11-27T09:00")))])
    }

    @Test func theCommandLine_readsATimeInWords_andNothingElse() {
        #expect(Self.grammar.time("am Montag um 9") == .at(Self.local("2026-11-30T09:00")))
        #expect(Self.grammar.time("Montag, um 9") == .at(Self.local("2026-11-30T09:00")), "halves of one time")
        #expect(Self.grammar.time("done") == nil)
        #expect(Self.grammar.time("Monday or Tuesday") == nil)
    }

    /// A number beside a day that is no hour is part of the time, misread if skipped: the
    /// day alone would be a guess.
    @Test(arguments: ["mon 25:00", "tomorrow 99:00", "mon at 25", "morgen um 27 Uhr", "lundi 31h"])
    func aNumberThatIsNoTime_leavesTheWholeTimeUnread(_ text: String) {
        #expect(Self.grammar.time(text) == nil)
        #expect(Self.read(text).answers.isEmpty, "a reply saying it asks back")
    }
}

/// What a time said in words comes to.
@Suite(.timed) struct ReplyClockTests {
    static let berlin = zone("Europe/Berlin")

    @Test func aDayWithoutAnHour_isWhenThisPersonsDayStarts() {
        let clock = ReplyClock(now: utc("2026-11-26T13:30:00Z"), zone: Self.berlin, dayHours: [5: 8])
        var friday = TimePhrase()
        friday.day = .weekday(5)
        #expect(clock.moment(friday) == .success(utc("2026-11-27T07:00:00Z")), "Friday: 08:00, as learned")
    }

    @Test func anEvening_isNeverInQuietHours() {
        let early = QuietHours(start: ClockTime(hour: 18, minute: 0)!, end: ClockTime(hour: 7, minute: 0)!)
        let clock = ReplyClock(now: utc("2026-11-26T09:00:00Z"), zone: Self.berlin, quietHours: early)
        var evening = TimePhrase()
        evening.part = .evening
        #expect(clock.moment(evening) == .success(utc("2026-11-26T16:00:00Z")), "an hour before quiet hours begin")
    }

    @Test func anEveningAlreadyUnderWay_isALittleLater() {
        let clock = ReplyClock(now: utc("2026-11-26T19:30:00Z"), zone: Self.berlin)
        var evening = TimePhrase()
        evening.part = .evening
        #expect(clock.moment(evening) == .success(utc("2026-11-26T20:30:00Z")))
    }
}
