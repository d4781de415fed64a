/// One `systemctl --user` invocation the installer plans, by its arguments after `--user`.
package struct SystemctlCommand: Equatable, CustomStringConvertible {
    package var arguments: [String]

    package init(_ arguments: String...) { self.arguments = arguments }

    package init(arguments: [String]) { self.arguments = arguments }

    /// As a person would type it.
    package var description: String { (["systemctl", "--user"] + arguments).joined(separator: " ") }
}
