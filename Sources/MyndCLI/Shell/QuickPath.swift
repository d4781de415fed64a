import MyndCore

/// The command lines run most, read without ArgumentParser: `mynd done ID` and
/// `mynd snooze ID [WHEN…]` (typed many times a day), the timers' `mynd run JOB [--if-due]`
/// (every 15 minutes, for years, often on battery) and `mynd agent` (in memory all session).
///
/// ArgumentParser was half of such a command's instructions (BENCHMARKS.md): it reads every
/// command line twice more to look for `--generate-completion-script`, and reads each
/// command's properties by reflection. Only arguments with no option, flag or `--` among them
/// (but the timers' exact `--if-due`) come this way — those ArgumentParser reads as nothing but
/// positionals — and they reach the same code as the parsed command
/// (`Done.run(id:context:json:)`), so the two paths cannot differ in what they do. Anything
/// else, help included, goes to ArgumentParser. A test holds the two readings together.
/// ArgumentParser would also call a command's `validate()`: none of these has one, and one that
/// gets one must call it here too.
enum QuickPath: Equatable {
    case done(id: String)
    case snooze(id: String, when: [String])
    case run(Mynd.Run.Request)
    case agent

    /// nil unless `arguments` (without the program name) are one of the plain forms.
    init?(_ arguments: [String]) {
        if arguments == ["agent"] {
            self = .agent
            return
        }
        if arguments.count == 3, arguments[0] == "run", arguments[2] == "--if-due", let job = JobKind(rawValue: arguments[1]) {
            self = .run(.init(job: job, ifDue: true))
            return
        }
        guard arguments.count >= 2, !arguments.contains(where: { $0.hasPrefix("-") }) else { return nil }
        switch arguments[0] {
        case "done" where arguments.count == 2: self = .done(id: arguments[1])
        case "snooze": self = .snooze(id: arguments[1], when: Array(arguments.dropFirst(2)))
        case "run" where arguments.count == 2:
            guard let job = JobKind(rawValue: arguments[1]) else { return nil }
            self = .run(.init(job: job))
        default: return nil
        }
    }

    func run() throws {
        let context = try Context(configPath: nil, databasePath: nil)
        switch self {
        case .done(let id): try Mynd.Done.run(id: id, context: context, json: false)
        case .snooze(let id, let when): try Mynd.Snooze.run(id: id, when: when, context: context, json: false)
        case .run(let request): try Mynd.Run.run(request, context: context)
        case .agent: try Mynd.Agent.run(context: context, globalArguments: [])
        }
    }
}
