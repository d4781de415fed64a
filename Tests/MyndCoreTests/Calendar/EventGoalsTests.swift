import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

/// An event of the day is about an open goal when they share half of the title's words or
/// more, one of five letters at least, as forms of one word: "Dentist" and "Book the dentist".
@Suite(.timed, .timeLimit(.minutes(20))) struct EventGoalsTests {
    static func goal(_ text: String) -> Node { Node(type: .goal, content: text, createdAt: MeetingPresenceTests.at(0)) }
    static func event(_ title: String) -> CalendarEvent { MeetingPresenceTests.event(title, 14, 15) }

    @Test(arguments: [
        ("Dentist", "Book the dentist", true),
        ("Dentist appointment", "Book the dentist", true),
        ("Zahnarzt", "Zahnarzttermin ausmachen", true),
        ("Lunch with Lucía", "Call Lucia about the flat", true),
        ("Cita con el dentista", "Pedir cita al dentista", true),
        // A short word alone ties nothing: "call", "sync", "team".
        ("Sales call", "Call mum", false),
        ("Team sync", "Sync the photos to the NAS", false),
        // Less than half of the title's words.
        ("Quarterly budget review with finance", "Review the garden plan", false),
        ("Dentist", "Plant the spring bulbs", false),
        ("", "Book the dentist", false),
    ])
    func matches(_ title: String, _ goal: String, _ expected: Bool) {
        let found = EventGoals.match([Self.event(title)], goals: [Self.goal(goal)])
        #expect((found[0] != nil) == expected, "\(title) / \(goal)")
    }

    @Test func theGoalSharingMost_isNamed_once_onItsFirstEvent() {
        let bulbs = Self.goal("Plant the spring bulbs")
        let dentist = Self.goal("Book the dentist")
        let dentistVisit = Self.goal("Dentist visit for the kids")
        let events = [Self.event("Standup"), Self.event("Dentist visit"), Self.event("Dentist"), Self.event("Buy bulbs")]
        let found = EventGoals.match(events, goals: [bulbs, dentist, dentistVisit])
        // "Dentist visit" shares two words with the kids' visit, one with booking: the visit wins;
        // "Dentist" then goes to the goal left, and "bulbs" ties buying them to planting them.
        #expect(found.mapValues(\.id) == [1: dentistVisit.id, 2: dentist.id, 3: bulbs.id])
        // On a tie the first goal listed (the longest quiet) is named.
        let tie = EventGoals.match([Self.event("Dentist")], goals: [dentist, dentistVisit])
        #expect(tie[0]?.id == dentist.id)
        #expect(EventGoals.match(events, goals: []).isEmpty)
    }
}
