import Foundation
package import MyndPOSIX
package import MyndSystemd

/// What the agent talks to besides the store, injected so its tests run it in-process: on a
/// bus of their own, on virtual time, with programs that only record their launch, and a
/// stop they ask for — while `mynd agent` gets the system's.
package struct AgentPeers {
    /// The clock every "now" and every timer of the agent reads.
    package var clock: any AgentClock
    /// The session bus, where the notification server and the jobs are.
    package var sessionBus: () throws -> Bus
    /// systemd's notify socket: ready, status, watchdog pings, stopping.
    package var notifier: any AgentNotifier
    /// Starts the person's programs and mynd's own runs.
    package var programs: any AgentPrograms
    /// What asks the agent to stop; opened first, so a stop during startup is not lost.
    package var stopRequests: () throws -> any StopRequests
    /// Where the agent's lines go: stderr, which is the journal under systemd.
    package var log: (String) -> Void = AgentPeers.standardError
    /// Whether the agent hands its executable's code pages back to the kernel before it
    /// sleeps (`CodePages`): its own process, yes; a test's process, whose other tests run
    /// that code too, no.
    package var releasesCode = true

    package init(
        clock: any AgentClock, sessionBus: @escaping () throws -> Bus, notifier: any AgentNotifier, programs: any AgentPrograms,
        stopRequests: @escaping () throws -> any StopRequests
    ) {
        self.clock = clock
        self.sessionBus = sessionBus
        self.notifier = notifier
        self.programs = programs
        self.stopRequests = stopRequests
    }

    /// One line on stderr, as every mynd command writes its own.
    package static func standardError(_ line: String) {
        FileHandle.standardError.write(Data("mynd agent: \(line)\n".utf8))
    }

    /// The system's: the real clock (from `MYND_NOW` when set), the session bus of the
    /// environment, systemd, and SIGTERM or SIGINT through a signal pipe (which SIGCHLD also
    /// wakes, so launched children are reaped).
    package static func system(_ settings: AgentSettings) -> AgentPeers {
        AgentPeers(
            clock: SystemClock(fixedStart: settings.fixedStart), sessionBus: { try Bus.session() }, notifier: ServiceNotifier(),
            programs: ProgramRunner(environment: settings.environment),
            stopRequests: { try SignalPipe(catching: [.terminate, .interrupt, .childExited]) })
    }
}

/// systemd's side of the agent's life, as `ServiceNotifier` tells it; a test records it.
package protocol AgentNotifier {
    @discardableResult func ready(status: String?) throws(ServiceNotifierError) -> Bool
    @discardableResult func status(_ text: String) throws(ServiceNotifierError) -> Bool
    @discardableResult func watchdog() throws(ServiceNotifierError) -> Bool
    @discardableResult func stopping() throws(ServiceNotifierError) -> Bool
    func watchdogInterval() throws(ServiceNotifierError) -> Duration?
}

extension ServiceNotifier: AgentNotifier {}

/// The programs the agent starts, and the reaping of those that ended.
package protocol AgentPrograms: ProgramRunning {
    func reapFinished()
}

extension ProgramRunner: AgentPrograms {}

/// A descriptor that becomes readable when the agent is asked to stop (or, for signals,
/// when a child ended: the loop then reaps it).
package protocol StopRequests: AnyObject {
    var descriptor: Int32 { get }
    /// Reads what arrived, without blocking.
    func readPending()
    /// Whether a stop was asked for.
    var stopping: Bool { get }
}

extension SignalPipe: StopRequests {
    package var descriptor: Int32 { readDescriptor }
    package func readPending() { drain() }
}
