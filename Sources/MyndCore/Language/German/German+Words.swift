extension Words {
    /// German, as a friend writes it (du). A goal gone quiet "ruht"; the briefing is the
    /// "Überblick". Counts after "seit" and "vor" take the dative: "seit 3 Tagen".
    package static let german = Words(
        quotes: Quotes(open: "„", close: "“", innerOpen: "‚", innerClose: "‘"),
        open: "Öffnen",
        button: { kind in
            switch kind {
            case .complete: "Erledigt"
            case .step: "Schritt gemacht"
            case .snooze: "Später"
            case .dismiss: "Verwerfen"
            case .drop: "Loslassen"
            case .keep: "Behalten"
            case .reopen: "Wieder aufnehmen"
            case .touch: "Gesehen"
            case .capture: "Notiz"
            case .pause: "Pausieren"
            case .resume: "Fortsetzen"
            }
        },
        seeMore: "Mehr anzeigen",
        reachedOut: "Gemeldet",
        titleQuiet: { "Ruht seit \(deDays($0))" },
        titleNudge: "Ein kleiner Anstoß",
        titleReturning: "Wieder da, wie gewünscht",
        titleAsking: "Noch wichtig?",
        titlePerson: "Zeit, sich zu melden",
        goodMorning: "Guten Morgen",
        goodAfternoon: "Guten Tag",
        goodEvening: "Guten Abend",
        headingToday: "Heute",
        headingComingBack: "Kommt heute wieder",
        headingWaiting: "Unbeantwortete Anstöße",
        headingDone: "Erledigt seit dem letzten Überblick",
        headingBlocked: "Blockiert",
        headingPeople: "Menschen",
        headingDay: "Dein Tag",
        lineAllDay: { "ganztägig: \($0)" },
        dayElsewhere: "dein Kalender",
        lineBackToBack: { "Bis \($0) Uhr ein Termin nach dem anderen – danach eine Kleinigkeit?" },
        lineEventGoal: { "\($0) – heute dein Ziel \($1) abhaken?" },
        lineNext: { "als Nächstes: \($0)" },
        lineBlockedBy: { "blockiert durch: \($0)" },
        lineWaitingOn: { "wartet auf \($0)" },
        lineQuiet: { "ruht seit \(deDays($0))" },
        lineComingBackAt: { "um \($0) Uhr" },
        lineNudgedAgo: { $0 < 60 ? "gerade eben" : "vor \(deAgo($0))" },
        lineBlockedShort: { "im Weg: \($0)" },
        lineSomething: "etwas",
        linePerson: { "zuletzt Kontakt vor \(deDays($0)) (\($1))" },
        every: { days in
            if days == 1 { return "jeden Tag" }
            if days == 7 { return "jede Woche" }
            return days % 7 == 0 ? "alle \(days / 7) Wochen" : "alle \(days) Tage"
        },
        moreInDigest: { "+\($0) weitere im Überblick" },
        nothingNew: { "Nichts Neues seit dem letzten Überblick: \($0 == 1 ? "1 Ziel" : "\($0) Ziele"), keines ruht." },
        startWith: "Zum Anfang: mynd add goal \"Garten bepflanzen\"",
        emptyInsight: "Noch gibt es nichts im Blick: Lege ein Ziel an, oder einen Menschen, mit dem du in Kontakt bleiben willst.",
        personNudges: [
            { name, since, _ in "Seit \(since) hattest du keinen Kontakt mit \(name). Heute eine kurze Nachricht?" },
            { name, since, _ in "\(name) hat seit \(since) nichts von dir gehört. Vielleicht ein Anruf oder ein paar Zeilen?" },
            { name, since, every in "Du wolltest \(name) \(every) sehen. Zuletzt war das vor \(since)." },
            { name, since, _ in "Ein guter Tag, um dich bei \(name) zu melden? Der letzte Kontakt war vor \(since)." },
            { name, since, _ in "Wie geht es \(name) eigentlich? Ihr hattet seit \(since) keinen Kontakt." },
            { name, since, _ in "Lange nichts von \(name) gehört: seit \(since). Zeit für einen Anruf?" },
            { name, since, _ in "Melde dich doch mal wieder bei \(name) – seit \(since) ist Funkstille." },
            { name, since, every in "Du wolltest dich \(every) bei \(name) melden. Zuletzt war das vor \(since)." },
        ],
        since: { $0 >= 21 ? "\($0 / 7) Wochen" : deDays($0) },
        insight: InsightWords(
            quiet: { "\($0) ruht seit \(deDays($1)). Heute ein kleiner Schritt?" },
            person: { "Seit \(deDays($1)) kein Kontakt mit \($0). Heute eine Nachricht?" },
            done: { "Diese Woche erledigt: \($0)\($1 > 0 ? " und \($1) weitere" : ""). Dieser Schwung lohnt sich." },
            blocked: { "Eine Sache blockiert \($0): \($1)." },
            waitingOn: { "\($0) wartet auf \($1). Eine kurze Nachricht heute könnte helfen." },
            unanswered: {
                "\($0) Anstöße blieben diese Woche ohne Antwort. Weniger Ziele oder andere Uhrzeiten? mynd status zeigt, wann du antwortest."
            },
            noGoal: "Gerade ist kein Ziel offen. Was möchtest du als Nächstes voranbringen?",
            clearSlate: "Heute ein leeres Blatt: Lege ein Ziel an, sobald dir eins einfällt.",
            allMoving: { "Nichts ruht: \($0 == 1 ? "1 aktives Ziel, in Bewegung" : "\($0) aktive Ziele, alle in Bewegung")." },
            allTouched: {
                $0 == 1
                    ? "Dein aktives Ziel hat sich zuletzt bewegt. Ein guter Tag für das nächste?"
                    : "Alle \($0) aktiven Ziele haben sich zuletzt bewegt. Ein guter Tag für das nächste?"
            },
            someQuiet: {
                "\($0) von \($1) aktiven \($1 == 1 ? "Ziel" : "Zielen") \($0 == 1 ? "ruht" : "ruhen"). Ein kleiner Schritt bei einem davon zählt."
            },
            doneYesterday: { "Gestern erledigt: \($0)\($1 > 0 ? " und \($1) weitere" : ""). Gut gemacht." },
            comingBack: { "\($0) kommt heute um \($1) Uhr zurück, wie gewünscht." },
            steps: {
                $0 == 1
                    ? "Ein Schritt diese Woche bei deinen Zielen. Der nächste fällt leichter."
                    : "\($0) Schritte diese Woche bei deinen Zielen. Kleine Schritte summieren sich."
            }
        ),
        notUnderstood: { said, id in
            let examples =
                id.map { "\($0) erledigt, \($0) morgen, \($0) nächste Woche oder \($0) vergiss es" }
                ?? "erledigt, Schritt gemacht, später, morgen, am Montag um 9 oder vergiss es"
            return
                "Ich war mir nicht sicher, was du mit \(said ?? "deiner Antwort") meinst, und habe nichts geändert. Du kannst zum Beispiel schreiben: \(examples)."
        },
        understood: { id, kind, until in
            let what =
                switch kind {
                case .complete: "erledigt"
                case .step: "ein Schritt gemacht, das Ziel geht weiter"
                case .snooze: until.map { "bis \($0) verschoben" } ?? "verschoben"
                case .dismiss: "Anstoß verworfen"
                case .drop: "losgelassen"
                case .keep: "bleibt, es ist dir noch wichtig"
                case .reopen: "wieder aufgenommen"
                case .touch: "in Kontakt"
                case .capture: "notiert"
                case .pause: until.map { "pausiert bis \($0)" } ?? "pausiert"
                case .resume: "fortgesetzt"
                }
            return "Verstanden" + (id.map { " (\($0))" } ?? "") + ": " + what
        },
        yourReply: "deine Antwort an mynd",
        replyRefused: {
            switch $0 {
            case .alreadyAnswered: "Dieser Anstoß war schon beantwortet: nichts geändert."
            case .tooOld: "Diese E-Mail ist zu alt, um danach zu handeln: nichts geändert. Antworte auf eine neuere oder nimm mynd."
            case .notListed: "Dieses Ziel stand nicht in diesem Überblick: nichts geändert."
            case .otherGoal: "Diese E-Mail gilt einem anderen Ziel: nichts geändert. Antworte auf dessen eigene E-Mail oder nimm mynd."
            }
        },
        answers: AnswerWords(
            colon: ": ",
            types: { type in
                switch type {
                case .goal: "Ziel"
                case .action: "Aufgabe"
                case .project: "Projekt"
                case .thought: "Gedanke"
                case .question: "Frage"
                case .person: "Person"
                case .place: "Ort"
                case .event: "Termin"
                case .insight: "Einsicht"
                }
            },
            done: { type, id, what in type.map { "\($0) \(id) erledigt\(what)" } ?? "\(id) erledigt" },
            alreadyDone: { "\($0) war schon erledigt\($1.map { " (\($0))" } ?? ""): nichts geändert" },
            step: { "ein Schritt bei \($0)\($1)" },
            noted: { $0.map { " (notiert: \($0))" } ?? " (notiert)" },
            snoozed: { "\($0) schlummert bis \($1)\($2)" },
            laterNextDay: " (heute schon dreimal „Später“, darum erst morgen zu deiner üblichen Zeit)",
            dismissed: { "\($0) verworfen" },
            alreadyClosed: { id, _ in "der Anstoß \(id) war schon beantwortet: nichts geändert" },
            dismissedNudge: { "Anstoß \($0) verworfen\($1)" },
            letGo: { "\($0) losgelassen\($1) (mynd reopen \($0) holt es zurück)" },
            kept: { "\($0) bleibt\($1)" },
            reopened: { "\($0) wieder aufgenommen\($1)" },
            touched: { "\($0) als gesehen vermerkt\($1)" },
            added: { "\($0) \($1) festgehalten\($2)" },
            inTouch: { id, name, next in
                let details = [name == nil ? nil : id, next.map { "das nächste Mal in \($0)" }].compactMap { $0 }
                return "in Kontakt mit \(name ?? id)" + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
            },
            nextIn: { days in
                days == 1 ? "einem Tag" : days == 7 ? "einer Woche" : days % 7 == 0 ? "\(days / 7) Wochen" : "\(days) Tagen"
            },
            mentions: { " (erwähnt \($0))" },
            notApplied: { "nicht ausgeführt: \($0)" },
            paused: {
                $0.map { "pausiert bis \($0): bis dahin wird nichts gezeigt oder gesendet" }
                    ?? "pausiert, bis du fortsetzt: bis dahin wird nichts gezeigt oder gesendet"
            },
            resumed: "fortgesetzt: was gewartet hat, geht jetzt hinaus",
            notPaused: "nicht pausiert: nichts fortzusetzen"
        )
    )

    /// "1 Tag", "3 Tagen": days after "seit" or "vor".
    private static func deDays(_ count: Int) -> String { count == 1 ? "1 Tag" : "\(count) Tagen" }

    /// "3 Tagen", "5 Stunden", "12 Minuten": how long ago, after "vor".
    private static func deAgo(_ seconds: Int) -> String {
        if seconds >= 86_400 { return deDays(seconds / 86_400) }
        if seconds >= 3600 { return seconds / 3600 == 1 ? "1 Stunde" : "\(seconds / 3600) Stunden" }
        return seconds / 60 == 1 ? "1 Minute" : "\(seconds / 60) Minuten"
    }
}
