public import ArgumentParser
import Foundation
import MyndCore
import MyndAgent
import MyndInstall
import MyndPOSIX
import MyndStore

/// The `mynd` command line: the person's interface to their graph.
public struct Mynd: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "mynd",
        abstract: "A proactive agent for your goals: capture thoughts, and get nudged when goals go quiet.",
        discussion: """
            Environment: MYND_HOME keeps config and data in one folder; MYND_NOW (ISO 8601) \
            sets the current time for every command; XDG_CONFIG_HOME and XDG_DATA_HOME are honoured.
            """,
        version: "mynd \(Mynd.version)",
        subcommands: [
            Init.self, Add.self, Capture.self, Edit.self, Delete.self, Link.self, List.self, Show.self,
            Done.self, Step.self, Snooze.self, Drop.self, Reopen.self, Keep.self, Touch.self, SetPresence.self, Pause.self,
            Resume.self, Reply.self, FollowUps.self, Dismiss.self, Digest.self, Status.self,
            Doctor.self, Run.self, Phone.self,
            Import.self, Export.self, Forget.self, Agent.self, Install.self, Uninstall.self,
        ])

    /// What `mynd --version` prints.
    public static let version = "0.9.0"

    public init() {}

    /// Runs the command line and exits: one line on stderr and a sysexits status on failure.
    public static func runAndExit(arguments: [String]? = nil) -> Never {
        do {
            let given = arguments ?? Array(CommandLine.arguments.dropFirst())
            let arguments = try CommandLineCheck.checked(given, commands: configuration.subcommands.map { $0._commandName })
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch {
            // Help and version requests come through here as "errors" that exit 0.
            if exitCode(for: error) == .success { exit(withError: error) }
            let failure = CLIError.from(error)
            Output.error("mynd: " + Terminal.safe(failure.message))
            Foundation.exit(failure.kind.rawValue)
        }
    }
}

extension CLIError {
    /// Every error a command can raise, as one line and an exit status.
    static func from(_ error: any Error) -> CLIError {
        switch error {
        case let e as CLIError:
            return e
        case let e as StoreError:
            switch e {
            case .busy: return CLIError(.tempFail, e.description)
            case .unknownID, .unknownFollowUp, .ambiguousID, .notAnID: return CLIError(.usage, e.description)
            case .invalid: return CLIError(.failure, e.description)
            case .cannotOpen, .readOnly, .diskFull: return CLIError(.cantCreate, e.description)
            default: return CLIError(.dataError, e.description)
            }
        case let e as WhenError:
            return CLIError(.usage, e.description)
        case let e as ImportError:
            return CLIError(.dataError, e.description)
        case let e as AgentError:
            switch e.kind {
            case .unavailable: return CLIError(.unavailable, e.description)
            case .alreadyRunning: return CLIError(.tempFail, e.description)
            case .system: return CLIError(.failure, e.description)
            }
        case let e as InstallError:
            switch e.kind {
            case .unavailable: return CLIError(.unavailable, e.description)
            case .config: return CLIError(.config, e.description)
            case .cantCreate: return CLIError(.cantCreate, e.description)
            case .tempFail: return CLIError(.tempFail, e.description)
            case .failure: return CLIError(.failure, e.description)
            }
        case let e as SystemError:
            return CLIError(.failure, e.description)
        default:
            if Mynd.exitCode(for: error) != .failure {
                // An argument-parser error: its message, without the usage block, on one line.
                let message = Mynd.message(for: error)
                    .split(whereSeparator: \.isNewline)
                    .map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "- ", with: "") }
                    .joined(separator: " ")
                return CLIError(.usage, message + " (see `mynd help`)")
            }
            return CLIError(.failure, "\(error)")
        }
    }
}
