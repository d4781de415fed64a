/// The words of every message mynd's jobs write, in one language (part of its
/// `LanguagePack`), each written in that language rather than translated phrase by phrase. Texts with numbers or names in them are small functions,
/// so each language says "1 day" / "3 days" its own way.
package struct Words: Sendable {
    /// How the language quotes a goal inside a sentence of mynd's.
    package var quotes: Quotes

    /// The button that opens what a notification is about ("Open").
    package var open: String
    /// Each answer's button, or its name where it is no button ("Later", "Let it go"). The
    /// digest's open button is `seeMore`; done on a nudge about a person is `reachedOut`.
    package var button: @Sendable (Intent.Kind) -> String
    package var seeMore: String
    package var reachedOut: String

    /// A desktop nudge's title: why it comes.
    package var titleQuiet: @Sendable (_ days: Int) -> String
    package var titleNudge: String
    package var titleReturning: String
    package var titleAsking: String
    package var titlePerson: String

    /// The briefing's greeting by the hour it is read: before noon, before six, after.
    package var goodMorning: String
    package var goodAfternoon: String
    package var goodEvening: String

    /// The briefing's section headings.
    package var headingToday: String
    package var headingComingBack: String
    package var headingWaiting: String
    package var headingDone: String
    package var headingBlocked: String
    package var headingPeople: String
    /// The calendar's section of the briefing (today's events), its all-day line, and where
    /// the events it cuts are ("+2 more: your calendar").
    package var headingDay: String
    package var lineAllDay: @Sendable (_ title: String) -> String
    package var dayElsewhere: String
    /// A day with no room until `until` ("15:00"), said before its events, and what to make of it.
    package var lineBackToBack: @Sendable (_ until: String) -> String
    /// An event's line ("14:00 Dentist") naming the goal it may close, already quoted.
    package var lineEventGoal: @Sendable (_ event: String, _ goal: String) -> String

    /// What follows a goal in a briefing line, after " · ".
    package var lineNext: @Sendable (_ step: String) -> String
    package var lineBlockedBy: @Sendable (_ blocker: String) -> String
    /// A goal that waits on a person: who it waits on, never "blocked by" as if a task.
    package var lineWaitingOn: @Sendable (_ name: String) -> String
    package var lineQuiet: @Sendable (_ days: Int) -> String
    package var lineComingBackAt: @Sendable (_ time: String) -> String
    package var lineNudgedAgo: @Sendable (_ seconds: Int) -> String
    package var lineBlockedShort: @Sendable (_ blocker: String) -> String
    package var lineSomething: String
    package var linePerson: @Sendable (_ days: Int, _ cadence: String) -> String
    /// A cadence: "every 3 weeks", "every day".
    package var every: @Sendable (_ days: Int) -> String
    /// The last line of a desktop digest that holds more.
    package var moreInDigest: @Sendable (_ count: Int) -> String
    /// A digest with nothing new, on a notification.
    package var nothingNew: @Sendable (_ goals: Int) -> String
    /// An empty graph's digest, on a notification.
    package var startWith: String
    /// An empty graph's insight.
    package var emptyInsight: String

    /// The nudges about a person past their cadence (at least eight), one a week in turn: `since` is how long
    /// it has been ("3 weeks"), `every` the cadence ("every 3 weeks").
    package var personNudges: [@Sendable (_ name: String, _ since: String, _ every: String) -> String]
    /// How long since the last contact: days, or weeks from three weeks on.
    package var since: @Sendable (_ days: Int) -> String

    /// The fallback morning insight's observations.
    package var insight: InsightWords

    /// The one short answer to a reply mynd could not read for certain, with words it does
    /// understand; `said` is the reply's first line, already quoted, or nil for an empty one;
    /// `digestID` a short id the briefing listed, for a reply to it (whose lines name goals).
    package var notUnderstood: @Sendable (_ said: String?, _ digestID: String?) -> String
    /// What mynd took a reply to mean when its grammar could not read it and Claude did: the
    /// answer's first line, said whether or not applied replies are confirmed, so the person
    /// knows what a free sentence was taken for ("Understood: snoozed until …"). `id` is the
    /// goal's short id in a reply to the briefing; `until` a snooze's end, written as the
    /// confirmation writes a time.
    package var understood: @Sendable (_ id: String?, _ kind: Intent.Kind, _ until: String?) -> String
    /// What an answer's subject says after `Re:` when the reply had none.
    package var yourReply: String
    /// The one short answer to a reply that changed nothing because what it answers is no
    /// longer open or the email is too old (`ReplyRefusal`).
    package var replyRefused: @Sendable (_ refusal: ReplyRefusal) -> String
    /// What an applied answer did: the confirmation of an email reply (`AnswerText`).
    package var answers: AnswerWords
}
/// The marks a language sets a quotation in; the inner pair is for quotes inside a goal.
package struct Quotes: Equatable, Sendable {
    package var open: String
    package var close: String
    package var innerOpen: String
    package var innerClose: String

    /// `text` in these quotes, its own quotation marks turned into the inner pair so the
    /// quote cannot look closed early.
    package func quote(_ text: String) -> String {
        open + inner(text) + close
    }

    /// The goal's own double quotes as this language's inner quotes. "“" opens in English and
    /// closes in German ("„…“"): it closes when a quote is open. The spaces French sets inside
    /// « » go with them: "Lire « L’Étranger »" becomes „Lire ‚L’Étranger‘“, not ‚ L’Étranger ‘.
    package func inner(_ text: String) -> String {
        var result = ""
        var open = false
        var afterGuillemet = false
        for character in text {
            if afterGuillemet, character == " " || character == "\u{00A0}" || character == "\u{202F}" { continue }
            afterGuillemet = false
            switch character {
            case "„":
                result += innerOpen
                open = true
            case "«":
                result += innerOpen
                open = true
                afterGuillemet = true
            case "”", "»":
                if character == "»" {
                    while let last = result.last, last == " " || last == "\u{00A0}" || last == "\u{202F}" { result.removeLast() }
                }
                result += innerClose
                open = false
            case "“", "\"":
                result += open ? innerClose : innerOpen
                open.toggle()
            default: result.append(character)
            }
        }
        return result
    }
}

/// The fallback insight's observations (`FallbackInsight`), in one language. Goals come
/// already quoted.
package struct InsightWords: Sendable {
    package var quiet: @Sendable (_ goal: String, _ days: Int) -> String
    package var person: @Sendable (_ name: String, _ days: Int) -> String
    package var done: @Sendable (_ goal: String, _ more: Int) -> String
    package var blocked: @Sendable (_ goal: String, _ blocker: String) -> String
    /// A goal that waits on a person: about reaching them.
    package var waitingOn: @Sendable (_ goal: String, _ name: String) -> String
    package var unanswered: @Sendable (_ count: Int) -> String
    package var noGoal: String
    package var clearSlate: String
    package var allMoving: @Sendable (_ goals: Int) -> String
    package var allTouched: @Sendable (_ goals: Int) -> String
    package var someQuiet: @Sendable (_ quiet: Int, _ goals: Int) -> String
    /// What was finished yesterday (`more`: how many besides).
    package var doneYesterday: @Sendable (_ goal: String, _ more: Int) -> String
    /// A snooze ending today, at a time ("14:00").
    package var comingBack: @Sendable (_ goal: String, _ time: String) -> String
    /// The week's steps: answers "did a step" and actions done.
    package var steps: @Sendable (_ count: Int) -> String
}

extension Words {
    /// Every language's small words: a goal may be written in any of them, whatever the
    /// person reads mynd in, and a cut should not end on one.
    package static let allConnectors: Set<String> = Language.allCases.reduce(into: []) { $0.formUnion($1.pack.connectors) }
}
