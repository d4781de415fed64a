extension ReplyWords {
    /// German replies, as people type them on a phone (du, "hab's", "WE", "Mo").
    static let german = ReplyWords(
        phrases: { kind in
            switch kind {
            case .complete:
                [
                    "erledigt", "erldigt", "fertig", "gemacht", "geschafft", "gemeldet", "abgehakt", "durch", "ist durch",
                    "alles erledigt", "schon erledigt", "hab mich gemeldet", "abgeschlossen", "check", "gemacht und erledigt",
                    "isch erledigt", "ist raus", "erledigt und abgehakt",
                ]
            case .step:
                [
                    "schritt gemacht", "ein schritt", "schritt", "fortschritt", "angefangen", "begonnen", "weitergekommen",
                    "ein stuck weitergekommen", "ein stuck weiter", "ein bisschen weiter", "teilweise", "halb fertig", "zur halfte",
                    "bin dran", "bin dabei", "erster schritt", "zur halfte", "halb fertig", "halb durch", "zur halfte durch",
                    "ein anfang ist gemacht", "der anfang ist gemacht", "ein stuck weiter", "ein schritt weiter", "teilweise erledigt",
                ]
            case .snooze: ["spater", "spaeter", "schlummern", "verschieben", "nachher", "jetzt nicht", "gerade nicht", "nicht jetzt"]
            case .dismiss:
                [
                    "ignorieren", "verwerfen", "uberspringen", "diese erinnerung ignorieren", "diesmal uberspringen", "uberspringen bitte",
                    "uberspring das",
                ]
            case .drop:
                [
                    "loslassen", "lass es", "lass es los", "lass los", "aufgeben", "vergiss es", "vergiss das", "nicht mehr wichtig",
                    "ist nicht mehr wichtig", "streichen", "kann weg", "brauch ich nicht mehr", "brauche ich nicht mehr", "egal",
                    "ist mir egal", "wird nix mehr", "wird nichts mehr", "das wird nix mehr", "hat sich erledigt", "weg damit",
                    "lass gut sein", "kann weg", "streich das", "streich es", "loschen", "losch das",
                ]
            case .keep:
                [
                    "behalten", "bleibt", "noch wichtig", "ist mir noch wichtig", "immer noch wichtig", "weiterhin wichtig",
                    "will ich noch",
                    "bleibt drauf", "drauf lassen",
                ]
            case .reopen: []
            case .touch: []
            case .capture: ["notiz", "merken", "festhalten", "merke", "notieren", "neues ziel", "neue aufgabe", "idee"]
            case .pause:
                [
                    "pause", "pausieren", "pausiere", "pause machen", "pausier", "pausiere alles", "alle erinnerungen pausieren",
                    "erinnerungen pausieren", "stumm",
                ]
            case .resume: ["fortsetzen", "weitermachen", "weiter", "pause vorbei", "pause beenden"]
            }
        },
        idioms: [
            "schritt fur schritt", "fertig fur heute", "fur heute fertig", "weiter so", "mach weiter so", "lass es dir gut gehen",
            "fertig mit den nerven", "fur heute",
        ],
        events: ["termin", "meeting", "besprechung", "flug", "reservierung", "buchung", "arzttermin", "vorstellungsgesprach"],
        willDo: [
            "mach ich", "mache ich", "ich mach das", "ich mache das", "mach ich dann", "erinnere mich", "erinner mich",
            "nochmal erinnern", "bitte erst", "erst", "wieder", "nochmal", "noch mal", "dann", "auf", "bis", "ab", "ganz sicher",
            "sicher", "bestimmt", "lieber", "besser", "ich kummere mich", "kummere mich", "kummer mich drum", "schaffe ich",
            "schaff ich", "geht", "passt", "ich ruf", "ruf", "melde mich", "vor",
        ],
        negations: ["nicht", "nein", "nie", "niemals", "kein", "keine", "keinen", "keiner", "nix", "nichts", "nee", "noch nicht"],
        // A choice offered ("done, or tomorrow") is no answer made: "or" doubts what it joins.
        doubts: [
            "oder", "entweder",
            "vielleicht", "wahrscheinlich", "ich glaube", "glaube", "glaub", "eventuell", "evtl", "fast", "beinahe", "wohl",
            "schatze", "vermutlich", "ich denke", "weiss nicht so recht", "hoffentlich", "jein", "schon wars", "schon war s",
            "schon ware s", "schon ware es", "ware schon", "wenn es nur so ware", "eyeroll", "fingerscrossed", "dein wort in gottes ohr",
        ],
        unsure: ["keine ahnung", "weiss nicht", "weiss ich nicht", "weis nicht", "weiss ich noch nicht", "keinen plan"],
        questions: ["warum", "wieso", "weshalb", "was", "wie", "wer", "welche", "welcher", "kannst du", "konntest du"],
        yes: [
            "ja", "jo", "jep", "jap", "klar", "na klar", "sicher", "doch", "ja bitte", "auf jeden fall", "gerne", "ok", "okay", "unbedingt",
            "na logo", "logo",
        ],
        no: ["nein", "nee", "ne", "nope", "no"],
        fillers: [
            "ich", "ist", "es", "s", "das", "hab", "habe", "hat", "haben", "hatte", "bin", "sind", "war", "schon", "jetzt", "endlich",
            "alles", "komplett", "ganz", "total", "auch", "und", "so", "ja", "jo", "gut", "alles gut", "super", "prima", "toll",
            "danke", "mir", "mich", "sie", "ihn", "ihr", "ihm", "uns", "wir", "er", "die", "der", "den", "dem", "ein", "eine", "einen",
            "mit", "fur", "zu", "zum", "zur", "gestern", "heute", "vorhin", "eben", "gerade", "grade", "noch", "mal", "doch", "nun",
            "inzwischen", "mittlerweile", "bereits", "dann", "also", "halt", "eh", "ehrlich gesagt", "ubrigens", "zusammen",
            "hingesetzt", "uber", "beim", "bei", "ein bisschen", "ein wenig", "erinnerung", "diese", "dieser", "diese erinnerung", "bitte",
            "alles", "alle", "erinnerungen", "die erinnerungen", "isch", "kleiner", "kleine", "vorerst",
        ],
        courtesy: [
            "danke", "vielen dank", "danke schon", "dankeschon", "besten dank", "merci", "bitte", "bitte schon", "hallo", "hi",
            "hey", "moin", "moin moin", "servus", "gruss", "grusse", "gruss dich", "liebe grusse", "lg", "vg", "viele grusse",
            "beste grusse", "mfg", "bis dann", "ciao", "tschuss", "axel", "mynd", "lieber axel", "hallo axel", "sorry", "sorri",
            "danke furs erinnern", "danke fur die erinnerung",
        ],
        signatures: ["gesendet von meinem", "von meinem", "gesendet mit", "diese nachricht wurde von"],
        perfect: ["hab", "habe", "hat", "haben", "hatte", "bin", "ist", "sind", "war", "waren"],
        past: PastForms(
            endings: ["t", "et", "en", "te", "ten"], prefixes: ["ge"],
            particles: [
                "ab", "an", "auf", "aus", "ein", "mit", "vor", "zu", "zuruck", "nach", "weg", "fest", "los", "um", "durch", "her",
                "hin", "heim", "fort", "vorbei",
            ],
            irregular: [
                "gebracht": "bringen", "geschrieben": "schreiben", "getroffen": "treffen", "gesehen": "sehen", "gesprochen": "sprechen",
                "gegangen": "gehen", "gelaufen": "laufen", "gefahren": "fahren", "gegeben": "geben", "genommen": "nehmen",
                "gefunden": "finden", "geschickt": "schicken", "abgegeben": "abgeben", "angerufen": "anrufen", "rief": "rufen",
                "schrieb": "schreiben", "traf": "treffen", "sah": "sehen", "sprach": "sprechen", "ging": "gehen", "lief": "laufen",
                "brachte": "bringen", "gekauft": "kaufen", "bezahlt": "bezahlen", "telefoniert": "telefonieren",
                "getrunken": "trinken", "gegessen": "essen", "gelesen": "lesen", "geholfen": "helfen", "verschickt": "verschicken",
            ], phrases: ["bin gewesen", "waren gestern", "war gestern"]),
        contact: [
            "anruf", "ruf", "telefon", "schreib", "schrieb", "geschrieb", "meld", "treff", "traf", "getroff", "seh", "geseh",
            "besuch", "sprech", "sprach", "gesproch", "red", "geredet", "quatsch", "whatsapp", "mail", "textet", "skyp", "facetim",
        ],
        together: [
            "kaffee mit", "kaffee trinken", "mittagessen mit", "essen mit", "essen gewesen", "spazieren mit", "spazieren gewesen",
            "zusammen kaffee", "beim essen",
        ],
        times: .german)
}
