import ArgumentParser
import MyndCore
import MyndStore

extension Mynd {
    struct Digest: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "digest",
            abstract: "Show a morning digest as it was made (the latest, or --date's).",
            discussion: "The digest job (`mynd run digest`) makes one each morning; this only reads it.")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        @Option(help: ArgumentHelp("The local date of the digest, YYYY-MM-DD.", valueName: "date"))
        var date: String?

        func run() throws {
            let context = try Context(global)
            if let date { try Self.check(date, zone: context.zone) }
            let store = try context.openStore()
            guard let digest = try store.digest(localDate: date) else {
                if let date { throw CLIError(.failure, "no digest for \(date): the digest job makes one a day (`mynd run digest`)") }
                if output.json { Output.line("null") } else { Output.line("no digest yet: `mynd run digest` makes one each morning") }
                return
            }
            if output.json {
                Output.json(DigestJSON(digest))
                return
            }
            Output.line(Terminal.line("\(digest.localDate): \(digest.title)", limit: 200))
            for line in digest.body.split(separator: "\n", omittingEmptySubsequences: false) {
                Output.line("  " + Terminal.line(String(line), limit: 200))
            }
        }

        /// A real calendar date in the form the digests are kept under.
        static func check(_ text: String, zone: LocalTime) throws {
            let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
            guard text.count == 10, parts.count == 3, let year = parts[0], let month = parts[1], let day = parts[2],
                (1...12).contains(month), (1...31).contains(day),
                JobSchedule.localDate(zone.instant(year: year, month: month, day: day, hour: 12, minute: 0), zone: zone) == text
            else {
                throw CLIError(.usage, "--date '\(text)' is not a date: use YYYY-MM-DD, like 2026-11-21")
            }
        }
    }
}

/// A digest as `digest --json` prints it.
struct DigestJSON: Encodable {
    var localDate: String
    var title: String
    var body: String
    /// claude or fallback: whose words the insight (the first line of the body) is.
    var source: String
    @Nullable var fallbackReason: String?
    var createdAt: String

    init(_ digest: GraphStore.DigestRecord) {
        localDate = digest.localDate
        title = digest.title
        body = digest.body
        source = digest.source.rawValue
        fallbackReason = digest.fallbackReason
        createdAt = digest.createdAt.iso8601
    }
}
