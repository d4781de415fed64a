import MyndPOSIX
import Dispatch
import Foundation
import Synchronization

/// A job's expiration handler: it expires at its deadline or when SIGTERM arrives (systemd
/// stopping the unit), and the job checks it between units of work, each of which commits
/// whole. Like BGTask's expirationHandler, nothing is cut off mid-transaction.
package final class Expiration {
    private final class Flag: Sendable {
        let raised = Atomic<Bool>(false)
    }

    private let deadline: DispatchTime
    private let terminated = Flag()
    private var signalSource: (any DispatchSourceSignal)?

    /// The seconds the job was given.
    package let budget: Double

    package init(budgetSeconds: Double) {
        budget = budgetSeconds
        deadline = .now() + .milliseconds(Int(budgetSeconds * 1000))
    }

    /// Starts listening for SIGTERM instead of dying of it.
    package func catchTermination() {
        ThisProcess.ignoreTermination()
        let source = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .global())
        let flag = terminated
        source.setEventHandler { flag.raised.store(true, ordering: .relaxed) }
        source.resume()
        signalSource = source
    }

    /// Seconds until the deadline; 0 once expired.
    package var secondsLeft: Double {
        // One reading of the clock, compared before subtracting: the deadline can pass between
        // two readings, and an unsigned difference below zero would trap.
        let now = DispatchTime.now()
        guard reason == nil, now < deadline else { return 0 }
        return Double(deadline.uptimeNanoseconds - now.uptimeNanoseconds) / 1e9
    }

    /// What a network call may take: the time left less a reserve (a fifth of the budget, at
    /// most 5 s) in which the job still records a fallback and delivers, so a server that
    /// hangs costs the call, not the run.
    package var secondsForACall: Double {
        max(0, secondsLeft - min(5, budget / 5))
    }

    /// Why the job must stop now, or nil while it may go on.
    package var reason: String? {
        if terminated.raised.load(ordering: .relaxed) { return "stopped by SIGTERM" }
        if DispatchTime.now() >= deadline { return "budget used up" }
        return nil
    }
}
