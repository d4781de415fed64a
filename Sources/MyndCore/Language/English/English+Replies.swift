extension ReplyWords {
    /// English replies, as people type them on a phone.
    static let english = ReplyWords(
        phrases: { kind in
            switch kind {
            case .complete:
                [
                    "done", "all done", "done it", "did it", "finished", "all finished", "completed", "complete", "handled",
                    "taken care of", "took care of", "sorted", "got it done", "crossed off", "ticked off", "checked off", "reached out",
                    "mission accomplished", "nailed it", "over and done", "finito", "all sorted", "sorted out", "ticked",
                    "crossed off the list",
                ]
            case .step:
                [
                    "did a step", "a step", "step", "progress", "made progress", "made some progress", "some progress", "started",
                    "started on", "got started", "made a start", "working on", "getting there", "halfway", "half done", "partly done",
                    "did a bit", "did some", "a bit done", "still on it", "on it", "halfway there", "about halfway", "one step closer",
                    "a step closer", "making progress", "made a start on it", "got started on it", "first part done",
                ]
            case .snooze: ["later", "later today", "snooze", "not now", "another time", "some other time", "remind me later"]
            case .dismiss: ["dismiss", "skip", "ignore", "skip this one", "skip this", "skip it", "skip this time"]
            case .drop:
                [
                    "drop", "drop it", "let it go", "let go", "forget it", "forget about it", "not important anymore",
                    "not important any more", "no longer important", "not relevant anymore", "doesn t matter anymore",
                    "does not matter anymore", "give up", "giving up", "gave up", "never mind", "nevermind", "remove it", "bin it",
                    "bin this", "bin this one", "scrap it", "scrap that", "delete it",
                ]
            case .keep:
                [
                    "keep", "keep it", "still matters", "it still matters", "still important", "still want it", "still want this",
                    "still relevant", "still want to", "still important to me",
                ]
            case .reopen: []
            case .touch: []
            case .capture: ["capture", "note", "remember", "new goal", "new task", "idea", "add"]
            case .pause:
                [
                    "pause", "pause mynd", "pause everything", "pause all", "pause the reminders", "pause all the reminders",
                    "pause reminders", "mute", "mute it",
                ]
            case .resume: ["resume", "unpause"]
            }
        },
        idioms: [
            "step by step", "done for today", "done for the day", "done with this week", "keep me posted", "keep in touch", "keep calm",
            "drop me a line", "let me know", "later alligator", "for today", "for the day",
        ],
        events: ["appointment", "appt", "meeting", "slot", "booking", "reservation", "flight", "interview"],
        willDo: [
            "remind me", "i ll do it", "i will do it", "will do", "i ll do", "i ll get to it", "i ll look at it", "i ll call",
            "i ll try", "let s do", "do it", "try again", "ask me again", "ping me", "nudge me", "bring it back", "come back",
            "snooze", "snooze it", "push to", "push it to", "move to", "move it to", "until", "till", "please", "only", "not before",
            "better", "after", "then", "should", "i should have some time", "i should have time", "have some time",
            "i ll have time", "some time", "works better for me", "works for me", "works better", "i can do",
        ],
        negations: ["not", "no", "never", "nope", "nothing", "neither", "nor", "cannot", "without"],
        // A choice offered ("done, or tomorrow") is no answer made: "or" doubts what it joins.
        doubts: [
            "or", "either",
            "maybe", "perhaps", "probably", "possibly", "i think", "i guess", "i suppose", "not sure", "might", "almost", "nearly",
            "kind of", "sort of", "kinda", "hopefully", "i hope", "i wish", "as if", "yeah right", "not really", "yeah right",
            "in my dreams", "i wish", "eyeroll", "fingerscrossed",
        ],
        unsure: ["i do not know", "do not know", "dunno", "no idea", "not sure", "i m not sure", "no clue"],
        questions: ["what", "why", "how", "who", "which", "where", "huh", "eh"],
        yes: [
            "yes", "yeah", "yep", "yup", "sure", "of course", "definitely", "absolutely", "ok", "okay", "absolutely yes", "yes absolutely",
            "definitely yes",
        ],
        no: ["no", "nope", "nah"],
        fillers: [
            "i", "i m", "im", "i ve", "ive", "it", "it s", "its", "that", "that s", "this", "is", "was", "all", "now", "just",
            "already", "finally", "totally", "completely", "fully", "well", "ok", "okay", "yes", "yeah", "yay", "so", "and", "too",
            "also", "the", "a", "an", "thing", "task", "one", "got", "have", "has", "had", "be", "been", "with", "of", "for", "to",
            "her", "him", "them", "me", "my", "yesterday", "today", "earlier", "last night", "this morning", "tonight", "at last",
            "great", "good", "cool", "nice", "perfect", "fine", "alright", "all good", "you", "really", "actually", "anyway",
            "tbh", "honestly", "will", "ll", "a bit", "a little", "reminder", "this reminder", "nudge", "the nudge", "for me", "please",
            "sure", "all of it", "everything", "the reminders", "reminders", "for now",
        ],
        courtesy: [
            "thanks", "thank you", "thx", "ty", "cheers", "please", "pls", "plz", "many thanks", "thanks a lot", "thank you so much",
            "hi", "hello", "hey", "hiya", "dear", "morning", "good morning", "evening", "best", "regards", "best regards",
            "kind regards", "warm regards", "all the best", "take care", "love", "xx", "x", "bye", "see you", "axel", "mynd",
            "sorry",
        ],
        signatures: ["sent from my", "get outlook for", "sent from mail for", "sent with"],
        perfect: ["have", "ve", "has", "had", "i ve"],
        past: PastForms(
            endings: ["ed", "d"], prefixes: [], particles: [],
            irregular: [
                "bought": "buy", "paid": "pay", "sent": "send", "wrote": "write", "written": "write", "met": "meet", "saw": "see",
                "seen": "see", "spoke": "speak", "spoken": "speak", "made": "make", "did": "do", "done": "do", "went": "go",
                "gone": "go", "took": "take", "taken": "take", "got": "get", "gotten": "get", "found": "find", "told": "tell",
                "brought": "bring", "fixed": "fix", "sold": "sell", "read": "read", "ran": "run", "built": "build", "put": "put",
                "rang": "ring", "rung": "ring", "gave": "give", "given": "give", "left": "leave", "began": "begin", "begun": "begin",
            ], phrases: []),
        contact: [
            "call", "phon", "rang", "ring", "text", "messag", "wrot", "writ", "email", "mail", "met", "meet", "saw", "seen", "visit",
            "spok", "speak", "talk", "chatt", "skyp", "facetim", "video",
        ],
        together: ["coffee with", "lunch with", "dinner with", "drinks with", "tea with", "breakfast with", "a walk with", "out with"],
        times: .english)
}

extension TimeWords {
    static let english = TimeWords(
        today: ["today"],
        tomorrow: ["tomorrow", "tomorow", "tommorow", "tommorrow", "tmrw", "tmr", "tomoz"],
        dayAfterTomorrow: ["day after tomorrow", "the day after tomorrow", "overmorrow"],
        yesterday: ["yesterday", "last night", "this morning", "earlier today", "earlier", "last week", "the other day"],
        weekdays: [
            "sunday": 0, "sun": 0, "monday": 1, "mon": 1, "tuesday": 2, "tue": 2, "tues": 2, "wednesday": 3, "wed": 3, "thursday": 4,
            "thu": 4, "thur": 4, "thurs": 4, "friday": 5, "fri": 5, "saturday": 6, "sat": 6,
        ],
        nextWeek: ["next week", "the week after", "in a week s time"],
        weekend: ["weekend", "the weekend", "this weekend", "at the weekend", "on the weekend", "over the weekend"],
        next: ["next", "this coming", "coming", "in"],
        relative: ["in", "within", "in about", "after"],
        parts: [
            "morning": .morning, "in the morning": .morning, "noon": .noon, "midday": .noon, "lunch": .noon, "lunchtime": .noon,
            "afternoon": .afternoon, "in the afternoon": .afternoon, "evening": .evening, "in the evening": .evening,
            "night": .evening, "after lunch": .afternoon, "tonite": .evening,
        ],
        partsToday: ["tonight": .evening, "this evening": .evening, "this afternoon": .afternoon, "later tonight": .evening],
        units: [
            "minute": .seconds(60), "minutes": .seconds(60), "min": .seconds(60), "mins": .seconds(60), "hour": .seconds(3600),
            "hours": .seconds(3600), "hr": .seconds(3600), "hrs": .seconds(3600), "day": .days(1), "days": .days(1), "week": .days(7),
            "weeks": .days(7),
        ],
        numbers: [
            "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
            "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "forty five": 45, "a couple of": 2,
            "couple of": 2, "a few": 3,
        ],
        half: ["half an hour", "half hour", "a half hour"],
        months: [
            "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5, "june": 6,
            "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9, "october": 10, "oct": 10,
            "november": 11, "nov": 11, "december": 12, "dec": 12,
        ],
        beforeClock: ["at", "around", "by", "about"],
        afterClock: ["o clock", "oclock", "h"],
        beforeDate: ["the", "on the"],
        fillers: ["on", "at", "in", "for", "the", "of", "this", "around", "by", "about", "st", "nd", "rd", "th"],
        halfBeforeHour: [],
        quarterPast: ["quarter past", "a quarter past"], quarterTo: ["quarter to", "a quarter to"], quarterAfterHour: [],
        quarterBeforeHourAfter: [])
}
