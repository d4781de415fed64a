/// The words of every message mynd's jobs write, in one language: one table per language
/// (`Words+English.swift`, `Words+German.swift`, …), each written in that language rather
/// than translated phrase by phrase. Texts with numbers or names in them are small functions,
/// so each language says "1 day" / "3 days" its own way.
public struct Words: Sendable {
    /// How the language quotes a goal inside a sentence of mynd's.
    public var quotes: Quotes

    /// Notification buttons by action (the digest's open button is `seeMore`; done on a
    /// nudge about a person is `reachedOut`). Adding an action is one line per language.
    public var buttons: [DesktopAction: String]
    public var seeMore: String
    public var reachedOut: String

    /// A desktop nudge's title: why it comes.
    public var titleQuiet: @Sendable (_ days: Int) -> String
    public var titleNudge: String
    public var titleReturning: String
    public var titleAsking: String
    public var titlePerson: String

    /// The briefing's greeting by the hour it is read: before noon, before six, after.
    public var goodMorning: String
    public var goodAfternoon: String
    public var goodEvening: String

    /// The briefing's section headings.
    public var headingToday: String
    public var headingComingBack: String
    public var headingWaiting: String
    public var headingDone: String
    public var headingBlocked: String
    public var headingPeople: String

    /// What follows a goal in a briefing line, after " · ".
    public var lineNext: @Sendable (_ step: String) -> String
    public var lineBlockedBy: @Sendable (_ blocker: String) -> String
    public var lineQuiet: @Sendable (_ days: Int) -> String
    public var lineComingBackAt: @Sendable (_ time: String) -> String
    public var lineNudgedAgo: @Sendable (_ seconds: Int) -> String
    public var lineBlockedShort: @Sendable (_ blocker: String) -> String
    public var lineSomething: String
    public var linePerson: @Sendable (_ days: Int, _ cadence: String) -> String
    /// A cadence: "every 3 weeks", "every day".
    public var every: @Sendable (_ days: Int) -> String
    /// The last line of a desktop digest that holds more.
    public var moreInDigest: @Sendable (_ count: Int) -> String
    /// A digest with nothing new, on a notification.
    public var nothingNew: @Sendable (_ goals: Int) -> String
    /// An empty graph's digest, on a notification.
    public var startWith: String
    /// An empty graph's insight.
    public var emptyInsight: String

    /// The nudges about a person past their cadence, one a week in turn: `since` is how long
    /// it has been ("3 weeks"), `every` the cadence ("every 3 weeks").
    public var personNudges: [@Sendable (_ name: String, _ since: String, _ every: String) -> String]
    /// How long since the last contact: days, or weeks from three weeks on.
    public var since: @Sendable (_ days: Int) -> String

    /// The fallback morning insight's observations.
    public var insight: InsightWords

    /// The one short answer to a reply mynd could not read; `said` is the reply's first line,
    /// already quoted, or nil for an empty one.
    public var notUnderstood: @Sendable (_ said: String?) -> String
    /// What an answer's subject says after `Re:` when the reply had none.
    public var yourReply: String
    /// The one short answer to a reply that changed nothing because what it answers is no
    /// longer open or the email is too old (`ReplyRefusal`).
    public var replyRefused: @Sendable (_ refusal: ReplyRefusal) -> String
    /// What an applied answer did: the confirmation of an email reply (`AnswerText`).
    public var answers: AnswerWords

    /// Small words a shortened text should not end on ("Learn enough Spanish to…").
    public var connectors: Set<String>
}

/// The marks a language sets a quotation in; the inner pair is for quotes inside a goal.
public struct Quotes: Equatable, Sendable {
    public var open: String
    public var close: String
    public var innerOpen: String
    public var innerClose: String

    /// `text` in these quotes, its own quotation marks turned into the inner pair so the
    /// quote cannot look closed early.
    public func quote(_ text: String) -> String {
        open + inner(text) + close
    }

    /// The goal's own double quotes as this language's inner quotes. "“" opens in English and
    /// closes in German ("„…“"): it closes when a quote is open.
    public func inner(_ text: String) -> String {
        var result = ""
        var open = false
        for character in text {
            switch character {
            case "„", "«":
                result += innerOpen
                open = true
            case "”", "»":
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
public struct InsightWords: Sendable {
    public var quiet: @Sendable (_ goal: String, _ days: Int) -> String
    public var person: @Sendable (_ name: String, _ days: Int) -> String
    public var done: @Sendable (_ goal: String, _ more: Int) -> String
    public var blocked: @Sendable (_ goal: String, _ blocker: String) -> String
    public var unanswered: @Sendable (_ count: Int) -> String
    public var noGoal: String
    public var clearSlate: String
    public var allMoving: @Sendable (_ goals: Int) -> String
    public var allTouched: @Sendable (_ goals: Int) -> String
    public var someQuiet: @Sendable (_ quiet: Int, _ goals: Int) -> String
    /// What was finished yesterday (`more`: how many besides).
    public var doneYesterday: @Sendable (_ goal: String, _ more: Int) -> String
    /// A snooze ending today, at a time ("14:00").
    public var comingBack: @Sendable (_ goal: String, _ time: String) -> String
    /// The week's steps: answers "did a step" and actions done.
    public var steps: @Sendable (_ count: Int) -> String
}

extension Words {
    /// Every language's small words: a goal may be written in any of them, whatever the
    /// person reads mynd in, and a cut should not end on one.
    public static let allConnectors: Set<String> = Language.allCases.reduce(into: []) { $0.formUnion($1.words.connectors) }
}
