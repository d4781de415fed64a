import Foundation
package import MyndCore

/// The agent's "now". It runs for days, so unlike a one-shot command it cannot take one
/// instant at start: the real clock, or — with `MYND_NOW`, for tests and demos — that
/// instant plus the time the agent has been running.
package struct AgentClock {
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
}
