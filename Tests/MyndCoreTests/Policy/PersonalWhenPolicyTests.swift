import Foundation
import MyndCore
import MyndTestSupport
import Testing

/// Wednesday 2026-11-18, 10:00 in Berlin.
private let wednesdayTen = utc("2026-11-18T09:00:00Z")

/// Nudges answered at `hour` (Berlin) on the weekdays before `wednesdayTen`.
private func answeredAt(_ hour: Int, weekend: Bool = false) -> AnswerHours {
    let days = weekend ? ["2026-11-14", "2026-11-15"] : ["2026-11-09", "2026-11-10", "2026-11-11", "2026-11-12", "2026-11-13"]
    let nudges = days.map { day in
        AnswerHours.Nudge(deliveredAt: utc("\(day)T\(String(format: "%02d", hour - 1)):10:00Z"), answered: true)
    }
    return AnswerHours(nudges, now: wednesdayTen, zone: zone("Europe/Berlin"))
}

@Suite(.timed) struct PersonalWhenPolicyTests {
    @Test func aDayWithoutATime_isTheFirstHourThisPersonAnswers() throws {
        let parser = WhenParser(now: wednesdayTen, zone: zone("Europe/Berlin"), limits: FollowUpLimits(), hours: answeredAt(12))
        #expect(try parser.future("tomorrow") == utc("2026-11-19T11:00:00Z"))
    }

    @Test func nothingLearned_orAdaptiveOff_isNineOClock() throws {
        let learnedNothing = WhenParser(now: wednesdayTen, zone: zone("Europe/Berlin"), limits: FollowUpLimits(), hours: AnswerHours())
        #expect(try learnedNothing.future("tomorrow") == utc("2026-11-19T08:00:00Z"))
        var fixed = FollowUpLimits()
        fixed.adaptive = false
        let off = WhenParser(now: wednesdayTen, zone: zone("Europe/Berlin"), limits: fixed, hours: answeredAt(12))
        #expect(try off.future("tomorrow") == utc("2026-11-19T08:00:00Z"))
    }

    @Test func anHourInsideQuietHours_isNeverTheUsualHour() throws {
        // Answered at 06:00, inside quiet hours 22:00–07:00: the first hour after them is not
        // learned either, so the default stands.
        let parser = WhenParser(now: wednesdayTen, zone: zone("Europe/Berlin"), limits: FollowUpLimits(), hours: answeredAt(6))
        #expect(parser.usualHour[false] == nil)
        #expect(try parser.future("tomorrow") == utc("2026-11-19T08:00:00Z"))
    }
}
