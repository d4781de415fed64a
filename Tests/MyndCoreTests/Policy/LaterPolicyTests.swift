import Foundation
import MyndCore
import MyndTestSupport
import Testing

/// Friday 2026-11-20, 10:00 in Berlin.
private let fridayTen = utc("2026-11-20T09:00:00Z")
private let berlin = zone("Europe/Berlin")
private let hour = DurationText(seconds: 3600)

/// A Later's end: `snooze_default` from now, the third of a day the next day at the person's
/// hour, and the two hours a day starts at (a weekend's own).
@Suite(.timed, .timeLimit(.minutes(20))) struct LaterPolicyTests {
    @Test func theFirstTwoLatersOfADay_comeBackSoon_theThirdTheNextDay() {
        var parser = WhenParser(now: fridayTen, zone: berlin)
        parser.usualHour = [false: 8, true: 10]
        let later = parser.later(hour)
        #expect(later.soon == utc("2026-11-20T10:00:00Z"))
        #expect(later.end(returnsToday: 0) == later.soon)
        #expect(later.end(returnsToday: 1) == later.soon)
        #expect(!later.movesToNextDay(returnsToday: 1))
        // Saturday is a weekend day: its own hour, 10:00 in Berlin.
        #expect(later.end(returnsToday: 2) == utc("2026-11-21T09:00:00Z"))
        #expect(later.movesToNextDay(returnsToday: 2))
        #expect(later.end(returnsToday: 5) == later.nextDay)
    }

    @Test func theDay_isThePersonsDay_fromMidnightToMidnightInTheirZone() {
        let later = WhenParser(now: fridayTen, zone: berlin).later(hour)
        #expect(later.dayStart == utc("2026-11-19T23:00:00Z"))
        #expect(later.dayEnd == utc("2026-11-20T23:00:00Z"))
        #expect(later.nextDay == utc("2026-11-21T08:00:00Z"), "nothing learned: 09:00")
    }

    @Test func aLaterThatEndsAfterMidnight_staysAsSaid_itIsTheNextDayAnyway() {
        let lateEvening = utc("2026-11-20T22:30:00Z")  // 23:30 in Berlin
        let later = WhenParser(now: lateEvening, zone: berlin).later(hour)
        #expect(!later.movesToNextDay(returnsToday: 3))
        #expect(later.end(returnsToday: 3) == utc("2026-11-20T23:30:00Z"))
    }

    @Test func aReply_meansTheSame_withTheHourItsClockLearned() {
        let clock = ReplyClock(now: fridayTen, zone: berlin, snoozeDefault: hour, dayHours: [6: 11])
        let later = clock.later
        #expect(later.soon == utc("2026-11-20T10:00:00Z"))
        #expect(later.end(returnsToday: 2) == utc("2026-11-21T10:00:00Z"), "Saturday at 11:00 in Berlin")
    }

    @Test(arguments: [
        (Language.english, "snoozed 3f2a until ", "that was your third “Later” today, so it comes back tomorrow at your usual time"),
        (.german, "3f2a schlummert bis Samstag, 21. November um 10:00 Uhr", "heute schon dreimal „Später“"),
        (.spanish, "pospusiste 3f2a hasta el sábado, 21 de noviembre", "ya van tres «Más tarde» hoy"),
        (.french, "tu as reporté 3f2a au samedi 21 novembre", "alors on en reparle demain à ton heure habituelle"),
    ])
    func theConfirmation_saysItComesBackTomorrow_inThePersonsLanguage(language: Language, start: String, note: String) {
        var parser = WhenParser(now: fridayTen, zone: berlin)
        parser.usualHour = [true: 10]
        let later = parser.later(hour)
        let goal = Node(type: .goal, content: "Tidy the garage", createdAt: fridayTen, snoozedUntil: later.nextDay)
        var outcome = IntentOutcome(node: goal)
        outcome.shortId = "3f2a"
        outcome.laterNextDay = true
        let text = AnswerText(describe: Describe(now: fridayTen, zone: berlin), language: language)
        let line = text.summary(.later(goal.id, later), outcome)
        #expect(line.hasPrefix(start), "\(line)")
        #expect(line.contains(note), "\(line)")
        #expect(line.contains("Tidy the garage"))
        outcome.laterNextDay = false
        #expect(!text.summary(.later(goal.id, later), outcome).contains(note))
    }
}
