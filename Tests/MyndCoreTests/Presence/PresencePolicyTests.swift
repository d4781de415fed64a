import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

private let now = utc("2026-11-23T14:02:00Z")
private let tenMinutes = PresencePolicy.defaultAwayAfterSeconds

@Suite(.timed) struct PresencePolicyTests {
    private func sensed(_ signals: PresenceSignals, at instant: Timestamp = now) -> Presence {
        PresencePolicy.sensed(signals, awayAfter: tenMinutes, now: instant)
    }

    @Test func noSourceAtAll_isUnknown() {
        #expect(sensed(PresenceSignals()) == Presence(.unknown(.noSource), since: now, source: nil))
    }

    @Test func logindWithoutOurSession_isUnknown_andSaysWhy() {
        #expect(sensed(PresenceSignals(logind: .sessionNotFound)).state == .unknown(.sessionNotFound))
    }

    @Test func anUnlockedActiveSession_isHere_byLogind() {
        #expect(sensed(PresenceSignals(logind: .session(.init()))) == Presence(.here, since: now, source: .logind))
    }

    @Test func aScreenSaverAlone_isASource() {
        #expect(sensed(PresenceSignals(screenSaverActive: false)) == Presence(.here, since: now, source: .screensaver))
        #expect(sensed(PresenceSignals(screenSaverActive: true)) == Presence(.away(.screenSaver), since: now, source: .screensaver))
        // A session not found still leaves the screen saver to tell.
        #expect(sensed(PresenceSignals(logind: .sessionNotFound, screenSaverActive: false)).state == .here)
    }

    @Test func locked_isAway() {
        let presence = sensed(PresenceSignals(logind: .session(.init(locked: true))))
        #expect(presence == Presence(.away(.locked), since: now, source: .logind))
    }

    static let idleSpans: [(Int64, Bool)] = [(599, false), (600, true), (10_800, true)]

    @Test(arguments: idleSpans)
    func idle_isAway_onlyPastAwayAfter(seconds: Int64, away: Bool) {
        let idleSince = now.adding(seconds: -seconds)
        let presence = sensed(PresenceSignals(logind: .session(.init(idle: true, idleSince: idleSince))))
        if away {
            // Away from the moment the idleness reached away_after, not from when it was heard.
            #expect(presence == Presence(.away(.idle), since: idleSince.adding(seconds: tenMinutes), source: .idle))
        } else {
            #expect(presence == Presence(.here, since: now, source: .logind))
        }
    }

    @Test func idleWithoutAStart_countsFromNow() {
        let signals = PresenceSignals(logind: .session(.init(idle: true, idleSince: nil)))
        #expect(sensed(signals).state == .here)
        #expect(PresencePolicy.nextChange(signals, awayAfter: tenMinutes, now: now) == now.adding(seconds: tenMinutes))
    }

    @Test func theNextChange_isWhenIdlenessCrossesAwayAfter_andNoneOtherwise() {
        let idleSince = now.adding(seconds: -120)
        let idle = PresenceSignals(logind: .session(.init(idle: true, idleSince: idleSince)))
        #expect(PresencePolicy.nextChange(idle, awayAfter: tenMinutes, now: now) == idleSince.adding(seconds: tenMinutes))
        #expect(PresencePolicy.nextChange(idle, awayAfter: tenMinutes, now: now.adding(seconds: 600)) == nil)
        #expect(PresencePolicy.nextChange(PresenceSignals(logind: .session(.init())), awayAfter: tenMinutes, now: now) == nil)
        var locked = idle
        locked.logind = .session(.init(locked: true, idle: true, idleSince: idleSince))
        #expect(PresencePolicy.nextChange(locked, awayAfter: tenMinutes, now: now) == nil, "already away")
    }

    @Test func asleep_winsOverEverything_thenLocked_thenScreenSaver_thenIdle() {
        let all = PresenceSessionFixture.allAway
        #expect(sensed(all).state == .away(.asleep))
        var noSleep = all
        noSleep.asleep = false
        #expect(sensed(noSleep).state == .away(.locked))
        noSleep.logind = .session(.init(locked: false, idle: true, idleSince: now.adding(seconds: -3600)))
        #expect(sensed(noSleep).state == .away(.screenSaver))
        noSleep.screenSaverActive = false
        #expect(sensed(noSleep).state == .away(.idle))
    }

    @Test func theOverride_winsUntilAuto() {
        let here = Presence(.here, since: now, source: .logind)
        let away = PresenceOverride(here: false, at: now.adding(seconds: 5))
        #expect(PresencePolicy.effective(sensed: here, override: away) == Presence(.away(.manual), since: away.at, source: .manual))
        let sensedAway = Presence(.away(.locked), since: now, source: .logind)
        #expect(PresencePolicy.effective(sensed: sensedAway, override: PresenceOverride(here: true, at: now)).state == .here)
        #expect(PresencePolicy.effective(sensed: sensedAway, override: nil) == sensedAway)
    }

    @Test func onlyAChangeOfKind_isATransition() {
        let locked = Presence(.away(.locked), since: now, source: .logind)
        #expect(PresencePolicy.transition(from: nil, to: locked) == locked)
        #expect(PresencePolicy.transition(from: locked, to: Presence(.away(.asleep), since: now.adding(seconds: 9), source: .sleep)) == nil)
        let back = Presence(.here, since: now.adding(seconds: 60), source: .logind)
        #expect(PresencePolicy.transition(from: locked, to: back) == back)
        #expect(PresencePolicy.transition(from: back, to: Presence(.here, since: now.adding(seconds: 90), source: .manual)) == nil)
        // Why nobody can tell is worth saying when it changes.
        let none = Presence(.unknown(.noSource), since: now, source: nil)
        let notFound = Presence(.unknown(.sessionNotFound), since: now.adding(seconds: 1), source: nil)
        #expect(PresencePolicy.transition(from: none, to: notFound) == notFound)
        #expect(
            PresencePolicy.transition(from: notFound, to: Presence(.unknown(.sessionNotFound), since: now.adding(seconds: 2), source: nil))
                == nil)
    }

    @Test func aTransitionNeverGoesBeforeTheLastOne() {
        // Idle since long ago, heard only now that the agent started after a here.
        let here = Presence(.here, since: now, source: .logind)
        let idle = Presence(.away(.idle), since: now.adding(seconds: -3600), source: .idle)
        #expect(PresencePolicy.transition(from: here, to: idle)?.since == now)
    }

    @Test func stateCodes_readBack() {
        for state in [PresenceState.here, .unknown(.sessionNotFound), .unknown(.agentStopped)] + AwayReason.allCases.map(PresenceState.away)
        {
            #expect(PresenceState(kind: state.kind.rawValue, reason: state.reasonCode) == state)
        }
        #expect(PresenceState(kind: "away", reason: "bored") == nil)
        #expect(PresenceState(kind: "gone", reason: nil) == nil)
    }

    @Test func aPause_holdsFromItsStartUntilItsEnd() {
        let pause = PauseState(since: now, until: now.adding(seconds: 3600))
        #expect(pause.isActive(at: now))
        #expect(pause.isActive(at: now.adding(seconds: 3599)))
        #expect(!pause.isActive(at: now.adding(seconds: 3600)))
        #expect(PauseState(since: now, until: nil).isActive(at: now.adding(seconds: 86_400 * 365)))
    }
}

enum PresenceSessionFixture {
    /// Every source says away.
    static let allAway = PresenceSignals(
        logind: .session(.init(locked: true, idle: true, idleSince: now.adding(seconds: -3600))), screenSaverActive: true, asleep: true)
}
