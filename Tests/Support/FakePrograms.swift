package import MyndPOSIX

/// Programs that are not run: each call is logged and answered with `outcome`.
package final class FakePrograms: ProgramRunning {
    package var outcome: ProgramOutcome = .exited(status: 0, stderr: "")
    package private(set) var ran: [[String]] = []
    package private(set) var launched: [[String]] = []
    /// What each launch was started as, in order.
    package private(set) var launchedAs: [ChildEnvironment] = []

    package init() {}

    package func run(_ arguments: [String], timeout: Double) -> ProgramOutcome {
        ran.append(arguments)
        return outcome
    }

    package func launch(_ arguments: [String], as child: ChildEnvironment) -> ProgramOutcome {
        launched.append(arguments)
        launchedAs.append(child)
        return outcome.succeeded ? .started(pid: 4242) : outcome
    }
}
