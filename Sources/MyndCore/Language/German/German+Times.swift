extension TimeWords {
    /// German times: "morgen früh", "am Montag um 9 Uhr", "halb zehn", "in einer halben Stunde".
    static let german = TimeWords(
        today: ["heute", "heut"],
        tomorrow: ["morgen", "morgn", "morgan"],
        dayAfterTomorrow: ["ubermorgen", "uebermorgen"],
        yesterday: [
            "gestern", "vorgestern", "heute fruh", "heute morgen", "heute vormittag", "vorhin", "letzte woche", "letztes wochenende",
            "gestern abend", "gestern nacht",
        ],
        weekdays: [
            "sonntag": 0, "montag": 1, "mo": 1, "dienstag": 2, "mittwoch": 3, "donnerstag": 4,
            "freitag": 5, "fr": 5, "samstag": 6, "sa": 6, "sonnabend": 6, "montags": 1, "freitags": 5,
        ],
        nextWeek: ["nachste woche", "nachsten woche", "naechste woche", "kommende woche", "die woche drauf", "anfang nachster woche"],
        weekend: ["wochenende", "am wochenende", "am we", "ubers wochenende", "ubers we", "wochenend"],
        next: ["nachsten", "nachste", "kommenden", "kommende", "diesen", "diese", "in"],
        relative: ["in", "nach", "binnen", "innerhalb von", "in etwa"],
        parts: [
            "morgens": .morning, "fruh": .morning, "vormittag": .morning, "vormittags": .morning, "mittag": .noon, "mittags": .noon,
            "nachmittag": .afternoon, "nachmittags": .afternoon, "abend": .evening, "abends": .evening, "nacht": .evening,
        ],
        partsToday: ["heute abend": .evening, "heute nachmittag": .afternoon, "heute mittag": .noon, "heut abend": .evening],
        units: [
            "minute": .seconds(60), "minuten": .seconds(60), "min": .seconds(60), "stunde": .seconds(3600), "stunden": .seconds(3600),
            "std": .seconds(3600), "tag": .days(1), "tage": .days(1), "tagen": .days(1), "woche": .days(7), "wochen": .days(7),
        ],
        numbers: [
            "ein": 1, "eine": 1, "einer": 1, "einem": 1, "eins": 1, "zwei": 2, "drei": 3, "vier": 4, "funf": 5, "sechs": 6, "sieben": 7,
            "acht": 8, "neun": 9, "zehn": 10, "elf": 11, "zwolf": 12, "zwanzig": 20, "dreissig": 30, "paar": 2, "ein paar": 2,
        ],
        half: ["einer halben stunde", "halben stunde", "halbe stunde", "ner halben stunde", "eine halbe stunde"],
        months: [
            "januar": 1, "jan": 1, "februar": 2, "feb": 2, "marz": 3, "april": 4, "apr": 4, "mai": 5, "juni": 6, "juli": 7,
            "august": 8, "aug": 8, "september": 9, "sept": 9, "oktober": 10, "okt": 10, "november": 11, "nov": 11, "dezember": 12,
            "dez": 12, "janner": 1, "feber": 2,
        ],
        beforeClock: ["um", "gegen", "ab", "so um", "so gegen"],
        afterClock: ["uhr", "h"],
        beforeDate: ["am", "den", "zum", "bis zum", "ab dem"],
        fillers: ["am", "um", "in", "bis", "ab", "zum", "den", "dem", "der", "die", "nochmal", "so", "fur", "auf", "wieder"],
        halfBeforeHour: ["halb"],
        quarterPast: ["viertel nach"], quarterTo: ["viertel vor"], quarterAfterHour: [],
        quarterBeforeHourAfter: [])
}
