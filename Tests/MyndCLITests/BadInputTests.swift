import Foundation
import Testing

/// One thing a person might get wrong, and how mynd must answer: the given exit status, exactly
/// one line on stderr starting with `mynd: `, nothing on stdout, and the database untouched.
struct BadInput: Sendable, CustomTestStringConvertible {
    var name: String
    /// `{file}` is replaced by the path of `file`, `{dir}` by a folder, `{missing}` by a path
    /// that does not exist.
    var arguments: [String]
    var status: Int32
    /// Texts stderr must contain (besides the `mynd: ` prefix).
    var mentions: [String] = []
    var now: String? = BadInputTests.now
    var config: String?
    var file: Data?

    var testDescription: String { name }

    static func importing(_ name: String, _ json: String, status: Int32 = 65, mentions: [String]) -> BadInput {
        BadInput(name: name, arguments: ["import", "{file}"], status: status,
                 mentions: mentions + ["nothing was imported"], file: Data(json.utf8))
    }
}

@Suite struct BadInputTests {
    static let now = "2026-07-01T12:00:00Z"

    // The graph every case starts from, with fixed ids: an open goal, a thought, a done goal.
    static let goal = "11111111-1111-4111-8111-111111111111"
    static let thought = "22222222-2222-4222-8222-222222222222"
    static let doneGoal = "33333333-3333-4333-8333-333333333333"
    static let seed = """
        {"version": "1.0", "nodes": [
          {"id": "\(goal)", "content": "Open goal", "nodeType": "goal", "createdAt": "2026-06-01T00:00:00Z"},
          {"id": "\(thought)", "content": "A thought", "nodeType": "thought", "createdAt": "2026-06-02T00:00:00Z"},
          {"id": "\(doneGoal)", "content": "Done goal", "nodeType": "goal", "createdAt": "2026-06-03T00:00:00Z",
           "completedAt": "2026-06-04T00:00:00Z"}
        ], "edges": [
          {"id": "44444444-4444-4444-8444-444444444444", "sourceId": "\(thought)", "targetId": "\(goal)",
           "edgeType": "relatesTo", "weight": 0.5, "createdAt": "2026-06-05T00:00:00Z"}
        ]}
        """

    /// A valid node in an import file, with `content` and `type` to vary.
    static func node(_ id: String, type: String = "goal", content: String = "\"x\"") -> String {
        "{\"id\": \"\(id)\", \"content\": \(content), \"nodeType\": \"\(type)\", \"createdAt\": \"2026-01-01T00:00:00Z\"}"
    }

    static let a = "aaaaaaaa-0000-4000-8000-000000000001"
    static let b = "bbbbbbbb-0000-4000-8000-000000000002"

    static let cases: [BadInput] = [
        // Arguments
        BadInput(name: "unknown command", arguments: ["frobnicate"], status: 64, mentions: ["frobnicate"]),
        BadInput(name: "unknown option", arguments: ["list", "--frob"], status: 64, mentions: ["--frob"]),
        BadInput(name: "unknown node type", arguments: ["add", "gaol", "x"], status: 64, mentions: ["gaol"]),
        BadInput(name: "add without text", arguments: ["add", "goal"], status: 64),
        BadInput(name: "empty text", arguments: ["add", "goal", ""], status: 64, mentions: ["text is empty"]),
        BadInput(name: "blank text", arguments: ["add", "goal", "   "], status: 64, mentions: ["text is empty"]),
        BadInput(name: "newline-only capture", arguments: ["capture", "\n\t\n"], status: 64, mentions: ["text is empty"]),
        BadInput(name: "parent not hex", arguments: ["add", "action", "x", "--parent", "zzzz"], status: 64,
                 mentions: ["'zzzz' is not a node id"]),
        BadInput(name: "parent unknown prefix", arguments: ["add", "action", "x", "--parent", "12345678-aaaa"], status: 64,
                 mentions: ["no node has an id starting with '12345678-aaaa'"]),
        BadInput(name: "show without id", arguments: ["show"], status: 64),
        BadInput(name: "show unknown id", arguments: ["show", "12345678-aaaa"], status: 64, mentions: ["12345678-aaaa"]),
        BadInput(name: "touch not an id", arguments: ["touch", "1111!"], status: 64, mentions: ["is not a node id"]),
        BadInput(name: "id longer than a UUID", arguments: ["done", goal + "1"], status: 64, mentions: ["is not a node id"]),
        BadInput(name: "digest date not a date", arguments: ["digest", "--date", "2026-02-30"], status: 64, mentions: ["'2026-02-30'", "YYYY-MM-DD"]),
        BadInput(name: "digest date in another form", arguments: ["digest", "--date", "22.11.2026"], status: 64, mentions: ["'22.11.2026'"]),
        BadInput(name: "snooze yesterday", arguments: ["snooze", "1111", "yesterday"], status: 64, mentions: ["'yesterday'"]),
        BadInput(name: "snooze hex-looking time", arguments: ["snooze", "1111", "3f2a"], status: 64, mentions: ["'3f2a'"]),
        BadInput(name: "snooze into the past", arguments: ["snooze", "1111", "2020-01-01"], status: 64, mentions: ["in the past"]),
        BadInput(name: "snooze at 25:00", arguments: ["snooze", "1111", "mon", "25:00"], status: 64, mentions: ["'mon 25:00'"]),
        BadInput(name: "snooze a thought", arguments: ["snooze", "2222", "2h"], status: 1, mentions: ["thoughts cannot be snoozed"]),
        BadInput(name: "snooze a done goal", arguments: ["snooze", "3333", "2h"], status: 1, mentions: ["already done"]),
        BadInput(name: "done a thought", arguments: ["done", "2222"], status: 1, mentions: ["thoughts cannot be completed"]),
        BadInput(name: "link to itself", arguments: ["link", "1111", goal.uppercased()], status: 1, mentions: ["itself"]),
        BadInput(name: "link weight 2", arguments: ["link", "1111", "2222", "--weight", "2"], status: 64, mentions: ["outside 0…1"]),
        BadInput(name: "link weight NaN", arguments: ["link", "1111", "2222", "--weight", "nan"], status: 64),
        BadInput(name: "link unknown type", arguments: ["link", "1111", "2222", "--type", "foo"], status: 64, mentions: ["foo"]),
        BadInput(name: "stale thoughts", arguments: ["list", "--stale", "--type", "thought"], status: 64, mentions: ["--stale"]),
        BadInput(name: "stale with all", arguments: ["list", "--stale", "--all"], status: 64, mentions: ["--all"]),
        BadInput(name: "MYND_NOW garbage", arguments: ["list"], status: 64, mentions: ["MYND_NOW='garbage'"], now: "garbage"),
        BadInput(name: "MYND_NOW relative", arguments: ["list"], status: 64, mentions: ["MYND_NOW"], now: "2h"),
        BadInput(name: "forget without --all", arguments: ["forget"], status: 64, mentions: ["--all"]),
        BadInput(name: "forget without terminal or --yes", arguments: ["forget", "--all"], status: 64, mentions: ["--yes"]),
        BadInput(name: "import unknown format", arguments: ["import", "{missing}", "--format", "xml"], status: 64, mentions: ["xml"]),

        // Files to import
        BadInput(name: "import missing file", arguments: ["import", "{missing}"], status: 66, mentions: ["no such file"]),
        BadInput(name: "import a directory", arguments: ["import", "{dir}"], status: 66, mentions: ["cannot read"]),
        .importing("truncated JSON", "{\"version\": \"1.0\", \"nodes\": [" + node(a), mentions: ["not valid JSON", "end of file"]),
        .importing("stray character", "{\"nodes\": [x]}", mentions: ["not valid JSON", "character 11"]),
        .importing("empty file", "", mentions: ["not valid JSON"]),
        .importing("no nodes key", "{\"version\": \"1.0\"}", mentions: ["expected a mynd export"]),
        .importing("unknown nodeType", "{\"nodes\": [\(node(a)), \(node(b, type: "gaol"))]}", mentions: ["nodes[1].nodeType", "'gaol'"]),
        .importing("edge to a missing node",
                   "{\"nodes\": [\(node(a))], \"edges\": [{\"sourceId\": \"\(a)\", \"targetId\": \"\(b)\", \"edgeType\": \"blocks\"}]}",
                   mentions: ["edges[0].targetId", b]),
        .importing("duplicate node ids", "{\"nodes\": [\(node(a)), \(node(a))]}", mentions: ["nodes[1].id", "duplicate"]),
        .importing("weight 7",
                   "{\"nodes\": [\(node(a)), \(node(b))], \"edges\": [{\"sourceId\": \"\(a)\", \"targetId\": \"\(b)\", \"edgeType\": \"blocks\", \"weight\": 7}]}",
                   mentions: ["edges[0].weight"]),
        .importing("unknown edgeType",
                   "{\"nodes\": [\(node(a)), \(node(b))], \"edges\": [{\"sourceId\": \"\(a)\", \"targetId\": \"\(b)\", \"edgeType\": \"likes\"}]}",
                   mentions: ["edges[0].edgeType", "'likes'"]),
        .importing("self edge",
                   "{\"nodes\": [\(node(a))], \"edges\": [{\"sourceId\": \"\(a)\", \"targetId\": \"\(a)\", \"edgeType\": \"blocks\"}]}",
                   mentions: ["edges[0]", "itself"]),
        .importing("content is a number", "{\"nodes\": [\(node(a, content: "5"))]}", mentions: ["nodes[0].content", "wrong type"]),
        .importing("content missing", "{\"nodes\": [{\"id\": \"\(a)\", \"nodeType\": \"goal\", \"createdAt\": \"2026-01-01T00:00:00Z\"}]}",
                   mentions: ["nodes[0].content", "missing"]),
        .importing("id not a UUID", "{\"nodes\": [\(node("not-a-uuid"))]}", mentions: ["nodes[0].id", "not a UUID"]),
        .importing("date without zone",
                   "{\"nodes\": [{\"id\": \"\(a)\", \"content\": \"x\", \"nodeType\": \"goal\", \"createdAt\": \"yesterday\"}]}",
                   mentions: ["nodes[0].createdAt"]),
        .importing("completed false with completedAt",
                   "{\"nodes\": [{\"id\": \"\(a)\", \"content\": \"x\", \"nodeType\": \"goal\", \"createdAt\": \"2026-01-01T00:00:00Z\", \"isCompleted\": false, \"completedAt\": \"2026-01-02T00:00:00Z\"}]}",
                   mentions: ["nodes[0].isCompleted"]),
        BadInput(name: "invalid UTF-8", arguments: ["import", "{file}"], status: 65,
                 mentions: ["not valid JSON", "UTF-8", "character 70", "nothing was imported"],
                 file: Data("{\"nodes\": [{\"id\": \"\(a)\", \"content\": \"".utf8) + Data([0xFF, 0xFE, 0xC3])
                     + Data("\", \"nodeType\": \"goal\", \"createdAt\": \"2026-01-01T00:00:00Z\"}]}".utf8)),

        // Config
        BadInput(name: "config unknown key", arguments: ["list"], status: 78, mentions: ["stale_afterr"],
                 config: "[schedule]\nstale_afterr = \"3d\"\n"),
        BadInput(name: "config unknown section", arguments: ["list"], status: 78, mentions: ["[scheduel]"],
                 config: "[scheduel]\nstale_after = \"3d\"\n"),
        BadInput(name: "config bad timezone", arguments: ["list"], status: 78, mentions: ["Mars/Olympus"],
                 config: "[schedule]\ntimezone = \"Mars/Olympus\"\n"),
        BadInput(name: "config bad stale_after", arguments: ["list", "--stale"], status: 78, mentions: ["stale_after"],
                 config: "[schedule]\nstale_after = \"soon\"\n"),
        BadInput(name: "config zero stale_after", arguments: ["list", "--stale"], status: 78, mentions: ["stale_after"],
                 config: "[schedule]\nstale_after = \"0d\"\n"),
        BadInput(name: "config stale_after a number", arguments: ["list"], status: 78, mentions: ["stale_after"],
                 config: "[schedule]\nstale_after = 3\n"),
        BadInput(name: "config ai.base_url not a URL", arguments: ["run", "refresh"], status: 78, mentions: ["ai.base_url", "api.anthropic.com"],
                 config: "[ai]\nbase_url = \"api.anthropic.com\"\n"),
        BadInput(name: "config ai.batch a string", arguments: ["run", "refresh"], status: 78, mentions: ["ai.batch", "true or false"],
                 config: "[ai]\nbatch = \"yes\"\n"),
        BadInput(name: "config ai.daily_token_budget negative", arguments: ["status"], status: 78, mentions: ["ai.daily_token_budget"],
                 config: "[ai]\ndaily_token_budget = -5\n"),
        BadInput(name: "config ai.model_followup with a space", arguments: ["status"], status: 78, mentions: ["ai.model_followup"],
                 config: "[ai]\nmodel_followup = \"claude haiku\"\n"),
        BadInput(name: "config ai.prices without output", arguments: ["status"], status: 78, mentions: ["ai.prices", "input and output"],
                 config: "[ai.prices.\"claude-haiku-4-5\"]\ninput = 1.0\n"),
        BadInput(name: "config ai.prices negative", arguments: ["status"], status: 78, mentions: ["ai.prices"],
                 config: "[ai.prices.\"claude-haiku-4-5\"]\ninput = -1.0\noutput = 5.0\n"),
        BadInput(name: "config TOML syntax", arguments: ["list"], status: 78, mentions: ["config.toml:2"],
                 config: "[schedule]\nstale_after = \"3d\n"),
        BadInput(name: "config file missing", arguments: ["list", "--config", "/nonexistent.toml"], status: 78,
                 mentions: ["/nonexistent.toml"]),
    ]

    @Test(arguments: cases)
    func badInput_failsWithOneLine_andChangesNothing(_ bad: BadInput) throws {
        let sandbox = try Sandbox()
        let seedFile = try sandbox.file("seed.json", Self.seed)
        _ = try sandbox.ok(["import", seedFile], now: Self.now)
        if let config = bad.config { try sandbox.writeConfig(config) }
        let file = try bad.file.map { try sandbox.file("bad-input", $0) }
        let arguments = bad.arguments.map { argument in
            switch argument {
            case "{file}": file ?? argument
            case "{dir}": sandbox.root.path
            case "{missing}": sandbox.root.appendingPathComponent("no-such-file.json").path
            default: argument
            }
        }

        let before = try sandbox.snapshot()
        let result = try sandbox.run(arguments, now: bad.now)
        #expect(result.status == bad.status, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderrLines.count == 1, "\(result)")
        #expect(result.stderr.hasPrefix("mynd: "), "\(result)")
        #expect(result.stderr.hasSuffix("\n"))
        for text in bad.mentions {
            #expect(result.stderr.contains(text), "stderr does not mention \(text): \(result)")
        }
        #expect(try sandbox.snapshot() == before)
    }

    @Test func theCorpusIsLargeAndDistinct() {
        #expect(Self.cases.count >= 24)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    }

    /// The snapshot the cases compare does see changes, so "unchanged" means something.
    @Test func snapshot_seesAChange() throws {
        let sandbox = try Sandbox()
        let seedFile = try sandbox.file("seed.json", Self.seed)
        _ = try sandbox.ok(["import", seedFile], now: Self.now)
        let before = try sandbox.snapshot()
        _ = try sandbox.ok(["touch", "1111"], now: Self.now)
        #expect(try sandbox.snapshot() != before)
    }

    @Test func databaseThatIsNotSQLite_isOneLineError_andLeftAlone() throws {
        let sandbox = try Sandbox()
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: URL(fileURLWithPath: sandbox.databasePath))
        for arguments in [["list"], ["add", "goal", "x"], ["import", try sandbox.file("seed.json", Self.seed)], ["export"]] {
            let result = try sandbox.run(arguments, now: Self.now)
            #expect(result.status == 65, "\(result)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderrLines.count == 1, "\(result)")
            #expect(result.stderr.hasPrefix("mynd: \(sandbox.databasePath) is not a mynd database"), "\(result)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: sandbox.databasePath)) == garbage)
        }
        // No -wal or -shm files were left next to it either.
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.home.path) == ["mynd.sqlite"])
    }
}
