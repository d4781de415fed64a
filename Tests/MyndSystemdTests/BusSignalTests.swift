import Foundation
import MyndSystemd
import MyndTestSupport
import Synchronization
import Testing

/// How a call made on another thread ended, and after how long.
private final class CallOutcome: Sendable {
    let value = Mutex<(BusError?, Double)?>(nil)
}

extension SystemdTests {
    /// A signal the process handles, arriving while a bus call waits for its reply: the agent
    /// catches SIGCHLD for the jobs it starts, and one arriving mid-call ended sd-bus's wait with
    /// EINTR (the reply lost: a notification server taken for broken, the briefing shown by the
    /// fallback helper without its "stay"). The call must wait on as if nothing happened.
    @Suite(.enabled(if: Tools.haveBus, "needs dbus-daemon and dbus-send (Debian: dbus-daemon, dbus-bin)"), .timeLimit(.minutes(20)))
    struct BusSignalTests {
        /// A bus whose peer owns the name and never answers: the call waits for the reply.
        @Test func aHandledSignalWhileWaitingForTheReply_doesNotEndTheWait() throws {
            let daemon = try PrivateBus()
            let silent = try Bus(address: daemon.address)
            try silent.requestName("io.mynd.Test.Slow")
            let (error, elapsed) = try callWithASignal(daemon.address, timeout: 1)
            #expect(error == .timedOut(operation: "io.mynd.Agent1.Wake", seconds: 1), "\(String(describing: error))")
            #expect(elapsed >= 0.95, "the wait ended after \(elapsed) s")
        }

        /// Calls a method on the bus at `address` from a thread of its own that takes signals
        /// (the test's threads block them, as libdispatch's do) and is sent a handled one 0.2 s
        /// in, as the agent's main thread is when a job it started ends; how the call failed,
        /// and after how long.
        private func callWithASignal(_ address: String, timeout: Double) throws -> (BusError?, Double) {
            // A handler, as libdispatch installs one for the agent's signals (SIGUSR2 here: no
            // other test in this process uses it, and SIGCHLD's would touch every child).
            let before = signal(SIGUSR2) { _ in }
            defer { signal(SIGUSR2, before) }
            let outcome = CallOutcome()
            let done = DispatchSemaphore(value: 0)
            Thread {
                var usr2 = sigset_t()
                sigemptyset(&usr2)
                sigaddset(&usr2, SIGUSR2)
                pthread_sigmask(SIG_UNBLOCK, &usr2, nil)
                let me = pthread_self()
                Thread {
                    usleep(200_000)
                    pthread_kill(me, SIGUSR2)
                }.start()
                let started = ContinuousClock.now
                var failure: BusError?
                do {
                    try Bus(address: address).callMethod(
                        destination: "io.mynd.Test.Slow", path: "/io/mynd/Agent", interface: "io.mynd.Agent1", member: "Wake",
                        timeout: timeout)
                } catch {
                    failure = error as? BusError
                }
                let elapsed = (ContinuousClock.now - started).seconds
                outcome.value.withLock { $0 = (failure, elapsed) }
                done.signal()
            }.start()
            done.wait()
            return try #require(outcome.value.withLock { $0 })
        }
    }
}
