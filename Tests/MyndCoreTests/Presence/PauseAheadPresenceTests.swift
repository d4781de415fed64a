import Foundation
import MyndCore
import MyndTestSupport
import Testing

/// A pause made by a clock that was ahead holds nothing once the clock is back; one made now,
/// or by another process's clock a few minutes on, holds as made.
@Suite(.timed, .timeLimit(.minutes(20))) struct PauseAheadPresenceTests {
    let now = utc("2026-11-20T10:00:00Z")

    @Test func aPauseFrom2062_isNotInForce_oneFromNowIs() {
        let ahead = PauseState(since: utc("2062-01-01T10:00:00Z"), until: utc("2062-01-01T12:00:00Z"))
        #expect(!ahead.isActive(at: now))
        #expect(!PauseState(since: utc("2062-01-01T10:00:00Z"), until: nil).isActive(at: now))
        #expect(PauseState(since: now, until: now.adding(seconds: 7200)).isActive(at: now.adding(seconds: 60)))
        #expect(PauseState(since: now.adding(seconds: 300), until: nil).isActive(at: now), "a few minutes on: another clock")
        #expect(!PauseState(since: now, until: now.adding(seconds: 7200)).isActive(at: now.adding(seconds: 7200)))
        #expect(DeliveryHold.hold(for: .screen, presence: Presence(.here, since: now, source: .logind), pause: ahead, now: now) == nil)
    }
}
