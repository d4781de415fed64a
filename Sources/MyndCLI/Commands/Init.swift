import ArgumentParser
import Foundation
import MyndStore

extension Mynd {
    struct Init: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "init",
            abstract: "Create the config file (with every default, commented) and the database.")

        @OptionGroup var global: GlobalOptions

        func run() throws {
            let context = try Context(global)
            let path = context.paths.config
            if FileManager.default.fileExists(atPath: path) {
                Output.line("config:   \(path) (exists, kept)")
            } else {
                let folder = (path as NSString).deletingLastPathComponent
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                    // Written whole or not at all.
                    try Data(Config.template.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                } catch {
                    throw CLIError(.cantCreate, "cannot write \(path): check that its folder is writable, or use --config")
                }
                Output.line("config:   \(path)")
            }
            let store = try context.openStore()
            Output.line("database: \(store.path) (\(try store.nodeCount) nodes)")
        }
    }
}
