import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

/// Timing learns from presence: the hours a person comes back to the desk, day after day.
@Suite(.timed) struct PresenceHoursTests {
    let berlin = zone("Europe/Berlin")
    /// 2026-11-23 is a Monday; Berlin is UTC+1.
    let monday = utc("2026-11-23T06:00:00Z")

    /// Ten weekdays before `monday`: here only 12:00–13:00 local (11–12 UTC), locked the rest.
    func lunchDesk() -> PresenceTimeline {
        var transitions: [Presence] = []
        var day = 1
        var added = 0
        while added < 10 {
            let date = berlin.adding(days: -day, to: monday)
            let wall = berlin.wall(at: date)
            day += 1
            guard wall.weekday != 0, wall.weekday != 6 else { continue }
            added += 1
            let noon = berlin.instant(year: wall.year, month: wall.month, day: wall.day, hour: 12, minute: 0)
            transitions.append(Presence(.here, since: noon, source: .logind))
            transitions.append(Presence(.away(.locked), since: noon.adding(seconds: 3600), source: .logind))
        }
        return PresenceTimeline(transitions)
    }

    @Test func theHoursAtTheDesk_areLearned_withTheReturns() {
        let hours = PresenceHours(lunchDesk(), now: monday, zone: berlin)
        let lunch = AnswerHours.Slot(weekend: false, hour: 12)
        #expect(hours.present(in: lunch))
        #expect(hours[lunch].hereCount == 10 && hours[lunch].returns >= 9)
        #expect(!hours.present(in: AnswerHours.Slot(weekend: false, hour: 9)))
        #expect(hours[AnswerHours.Slot(weekend: false, hour: 9)].knownCount >= 9, "known away: evidence too")
        #expect(hours[lunch].phrase(lunch).hasPrefix("here on 10 of 10 days 12–13h on weekdays (back at the desk"))
        #expect(PresenceHours(PresenceTimeline([]), now: monday, zone: berlin).isEmpty)
    }

    @Test func aDueNudge_seenAway_waitsForTheLikelyReturn_andSaysItLearnedFromPresence() throws {
        let presence = PresenceHours(lunchDesk(), now: monday, zone: berlin)
        let wait = try #require(
            SendTiming.wait(
                now: monday, dueSince: monday, hours: AnswerHours(), presence: presence, presentNow: false, limits: FollowUpLimits(),
                zone: berlin))
        #expect(wait.until == utc("2026-11-23T11:00:00Z"))  // 12:00 in Berlin
        #expect(wait.learnedFrom == "presence")
        #expect(wait.description(in: berlin, now: monday).hasPrefix("waiting for 12:00 (learned from presence): you are away now; "))
    }

    @Test func aPersonSeenHere_isNotKeptWaiting() {
        let presence = PresenceHours(lunchDesk(), now: monday, zone: berlin)
        #expect(
            SendTiming.wait(
                now: monday, dueSince: monday, hours: AnswerHours(), presence: presence, presentNow: true, limits: FollowUpLimits(),
                zone: berlin) == nil)
    }

    @Test func aRest_endsAtAnHourThePersonIsUsuallyHere() {
        let presence = PresenceHours(lunchDesk(), now: monday, zone: berlin)
        #expect(
            SendTiming.answeredHour(from: monday, hours: AnswerHours(), presence: presence, limits: FollowUpLimits(), zone: berlin)
                == utc("2026-11-23T11:00:00Z"))
    }

    @Test func seenAway_withNoLikelyReturnInReach_doesNotWait_theHoldDoes() {
        // Away every hour of ten weekdays: no hour to wait for.
        var transitions: [Presence] = [Presence(.away(.locked), since: berlin.adding(days: -14, to: monday), source: .logind)]
        transitions.append(Presence(.away(.locked), since: monday, source: .logind))
        let presence = PresenceHours(PresenceTimeline(transitions), now: monday, zone: berlin)
        #expect(!presence.isEmpty)
        #expect(
            SendTiming.wait(
                now: monday, dueSince: monday, hours: AnswerHours(), presence: presence, presentNow: false, limits: FollowUpLimits(),
                zone: berlin) == nil)
    }
}
