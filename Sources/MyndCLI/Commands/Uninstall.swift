import ArgumentParser
import Foundation
import MyndInstall

extension Mynd {
    struct Uninstall: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "uninstall",
            abstract: "Stop and remove the systemd units mynd install wrote; your data, config and credentials stay.",
            discussion: """
                Only files that mynd install wrote are removed (whole units, or the drop-ins beside the packaged \
                units); a file of the same name written by hand is left and named. Packaged units are disabled \
                for you and left where the package put them.
                """)

        @OptionGroup var global: GlobalOptions

        @Flag(help: "Print what it would stop and remove, and change nothing.")
        var dryRun = false

        func run() throws {
            let installation = try Context(global).installation
            let existing = installation.existingUnits()
            let packaged = installation.packagedUnits() != nil
            var statuses: [UnitStatus]?
            if !existing.isEmpty || packaged {
                switch Result(catching: { () throws(InstallError) in try installation.statuses() }) {
                case .success(let view): statuses = view
                case .failure(let error): Output.line("no user manager answers (\(error)): removing the files only")
                }
            }
            let plan = UninstallPlan.make(
                unitDirectory: installation.unitDirectory, existing: existing, packaged: packaged, statuses: statuses)
            if dryRun {
                Output.line("dry run: nothing is changed")
                for step in plan.steps { Output.line("would \(step.summary)") }
            } else {
                try installation.apply(plan.steps) { Output.line($0) }
            }
            for path in plan.foreign { Output.line("left \(path): mynd install did not write it") }
            if plan.isEmpty {
                Output.line(
                    packaged
                        ? "nothing to remove: no drop-in of mynd's in \(installation.unitDirectory), and the packaged units are not enabled"
                        : "nothing to remove: no unit of mynd's in \(installation.unitDirectory)")
            }
        }
    }
}
