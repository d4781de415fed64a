import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

/// A busy event now is presence "in a meeting": it holds what an absence holds and the phone
/// too, ends with the meeting (meetings back to back count as one), and says its title only
/// in the words for this machine.
@Suite(.timed, .timeLimit(.minutes(20))) struct MeetingPresenceTests {
    static let zone = LocalTime(timeZone: TimeZone(identifier: "Europe/Berlin")!)
    static func at(_ hour: Int, _ minute: Int = 0) -> Timestamp { zone.instant(year: 2026, month: 11, day: 27, hour: hour, minute: minute) }
    static func event(_ title: String, _ from: Int, _ to: Int, busy: Bool = true, allDay: Bool = false) -> CalendarEvent {
        CalendarEvent(uid: title, title: title, start: at(from), end: at(to), allDay: allDay, busy: busy)
    }

    @Test func busyEventNow_isAMeeting_untilItsEnd_backToBackCarriesOn() {
        let day = [Self.event("Team sync", 10, 11), Self.event("1:1", 11, 12), Self.event("Focus", 13, 15, busy: false)]
        let meeting = PresencePolicy.meeting(day, at: Self.at(10, 30))
        #expect(meeting == Meeting(since: Self.at(10), until: Self.at(12), title: "Team sync"))
        #expect(PresencePolicy.meeting(day, at: Self.at(12)) == nil)
        // Free time (TRANSP:TRANSPARENT, a decline) is no meeting.
        #expect(PresencePolicy.meeting(day, at: Self.at(14)) == nil)
        #expect(PresencePolicy.meeting(day, at: Self.at(9, 59)) == nil)
    }

    @Test func here_becomesInAMeeting_awayStaysAway() {
        let meeting = Meeting(since: Self.at(10), until: Self.at(11), title: "Team sync")
        let here = Presence(.here, since: Self.at(8), source: .logind)
        let inMeeting = PresencePolicy.withMeeting(here, meeting)
        #expect(inMeeting.state == .away(.meeting) && inMeeting.source == .calendar && inMeeting.since == Self.at(10))
        let unknown = PresencePolicy.withMeeting(Presence(.unknown(.noSource), since: Self.at(8), source: nil), meeting)
        #expect(unknown.state == .away(.meeting))
        let locked = Presence(.away(.locked), since: Self.at(9), source: .logind)
        #expect(PresencePolicy.withMeeting(locked, meeting) == locked)
        #expect(PresencePolicy.withMeeting(here, nil) == here)
    }

    @Test func aMeeting_holdsScreenAndPhone_untilItEnds_notTheMailbox() {
        let meeting = Meeting(since: Self.at(10), until: Self.at(11), title: "Team sync")
        let presence = PresencePolicy.withMeeting(Presence(.here, since: Self.at(8), source: .logind), meeting)
        let now = Self.at(10, 15)
        #expect(DeliveryHold.hold(for: .screen, presence: presence, pause: nil, now: now) == .meeting(until: Self.at(11)))
        #expect(DeliveryHold.hold(for: .phone, presence: presence, pause: nil, now: now) == .meeting(until: Self.at(11)))
        #expect(DeliveryHold.hold(for: .mailbox, presence: presence, pause: nil, now: now) == nil)
        #expect(DeliveryHold.meeting(until: Self.at(11)).until == Self.at(11))
        // An absence still lets the phone go.
        let away = Presence(.away(.locked), since: Self.at(9), source: .logind)
        #expect(DeliveryHold.hold(for: .phone, presence: away, pause: nil, now: now) == nil)
    }

    @Test func phoneInMeetings_letsThePhoneGo_theScreenStillWaits() throws {
        let day = [Self.event("Team sync", 10, 11)]
        let now = Self.at(10, 15)
        let meeting = try #require(PresencePolicy.meeting(day, at: now, phoneInMeetings: true))
        #expect(!meeting.holdsPhone && PresencePolicy.meeting(day, at: now)?.holdsPhone == true)
        let presence = PresencePolicy.withMeeting(Presence(.here, since: Self.at(8), source: .logind), meeting)
        #expect(DeliveryHold.hold(for: .phone, presence: presence, pause: nil, now: now) == nil)
        #expect(DeliveryHold.hold(for: .screen, presence: presence, pause: nil, now: now) == .meeting(until: Self.at(11)))
        // Away from the desk in a meeting, the phone is the one picked, and nothing holds it.
        let listed: [(Channel, ChannelKind)] = [(Channel("desktop"), .screen), (Channel("phone"), .phone)]
        #expect(PhoneRoute.pick(listed, presence: presence.state, phoneOpen: true) == [Channel("phone")])
        #expect(DeliveryHold.hold(forAll: [.phone], presence: presence, pause: nil, now: now) == nil)
        // A pause still holds it.
        let pause = PauseState(since: Self.at(9), until: nil)
        #expect(DeliveryHold.hold(for: .phone, presence: presence, pause: pause, now: now) == .paused(until: nil))
    }

    @Test func status_saysUntilWhenAndTheTitle() {
        let meeting = Meeting(since: Self.at(10), until: Self.at(11), title: "Team sync")
        let presence = PresencePolicy.withMeeting(Presence(.here, since: Self.at(8), source: .logind), meeting)
        let text = PresenceText(now: Self.at(10, 15), zone: Self.zone)
        #expect(text.presence(presence) == "in a meeting until 11:00 (Team sync)")
        #expect(text.presence(presence, held: 1) == "in a meeting until 11:00 (Team sync): 1 nudge held for you")
        #expect(text.hold(.meeting(until: Self.at(11))) == "held: in a meeting until 11:00")
    }

    @Test func endedEventWithSomeone_isContact_byAddressOrName() {
        let lucia = Node(type: .person, content: "Lucía Fernández <lucia@example.org>", createdAt: Self.at(0))
        let marco = Node(type: .person, content: "Marco", createdAt: Self.at(0))
        var call = Self.event("Weekly call", 9, 10)
        call.attendees = ["me@mynd.test", "lucia@example.org"]
        let lunch = Self.event("Lunch with Marco", 12, 13)
        let later = Self.event("Drinks with Lucía", 18, 19)
        let free = Self.event("Marco's talk (optional)", 8, 9, busy: false)
        let met = CalendarContact.met(in: [call, lunch, later, free], people: [lucia, marco], now: Self.at(14))
        #expect(met == [lucia.id: Self.at(10), marco.id: Self.at(13)])
    }
}
