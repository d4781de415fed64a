import Foundation
import MyndSystemd
import MyndTestSupport
import Synchronization
import Testing

extension SystemdTests {
    /// sd-bus against a private dbus-daemon: names, calls, timeouts, exported methods.
    @Suite(.enabled(if: Tools.haveBus, "needs dbus-daemon and dbus-send (Debian: dbus-daemon, dbus-bin)"), .timeLimit(.minutes(20)))
    struct BusTests {
        let daemon: PrivateBus

        init() throws {
            daemon = try PrivateBus()
        }

        @Test func connect_toMissingSocket_failsWithErrno() {
            let error = #expect(throws: BusError.self) {
                _ = try Bus(address: "unix:path=\(daemon.directory.path)/no-such-socket")
            }
            #expect(
                error
                    == .system(operation: "connect to unix:path=\(daemon.directory.path)/no-such-socket", errno: ENOENT)
            )
        }

        @Test func session_followsDbusSessionBusAddress() throws {
            let bus = try withEnvironment(["DBUS_SESSION_BUS_ADDRESS": daemon.address]) { try Bus.session() }
            let other = try Bus(address: daemon.address)
            try bus.requestName("io.mynd.Test.Session")
            #expect(try other.nameHasOwner("io.mynd.Test.Session"))
        }

        @Test func session_withNoBusAnywhere_isNoSessionBus() {
            let error = #expect(throws: BusError.self) {
                try withEnvironment(["DBUS_SESSION_BUS_ADDRESS": nil, "XDG_RUNTIME_DIR": nil]) { _ = try Bus.session() }
            }
            #expect(error == .noSessionBus)
        }

        @Test func uniqueName_afterConnecting_isAssignedByTheDaemon() throws {
            let bus = try Bus(address: daemon.address)
            #expect(try bus.uniqueName().hasPrefix(":1."))
        }

        @Test func nameHasOwner_followsRequestName() throws {
            let agent = try Bus(address: daemon.address)
            let other = try Bus(address: daemon.address)
            #expect(try other.nameHasOwner("io.mynd.Test.Agent") == false)
            try agent.requestName("io.mynd.Test.Agent")
            #expect(try other.nameHasOwner("io.mynd.Test.Agent"))
        }

        @Test func nameOwner_isTheOwnersUniqueName_orNilWhenUnowned() throws {
            let agent = try Bus(address: daemon.address)
            let other = try Bus(address: daemon.address)
            #expect(try other.nameOwner("io.mynd.Test.Agent") == nil)
            try agent.requestName("io.mynd.Test.Agent")
            #expect(try other.nameOwner("io.mynd.Test.Agent") == (try agent.uniqueName()))
            #expect(try other.nameOwner("io.mynd.Test.Agent") != (try other.uniqueName()))
        }

        @Test func requestName_ownedByAnotherConnection_failsWithEEXIST() throws {
            let first = try Bus(address: daemon.address)
            let second = try Bus(address: daemon.address)
            try first.requestName("io.mynd.Test.Agent")
            let error = #expect(throws: BusError.self) { try second.requestName("io.mynd.Test.Agent") }
            #expect(error == .system(operation: "request bus name io.mynd.Test.Agent", errno: EEXIST))
        }

        @Test func callMethod_toUnownedName_returnsFalse() throws {
            let bus = try Bus(address: daemon.address)
            let answered = try bus.callMethod(
                destination: "io.mynd.Test.Nobody", path: "/io/mynd/Agent", interface: "io.mynd.Agent1",
                member: "Wake", timeout: 2)
            #expect(answered == false)
        }

        @Test func callMethod_toOwnerThatNeverAnswers_timesOutWithinTheTimeout() throws {
            // Owns the name but never processes its messages: a hung agent.
            let silent = try Bus(address: daemon.address)
            try silent.requestName("io.mynd.Test.Silent")
            let caller = try Bus(address: daemon.address)
            let started = ContinuousClock.now
            let error = #expect(throws: BusError.self) {
                try caller.callMethod(
                    destination: "io.mynd.Test.Silent", path: "/io/mynd/Agent", interface: "io.mynd.Agent1",
                    member: "Wake", timeout: 0.5)
            }
            let elapsed = (ContinuousClock.now - started).seconds
            #expect(error == .timedOut(operation: "io.mynd.Agent1.Wake", seconds: 0.5))
            #expect(elapsed >= 0.45 && elapsed < 5, "waited \(elapsed) s")
        }

        @Test func exportedWake_calledFromAnotherConnection_runsTheClosureAndAnswers() throws {
            let agent = try Bus(address: daemon.address)
            try agent.requestName("io.mynd.Test.Agent")
            var wakes = 0
            let export = try agent.exportMethod(path: "/io/mynd/Agent", interface: "io.mynd.Agent1", member: "Wake") {
                wakes += 1
            }
            let call = callFromAnotherThread(member: "Wake")
            #expect(try pump(agent) { call.outcome != nil })
            #expect(call.outcome == .success(true))
            #expect(wakes == 1)
            withExtendedLifetime(export) {}
        }

        @Test func exportedObject_otherMember_isAnsweredWithUnknownMethod() throws {
            let agent = try Bus(address: daemon.address)
            try agent.requestName("io.mynd.Test.Agent")
            var wakes = 0
            let export = try agent.exportMethod(path: "/io/mynd/Agent", interface: "io.mynd.Agent1", member: "Wake") {
                wakes += 1
            }
            let call = callFromAnotherThread(member: "Sleep")
            #expect(try pump(agent) { call.outcome != nil })
            guard case .failure(.remote(_, let name, _)) = call.outcome else {
                Issue.record("expected an error reply, got \(String(describing: call.outcome))")
                return
            }
            #expect(name == "org.freedesktop.DBus.Error.UnknownMethod")
            #expect(wakes == 0)
            withExtendedLifetime(export) {}
        }

        @Test func droppedExport_isNoLongerServed() throws {
            let agent = try Bus(address: daemon.address)
            try agent.requestName("io.mynd.Test.Agent")
            var wakes = 0
            var export: BusSubscription? = try agent.exportMethod(
                path: "/io/mynd/Agent", interface: "io.mynd.Agent1", member: "Wake"
            ) { wakes += 1 }
            #expect(export != nil)
            export = nil
            let call = callFromAnotherThread(member: "Wake")
            #expect(try pump(agent) { call.outcome != nil })
            guard case .failure(.remote(_, let name, _)) = call.outcome else {
                Issue.record("expected an error reply, got \(String(describing: call.outcome))")
                return
            }
            #expect(name == "org.freedesktop.DBus.Error.UnknownObject")
            #expect(wakes == 0)
        }

        @Test func wait_withNothingToRead_sleepsWithoutSpinning() throws {
            let bus = try Bus(address: daemon.address)
            // A round trip: Hello's reply and NameAcquired are in by the time it returns.
            _ = try bus.nameHasOwner("io.mynd.Test.Nobody")
            try bus.processPending()
            #expect(try bus.fileDescriptor() >= 0)
            #expect(try bus.pollEvents() & Int16(POLLIN) != 0)
            #expect(try bus.pollTimeout() == nil)
            let cpuBefore = threadCPUSeconds()
            let started = ContinuousClock.now
            let woke = try bus.wait(timeout: 0.3)
            let elapsed = (ContinuousClock.now - started).seconds
            #expect(woke == false)
            #expect(elapsed >= 0.25, "returned after \(elapsed) s")
            #expect(threadCPUSeconds() - cpuBefore < 0.05)
        }

        // MARK: Helpers

        /// A second connection calling `io.mynd.Agent1.<member>` from its own thread, since
        /// the agent's connection must keep processing on this one to answer.
        private func callFromAnotherThread(member: String) -> BackgroundCall {
            let call = BackgroundCall()
            let address = daemon.address
            Thread.detachNewThread {
                let outcome = Result { () throws(BusError) -> Bool in
                    let client = try Bus(address: address)
                    return try client.callMethod(
                        destination: "io.mynd.Test.Agent", path: "/io/mynd/Agent", interface: "io.mynd.Agent1",
                        member: member, timeout: 5)
                }
                call.finish(outcome)
            }
            return call
        }
    }
}

/// The result of a call made on another thread.
final class BackgroundCall: Sendable {
    private let result = Mutex<Result<Bool, BusError>?>(nil)

    var outcome: Result<Bool, BusError>? { result.withLock { $0 } }

    func finish(_ outcome: Result<Bool, BusError>) {
        result.withLock { $0 = outcome }
    }
}

/// CPU time this thread has used, to show that waiting does not spin.
func threadCPUSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
