import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

private func t(_ iso: String) -> Timestamp { Timestamp(iso8601: iso)! }
private let berlin = zone("Europe/Berlin")

/// A promised wait is kept (issue 28 item 10): "waiting for 19:00", said at 07:00, does not
/// send at 13:00 when nothing new was learned — the later look must not give its own hour a
/// head start the 07:00 choice did not. Only what was learned since (an answer, presence)
/// may change it.
@Suite(.timed) struct PromisedWaitPolicyTests {
    /// Monday 2026-11-23, 07:00 in Berlin: due since quiet hours ended.
    static let due = t("2026-11-23T06:00:00Z")

    /// Two weeks of weekday nudges at random hours, each answered with a chance that depends
    /// on its hour (a seeded person: some hours good, some not).
    static func history(_ random: inout SeededRandom) -> [AnswerHours.Nudge] {
        let chance = (0..<24).map { _ in Double(random.next() % 100) / 100 }
        var nudges: [AnswerHours.Nudge] = []
        for day in 1...20 {
            let date = berlin.adding(days: -day, to: due)
            let wall = berlin.wall(at: date)
            guard wall.weekday != 0, wall.weekday != 6 else { continue }
            for _ in 0..<3 {
                let hour = 7 + Int(random.next() % 15)
                let at = berlin.instant(year: wall.year, month: wall.month, day: wall.day, hour: hour, minute: 5)
                nudges.append(AnswerHours.Nudge(deliveredAt: at, answered: Double(random.next() % 100) / 100 < chance[hour]))
            }
        }
        return nudges
    }

    @Test func aWaitChosenWhenDue_isKept_atEveryLookUntilItsHour() {
        var random = SeededRandom(seed: 0x6D79_6E64_0028)
        var limits = FollowUpLimits()
        limits.maxWait = 14 * 3600
        var promises = 0
        var broken: [String] = []
        for person in 0..<200 {
            let hours = AnswerHours(Self.history(&random), now: Self.due, zone: berlin)
            guard let promised = SendTiming.wait(now: Self.due, dueSince: Self.due, hours: hours, limits: limits, zone: berlin) else {
                continue
            }
            promises += 1
            // Every refresh until then (every 15 minutes) keeps it; at its hour, it sends.
            var look = Self.due.adding(seconds: 900)
            while look < promised.until {
                let wait = SendTiming.wait(now: look, dueSince: Self.due, hours: hours, limits: limits, zone: berlin)
                if wait?.until != promised.until {
                    broken.append("person \(person): promised \(promised.until), at \(look): \(wait.map { "\($0.until)" } ?? "send now")")
                    break
                }
                look = look.adding(seconds: 900)
            }
            #expect(SendTiming.wait(now: promised.until, dueSince: Self.due, hours: hours, limits: limits, zone: berlin) == nil)
        }
        #expect(promises >= 20, "too few waits to say anything: \(promises)")
        #expect(broken.isEmpty, "\(broken.count) of \(promises) promises broken: \(broken.prefix(3))")
    }

    @Test func seenHereNow_sendsAtOnce_thoughAWaitWasChosen() throws {
        var random = SeededRandom(seed: 0x6D79_6E64_0029)
        var limits = FollowUpLimits()
        limits.maxWait = 14 * 3600
        for _ in 0..<200 {
            let hours = AnswerHours(Self.history(&random), now: Self.due, zone: berlin)
            guard let promised = SendTiming.wait(now: Self.due, dueSince: Self.due, hours: hours, limits: limits, zone: berlin),
                promised.until > Self.due.adding(seconds: 3600)
            else { continue }
            let look = Self.due.adding(seconds: 1800)
            #expect(
                SendTiming.wait(now: look, dueSince: Self.due, hours: hours, presentNow: true, limits: limits, zone: berlin) == nil,
                "presence is a reason to change the plan")
            return
        }
        Issue.record("no seeded person waited more than an hour")
    }
}
