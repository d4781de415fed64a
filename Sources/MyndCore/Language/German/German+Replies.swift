extension ReplyWords {
    /// The words of a reply in German, lowercase and without accents.
    static let german = ReplyWords(
        phrases: { kind in
            switch kind {
            case .complete: ["erledigt", "fertig", "gemacht", "gemeldet"]
            case .step: ["schritt gemacht", "ein schritt", "schritt", "fortschritt"]
            case .snooze: ["spater", "spaeter", "schlummern", "verschieben"]
            case .dismiss: ["ignorieren", "verwerfen"]
            case .drop: ["loslassen", "lass es", "lass es los", "aufgeben"]
            case .keep: ["behalten", "bleibt"]
            case .reopen: []
            case .touch: []
            case .capture: ["notiz", "merken", "festhalten"]
            case .pause: ["pausieren", "pause"]
            case .resume: ["fortsetzen", "weitermachen"]
            }
        },
        units: [
            "tag": "d", "tage": "d", "tagen": "d", "stunde": "h", "stunden": "h", "std": "h", "minute": "m", "minuten": "m",
            "woche": "w", "wochen": "w",
        ],
        days: [
            "heute": "today", "morgen": "tomorrow", "montag": "mon", "dienstag": "tue", "mittwoch": "wed", "donnerstag": "thu",
            "freitag": "fri", "samstag": "sat", "sonnabend": "sat", "sonntag": "sun",
        ],
        fillers: ["in", "fur", "bis", "um", "am", "ab", "nachsten", "nachste", "uhr"],
        courtesy: [
            "danke", "dankeschon", "schon", "vielen", "dank", "bitte", "sehr",
        ])
}
