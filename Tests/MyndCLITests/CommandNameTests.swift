import ArgumentParser
import MyndCLI
import Testing

/// ArgumentParser derives a command's name, when not given one, with `String(describing:)` on
/// its type, which costs every mynd start a scan of all protocol conformances in the binary
/// (BENCHMARKS.md, fix 2). So each command says its name.
@Suite struct CommandNameTests {
    @Test func everyCommand_isNamedInItsConfiguration() {
        var commands: [any ParsableCommand.Type] = [Mynd.self]
        while let command = commands.popLast() {
            #expect(command.configuration.commandName != nil, "\(command) has no commandName")
            commands += command.configuration.subcommands
        }
    }
}
