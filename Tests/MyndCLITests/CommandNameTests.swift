import ArgumentParser
import Foundation
import MyndCLI
import MyndTestSupport
import Testing

/// ArgumentParser derives a command's name, when not given one, with `String(describing:)` on
/// its type, which costs every mynd start a scan of all protocol conformances in the binary
/// (BENCHMARKS.md, fix 2). So each command says its name.
@Suite(.timed) struct CommandNameTests {
    @Test func everyCommand_isNamedInItsConfiguration() {
        var commands: [any ParsableCommand.Type] = [Mynd.self]
        while let command = commands.popLast() {
            #expect(command.configuration.commandName != nil, "\(command) has no commandName")
            commands += command.configuration.subcommands
        }
    }
}

/// What a Taskwarrior user expects of the command line itself.
@Suite(.timed) struct CommandLineHabitsTests {
    @Test func version_isPrinted() throws {
        let result = try Sandbox().run(["--version"])
        #expect(result.status == 0 && result.stdout == "mynd \(Mynd.version)\n")
    }

    @Test func globalOptions_mayComeBeforeTheCommand() throws {
        let sandbox = try Sandbox()
        let other = sandbox.root.appendingPathComponent("other.sqlite").path
        _ = try sandbox.ok(["--db", other, "add", "goal", "Plant the garden"])
        #expect(try sandbox.ok(["--db=\(other)", "list"]).stdout.contains("Plant the garden"))
        #expect(try sandbox.ok(["list", "--db", other]).stdout.contains("Plant the garden"))
        #expect(!(try sandbox.ok(["list"]).stdout.contains("Plant the garden")), "the default database is another one")
    }
}
