import Foundation
package import MyndCore
package import MyndPOSIX

/// The agent's time, injected: the policy's "now", the steady time the loop's timers count
/// in, and the one place the loop sleeps. The system's clock in real use; tests give a
/// virtual one that moves only when told, so a day of the agent takes no time to test.
package protocol AgentClock: AnyObject {
    /// The instant the policy judges by: quiet hours, due rows, snooze ends, presence.
    func now() -> Timestamp
    /// Seconds since some start on a clock that never jumps: what timers count in.
    var elapsed: Double { get }
    /// Sleeps until one of `watches` has an event, `elapsed` reaches `until`, or `timeout`
    /// real seconds pass (nil: no limit). Returns, for each watch, whether it has one; a
    /// signal that interrupts the sleep counts as nothing yet.
    func wait(_ watches: [Poll.Watch], until: Double?, timeout: Double?) throws(SystemError) -> [Bool]
}

/// The system's clock. The agent runs for days, so unlike a one-shot command it cannot take
/// one instant at start: the real clock, or — with `MYND_NOW`, for tests and demos — that
/// instant plus the time the agent has been running.
package final class SystemClock: AgentClock {
    private let start: Timestamp?
    private let started = ContinuousClock.now

    /// `fixedStart` is `MYND_NOW` when set; nil follows the wall clock.
    package init(fixedStart: Timestamp?) {
        start = fixedStart
    }

    package func now() -> Timestamp {
        guard let start else { return Timestamp(Date()) }
        let elapsed = ContinuousClock.now - started
        let milliseconds = elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
        return Timestamp(millisecondsSinceEpoch: start.millisecondsSinceEpoch + milliseconds)
    }

    package var elapsed: Double {
        let duration = ContinuousClock.now - started
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    package func wait(_ watches: [Poll.Watch], until: Double?, timeout: Double?) throws(SystemError) -> [Bool] {
        let left = until.map { max(0, $0 - elapsed) }
        return try Poll.wait(watches, seconds: [left, timeout].compactMap { $0 }.min())
    }
}
