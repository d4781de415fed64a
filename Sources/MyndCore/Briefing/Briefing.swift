package import Foundation

/// The morning briefing: one insight line and the sections a person reads first, composed
/// once from `BriefingFacts` and rendered for each channel (the email and `mynd digest` show
/// every section with short ids; the desktop notification its first lines).
package struct Briefing: Equatable, Sendable {
    /// One line of a section: a short id to answer with, and what to read.
    package struct Item: Equatable, Sendable {
        package var shortId: String
        package var text: String
        /// The node the line is about: what a reply to the digest may act on (nil: a calendar
        /// event, which no reply acts on).
        package var node: UUID?
    }

    /// A section: its heading, the items shown, how many more were cut and where to see them.
    package struct Section: Equatable, Sendable {
        package var heading: String
        package var items: [Item]
        package var more: Int
        package var moreCommand: String
    }

    package enum State: String, Sendable {
        /// There is something to read.
        case news
        /// Goals or people exist, but nothing is quiet, due, done, waiting or coming back.
        case nothingNew
        /// Nothing in the graph to keep an eye on: the briefing says how to start.
        case empty
    }

    package var state: State
    package var sections: [Section]
    /// The nodes its lines name, but those listed as done: what a reply to the digest may act
    /// on (`done 3f2a`), in order, once each.
    package var answerable: [UUID] = []

    /// How many items a section shows before "+N more".
    package static let itemsPerSection = 3
    /// How long a goal, step or name may be in a line (cut at a word boundary): room for a
    /// goal of a long sentence, so a German one keeps the verb it ends on.
    package static let partLength = 72

    /// The sections from `facts`, in the order a person reads them: what to do today, what
    /// comes back today, what waits for an answer, what got done, what is stuck, who to see.
    package static func compose(_ facts: BriefingFacts, now: Timestamp, zone: LocalTime, in language: Language = .english) -> Briefing {
        let words = language.words
        let day = daySection(facts.today, goals: facts.openGoals, now: now, zone: zone, words: words)
        if facts.isEmptyGraph {
            return Briefing(state: day == nil ? .empty : .news, sections: day.map { [$0] } ?? [])
        }
        // A goal or person is in one section only: waiting for an answer wins over Today and
        // People, Today over Blocked.
        let waiting = Set(facts.waiting.map(\.goal.node.id))
        let quiet = facts.quiet.filter { !waiting.contains($0.node.id) }
        let today = Set(quiet.prefix(itemsPerSection).map(\.node.id))
        let candidates: [Section] = [
            section(words.headingToday, quiet, more: "mynd list --stale", id: \.named) { goal in
                if let blocker = goal.blocker {
                    let said = goal.blockerIsPerson ? words.lineWaitingOn(part(blocker)) : words.lineBlockedBy(part(blocker))
                    return "\(part(goal.node.content)) · \(said)"
                }
                if let step = goal.nextAction { return "\(part(goal.node.content)) · \(words.lineNext(part(step)))" }
                return "\(part(goal.node.content)) · \(words.lineQuiet(Int(GoalRanking.daysStale(goal.node, now: now))))"
            },
            section(words.headingComingBack, facts.comingBack, more: "mynd list --type goal", id: \.goal.named) { item in
                "\(part(item.goal.node.content)) · \(words.lineComingBackAt(zone.shortDescription(of: item.at, from: now)))"
            },
            section(words.headingWaiting, facts.waiting, more: "mynd followups", id: \.goal.named) { item in
                "\(part(item.goal.node.content)) · \(words.lineNudgedAgo(max(0, Int(now.seconds(since: item.since)))))"
            },
            section(words.headingDone, facts.done, more: "mynd list --all", id: \.named) { part($0.node.content) },
            section(
                words.headingBlocked, facts.blocked.filter { !today.contains($0.node.id) && !waiting.contains($0.node.id) },
                more: "mynd list --type goal", id: \.named
            ) {
                goal in
                if goal.blockerIsPerson, let name = goal.blocker {
                    return "\(part(goal.node.content)) · \(words.lineWaitingOn(part(name)))"
                }
                return "\(part(goal.node.content)) · \(words.lineBlockedShort(part(goal.blocker ?? words.lineSomething)))"
            },
            section(
                words.headingPeople, facts.people.filter { !waiting.contains($0.contact.person.id) }, more: "mynd list --type person --due",
                id: { ($0.shortId, $0.contact.person.id) }
            ) { item in
                let contact = item.contact
                return "\(part(contact.person.content)) · \(words.linePerson(contact.daysSince(now), words.every(contact.cadence.days)))"
            },
        ].compactMap { $0 }
        let sections = (day.map { [$0] } ?? []) + candidates
        var briefing = Briefing(state: sections.isEmpty ? .nothingNew : .news, sections: sections)
        // What a reply may act on: every line but those of what is done already.
        let done = Set(facts.done.map(\.node.id))
        var seen = done
        briefing.answerable = candidates.flatMap { $0.items.compactMap(\.node) }.filter { seen.insert($0).inserted }
        return briefing
    }

    static func section<T>(
        _ heading: String, _ all: [T], more: String, id: (T) -> (short: String, node: UUID), text: (T) -> String
    ) -> Section? {
        guard !all.isEmpty else { return nil }
        let shown = all.prefix(itemsPerSection).map { Item(shortId: id($0).short, text: text($0), node: id($0).node) }
        return Section(heading: heading, items: shown, more: all.count - shown.count, moreCommand: more)
    }

    /// How many of today's events the briefing lists before "+N more".
    package static let eventsShown = 5

    /// Today's events, first: "10:00 Team sync", "all day: Holiday", an event a goal of
    /// `goals` is about with that goal (`EventGoals`), and before them a day with no room in it
    /// (`DayShape`) said as such; nil without any.
    static func daySection(_ events: [CalendarEvent], goals: [Node] = [], now: Timestamp, zone: LocalTime, words: Words) -> Section? {
        guard !events.isEmpty else { return nil }
        let listed = Array(events.prefix(eventsShown))
        let about = EventGoals.match(listed, goals: goals)
        var shown = listed.enumerated().map { index, event in
            let title = part(event.title.isEmpty ? "…" : event.title)
            var text = event.allDay ? words.lineAllDay(title) : "\(clock(event.start, zone: zone, now: now)) \(title)"
            if let goal = about[index] { text = words.lineEventGoal(text, words.quotes.quote(part(goal.content))) }
            return Item(shortId: "", text: text, node: nil)
        }
        if let until = DayShape.backToBackUntil(events, now: now) {
            shown.insert(Item(shortId: "", text: words.lineBackToBack(clock(until, zone: zone, now: now)), node: nil), at: 0)
        }
        return Section(heading: words.headingDay, items: shown, more: events.count - listed.count, moreCommand: words.dayElsewhere)
    }

    /// "09:30": the clock alone, the same in every language (every event listed is today's).
    static func clock(_ instant: Timestamp, zone: LocalTime, now: Timestamp) -> String {
        let wall = zone.wall(at: instant)
        return (wall.hour < 10 ? "0" : "") + "\(wall.hour):" + (wall.minute < 10 ? "0" : "") + "\(wall.minute)"
    }

    /// A goal, step or name as a line names it: its first line (a goal's other lines are
    /// detail), cut at a word only past `partLength`.
    static func part(_ text: String) -> String {
        Terminal.safe(text.firstLine).withoutClosingPunctuation.excerpt(partLength, connectors: Words.allConnectors)
    }

    /// The lines a desktop notification shows under its title: at most `lines`, the last
    /// saying how much more the full digest holds ("See more" opens it).
    package func notificationLines(_ lines: Int, in language: Language = .english) -> [String] {
        // The heading's colon as the language sets it (a narrow space before it in French).
        let colon = language.words.answers.colon
        let items = sections.flatMap { section in section.items.map { "\(section.heading)\(colon)\($0.text)" } }
        let total = sections.reduce(0) { $0 + $1.items.count + $1.more }
        guard total > lines else { return items }
        let shown = Array(items.prefix(lines - 1))
        return shown + [language.words.moreInDigest(total - shown.count)]
    }
}

extension Briefing {
    /// Lines under a desktop notification's title, the last one "+N more" (a
    /// glance, with *See more* for the rest).
    package static let notificationLines = 3

    /// Why an empty graph's digest has no insight of Claude's; how the next run knows the
    /// getting-started digest went out (one, then none until there is something to say).
    package static let emptyReason = "nothing in the graph yet"
    package static let emptyInsight = Words.english.emptyInsight

    /// Whether `text` says what `last` said (case, spacing and closing punctuation aside).
    package static func repeats(_ text: String, _ last: String?) -> Bool {
        guard let last else { return false }
        func norm(_ s: String) -> String {
            s.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ").withoutClosingPunctuation
        }
        return norm(text) == norm(last)
    }
}
