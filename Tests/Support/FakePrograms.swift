public import MyndPOSIX

/// Programs that are not run: each call is logged and answered with `outcome`.
public final class FakePrograms: ProgramRunning {
    public var outcome: ProgramOutcome = .exited(status: 0, stderr: "")
    public private(set) var ran: [[String]] = []
    public private(set) var launched: [[String]] = []
    /// What each launch was started as, in order.
    public private(set) var launchedAs: [ChildEnvironment] = []

    public init() {}

    public func run(_ arguments: [String], timeout: Double) -> ProgramOutcome {
        ran.append(arguments)
        return outcome
    }

    public func launch(_ arguments: [String], as child: ChildEnvironment) -> ProgramOutcome {
        launched.append(arguments)
        launchedAs.append(child)
        return outcome.succeeded ? .started(pid: 4242) : outcome
    }
}
