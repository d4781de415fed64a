/// The plainest forms of the two commands typed most, `mynd done ID` and
/// `mynd snooze ID [WHEN…]`, read without ArgumentParser.
///
/// ArgumentParser was half of such a command's instructions (BENCHMARKS.md): it reads every
/// command line twice more to look for `--generate-completion-script`, and reads each
/// command's properties by reflection. Only arguments with no option, flag or `--` among them
/// come this way — those ArgumentParser reads as nothing but positionals — and they reach the
/// same code as the parsed command (`Done.run(id:context:json:)`), so the two paths cannot
/// differ in what they do. Anything else, help included, goes to ArgumentParser. A test holds
/// the two readings together.
enum QuickPath: Equatable {
    case done(id: String)
    case snooze(id: String, when: [String])

    /// nil unless `arguments` (without the program name) are one of the plain forms.
    init?(_ arguments: [String]) {
        guard arguments.count >= 2, !arguments.contains(where: { $0.hasPrefix("-") }) else { return nil }
        switch arguments[0] {
        case "done" where arguments.count == 2: self = .done(id: arguments[1])
        case "snooze": self = .snooze(id: arguments[1], when: Array(arguments.dropFirst(2)))
        default: return nil
        }
    }

    func run() throws {
        let context = try Context(configPath: nil, databasePath: nil)
        switch self {
        case .done(let id): try Mynd.Done.run(id: id, context: context, json: false)
        case .snooze(let id, let when): try Mynd.Snooze.run(id: id, when: when, context: context, json: false)
        }
    }
}
