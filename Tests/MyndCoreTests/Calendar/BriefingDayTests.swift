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
        #expect(day.items.map(\.text) == [allDay, "09:00 Meeting 9", "10:00 Team sync", "11:00 Meeting 11", "12:00 Meeting 12"])
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
}
