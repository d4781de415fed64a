import Foundation
import MyndCore
import MyndTestSupport
import Testing

/// Wednesday 2026-11-18, 10:00 in Berlin.
private let wednesdayTen = utc("2026-11-18T09:00:00Z")
private let berlin = zone("Europe/Berlin")

/// The person came to the desk at `hour` (Berlin) on the ten weekdays before `wednesdayTen`
/// and stayed until 18:00, locked the rest of each day.
private func arrivingAt(_ hour: Int) -> PresenceHours {
    var transitions: [Presence] = []
    var day = 1
    var added = 0
    while added < 10 {
        let date = berlin.adding(days: -day, to: wednesdayTen)
        let wall = berlin.wall(at: date)
        day += 1
        guard wall.weekday != 0, wall.weekday != 6 else { continue }
        added += 1
        let start = berlin.instant(year: wall.year, month: wall.month, day: wall.day, hour: 0, minute: 0)
        transitions.append(Presence(.away(.locked), since: start, source: .logind))
        transitions.append(Presence(.here, since: start.adding(seconds: Int64(hour) * 3600), source: .logind))
        transitions.append(Presence(.away(.locked), since: start.adding(seconds: 18 * 3600), source: .logind))
    }
    return PresenceHours(PresenceTimeline(transitions.sorted { $0.since < $1.since }), now: wednesdayTen, zone: berlin)
}

@Suite(.timed) struct PersonalWhenPolicyTests {
    @Test func aDayWithoutATime_isTheHourThisPersonUsuallyArrives() throws {
        let parser = WhenParser(now: wednesdayTen, zone: berlin, limits: FollowUpLimits(), presence: arrivingAt(8))
        #expect(try parser.future("tomorrow") == utc("2026-11-19T07:00:00Z"))
        let clock = ReplyClock(
            now: wednesdayTen, zone: berlin, limits: FollowUpLimits(), snoozeDefault: DurationText(seconds: 3600),
            presence: arrivingAt(8))
        #expect(clock.dayHours[4] == 8, "Thursday: the hour they come on weekdays")
        #expect(clock.dayHours[6] == nil, "never seen on a Saturday: 09:00")
    }

    /// A span or an exact time reads the same whatever was learned: the command line does not
    /// read the learned hours for one. A day or a time of day may use them.
    @Test func exactTimes_areReadTheSameWithOrWithoutWhatWasLearned() throws {
        let learned = WhenParser(now: wednesdayTen, zone: berlin, limits: FollowUpLimits(), presence: arrivingAt(7))
        let plain = WhenParser(now: wednesdayTen, zone: berlin)
        for text in ["2h", " 30M ", "1h30m", "3d", "2026-11-25", "2026-11-25T14:00", "2026-11-25T14:00:00Z", "2026-11-25T14:00+01:00"] {
            #expect(WhenParser.isExact(text), "\(text)")
            #expect(try learned.future(text) == plain.future(text), "\(text)")
        }
        for text in ["tomorrow", "mon", "mon 09:00", "14:30", "morgen", "in 2 hours", ""] {
            #expect(!WhenParser.isExact(text), "\(text)")
        }
        #expect(try learned.future("tomorrow") != plain.future("tomorrow"), "a day without its hour is the learned one")
    }

    @Test func nothingLearned_orAdaptiveOff_isNineOClock() throws {
        let learnedNothing = WhenParser(now: wednesdayTen, zone: berlin, limits: FollowUpLimits(), presence: PresenceHours())
        #expect(try learnedNothing.future("tomorrow") == utc("2026-11-19T08:00:00Z"))
        var fixed = FollowUpLimits()
        fixed.adaptive = false
        let off = WhenParser(now: wednesdayTen, zone: berlin, limits: fixed, presence: arrivingAt(8))
        #expect(try off.future("tomorrow") == utc("2026-11-19T08:00:00Z"))
    }

    @Test func anHourInsideQuietHours_isNeverTheUsualHour() throws {
        // At the desk from 06:00, inside quiet hours 22:00–07:00: the first hour after them.
        let parser = WhenParser(now: wednesdayTen, zone: berlin, limits: FollowUpLimits(), presence: arrivingAt(6))
        #expect(parser.usualHour[false] == 7)
        #expect(try parser.future("tomorrow") == utc("2026-11-19T06:00:00Z"))
    }
}
