import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

private let now = utc("2026-11-23T14:30:00Z")
private let desktop = (Channel("desktop"), ChannelKind.screen)
private let phone = (Channel("phone"), ChannelKind.phone)
private let email = (Channel("email"), ChannelKind.mailbox)

/// Presence picks among the channels listed for a nudge: the screen at the desk, the phone
/// away, within the phone's own cap and gap; a mailbox goes as listed.
@Suite(.timed) struct PhoneRouteTests {
    @Test func atTheDesk_theScreen_away_thePhone() {
        let listed = [desktop, phone, email]
        #expect(PhoneRoute.pick(listed, presence: .here, phoneOpen: true) == [Channel("desktop"), Channel("email")])
        #expect(PhoneRoute.pick(listed, presence: .away(.locked), phoneOpen: true) == [Channel("phone"), Channel("email")])
        #expect(PhoneRoute.pick(listed, presence: .away(.idle), phoneOpen: true) == [Channel("phone"), Channel("email")])
        #expect(PhoneRoute.pick(listed, presence: .unknown(.noSource), phoneOpen: true) == [Channel("desktop"), Channel("email")])
        #expect(PhoneRoute.pick(listed, presence: nil, phoneOpen: true) == [Channel("desktop"), Channel("email")])
    }

    @Test func away_withThePhoneUsedUp_theScreenWaits() {
        #expect(PhoneRoute.pick([desktop, phone], presence: .away(.manual), phoneOpen: false) == [Channel("desktop")])
        #expect(PhoneRoute.kindsToHold([.screen, .phone], phoneOpen: false) == [.screen], "so the nudge is held as for the screen")
        #expect(PhoneRoute.kindsToHold([.screen, .phone], phoneOpen: true) == [.screen, .phone])
    }

    @Test func withoutAScreen_thePhoneGoes_whileItsDayAllows() {
        #expect(PhoneRoute.pick([phone], presence: .here, phoneOpen: true) == [Channel("phone")])
        #expect(PhoneRoute.pick([phone], presence: .here, phoneOpen: false) == [])
        #expect(PhoneRoute.pick([desktop, email], presence: .away(.locked), phoneOpen: true) == [Channel("desktop"), Channel("email")])
    }

    @Test func theCap_andTheGap() {
        let none = PhoneRoute.Use(today: 0, last: nil)
        #expect(PhoneRoute.mayUse(none, maxPerDay: 2, minGapSeconds: 7200, now: now))
        let one = none.adding(at: now)
        #expect(one == PhoneRoute.Use(today: 1, last: now))
        #expect(!PhoneRoute.mayUse(one, maxPerDay: 2, minGapSeconds: 7200, now: now.adding(seconds: 7199)))
        #expect(PhoneRoute.mayUse(one, maxPerDay: 2, minGapSeconds: 7200, now: now.adding(seconds: 7200)))
        let two = one.adding(at: now.adding(seconds: 7200))
        #expect(!PhoneRoute.mayUse(two, maxPerDay: 2, minGapSeconds: 0, now: now.adding(seconds: 86_000)), "the day's cap")
        #expect(!PhoneRoute.mayUse(none, maxPerDay: 0, minGapSeconds: 0, now: now), "max_per_day = 0 keeps the phone quiet")
    }

    @Test func aPhoneRowThatDidNotGoOut_fallsBackToTheScreen_whenTheScreenCanShowIt_orWhenItGaveUp() {
        #expect(PhoneRoute.fallsBackToScreen(phoneRow: .pending, attempts: 2, screenOpen: true), "back at the desk: shown there")
        #expect(!PhoneRoute.fallsBackToScreen(phoneRow: .pending, attempts: 2, screenOpen: false), "away: the phone is tried again")
        #expect(!PhoneRoute.fallsBackToScreen(phoneRow: .pending, attempts: 0, screenOpen: true), "not tried yet")
        #expect(PhoneRoute.fallsBackToScreen(phoneRow: .failed, attempts: 10, screenOpen: false), "given up: the screen waits")
        #expect(!PhoneRoute.fallsBackToScreen(phoneRow: .sent, attempts: 1, screenOpen: true))
    }
}
