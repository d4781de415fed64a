extension TimeWords {
    /// French times: "demain matin", "lundi à 9h", "dans une demi-heure", "ce week-end".
    static let french = TimeWords(
        today: ["aujourd hui", "aujourdhui", "auj"],
        tomorrow: ["demain", "dem1"],
        dayAfterTomorrow: ["apres demain", "apres demain matin"],
        yesterday: ["hier", "avant hier", "ce matin", "hier soir", "hier matin", "la semaine derniere", "l autre jour", "tout a l heure"],
        weekdays: [
            "dimanche": 0, "lundi": 1, "mardi": 2, "mercredi": 3, "jeudi": 4, "vendredi": 5, "samedi": 6, "lun": 1, "ven": 5,
        ],
        nextWeek: ["la semaine prochaine", "semaine prochaine", "la semaine pro"],
        weekend: ["week end", "weekend", "ce week end", "le week end", "ce weekend", "le weekend", "ce we", "le we"],
        next: ["prochain", "prochaine", "ce", "cette", "dans", "d ici"],
        relative: ["dans", "d ici", "d ici a", "en"],
        parts: [
            "matin": .morning, "le matin": .morning, "midi": .noon, "a midi": .noon, "apres midi": .afternoon, "aprem": .afternoon,
            "soir": .evening, "le soir": .evening, "en soiree": .evening,
        ],
        partsToday: [
            "ce soir": .evening, "cet apres midi": .afternoon, "cet aprem": .afternoon, "ce midi": .noon, "cette aprem": .afternoon,
        ],
        units: [
            "minute": .seconds(60), "minutes": .seconds(60), "min": .seconds(60), "heure": .seconds(3600), "heures": .seconds(3600),
            "jour": .days(1), "jours": .days(1), "semaine": .days(7), "semaines": .days(7),
        ],
        numbers: [
            "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7, "huit": 8, "neuf": 9, "dix": 10,
            "onze": 11, "douze": 12, "quinze": 15, "vingt": 20, "trente": 30, "quelques": 3,
        ],
        half: ["une demi heure", "demi heure", "une demie heure"],
        months: [
            "janvier": 1, "fevrier": 2, "mars": 3, "avril": 4, "mai": 5, "juin": 6, "juillet": 7, "aout": 8, "septembre": 9,
            "octobre": 10, "novembre": 11, "decembre": 12, "janv": 1, "fevr": 2, "dec": 12,
        ],
        beforeClock: ["a", "vers", "des", "pour"],
        afterClock: ["h", "heures", "heure"],
        beforeDate: ["le", "du", "pour le", "au", "jusqu au"],
        fillers: ["le", "la", "les", "de", "du", "a", "dans", "d", "ici", "au", "pendant", "vers", "pour", "jusqu"],
        halfBeforeHour: [],
        quarterPast: [], quarterTo: [], quarterAfterHour: ["et quart", "h et quart", "heures et quart"],
        quarterBeforeHourAfter: ["moins le quart", "h moins le quart", "heures moins le quart"])
}
