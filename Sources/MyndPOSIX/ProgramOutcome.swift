import MyndCore

/// What became of running a configured program (the helper, the open command).
package enum ProgramOutcome: Equatable, Sendable {
    /// It ran to the end with this status; `stderr` holds the start of what it said.
    case exited(status: Int32, stderr: String)
    /// Started and left running (the open command's terminal).
    case started(pid: Int32)
    /// A signal ended it.
    case signalled(Int32)
    /// It did not finish within the time allowed and was killed.
    case timedOut(seconds: Double)
    /// No such program on PATH (or not executable).
    case notFound(String)
    /// The system refused to start it.
    case failed(String)

    package var succeeded: Bool {
        switch self {
        case .exited(let status, _): return status == 0
        case .started: return true
        default: return false
        }
    }

    /// One line for logs and `run` output.
    package var summary: String {
        switch self {
        case .exited(let status, let stderr):
            let said =
                stderr.split(whereSeparator: \.isNewline).first.map { ": " + Terminal.line(String($0), limit: 120) }
                ?? ""
            return "exit \(status)\(said)"
        case .started(let pid): return "started (pid \(pid))"
        case .signalled(let signal): return "killed by signal \(signal)"
        case .timedOut(let seconds):
            return "no exit within \(seconds == seconds.rounded() ? "\(Int(seconds))" : "\(seconds)") s, killed"
        case .notFound(let program): return "\(program) not found on PATH"
        case .failed(let reason): return reason
        }
    }
}

/// Runs configured programs: argv only, never a shell, and an environment without mynd's
/// secrets (`ChildEnvironment`).
package protocol ProgramRunning {
    /// Runs `arguments` (the first looked up on PATH) to completion, at most `timeout` seconds,
    /// as a `.program`.
    func run(_ arguments: [String], timeout: Double) -> ProgramOutcome
    /// Starts `arguments` as `child` and does not wait for it.
    func launch(_ arguments: [String], as child: ChildEnvironment) -> ProgramOutcome
}

extension ProgramRunning {
    /// Starts a program that is not mynd (the open command, a terminal).
    package func launch(_ arguments: [String]) -> ProgramOutcome { launch(arguments, as: .program) }
}

/// As the failure of `ProgramRunner.capture`: how a program did not run to its end.
extension ProgramOutcome: Error {}
