import MyndPOSIX
import ArgumentParser
import Foundation
import MyndCore
import MyndStore

extension Mynd {
    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Import a mynd export or a Taskwarrior `task export` file (all or nothing).",
            discussion: """
                Nodes and edges whose ids already exist are updated, so importing the same file \
                twice changes nothing. Without --format, a JSON object is read as a mynd export \
                and an array or one object per line as Taskwarrior's.
                """)

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case mynd, taskwarrior

            init(_ guessed: ImportFormat) { self = guessed == .taskwarrior ? .taskwarrior : .mynd }
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        @Argument(help: ArgumentHelp("The file to read, or - for standard input.", valueName: "file"))
        var file: String

        @Option(help: "mynd or taskwarrior (default: from the file's shape).")
        var format: Format?

        func run() throws {
            let context = try Context(global)
            let data = try read()
            let bundle: GraphBundle
            do {
                switch format ?? Format(ImportFormat.guess(data)) {
                case .mynd: bundle = try GraphDocument.bundle(from: data)
                case .taskwarrior: bundle = try TaskwarriorImport.bundle(from: data, now: context.now)
                }
            } catch {
                throw CLIError(.dataError, "\(file): \(error): nothing was imported")
            }
            let store = try context.openStore()
            let summary: GraphStore.ImportSummary
            do {
                summary = try store.importBundle(bundle)
            } catch let error as ImportError {
                throw CLIError(.dataError, "\(file): \(error): nothing was imported")
            }
            for warning in bundle.warnings { Output.warning("\(file): \(warning)") }
            if output.json {
                Output.json(["nodesAdded": summary.nodesAdded, "nodesUpdated": summary.nodesUpdated, "edges": summary.edges])
            } else {
                Output.line(
                    "imported \(summary.nodesAdded + summary.nodesUpdated) nodes (\(summary.nodesAdded) new, \(summary.nodesUpdated) updated) and \(summary.edges) edges"
                )
            }
        }

        func read() throws -> Data {
            if file == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
                throw CLIError(.noInput, "\(file): no such file: check the path")
            }
            guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: file) else {
                throw CLIError(.noInput, "\(file): cannot read it: check that it is a readable file")
            }
            return data
        }
    }

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write the whole graph as JSON (the mynd iOS app's MYNDExport and GraphExport shapes, plus mynd's fields).")

        @OptionGroup var global: GlobalOptions

        @Option(name: [.short, .long], help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
        var output: String?

        func run() throws {
            let context = try Context(global)
            let store = try context.openStore()
            let graph = try store.everything()
            let data = GraphDocument.encode(
                nodes: graph.nodes, edges: graph.edges, dropped: try store.droppedGoals(), exportedAt: context.now)
            guard let output else {
                Output.write(data)
                return
            }
            try Self.write(data, to: output, database: context.paths.database)
            Output.warning("exported \(graph.nodes.count) nodes and \(graph.edges.count) edges to \(output)")
        }

        /// Writes the export to a plain file only — never onto a device, a link or a folder, never
        /// over the database — keeping an existing file's mode; a new one is 0600 (it is personal).
        static func write(_ data: Data, to output: String, database: String) throws {
            let target = FileStatus.of(output)
            switch target?.kind {
            case nil, .regular: break
            case .directory: throw CLIError(.cantCreate, "cannot write \(output): it is a folder: give a file name in it")
            case .symbolicLink:
                throw CLIError(.cantCreate, "cannot write \(output): it is a symbolic link: give the file it points to")
            case .other:
                throw CLIError(.cantCreate, "cannot write \(output): it is not a regular file (a device or a pipe): give a file name")
            }
            for file in [database, database + "-wal", database + "-shm"] {
                if let target, let protected = FileStatus.of(file), target.isSameFile(as: protected) {
                    throw CLIError(.cantCreate, "cannot write \(output): it is mynd's database: export to another file")
                }
            }
            do {
                try AtomicFile.write(data, to: output, permissions: target?.permissions ?? 0o600)
            } catch {
                throw CLIError(.cantCreate, "cannot write \(output): \(error): check that its folder exists and is writable")
            }
        }
    }

    struct Forget: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "forget",
            abstract: "Delete every node and edge (asks first, unless --yes).")

        @OptionGroup var global: GlobalOptions

        @Flag(help: "Everything (required: there is no partial forget yet).") var all = false
        @Flag(help: "Do not ask.") var yes = false

        func run() throws {
            guard all else {
                throw CLIError(.usage, "forget needs --all: it deletes the whole graph (export it first with `mynd export`)")
            }
            let context = try Context(global)
            let store = try context.openStore()
            let count = try store.nodeCount
            if !yes {
                guard ThisProcess.inputIsTerminal else {
                    throw CLIError(.usage, "not asking on a non-terminal: add --yes to delete all \(count) nodes")
                }
                FileHandle.standardError.write(Data("Delete all \(count) nodes and their edges from \(store.path)? [y/N] ".utf8))
                guard let answer = Swift.readLine(), ["y", "yes"].contains(answer.lowercased()) else {
                    Output.line("nothing deleted")
                    return
                }
            }
            let deleted = try store.forgetAll()
            Output.line("deleted \(deleted) nodes")
        }
    }
}
