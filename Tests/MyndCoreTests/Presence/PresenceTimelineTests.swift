import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

private func here(_ at: String) -> Presence { Presence(.here, since: utc(at), source: .logind) }
private func away(_ at: String, _ reason: AwayReason = .locked) -> Presence { Presence(.away(reason), since: utc(at), source: .logind) }
private func unknown(_ at: String) -> Presence { Presence(.unknown(.agentStopped), since: utc(at), source: nil) }

/// Presence-time: how long the person was here between two instants, exact to the millisecond.
/// Phase B closes nudges after `answer_window` of it, so it is checked against a reference that
/// walks the timeline a millisecond step at a time over random timelines too.
@Suite(.timed) struct PresenceTimelineTests {
    /// here 09:00, locked 12:00, back 13:30, asleep 18:00, here 08:00 next day.
    let day = PresenceTimeline([
        here("2026-11-23T09:00:00Z"), away("2026-11-23T12:00:00Z"), here("2026-11-23T13:30:00Z"),
        away("2026-11-23T18:00:00Z", .asleep), here("2026-11-24T08:00:00Z"),
    ])

    @Test func presenceAt_isTheLastTransitionAtOrBefore() {
        #expect(day.presence(at: utc("2026-11-23T08:59:59Z")) == nil)
        #expect(day.presence(at: utc("2026-11-23T09:00:00Z"))?.state == .here)
        #expect(day.presence(at: utc("2026-11-23T12:00:00Z"))?.state == .away(.locked))
        #expect(day.presence(at: utc("2026-11-23T13:29:59.999Z"))?.state == .away(.locked))
        #expect(day.presence(at: utc("2026-11-30T00:00:00Z"))?.state == .here)
    }

    @Test func hereTime_countsOnlyHere() {
        // 10:00–12:00 here (2 h), 12:00–13:30 away, 13:30–15:00 here (1.5 h).
        #expect(day.presentSeconds(from: utc("2026-11-23T10:00:00Z"), to: utc("2026-11-23T15:00:00Z")) == 3 * 3600 + 1800)
        // Over the night: 13:30–18:00 and 08:00–09:00.
        #expect(day.presentSeconds(from: utc("2026-11-23T13:30:00Z"), to: utc("2026-11-24T09:00:00Z")) == 4 * 3600 + 1800 + 3600)
        #expect(day.presentMilliseconds(from: utc("2026-11-23T11:59:59.250Z"), to: utc("2026-11-23T12:00:00.500Z")) == 750)
    }

    @Test func anEmptyOrBackwardSpan_isZero() {
        #expect(day.presentSeconds(from: utc("2026-11-23T10:00:00Z"), to: utc("2026-11-23T10:00:00Z")) == 0)
        #expect(day.presentSeconds(from: utc("2026-11-23T11:00:00Z"), to: utc("2026-11-23T10:00:00Z")) == 0)
    }

    @Test func theGapBeforeTheFirstRecord_andUnknown_countAsTodayDid_unlessAsked() {
        let timeline = PresenceTimeline([here("2026-11-23T09:00:00Z"), unknown("2026-11-23T10:00:00Z"), away("2026-11-23T11:00:00Z")])
        let from = utc("2026-11-23T08:00:00Z")
        let to = utc("2026-11-23T12:00:00Z")
        #expect(timeline.presentSeconds(from: from, to: to) == 3 * 3600, "gap 08–09, here 09–10, unknown 10–11")
        #expect(timeline.presentSeconds(from: from, to: to, countingUnknown: false) == 3600)
        #expect(PresenceTimeline([]).presentSeconds(from: from, to: to) == 4 * 3600)
        #expect(PresenceTimeline([]).presentSeconds(from: from, to: to, countingUnknown: false) == 0)
    }

    /// Berlin, 25 October 2026: the clocks go back at 03:00 CEST to 02:00 CET. From 02:30 CEST
    /// to 02:30 CET the wall clock shows no time passing, but the person sat there an hour.
    @Test func acrossTheAutumnChange_anHourIsAnHour() {
        let timeline = PresenceTimeline([here("2026-10-25T02:30:00+02:00"), away("2026-10-25T02:30:00+01:00")])
        let (from, to) = (utc("2026-10-25T00:00:00+02:00"), utc("2026-10-25T12:00:00+01:00"))
        #expect(timeline.presentSeconds(from: from, to: to, countingUnknown: false) == 3600)
        // Counting the unrecorded time before as well: midnight to 12:00 CET is 13 hours, less 9.5 away.
        #expect(timeline.presentSeconds(from: from, to: to) == 13 * 3600 - 9 * 3600 - 1800)
        // And the window end lands an hour of presence later, on the second 02:30.
        #expect(timeline.instant(afterPresent: 3600, from: utc("2026-10-25T02:30:00+02:00")) == utc("2026-10-25T02:30:00+01:00"))
    }

    /// Berlin, 29 March 2026: 02:00 CET jumps to 03:00 CEST. 01:30 to 03:30 on the wall is one hour.
    @Test func acrossTheSpringChange_theSkippedHourIsNotCounted() {
        let timeline = PresenceTimeline([here("2026-03-29T01:30:00+01:00"), away("2026-03-29T03:30:00+02:00")])
        let (from, to) = (utc("2026-03-29T00:00:00+01:00"), utc("2026-03-29T12:00:00+02:00"))
        #expect(timeline.presentSeconds(from: from, to: to, countingUnknown: false) == 3600)
        // Midnight to noon is 11 hours that day; 01:30 unrecorded before, 8.5 away after.
        #expect(timeline.presentSeconds(from: from, to: to) == 11 * 3600 - 8 * 3600 - 1800)
    }

    @Test func theWindowEnd_skipsAbsence() {
        // A 12 h window from 10:00: 2 h to 12:00, 4.5 h from 13:30 to 18:00, the last 5.5 h from 08:00.
        #expect(day.instant(afterPresent: 12 * 3600, from: utc("2026-11-23T10:00:00Z")) == utc("2026-11-24T13:30:00Z"))
        #expect(day.instant(afterPresent: 2 * 3600, from: utc("2026-11-23T10:00:00Z")) == utc("2026-11-23T12:00:00Z"))
        #expect(day.instant(afterPresent: 0, from: utc("2026-11-23T12:30:00Z")) == utc("2026-11-23T12:30:00Z"))
        // Starting inside an absence: the window starts on return.
        #expect(day.instant(afterPresent: 60, from: utc("2026-11-23T12:30:00Z")) == utc("2026-11-23T13:31:00Z"))
    }

    @Test func theWindowEnd_isUnknownWhileThePersonIsStillAway() {
        let gone = PresenceTimeline([here("2026-11-23T09:00:00Z"), away("2026-11-23T10:00:00Z")])
        #expect(gone.instant(afterPresent: 30 * 60, from: utc("2026-11-23T09:45:00Z")) == nil)
        #expect(gone.instant(afterPresent: 10 * 60, from: utc("2026-11-23T09:45:00Z")) == utc("2026-11-23T09:55:00Z"))
        // Nothing recorded: the clock's time, as before presence.
        #expect(PresenceTimeline([]).instant(afterPresent: 60, from: utc("2026-11-23T09:00:00Z")) == utc("2026-11-23T09:01:00Z"))
        #expect(PresenceTimeline([]).instant(afterPresent: 60, from: utc("2026-11-23T09:00:00Z"), countingUnknown: false) == nil)
    }

    @Test func transitionsAreOrdered_andTheLaterRecordedWinsATie() {
        let a = here("2026-11-23T10:00:00Z")
        let b = away("2026-11-23T10:00:00Z")
        let timeline = PresenceTimeline([away("2026-11-23T11:00:00Z"), a, b])
        #expect(
            timeline.transitions.map(\.since) == [utc("2026-11-23T10:00:00Z"), utc("2026-11-23T10:00:00Z"), utc("2026-11-23T11:00:00Z")])
        #expect(timeline.presence(at: utc("2026-11-23T10:30:00Z")) == b)
    }

    /// Random timelines against a reference that steps through every 100 ms and asks
    /// `presence(at:)`; and `instant(afterPresent:)` as the inverse of `presentMilliseconds`.
    @Test func randomTimelines_agreeWithAStepByStepCount() {
        var random = SeededLCG(seed: 27)
        let origin = utc("2026-11-23T00:00:00Z").millisecondsSinceEpoch
        for _ in 0..<40 {
            var transitions: [Presence] = []
            for _ in 0..<random.next(in: 0...8) {
                let at = Timestamp(millisecondsSinceEpoch: origin + random.next(in: 0...600) * 100)
                let state: PresenceState = [.here, .away(.idle), .unknown(.noSource)][Int(random.next(in: 0...2))]
                transitions.append(Presence(state, since: at, source: nil))
            }
            let timeline = PresenceTimeline(transitions)
            let from = origin + random.next(in: -50...650) * 100
            let to = from + random.next(in: 0...300) * 100
            for countingUnknown in [true, false] {
                var expected: Int64 = 0
                for step in stride(from: from, to: to, by: 100) {
                    switch timeline.presence(at: Timestamp(millisecondsSinceEpoch: step))?.state.kind {
                    case .here: expected += 100
                    case .unknown, nil: expected += countingUnknown ? 100 : 0
                    case .away: break
                    }
                }
                let start = Timestamp(millisecondsSinceEpoch: from)
                let got = timeline.presentMilliseconds(
                    from: start, to: Timestamp(millisecondsSinceEpoch: to), countingUnknown: countingUnknown)
                #expect(got == expected)
                let seconds = random.next(in: 0...40)
                if let end = timeline.instant(afterPresent: seconds, from: start, countingUnknown: countingUnknown) {
                    #expect(timeline.presentMilliseconds(from: start, to: end, countingUnknown: countingUnknown) == seconds * 1000)
                    if seconds > 0 {
                        let before = Timestamp(millisecondsSinceEpoch: end.millisecondsSinceEpoch - 1)
                        #expect(timeline.presentMilliseconds(from: start, to: before, countingUnknown: countingUnknown) < seconds * 1000)
                    }
                } else {
                    #expect(
                        timeline.transitions.last.map { $0.state.kind == .away || (!countingUnknown && $0.state.kind == .unknown) }
                            ?? !countingUnknown)
                }
            }
        }
    }
}
