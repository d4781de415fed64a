import Dispatch
import Foundation
import Synchronization

/// A job's expiration handler: it expires at its deadline or when SIGTERM arrives (systemd
/// stopping the unit), and the job checks it between units of work, each of which commits
/// whole. Like BGTask's expirationHandler, nothing is cut off mid-transaction.
final class Expiration {
    private final class Flag: Sendable {
        let raised = Atomic<Bool>(false)
    }

    private let deadline: DispatchTime
    private let terminated = Flag()
    private var signalSource: (any DispatchSourceSignal)?

    init(budgetSeconds: Int64) {
        deadline = .now() + .seconds(Int(budgetSeconds))
    }

    /// Starts listening for SIGTERM instead of dying of it.
    func catchTermination() {
        signal(SIGTERM, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .global())
        let flag = terminated
        source.setEventHandler { flag.raised.store(true, ordering: .relaxed) }
        source.resume()
        signalSource = source
    }

    /// Seconds until the deadline; 0 once expired. What a network call may take at most.
    var secondsLeft: Double {
        if reason != nil { return 0 }
        return Double(deadline.uptimeNanoseconds - DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// Why the job must stop now, or nil while it may go on.
    var reason: String? {
        if terminated.raised.load(ordering: .relaxed) { return "stopped by SIGTERM" }
        if DispatchTime.now() >= deadline { return "budget used up" }
        return nil
    }
}
