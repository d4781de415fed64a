import Foundation
import MyndPOSIX
import Synchronization

/// Work that would hold the loop — talking to a mail server that may take its time or never
/// answer — done on a thread of its own, one piece at a time. Its result comes back through a
/// wake signal the loop watches, so what is done with it runs on the loop's thread again.
///
/// The loop never waits for it: past `deadline` it is told the work is overdue, and when it
/// stops it leaves the work behind (the process ends, and with it the thread: everything the
/// work writes is a transaction of its own, and what it did not finish is still due).
final class OffLoopWork<Output: Sendable> {
    /// The thread's side: where the result waits for the loop, and what wakes it.
    private final class Handoff: Sendable {
        let wake: WakeSignal
        let result = Mutex<Output?>(nil)

        init() throws(SystemError) { wake = try WakeSignal() }
    }

    private let handoff: Handoff
    private let loop: EventLoop
    private let deadline: Double
    private let finished: (Output) throws -> Void
    private let overdue: (Double) -> Void
    private var overdueTimer: EventLoop.Timer?
    /// When the running piece started, on the loop's clock; nil when none runs.
    private var startedAt: Double?

    /// `finished` gets each piece's result; `overdue` is told when one runs past `deadline`
    /// seconds (the loop's clock), with how long it has run.
    init(
        loop: EventLoop, deadline: Double, finished: @escaping (Output) throws -> Void,
        overdue: @escaping (Double) -> Void
    ) throws {
        do {
            handoff = try Handoff()
        } catch {
            throw AgentError(.system, "\(error)")
        }
        self.loop = loop
        self.deadline = deadline
        self.finished = finished
        self.overdue = overdue
        overdueTimer = loop.timer { [unowned self] in
            if let startedAt { self.overdue(loop.clock.elapsed - startedAt) }
        }
        loop.watch(handoff.wake.descriptor) { [unowned self] in try collect() }
    }

    /// Takes the result the thread left, if any, and hands it on.
    private func collect() throws {
        handoff.wake.drain()
        guard let result = handoff.result.withLock({ $0.take() }) else { return }
        startedAt = nil
        if let overdueTimer { loop.arm(overdueTimer, after: nil) }
        try finished(result)
    }

    /// Whether a piece runs now.
    var isRunning: Bool { startedAt != nil }

    /// Starts `body` on a thread of its own; false (and nothing started) while the last piece
    /// still runs.
    @discardableResult
    func start(_ body: @escaping @Sendable () -> Output) -> Bool {
        guard startedAt == nil else { return false }
        startedAt = loop.clock.elapsed
        if let overdueTimer { loop.arm(overdueTimer, after: deadline) }
        let handoff = handoff
        Thread {
            let result = body()
            handoff.result.withLock { $0 = result }
            handoff.wake.raise()
        }.start()
        return true
    }
}
