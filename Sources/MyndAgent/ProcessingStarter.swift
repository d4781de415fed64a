import MyndCore
public import MyndPOSIX

/// How the agent starts a processing run when AC power comes back: through the user manager
/// when the agent itself runs under systemd (`INVOCATION_ID` set), so the run gets the unit's
/// budget, nice level and journal; else as a child, `mynd run processing`. Both are started,
/// not waited for: the job checks its requirements again and records what it did.
public struct ProcessingStarter {
    public var programs: any ProgramRunning
    /// The agent's own binary (`/proc/self/exe`) and the global options it was given.
    public var mynd: String
    public var globalArguments: [String]
    public var underSystemd: Bool

    public init(programs: any ProgramRunning, mynd: String, globalArguments: [String], environment: [String: String]) {
        self.programs = programs
        self.mynd = mynd
        self.globalArguments = globalArguments
        underSystemd = !(environment["INVOCATION_ID"] ?? "").isEmpty
    }

    /// The argv that starts the run.
    public var arguments: [String] {
        underSystemd
            ? ["systemctl", "--user", "start", "--no-block", "mynd-processing.service"]
            : [mynd] + globalArguments + ["run", "processing"]
    }

    /// systemctl is a program like any other; a run of mynd itself gets what a job needs.
    public func start() -> ProgramOutcome { programs.launch(arguments, as: underSystemd ? .program : .job(.processing)) }
}
