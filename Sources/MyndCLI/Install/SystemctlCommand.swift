/// One `systemctl --user` invocation the installer plans, by its arguments after `--user`.
struct SystemctlCommand: Equatable, CustomStringConvertible {
    var arguments: [String]

    init(_ arguments: String...) { self.arguments = arguments }

    init(arguments: [String]) { self.arguments = arguments }

    /// As a person would type it.
    var description: String { (["systemctl", "--user"] + arguments).joined(separator: " ") }
}
