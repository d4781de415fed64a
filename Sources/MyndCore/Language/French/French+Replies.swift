extension ReplyWords {
    /// The words of a reply in French, lowercase and without accents.
    static let french = ReplyWords(
        phrases: { kind in
            switch kind {
            case .complete: ["fait", "fini", "termine", "c est fait", "contact pris"]
            case .step: ["une etape", "etape", "j ai avance", "progres"]
            case .snooze: ["plus tard", "reporter", "repousser"]
            case .dismiss: ["ignorer", "ecarter"]
            case .drop: ["laisse tomber", "laisser tomber", "abandonner"]
            case .keep: ["garder", "conserver"]
            case .reopen: []
            case .touch: []
            case .capture: ["note", "noter"]
            case .pause: ["pause", "mettre en pause"]
            case .resume: ["reprendre"]
            }
        },
        units: [
            "jour": "d", "jours": "d", "heure": "h", "heures": "h", "minute": "m", "minutes": "m", "semaine": "w", "semaines": "w",
        ],
        days: [
            "aujourd hui": "today", "demain": "tomorrow", "lundi": "mon", "mardi": "tue", "mercredi": "wed", "jeudi": "thu",
            "vendredi": "fri", "samedi": "sat", "dimanche": "sun",
        ],
        fillers: ["dans", "pour", "jusqu", "a", "au", "le", "prochain", "d"],
        courtesy: [
            "merci", "beaucoup", "stp", "svp", "s", "il", "te", "vous", "plait",
        ])
}
