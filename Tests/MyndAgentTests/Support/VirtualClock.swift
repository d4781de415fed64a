import Foundation
import MyndAgent
import MyndCore
import MyndPOSIX

/// The agent's clock for tests: time moves only when the test says so (`advance`), and the
/// test can wait until the loop has done everything there is to do and sleeps again
/// (`settle`), so a test of hours of the agent takes milliseconds and never sleeps a fixed
/// time. Descriptors are real: the loop still polls them, and a test's peer (a bus, a FIFO)
/// wakes it as it would in real use.
final class VirtualClock: AgentClock, @unchecked Sendable {
    private let start: Timestamp
    private let wake: WakeSignal
    private let condition = NSCondition()
    /// Virtual seconds since `start`.
    private var offset = 0.0
    /// Raised by every `advance` and `settle`: the number of the last request.
    private var asked = 0
    /// The last request the loop had seen when it found nothing to do and went to sleep.
    private var idleAfter = -1

    init(start: Timestamp) throws {
        self.start = start
        wake = try WakeSignal()
    }

    func now() -> Timestamp {
        let offset = condition.withLock { self.offset }
        return Timestamp(millisecondsSinceEpoch: start.millisecondsSinceEpoch + Int64((offset * 1000).rounded()))
    }

    var elapsed: Double { condition.withLock { offset } }

    /// Waits as the loop asks, but on virtual time: a timer's moment comes only by `advance`.
    /// The loop counts as idle only when a look without waiting finds nothing ready.
    func wait(_ watches: [Poll.Watch], until: Double?, timeout: Double?) throws(SystemError) -> [Bool] {
        let (reached, request) = condition.withLock { (until.map { $0 <= offset } ?? false, asked) }
        if reached { return watches.map { _ in false } }
        let all = watches + [Poll.Watch(descriptor: wake.descriptor)]
        var ready = try Poll.wait(all, seconds: 0)
        if !ready.contains(true), timeout != 0 {
            condition.withLock {
                idleAfter = max(idleAfter, request)
                condition.broadcast()
            }
            ready = try Poll.wait(all, seconds: timeout)
        }
        if ready.last == true { wake.drain() }
        return Array(ready.dropLast())
    }

    /// Moves time on by `seconds`, then waits (at most `timeout` real seconds) until the loop
    /// has run what came due and sleeps again. Returns false if it never did.
    @discardableResult
    func advance(by seconds: Double, timeout: Double = 10) -> Bool {
        request(timeout: timeout) { offset += seconds }
    }

    /// Waits (at most `timeout` real seconds) until the loop has handled what is ready now
    /// and sleeps. Returns false if it never did.
    @discardableResult
    func settle(timeout: Double = 10) -> Bool {
        request(timeout: timeout) {}
    }

    private func request(timeout: Double, _ change: () -> Void) -> Bool {
        let target = condition.withLock {
            change()
            asked += 1
            return asked
        }
        wake.raise()
        let deadline = Date(timeIntervalSinceNow: timeout)
        return condition.withLock {
            while idleAfter < target {
                guard condition.wait(until: deadline) else { return false }
            }
            return true
        }
    }
}
