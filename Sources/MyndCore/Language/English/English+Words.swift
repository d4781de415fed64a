extension Words {
    /// English: the words mynd has always used.
    package static let english = Words(
        quotes: Quotes(open: "“", close: "”", innerOpen: "‘", innerClose: "’"),
        open: "Open",
        button: { kind in
            switch kind {
            case .complete: "I handled it"
            case .step: "Did a step"
            case .snooze: "Later"
            case .dismiss: "Dismiss"
            case .drop: "Let it go"
            case .keep: "Keep"
            case .reopen: "Reopen"
            case .touch: "Seen"
            case .capture: "Note"
            case .pause: "Pause"
            case .resume: "Resume"
            }
        },
        seeMore: "See more",
        reachedOut: "Reached out",
        titleQuiet: { $0 == 1 ? "Quiet for 1 day" : "Quiet for \($0) days" },
        titleNudge: "A nudge",
        titleReturning: "Back, as you asked",
        titleAsking: "Still want this?",
        titlePerson: "Time to get in touch",
        goodMorning: "Good morning",
        goodAfternoon: "Good afternoon",
        goodEvening: "Good evening",
        headingToday: "Today",
        headingComingBack: "Coming back today",
        headingWaiting: "Unanswered nudges",
        headingDone: "Done since the last digest",
        headingBlocked: "Blocked",
        headingPeople: "People",
        headingDay: "Your day",
        lineAllDay: { "all day: \($0)" },
        dayElsewhere: "your calendar",
        lineBackToBack: { "Back-to-back until \($0) — one small thing after?" },
        lineEventGoal: { "\($0) — your goal \($1) could close today?" },
        lineNext: { "next: \($0)" },
        lineBlockedBy: { "blocked by: \($0)" },
        lineWaitingOn: { "waiting on \($0)" },
        lineQuiet: { $0 == 1 ? "quiet 1 day" : "quiet \($0) days" },
        lineComingBackAt: { "at \($0)" },
        lineNudgedAgo: { seconds in
            func count(_ n: Int, _ unit: String) -> String { n == 1 ? "1 \(unit) ago" : "\(n) \(unit)s ago" }
            if seconds >= 86_400 { return count(seconds / 86_400, "day") }
            if seconds >= 3600 { return count(seconds / 3600, "hour") }
            return seconds < 60 ? "just now" : count(seconds / 60, "minute")
        },
        lineBlockedShort: { "by \($0)" },
        lineSomething: "something",
        linePerson: { "last in touch \($0) days ago (\($1))" },
        every: { days in
            if days == 1 { return "every day" }
            if days == 7 { return "every week" }
            return days % 7 == 0 ? "every \(days / 7) weeks" : "every \(days) days"
        },
        moreInDigest: { "+\($0) more in the digest" },
        nothingNew: { "Nothing new since the last digest: \($0) goal\($0 == 1 ? "" : "s"), none gone quiet." },
        startWith: "Start with: mynd add goal \"Plant the garden\"",
        emptyInsight: "Nothing to keep an eye on yet: add a goal, or a person you want to keep in touch with.",
        personNudges: [
            { name, since, _ in "It has been \(since) since you were in touch with \(name). A short message today?" },
            { name, since, _ in "\(name) has not heard from you in \(since). Maybe a call or a note?" },
            { name, since, every in "You wanted to see \(name) \(every); it has been \(since)." },
            { name, since, _ in "A good day to reach out to \(name)? It has been \(since)." },
            { name, since, _ in "How is \(name) doing? You last spoke \(since) ago." },
            { name, since, _ in "It’s been \(since) since you caught up with \(name). Time for a call?" },
            { name, since, _ in "Thinking of \(name)? It’s been \(since): a quick hello?" },
            { name, since, every in "You keep in touch with \(name) \(every). It has been \(since): a message today?" },
        ],
        since: { $0 >= 21 ? "\($0 / 7) weeks" : "\($0) days" },
        insight: InsightWords(
            quiet: { "\($0) has been quiet for \($1) days. Worth a small step today?" },
            person: { "It has been \($1) days since you were in touch with \($0). A message today?" },
            done: { "Done this week: \($0)\($1 > 0 ? " and \($1) more" : ""). That is momentum worth keeping." },
            blocked: { "One thing stands in the way of \($0): \($1)." },
            waitingOn: { "\($0) is waiting on \($1). A message today could move it." },
            unanswered: { "\($0) nudges went unanswered this week. Fewer goals, or other hours? mynd status shows when you answer." },
            noGoal: "No goal is open right now. What would you like to move forward next?",
            clearSlate: "A clear slate today: add a goal when one comes to mind.",
            allMoving: { "Nothing has gone quiet: \(activeGoals($0)), all moving." },
            allTouched: { "All \(activeGoals($0)) touched recently. A good day to add the next one?" },
            someQuiet: { "\($0) of \(activeGoals($1)) gone quiet. One small step on any of them counts." },
            doneYesterday: { "Yesterday you finished \($0)\($1 > 0 ? " and \($1) more" : ""). Well done." },
            comingBack: { "\($0) comes back today at \($1), as you asked." },
            steps: {
                $0 == 1
                    ? "One step on your goals this week. The next one comes easier."
                    : "\($0) steps on your goals this week. Small steps add up."
            }
        ),
        notUnderstood: { said, id in
            let examples =
                id.map { "\($0) done, \($0) tomorrow, \($0) next week or \($0) let it go" }
                ?? "done, did a step, later, tomorrow, on Monday at 9 or let it go"
            return "I wasn't sure what you meant by \(said ?? "your reply"), so I changed nothing. You can write, for example: \(examples)."
        },
        understood: { id, kind, until in
            let what =
                switch kind {
                case .complete: "done"
                case .step: "a step done, the goal goes on"
                case .snooze: "snoozed until \(until ?? "later")"
                case .dismiss: "nudge dismissed"
                case .drop: "let go"
                case .keep: "kept, it still matters"
                case .reopen: "brought back"
                case .touch: "in touch"
                case .capture: "noted"
                case .pause: until.map { "paused until \($0)" } ?? "paused"
                case .resume: "resumed"
                }
            return "Understood" + (id.map { " (\($0))" } ?? "") + ": " + what
        },
        yourReply: "your reply to mynd",
        replyRefused: {
            switch $0 {
            case .alreadyAnswered: "That nudge was already answered: nothing changed."
            case .tooOld: "That email is too old to act on: nothing changed. Reply to a newer one, or use mynd."
            case .notListed: "That digest did not list this goal: nothing changed."
            case .otherGoal: "That email is about another goal: nothing changed. Reply to its own email, or use mynd."
            }
        },
        answers: AnswerWords(
            colon: ": ",
            types: { $0.rawValue },
            done: { type, id, what in type.map { "done \($0) \(id)\(what)" } ?? "done \(id)" },
            alreadyDone: { "\($0) was already done\($1.map { " (\($0))" } ?? ""): nothing changed" },
            step: { "a step on \($0)\($1)" },
            noted: { $0.map { " (noted: \($0))" } ?? " (noted)" },
            snoozed: { "snoozed \($0) until \($1)\($2)" },
            laterNextDay: " (that was your third “Later” today, so it comes back tomorrow at your usual time)",
            dismissed: { "dismissed \($0)" },
            alreadyClosed: { "follow-up \($0) was already \($1.rawValue): nothing changed" },
            dismissedNudge: { "dismissed follow-up \($0)\($1)" },
            letGo: { "let go of \($0)\($1) (mynd reopen \($0) brings it back)" },
            kept: { "kept \($0)\($1)" },
            reopened: { "reopened \($0)\($1)" },
            touched: { "touched \($0)\($1)" },
            added: { "added \($0) \($1)\($2)" },
            inTouch: { id, name, next in
                let details = [name == nil ? nil : id, next.map { "next in \($0)" }].compactMap { $0 }
                return "in touch with \(name ?? id)" + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
            },
            nextIn: { days in days == 1 ? "a day" : days == 7 ? "a week" : days % 7 == 0 ? "\(days / 7) weeks" : "\(days) days" },
            mentions: { " (mentions \($0))" },
            notApplied: { "not applied: \($0)" },
            paused: { "paused until \($0 ?? "you resume"): nothing is shown or sent (mynd resume)" },
            resumed: "resumed: what waited goes out now",
            notPaused: "not paused: nothing to resume"
        )
    )

    private static func activeGoals(_ count: Int) -> String { count == 1 ? "1 active goal" : "\(count) active goals" }
}
