package import MyndCore
package import MyndPOSIX

/// How the agent starts a job run it has a reason to start now — processing when AC power
/// comes back, refresh when the person returns to the screen: through the user manager when
/// the agent itself runs under systemd (`INVOCATION_ID` set), so the run gets the unit's
/// budget, nice level and journal; else as a child, `mynd run JOB`. Both are started, not
/// waited for: the job checks its requirements again and records what it did.
package struct JobStarter {
    package var job: JobKind
    package var programs: any ProgramRunning
    /// The agent's own binary (`/proc/self/exe`) and the global options it was given.
    package var mynd: String
    package var globalArguments: [String]
    package var underSystemd: Bool

    package init(
        _ job: JobKind, programs: any ProgramRunning, mynd: String, globalArguments: [String], environment: [String: String]
    ) {
        self.job = job
        self.programs = programs
        self.mynd = mynd
        self.globalArguments = globalArguments
        underSystemd = !(environment["INVOCATION_ID"] ?? "").isEmpty
    }

    /// The argv that starts the run; `at` (the agent's clock when `MYND_NOW` moved it) is the
    /// time the child runs at, since its own `MYND_NOW` is the agent's start.
    package func arguments(at: Timestamp? = nil) -> [String] {
        underSystemd
            ? ["systemctl", "--user", "start", "--no-block", "mynd-\(job.rawValue).service"]
            : [mynd] + globalArguments + ["run", job.rawValue] + (at.map { ["--at", $0.iso8601] } ?? [])
    }

    /// systemctl is a program like any other; a run of mynd itself gets what its job needs.
    package func start(at: Timestamp? = nil) -> ProgramOutcome {
        programs.launch(arguments(at: at), as: underSystemd ? .program : .job(job))
    }
}
