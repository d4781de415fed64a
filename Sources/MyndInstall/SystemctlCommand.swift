/// One `systemctl --user` invocation the installer plans, by its arguments after `--user`.
public struct SystemctlCommand: Equatable, CustomStringConvertible {
    public var arguments: [String]

    public init(_ arguments: String...) { self.arguments = arguments }

    public init(arguments: [String]) { self.arguments = arguments }

    /// As a person would type it.
    public var description: String { (["systemctl", "--user"] + arguments).joined(separator: " ") }
}
