import Foundation

extension Words {
    /// French, as a friend writes it (tu). A goal gone quiet is "en sommeil"; the briefing
    /// is the "résumé". Written with plain spaces; `FrenchSpacing` sets the no-break ones
    /// (the functions put them in themselves: a goal's own text is never re-spaced).
    package static let french = Words(
        quotes: Quotes(open: "«" + FrenchSpacing.narrow, close: FrenchSpacing.narrow + "»", innerOpen: "“", innerClose: "”"),
        open: "Ouvrir",
        button: { kind in
            switch kind {
            case .complete: "C’est fait"
            case .step: "J’ai avancé"
            case .snooze: "Plus tard"
            case .dismiss: "Ignorer"
            case .drop: "Laisser tomber"
            case .keep: "Garder"
            case .reopen: "Rouvrir"
            case .touch: "Vu"
            case .capture: "Note"
            case .pause: "Mettre en pause"
            case .resume: "Reprendre"
            }
        },
        seeMore: "Voir plus",
        reachedOut: "Contact pris",
        titleQuiet: { "En sommeil depuis \(frDays($0))" },
        titleNudge: "Un petit rappel",
        titleReturning: "De retour, comme demandé",
        titleAsking: fr("Toujours d’actualité ?"),
        titlePerson: "Le moment de donner des nouvelles",
        goodMorning: "Bonjour",
        goodAfternoon: "Bonjour",
        goodEvening: "Bonsoir",
        headingToday: "Aujourd’hui",
        headingComingBack: "De retour aujourd’hui",
        headingWaiting: "Rappels sans réponse",
        headingDone: "Fait depuis le dernier résumé",
        headingBlocked: "Bloqué",
        headingPeople: "Personnes",
        headingDay: "Ta journée",
        lineAllDay: { fr("toute la journée :") + " \($0)" },
        dayElsewhere: "ton agenda",
        lineBackToBack: { "Tout s’enchaîne jusqu’à \($0) — " + fr("et après, une petite chose ?") },
        lineEventGoal: { "\($0) — l’occasion de boucler ton objectif \($1) " + fr("aujourd’hui ?") },
        lineNext: { fr("ensuite :") + " \($0)" },
        lineBlockedBy: { fr("bloqué par :") + " \($0)" },
        lineWaitingOn: { "en attente " + frDe($0) },
        lineQuiet: { "en sommeil depuis \(frDays($0))" },
        lineComingBackAt: { "à \($0)" },
        lineNudgedAgo: { $0 < 60 ? "à l’instant" : "il y a \(frAgo($0))" },
        lineBlockedShort: { fr("frein :") + " \($0)" },
        lineSomething: "quelque chose",
        linePerson: { "dernier contact il y a \(frDays($0)) (\($1))" },
        every: { days in
            if days == 1 { return "tous les jours" }
            if days == 7 { return "chaque semaine" }
            return days % 7 == 0 ? "toutes les \(days / 7) semaines" : "tous les \(days) jours"
        },
        moreInDigest: { "+\($0) de plus dans le résumé" },
        nothingNew: {
            fr("Rien de nouveau depuis le dernier résumé :") + " \($0 == 1 ? "1 objectif" : "\($0) objectifs"), aucun en sommeil."
        },
        startWith: fr("Pour commencer : mynd add goal \"Planter le potager\""),
        emptyInsight: fr("Rien à suivre pour l’instant : ajoute un objectif, ou une personne avec qui garder le contact."),
        personNudges: [
            { name, since, _ in "Cela fait \(since) que tu n’as pas contacté \(name). " + fr("Un petit message aujourd’hui ?") },
            { name, since, _ in "\(name) n’a pas eu de tes nouvelles depuis \(since). " + fr("Un appel ou un mot ?") },
            { name, since, every in "Tu voulais voir \(name) \(every)" + fr(" ; le dernier contact remonte à ") + "\(since)." },
            { name, since, _ in fr("C’est le bon jour pour écrire à ") + "\(name)" + fr(" ? Cela fait ") + "\(since)." },
            { name, since, _ in "Comment va \(name)" + fr(" ? Votre dernier échange remonte à ") + "\(since)." },
            { name, since, _ in "Déjà \(since) sans parler à \(name)." + fr(" Un coup de fil ?") },
            { name, since, _ in "Et si tu envoyais un petit mot à \(name)" + fr(" ? Cela fait ") + "\(since)." },
            { name, since, every in "Tu voulais prendre des nouvelles \(frDe(name)) \(every)" + fr(" ; cela fait ") + "\(since)." },
        ],
        since: { $0 >= 21 ? "\($0 / 7) semaines" : frDays($0) },
        insight: InsightWords(
            quiet: { "\($0) est en sommeil depuis \(frDays($1)). " + fr("Un petit pas aujourd’hui ?") },
            person: { "Cela fait \(frDays($1)) sans contact avec \($0). " + fr("Un message aujourd’hui ?") },
            done: { fr("Fait cette semaine : ") + "\($0)\($1 > 0 ? " et \($1) de plus" : ""). Un élan qui vaut la peine d’être gardé." },
            blocked: { "Une chose bloque \($0)" + fr(" : ") + "\($1)." },
            waitingOn: { "Pour \($0), tout passe par \($1). Un message aujourd’hui pourrait tout débloquer." },
            unanswered: {
                fr(
                    "\($0) rappels sont restés sans réponse cette semaine. Moins d’objectifs, ou d’autres heures ? mynd status montre quand tu réponds."
                )
            },
            noGoal: fr("Aucun objectif n’est ouvert pour l’instant. Qu’aimerais-tu faire avancer ensuite ?"),
            clearSlate: fr("Page blanche aujourd’hui : ajoute un objectif quand il te vient à l’esprit."),
            allMoving: {
                fr("Rien n’est en sommeil : ")
                    + "\($0 == 1 ? "1 objectif actif, en mouvement" : "\($0) objectifs actifs, tous en mouvement")."
            },
            allTouched: {
                fr(
                    $0 == 1
                        ? "Ton objectif actif a bougé récemment. Un bon jour pour ajouter le suivant ?"
                        : "Tes \($0) objectifs actifs ont bougé récemment. Un bon jour pour ajouter le suivant ?")
            },
            someQuiet: {
                "\($0) \($0 == 1 ? "objectif" : "objectifs") sur \($1) en sommeil. Un petit pas sur l’un d’eux compte."
            },
            doneYesterday: { "Hier, tu as terminé \($0)\($1 > 0 ? " et \($1) de plus" : ""). Bien joué." },
            comingBack: { "\($0) revient aujourd’hui à \($1), comme demandé." },
            steps: {
                $0 == 1
                    ? "Un pas cette semaine sur tes objectifs. Le suivant sera plus facile."
                    : "\($0) pas cette semaine sur tes objectifs. Les petits pas s’additionnent."
            }
        ),
        notUnderstood: { said, id in
            let examples =
                id.map { "\($0) c’est fait, \($0) demain, \($0) la semaine prochaine ou \($0) laisse tomber" }
                ?? "c’est fait, j’ai avancé, plus tard, demain, lundi à 9h ou laisse tomber"
            return "Je ne suis pas sûr de ce que tu voulais dire par \(said ?? "ta réponse")"
                + fr(", alors je n’ai rien changé. Tu peux écrire par exemple : ") + examples + "."
        },
        understood: { id, kind, until in
            let what =
                switch kind {
                case .complete: "c’est fait"
                case .step: "une étape de faite, l’objectif continue"
                case .snooze: until.map { "reporté au \($0)" } ?? "reporté"
                case .dismiss: "rappel écarté"
                case .drop: "tu laisses tomber"
                case .keep: "tu le gardes, ça compte encore"
                case .reopen: "repris"
                case .touch: "en contact"
                case .capture: "noté"
                case .pause: until.map { "en pause jusqu’au \($0)" } ?? "en pause"
                case .resume: "c’est reparti"
                }
            return fr("Compris" + (id.map { " (\($0))" } ?? "") + " : ") + what
        },
        yourReply: "ta réponse à mynd",
        replyRefused: {
            switch $0 {
            case .alreadyAnswered: fr("Ce rappel avait déjà une réponse : rien n’a changé.")
            case .tooOld: fr("Ce courriel est trop ancien pour agir : rien n’a changé. Réponds à un plus récent, ou utilise mynd.")
            case .notListed: fr("Ce résumé ne contenait pas cet objectif : rien n’a changé.")
            case .otherGoal: fr("Ce courriel parle d’un autre objectif : rien n’a changé. Réponds à son propre courriel, ou utilise mynd.")
            }
        },
        answers: AnswerWords(
            colon: fr(" : "),
            types: { type in
                switch type {
                case .goal: "objectif"
                case .action: "action"
                case .project: "projet"
                case .thought: "pensée"
                case .question: "question"
                case .person: "personne"
                case .place: "lieu"
                case .event: "événement"
                case .insight: "réflexion"
                }
            },
            done: { type, id, what in type.map { "tu as terminé \(id) (\($0))\(what)" } ?? "tu as terminé \(id)" },
            alreadyDone: { "tu avais déjà terminé \($0)\($1.map { " (\($0))" } ?? "")" + fr(" : rien n’a changé") },
            step: { "une étape pour \($0)\($1)" },
            noted: { $0.map { fr(" (noté :") + " \($0))" } ?? " (noté)" },
            snoozed: { "tu as reporté \($0) au \($1)\($2)" },
            laterNextDay: fr(" (déjà trois « Plus tard » aujourd’hui, alors on en reparle demain à ton heure habituelle)"),
            dismissed: { "tu as écarté \($0)" },
            alreadyClosed: { id, _ in "le rappel \(id) avait déjà une réponse" + fr(" : rien n’a changé") },
            dismissedNudge: { "tu as écarté le rappel \($0)\($1)" },
            letGo: { "tu as laissé tomber \($0)\($1) (mynd reopen \($0) le fait revenir)" },
            kept: { "tu gardes \($0)\($1)" },
            reopened: { "tu as repris \($0)\($1)" },
            touched: { "tu as revu \($0)\($1)" },
            added: { "tu as noté \($1) (\($0))\($2)" },
            inTouch: { id, name, next in
                let details = [name == nil ? nil : id, next.map { "la prochaine fois dans \($0)" }].compactMap { $0 }
                return "en contact avec \(name ?? id)" + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
            },
            nextIn: { days in
                days == 1 ? "un jour" : days == 7 ? "une semaine" : days % 7 == 0 ? "\(days / 7) semaines" : "\(days) jours"
            },
            mentions: { " (mentionne \($0))" },
            notApplied: { fr("non appliqué :") + " \($0)" },
            paused: { until in
                (until.map { fr("en pause jusqu’à \($0) :") } ?? fr("en pause jusqu’à ce que tu reprennes :"))
                    + " rien n’est montré ni envoyé d’ici là"
            },
            resumed: fr("repris :") + " ce qui attendait part maintenant",
            notPaused: fr("pas en pause :") + " rien à reprendre"
        )
    )

    private static func fr(_ text: String) -> String { FrenchSpacing.set(text) }

    /// "de Lucía", "d’Alex": "de" before a name, elided before a vowel.
    private static func frDe(_ name: String) -> String {
        let first = name.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).first
        return first.map { "aeiouy".contains($0) } == true ? "d’" + name : "de " + name
    }

    /// "1 jour", "3 jours".
    private static func frDays(_ count: Int) -> String { count == 1 ? "1 jour" : "\(count) jours" }

    /// "3 jours", "5 heures", "12 minutes": how long ago, after "il y a".
    private static func frAgo(_ seconds: Int) -> String {
        if seconds >= 86_400 { return frDays(seconds / 86_400) }
        if seconds >= 3600 { return seconds / 3600 == 1 ? "1 heure" : "\(seconds / 3600) heures" }
        return seconds / 60 == 1 ? "1 minute" : "\(seconds / 60) minutes"
    }
}
