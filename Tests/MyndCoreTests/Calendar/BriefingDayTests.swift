import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

/// The briefing opens with today's events: time and title, at most five and "+N more", a day
/// off as "all day", in each language the packs have.
@Suite(.timed, .timeLimit(.minutes(20))) struct BriefingDayTests {
    static let zone = MeetingPresenceTests.zone
    static let now = MeetingPresenceTests.at(7, 30)

    static func facts(_ events: [CalendarEvent]) -> BriefingFacts {
        var facts = BriefingFacts()
        facts.quiet = [BriefingTests.goal("Book the dentist", "77aa")]
        facts.activeGoals = 1
        facts.today = events
        return facts
    }

    @Test(arguments: [
        (Language.english, "Your day", "all day: Holiday", "your calendar"),
        (.german, "Dein Tag", "ganztägig: Holiday", "dein Kalender"),
        (.spanish, "Tu día", "todo el día: Holiday", "tu calendario"),
        (.french, "Ta journée", "toute la journée\u{202F}: Holiday", "ton agenda"),
    ])
    func todaysEvents_first_atMostFive_inEveryLanguage(_ language: Language, heading: String, allDay: String, elsewhere: String) {
        let holiday = CalendarEvent(
            uid: "h", title: "Holiday", start: Self.zone.instant(year: 2026, month: 11, day: 27, hour: 0, minute: 0),
            end: Self.zone.instant(year: 2026, month: 11, day: 28, hour: 0, minute: 0), allDay: true, busy: false)
        let events =
            [holiday]
            + (9...14).map { hour in MeetingPresenceTests.event(hour == 10 ? "Team sync" : "Meeting \(hour)", hour, hour + 1) }
        let briefing = Briefing.compose(Self.facts(events), now: Self.now, zone: Self.zone, in: language)
        let day = try! #require(briefing.sections.first)
        #expect(day.heading == heading)
        // Six meetings in a row: the day is full, and says so before its events.
        #expect(day.items.first?.text == language.words.lineBackToBack("15:00"))
        #expect(
            day.items.dropFirst().map(\.text) == [allDay, "09:00 Meeting 9", "10:00 Team sync", "11:00 Meeting 11", "12:00 Meeting 12"])
        #expect(day.more == 2 && day.moreCommand == elsewhere)
        #expect(day.items.allSatisfy { $0.node == nil && $0.shortId.isEmpty })
        // The goals follow; a reply can answer them, never an event.
        #expect(briefing.sections[1].heading == language.words.headingToday)
        #expect(briefing.answerable.count == 1)
        #expect(briefing.notificationLines(3, in: language).first?.hasPrefix(heading) == true)
    }

    @Test func noCalendar_noSection_andAnEmptyGraphWithADay_stillBriefs() {
        let plain = Briefing.compose(Self.facts([]), now: Self.now, zone: Self.zone)
        #expect(plain.sections.first?.heading == "Today")
        var empty = BriefingFacts()
        empty.today = [MeetingPresenceTests.event("Team sync", 10, 11)]
        let briefing = Briefing.compose(empty, now: Self.now, zone: Self.zone)
        #expect(briefing.state == .news)
        #expect(briefing.sections.map(\.heading) == ["Your day"])
        #expect(Briefing.compose(BriefingFacts(), now: Self.now, zone: Self.zone).state == .empty)
    }

    @Test(arguments: [
        (
            Language.english, "Back-to-back until 15:00 — one small thing after?",
            "16:00 Dentist — your goal “Book the dentist” could close today?"
        ),
        (
            .german, "Bis 15:00 Uhr ein Termin nach dem anderen – danach eine Kleinigkeit?",
            "16:00 Dentist – heute dein Ziel „Book the dentist“ abhaken?"
        ),
        (
            .spanish, "Sin un hueco hasta las 15:00: ¿algo pequeño después?",
            "16:00 Dentist — ¿hoy puedes cerrar tu objetivo «Book the dentist»?"
        ),
        (
            .french, "Tout s’enchaîne jusqu’à 15:00 — et après, une petite chose\u{202F}?",
            "16:00 Dentist — l’occasion de boucler ton objectif «\u{202F}Book the dentist\u{202F}» aujourd’hui\u{202F}?"
        ),
    ])
    func aFullDay_saysSoFirst_andAnEventNamesItsGoal(_ language: Language, full: String, dentist: String) throws {
        let day = [
            MeetingPresenceTests.event("Standup", 9, 10), MeetingPresenceTests.event("Team sync", 10, 12),
            MeetingPresenceTests.event("Planning", 12, 15), MeetingPresenceTests.event("Dentist", 16, 17),
        ]
        var facts = Self.facts(day)
        facts.openGoals = [Node(type: .goal, content: "Book the dentist", createdAt: Self.now)]
        let section = try #require(Briefing.compose(facts, now: Self.now, zone: Self.zone, in: language).sections.first)
        #expect(section.heading == language.words.headingDay)
        #expect(section.items.map(\.text) == [full, "09:00 Standup", "10:00 Team sync", "12:00 Planning", dentist])
        #expect(section.more == 0)
        // Later, the full stretch is behind: no such line; and with room between, none at all.
        let after = Briefing.compose(facts, now: MeetingPresenceTests.at(13, 30), zone: Self.zone, in: language)
        #expect(after.sections.first?.items.first?.text == "09:00 Standup")
        let roomy = Briefing.compose(Self.facts([day[0], day[3]]), now: Self.now, zone: Self.zone, in: language)
        #expect(roomy.sections.first?.items.map(\.text) == ["09:00 Standup", "16:00 Dentist"])
    }
}
