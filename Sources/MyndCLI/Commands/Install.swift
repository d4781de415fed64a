import ArgumentParser
import Foundation
import MyndAI
import MyndInstall
import MyndMail

extension Mynd {
    struct Install: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "install",
            abstract: "Put mynd to work under your systemd user manager: its timers, jobs and agent.",
            discussion: """
                Writes mynd-refresh, mynd-processing and mynd-digest (.service and .timer) and \
                mynd-agent.service into $XDG_CONFIG_HOME/systemd/user/, each running this binary; \
                reloads the manager, then enables and starts the three timers and the agent. Where the mynd \
                package installed these units in /usr/lib/systemd/user and this is the binary they run, it \
                writes only your settings, as drop-ins beside them (NAME.d/mynd-install.conf). The digest \
                timer fires at [schedule] morning_insight_time. Secrets in the credentials folder next to \
                the config (anthropic-api-key, smtp-password, imap-password; chmod 600) are passed to the jobs as \
                systemd credentials. Run it again after moving the binary, changing the morning time or \
                adding a credential; when nothing has changed it changes nothing.
                """)

        @OptionGroup var global: GlobalOptions

        @Flag(help: "Install for your user manager (the only kind; accepted for clarity).")
        var user = false

        @Flag(help: "Print the files it would write and the commands it would run, and change nothing.")
        var dryRun = false

        /// For packagers (the Makefile's `deb`): the units as a package ships them.
        @Option(name: .customLong("packaged-units"), help: .hidden)
        var packagedUnitsFolder: String?

        func validate() throws {
            if global.configPath != nil || global.databasePath != nil {
                throw ValidationError("the units use the default files or MYND_HOME: --config and --db cannot be carried into them")
            }
        }

        func run() throws {
            if let folder = packagedUnitsFolder { return try writePackagedUnits(into: folder) }
            let context = try Context(global)
            let installation = context.installation
            let files = try installation.renderUnits()
            let units = files.units
            describeLayout(installation, beside: files.beside)
            let statuses = try managerView(installation)
            let plan = try installation.plan(units, statuses: statuses)
            if dryRun { return show(plan) }
            if plan.isEmpty {
                let what =
                    files.beside == nil
                    ? "the \(units.count) units in \(installation.unitDirectory) are"
                    : "the packaged units and your \(units.count) drop-ins in \(installation.unitDirectory) are"
                Output.line("nothing to change: \(what) up to date, the timers and the agent enabled and running")
            } else {
                try installation.apply(plan.steps) { Output.line($0) }
            }
            try showTimers(installation)
            // A secret the config gives as a file, or for a part that is off, needs no credential.
            let config = context.config
            let fromConfig: [String: Bool] = [
                "anthropic-api-key": config.ai.keyFile != nil,
                "smtp-password": config.smtp.passwordFile != nil || config.smtp.url == nil || config.smtp.username == nil,
                "imap-password": config.imap.passwordFile != nil || config.imap.url == nil || config.imap.username == nil,
            ]
            for name in UnitSettings.knownCredentials
            where fromConfig[name] != true && !units.contains(where: { $0.contents.contains("LoadCredential=\(name):") }) {
                Output.line(
                    "no \(name) credential: to add one, put it in \(installation.credentialsDirectory)/\(name) (chmod 600), then run mynd install again"
                )
            }
        }

        /// Which units the manager will run, when a package is installed.
        private func describeLayout(_ installation: Installation, beside: PackagedUnits?) {
            if let beside {
                Output.line("using the packaged units in \(beside.directory); your settings go in drop-ins beside them")
            } else if let packaged = installation.packagedUnits() {
                let program = packaged.program ?? "another binary"
                Output.line(
                    "the packaged units in \(packaged.directory) run \(program), not this binary: writing units of your own, which systemd reads ahead of them"
                )
            }
        }

        /// The units as the package installs them, into `folder` (made when missing).
        private func writePackagedUnits(into folder: String) throws {
            for path in try Installation.writePackagedUnits(into: folder) { Output.line("wrote \(path)") }
        }

        /// The manager's view of the units; a dry run goes on without one, assuming nothing is
        /// enabled, so it can show what install would do on a machine still being set up.
        private func managerView(_ installation: Installation) throws -> [UnitStatus]? {
            switch Result(catching: { () throws(InstallError) in try installation.statuses() }) {
            case .success(let statuses): return statuses
            case .failure(let error):
                guard dryRun else { throw error }
                Output.line("(no user manager answers, so this plan assumes nothing is enabled: \(error))")
                return nil
            }
        }

        private func show(_ plan: InstallPlan) {
            Output.line("dry run: nothing is changed")
            for path in plan.unchanged { Output.line("unchanged \(path)") }
            for step in plan.steps {
                if case .write(let path, let contents) = step {
                    Output.line("would write \(path):")
                    Output.write(Data(contents.utf8))
                } else {
                    Output.line("would \(step.summary)")
                }
            }
            if plan.isEmpty { Output.line("nothing to change") }
        }

        /// Each timer and when it fires next, so the person sees the install took.
        private func showTimers(_ installation: Installation) throws {
            let timers = UnitRenderer.enabled.filter { $0.hasSuffix(".timer") }
            for status in try installation.statuses(timers) {
                let next = status.nextElapse.isEmpty ? "not scheduled" : "next \(status.nextElapse)"
                Output.line("\(status.id): \(status.unitFileState), \(status.activeState), \(next)")
            }
        }
    }
}
