/// The words a person answers mynd with, in one language, as the reply grammar reads them:
/// lowercase, without accents ("spater" for "später"), apostrophes as spaces ("c est fait"),
/// and "n't" as " not". Phrases are words separated by single spaces. The grammar reads every
/// language's words, whatever mynd writes in: people mix ("ok, morgen").
package struct ReplyWords: Sendable {
    /// What says each answer ("erledigt", "lass es los"), every kind asked for: an empty list
    /// when a reply does not say it. A capture's are the words before its colon ("notiz: …"),
    /// a step's may be followed by a colon and what was done ("schritt gemacht: …").
    package var phrases: @Sendable (Intent.Kind) -> [String]
    /// Phrases with an answer's word in them that are no answer ("step by step", "done for
    /// today", "weiter so"): read as the longer phrase, they say nothing.
    package var idioms: [String]
    /// Things that have a time of their own ("appointment", "Termin", "cita", "rdv"): a time
    /// said with one is when it happens, not when to be reminded.
    package var events: Set<String>
    /// What makes a time a snooze when it comes with one ("mach ich", "remind me", "bitte erst"):
    /// a time alone is one too.
    package var willDo: [String]
    /// Words that deny ("not", "nicht", "pas"): a denied answer never acts.
    package var negations: Set<String>
    /// Phrases of doubt ("maybe", "ich glaube", "a lo mejor", "presque"): a doubted answer
    /// never acts; a doubted time is still a time ("maybe at the weekend").
    package var doubts: [String]
    /// What says the person does not know ("I don't know", "keine Ahnung", "ni idea"): a reply
    /// with it never acts, not even a time beside it.
    package var unsure: [String]
    /// What opens a question when no question mark says so ("what does", "warum").
    package var questions: [String]
    /// A bare yes and a bare no: Keep and Let it go, to a nudge that asks which.
    package var yes: Set<String>
    package var no: Set<String>
    /// Words an answer may carry without changing it: pronouns, articles, auxiliaries and
    /// adverbs ("it", "schon", "ya", "deja", "all", "finally"), and past times ("yesterday",
    /// "gestern"), which a report of what was done names.
    package var fillers: Set<String>
    /// What opens or closes a message and is no answer: greetings, thanks, sign-offs ("hi",
    /// "hallo axel", "muchas gracias", "bises", "lg").
    package var courtesy: [String]
    /// The start of a line a phone or client adds below the person's words ("sent from my",
    /// "gesendet von meinem"): it and what follows are not read.
    package var signatures: [String]
    /// Words that make a sentence a report of the past: auxiliaries of a perfect tense ("have",
    /// "hab", "he", "ai"), so "I've called her" reports what the goal asked.
    package var perfect: Set<String>
    /// How a verb's past reads when it is not the goal's word itself: endings ("ed"; "é",
    /// "ado"), the German "ge", and irregular pasts as "past=present" ("bought=buy").
    package var past: PastForms
    /// The stems of verbs of being in touch with someone ("call", "anruf", "llam", "appel"),
    /// and what being with them is called ("coffee with", "kaffee mit"): a person's nudge is
    /// answered by a report of either, and a captured thought that says one is contact.
    package var contact: [String]
    package var together: [String]
    /// The words of a time.
    package var times: TimeWords
}

/// How a language marks a verb's past, for recognising a report of the goal's own action.
package struct PastForms: Sendable {
    /// Endings a past form may have where the present has none or another ("ed", "te").
    package var endings: [String]
    /// Prefixes a participle may carry ("ge"), also after a separable particle ("an", "auf").
    package var prefixes: [String]
    package var particles: [String]
    /// Irregular pasts: the past as written, and the present it belongs to.
    package var irregular: [String: String]
    /// Words that together make a past whatever the verb ("s est", "me suis").
    package var phrases: [String]
}

/// The words of a time in one language, as `ReplyWords` holds words.
package struct TimeWords: Sendable {
    /// Today, tomorrow and the day after ("heute", "morgen", "übermorgen").
    package var today: [String]
    package var tomorrow: [String]
    package var dayAfterTomorrow: [String]
    /// Days gone ("yesterday", "gestern", "ayer", "hier", "last night"): a part of the day after
    /// one is past, part of a report ("gestern Abend angerufen"), not a time to snooze to.
    package var yesterday: [String]
    /// Weekdays, 0 for Sunday, with their short forms ("mo", "montag").
    package var weekdays: [String: Int]
    /// The week after this one, and the weekend ("nächste woche", "am wochenende").
    package var nextWeek: [String]
    package var weekend: [String]
    /// What makes a weekday the one of next week ("next", "nachsten", "proximo"), and what
    /// makes a time a relative one ("in", "dans", "dentro de") — both may be left unsaid.
    package var next: [String]
    /// What makes a span a time from now ("in 2 hours", "dans 2 heures", "dentro de dos horas"):
    /// a span without it in a sentence tells how long something took.
    package var relative: [String]
    /// Parts of the day ("abends", "por la tarde", "früh"), and those that name today as well
    /// ("tonight", "heute morgen", "esta mañana", "ce soir") where a word of them alone would
    /// say another day (the German "morgen", the Spanish "mañana").
    package var parts: [String: DayPart]
    package var partsToday: [String: DayPart]
    /// Units of a span, in seconds for minutes and hours, in days for days and weeks
    /// ("stunden": .hours(1), "wochen": .days(7)).
    package var units: [String: SpanUnit]
    /// Numbers written as words, and what stands for one ("a", "an", "ein", "una").
    package var numbers: [String: Int]
    /// Half of a unit ("half an hour", "einer halben stunde", "media hora", "une demi heure").
    package var half: [String]
    /// Months, 1 for January, with their short forms.
    package var months: [String: Int]
    /// What may come before a clock time ("at", "um", "a las", "à", "gegen") and after it
    /// ("uhr", "h"); "am" and "pm" are read in every language.
    package var beforeClock: [String]
    package var afterClock: [String]
    /// What may come before a day of the month ("on the", "am", "el", "le"): "am 3." is a date.
    package var beforeDate: [String]
    /// Words that are part of a time without adding to it ("on", "am", "el", "le", "for").
    package var fillers: Set<String>
    /// "half" before an hour meaning half an hour earlier ("halb zehn": 09:30): German only.
    package var halfBeforeHour: [String]
    /// A quarter past or to an hour, said before it ("viertel nach", "quarter to") or after it
    /// ("et quart", "y cuarto"; "moins le quart", "menos cuarto").
    package var quarterPast: [String]
    package var quarterTo: [String]
    package var quarterAfterHour: [String]
    package var quarterBeforeHourAfter: [String]
}

/// A part of the day a person names instead of an hour.
package enum DayPart: String, Sendable, CaseIterable {
    case morning, noon, afternoon, evening

    /// Its hour: morning is the person's own start of the day (`dayHour`), the others fixed.
    package func hour(dayHour: Int) -> Int {
        switch self {
        case .morning: dayHour
        case .noon: 12
        case .afternoon: 15
        case .evening: 19
        }
    }
}

/// A unit of a span: exact seconds (minutes, hours), or calendar days (days, weeks).
package enum SpanUnit: Equatable, Sendable {
    case seconds(Int64)
    case days(Int)
}
