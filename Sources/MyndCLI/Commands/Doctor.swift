import MyndAI
import MyndPOSIX
import ArgumentParser
import Foundation
import MyndCore
import MyndStore
import MyndTemplates

extension Mynd {
    struct Doctor: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "doctor",
            abstract:
                "Check the setup: config, database, templates, Claude, desktop notifications, email, inbox, phone, systemd units (secrets never shown).",
            discussion:
                "--privacy shows exactly what the last requests to Claude contained, batches with every item (the key travels in a header and is not stored)."
        )

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        @Flag(help: "Show the bodies of the last requests sent to Claude.") var privacy = false

        @Option(help: ArgumentHelp("How many requests --privacy shows.", valueName: "n"))
        var last = 5

        func validate() throws {
            guard (1...50).contains(last) else { throw ValidationError("--last takes 1 to 50") }
        }

        func run() throws {
            let context = try Context(global)
            let store = try context.openStore()
            if privacy { return try showRequests(store, calendar: context.config.calendar) }
            var checks: [DoctorCheck] = []
            checks.append(
                DoctorCheck(
                    name: "config", ok: true,
                    detail: FileManager.default.fileExists(atPath: context.paths.config)
                        ? context.paths.config : "\(context.paths.config) (absent: all defaults)"))
            if let problem = try store.quickCheck() {
                throw CLIError(
                    .dataError,
                    "\(context.paths.database) is damaged (SQLite's quick_check: \(problem)): restore it from a backup, or move it aside and import your last export"
                )
            }
            checks.append(DoctorCheck(name: "database", ok: true, detail: context.paths.database + " (quick_check: ok)"))
            checks.append(DoctorCheck(name: "language", ok: true, detail: StatusJSON.LanguageJSON(context.language).line))
            do {
                let templates = try TemplateSet(overrideFolder: context.paths.templates, language: context.language.language.rawValue)
                let overridden = templates.origins.filter { !$0.value.hasPrefix("built-in") }.map(\.key).sorted()
                checks.append(
                    DoctorCheck(
                        name: "templates", ok: true,
                        detail: overridden.isEmpty ? "built-in" : "overridden: \(overridden.joined(separator: ", "))"))
            } catch {
                checks.append(DoctorCheck(name: "templates", ok: false, detail: "\(error)"))
            }
            checks.append(try claudeCheck(context, store))
            checks.append(try desktopCheck(context, store))
            checks.append(emailCheck(context))
            checks.append(inboxCheck(context))
            checks.append(phoneCheck(context))
            checks.append(try presenceCheck(context, store))
            if let calendar = try calendarCheck(context, store) { checks.append(calendar) }
            checks += Self.systemdChecks(context)
            if output.json {
                Output.json(checks)
            } else {
                for check in checks {
                    Output.line(Output.fitted("\(check.ok ? "ok  " : "FAIL") \(check.name): \(check.detail)"))
                }
            }
            let failed = checks.filter { !$0.ok }.map(\.name)
            if !failed.isEmpty {
                throw CLIError(.failure, "doctor found a problem with \(failed.joined(separator: ", ")): see the FAIL line")
            }
        }

        /// Whether Claude can be asked: a key (where from, never what), and what the last call
        /// said of it.
        private func claudeCheck(_ context: Context, _ store: GraphStore) throws -> DoctorCheck {
            let setup = AISetup(config: context.config.ai, environment: context.environment)
            if let reason = setup.unavailable {
                // Off is a choice, not a fault: doctor fails only what is set up and broken.
                return DoctorCheck(
                    name: "claude", ok: setup.isOff,
                    detail: (setup.isOff ? "off: " : "") + reason + "; follow-ups use the fallback texts")
            }
            let models = "\(context.config.ai.followUpModel) / \(context.config.ai.digestModel)"
            let key = "key from \(setup.key.map { "\($0.source)" } ?? "?")"
            guard let lastCall = try store.recentCalls(limit: 1).first else {
                return DoctorCheck(name: "claude", ok: true, detail: "\(key), \(setup.baseURL), \(models); not called yet")
            }
            let when = context.describe.when(lastCall.at)
            if let detail = lastCall.detail, detail.contains("authentication_error") {
                return DoctorCheck(
                    name: "claude", ok: false,
                    detail: "the API rejected the key (\(key)) \(when): \(detail); set a valid key, then run `mynd run refresh`")
            }
            let outcome = lastCall.outcome == .failed ? "failed: \(lastCall.detail ?? "")" : lastCall.outcome.rawValue
            return DoctorCheck(name: "claude", ok: true, detail: "\(key), \(setup.baseURL), \(models); last call \(when): \(outcome)")
        }

        /// The last requests sent: single calls from the ledger, and batches with every item
        /// they carried (a batch item's ledger row holds no body: the batch's does).
        private func showRequests(_ store: GraphStore, calendar: CalendarConfig) throws {
            let calls = try store.recentCalls(limit: last).filter { $0.batchId == nil }.map {
                (
                    at: $0.at,
                    sent: SentRequest(at: $0.at.iso8601, purpose: $0.purpose.rawValue, model: $0.model, batchId: nil, body: $0.request)
                )
            }
            let batches = try store.recentBatchRequests(limit: last).map { batch in
                let models = Set(Self.batchItems(batch.request).map(\.params.model)).sorted().joined(separator: ",")
                return (
                    at: batch.at,
                    sent: SentRequest(at: batch.at.iso8601, purpose: "batch", model: models, batchId: batch.id, body: batch.request)
                )
            }
            let sent = (calls + batches).sorted { $0.at > $1.at }.prefix(last).map(\.sent)
            if output.json { return Output.json(Array(sent)) }
            Output.line("What is masked in every text before it is sent:")
            for line in PrivacyMask.whatIsMasked { Output.line("- " + line) }
            Output.line("- " + calendar.whatGoesToClaude)
            if sent.isEmpty { Output.line("nothing has been sent to Claude yet") }
            for request in sent {
                let via = request.batchId.map { " \($0) (\(Self.batchItems(request.body).count) requests)" } ?? ""
                Output.line("--- \(request.at) \(request.purpose) \(request.model)\(via)")
                Output.line(Terminal.safe(request.body ?? "(body no longer kept)"))
            }
        }

        private static func batchItems(_ body: String?) -> [BatchCreateRequest.Item] {
            body.flatMap { try? JSONDecoder().decode(BatchCreateRequest.self, from: Data($0.utf8)) }?.requests ?? []
        }
    }
}

/// One line of `mynd doctor`.
struct DoctorCheck: Encodable {
    var name: String
    var ok: Bool
    var detail: String
}

/// A request body as `doctor --privacy --json` prints it.
struct SentRequest: Encodable {
    var at: String
    var purpose: String
    var model: String
    @Nullable var batchId: String?
    @Nullable var body: String?
}
