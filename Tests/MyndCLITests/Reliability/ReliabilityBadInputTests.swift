import Foundation
import MyndTestSupport
import Testing

/// One thing a person might get wrong, and how mynd must answer: the given exit status, exactly
/// one line on stderr starting with `mynd: `, nothing on stdout, and the database untouched.
struct BadInput: Sendable, CustomTestStringConvertible {
    var name: String
    /// In each argument `{file}` is replaced by the path of `file`, `{dir}` by a folder,
    /// `{missing}` by a path that does not exist.
    var arguments: [String]
    var status: Int32
    /// Texts stderr must contain (besides the `mynd: ` prefix).
    var mentions: [String] = []
    /// Texts stderr must not contain: a secret the input holds.
    var hides: [String] = []
    var now: String? = ReliabilityBadInputTests.now
    /// `$MYND_HOME/config.toml`, as bytes (it may be invalid UTF-8).
    var config: Data?
    var file: Data?
    var stdin: Data?
    /// Added to the command's environment.
    var environment: [String: String] = [:]

    var testDescription: String { name }

    static func importing(_ name: String, _ json: String, format: String? = nil, mentions: [String]) -> BadInput {
        importing(name, Data(json.utf8), format: format, mentions: mentions)
    }

    static func importing(_ name: String, _ data: Data, format: String? = nil, mentions: [String]) -> BadInput {
        BadInput(
            name: name, arguments: ["import", "{file}"] + (format.map { ["--format", $0] } ?? []), status: 65,
            mentions: mentions + ["nothing was imported"], file: data)
    }

    /// A config file that `arguments` must refuse with EX_CONFIG.
    static func config(_ name: String, _ text: String, _ arguments: [String] = ["list"], mentions: [String], hides: [String] = [])
        -> BadInput
    {
        config(name, Data(text.utf8), arguments, mentions: mentions, hides: hides)
    }

    static func config(_ name: String, _ data: Data, _ arguments: [String] = ["list"], mentions: [String], hides: [String] = []) -> BadInput
    {
        BadInput(name: name, arguments: arguments, status: 78, mentions: mentions, hides: hides, config: data)
    }
}

/// The bad-input corpus of the reliability suite (RELIABILITY.md "Bad input"): arguments, ids,
/// times, the environment, config values and import files, each answered with one line and a
/// non-zero exit status, the database's `.dump` the same before and after.
@Suite(.timed, .tags(.reliability)) struct ReliabilityBadInputTests {
    static let now = "2026-07-01T12:00:00Z"

    // The graph every case starts from, with fixed ids: an open goal, a thought, a done goal,
    // and two goals whose ids share their first 35 characters.
    static let goal = "11111111-1111-4111-8111-111111111111"
    static let thought = "22222222-2222-4222-8222-222222222222"
    static let doneGoal = "33333333-3333-4333-8333-333333333333"
    static let seed = """
        {"version": "1.0", "nodes": [
          {"id": "\(goal)", "content": "Open goal", "nodeType": "goal", "createdAt": "2026-06-01T00:00:00Z"},
          {"id": "\(thought)", "content": "A thought", "nodeType": "thought", "createdAt": "2026-06-02T00:00:00Z"},
          {"id": "\(doneGoal)", "content": "Done goal", "nodeType": "goal", "createdAt": "2026-06-03T00:00:00Z",
           "completedAt": "2026-06-04T00:00:00Z"},
          {"id": "55555555-5555-4555-8555-555555555551", "content": "Twin one", "nodeType": "goal", "createdAt": "2026-06-03T00:00:00Z"},
          {"id": "55555555-5555-4555-8555-555555555552", "content": "Twin two", "nodeType": "goal", "createdAt": "2026-06-03T00:00:00Z"}
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
        // Texts of format controls only (issue 30): as empty as spaces.
        BadInput(name: "zero-width space as a goal", arguments: ["add", "goal", "\u{200B}"], status: 64, mentions: ["text is empty"]),
        BadInput(
            name: "word joiner and a mark as a capture", arguments: ["capture", "\u{2060}\u{200E} \u{FEFF}"], status: 64,
            mentions: ["text is empty"]),
        BadInput(
            name: "bidi controls as an edit", arguments: ["edit", "1111", "\u{202E}\u{2066}\u{2069}\u{202C}"], status: 64,
            mentions: ["text is empty"]),
        BadInput(
            name: "a soft hyphen as a step's note", arguments: ["step", "1111", "\u{AD}\u{200D}"], status: 64, mentions: ["text is empty"]),
        BadInput(
            name: "parent not hex", arguments: ["add", "action", "x", "--parent", "zzzz"], status: 64,
            mentions: ["'zzzz' is not a node id"]),
        BadInput(
            name: "parent unknown prefix", arguments: ["add", "action", "x", "--parent", "12345678-aaaa"], status: 64,
            mentions: ["no node has an id starting with '12345678-aaaa'"]),
        BadInput(name: "show without id", arguments: ["show"], status: 64),
        BadInput(name: "show unknown id", arguments: ["show", "12345678-aaaa"], status: 64, mentions: ["12345678-aaaa"]),
        BadInput(name: "touch not an id", arguments: ["touch", "1111!"], status: 64, mentions: ["is not a node id"]),
        BadInput(name: "id longer than a UUID", arguments: ["done", goal + "1"], status: 64, mentions: ["is not a node id"]),
        BadInput(
            name: "digest date not a date", arguments: ["digest", "--date", "2026-02-30"], status: 64,
            mentions: ["'2026-02-30'", "YYYY-MM-DD"]),
        BadInput(
            name: "digest date in another form", arguments: ["digest", "--date", "22.11.2026"], status: 64, mentions: ["'22.11.2026'"]),
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
        BadInput(
            name: "MYND_HOME relative, listing", arguments: ["list"], status: 64, mentions: ["MYND_HOME='relative-home'", "absolute"],
            environment: ["MYND_HOME": "relative-home"]),
        BadInput(
            name: "MYND_HOME relative, status", arguments: ["status", "--json"], status: 64, mentions: ["MYND_HOME", "absolute"],
            environment: ["MYND_HOME": "./home"]),
        BadInput(
            name: "MYND_HOME ending in a newline", arguments: ["show", "1111"], status: 64, mentions: ["MYND_HOME", "line break"],
            environment: ["MYND_HOME": "/tmp/mynd-no-such-home\n"]),
        BadInput(name: "MYND_NOW relative", arguments: ["list"], status: 64, mentions: ["MYND_NOW"], now: "2h"),
        BadInput(name: "forget without --all", arguments: ["forget"], status: 64, mentions: ["--all"]),
        BadInput(name: "forget without terminal or --yes", arguments: ["forget", "--all"], status: 64, mentions: ["--yes"]),
        BadInput(name: "import unknown format", arguments: ["import", "{missing}", "--format", "xml"], status: 64, mentions: ["xml"]),

        // Files to import …
        BadInput(name: "import missing file", arguments: ["import", "{missing}"], status: 66, mentions: ["no such file"]),
        BadInput(name: "import a directory", arguments: ["import", "{dir}"], status: 66, mentions: ["cannot read"]),
        .importing("truncated JSON", "{\"version\": \"1.0\", \"nodes\": [" + node(a), mentions: ["not valid JSON", "end of file"]),
        .importing("stray character", "{\"nodes\": [x]}", mentions: ["not valid JSON", "character 11"]),
        .importing("empty file", "", mentions: ["not valid JSON"]),
        .importing("no nodes key", "{\"version\": \"1.0\"}", mentions: ["expected a mynd export"]),
        .importing("unknown nodeType", "{\"nodes\": [\(node(a)), \(node(b, type: "gaol"))]}", mentions: ["nodes[1].nodeType", "'gaol'"]),
        .importing(
            "edge to a missing node",
            "{\"nodes\": [\(node(a))], \"edges\": [{\"sourceId\": \"\(a)\", \"targetId\": \"\(b)\", \"edgeType\": \"blocks\"}]}",
            mentions: ["edges[0].targetId", b]),
        .importing("duplicate node ids", "{\"nodes\": [\(node(a)), \(node(a))]}", mentions: ["nodes[1].id", "duplicate"]),
        .importing(
            "weight 7",
            "{\"nodes\": [\(node(a)), \(node(b))], \"edges\": [{\"sourceId\": \"\(a)\", \"targetId\": \"\(b)\", \"edgeType\": \"blocks\", \"weight\": 7}]}",
            mentions: ["edges[0].weight"]),
        .importing(
            "unknown edgeType",
            "{\"nodes\": [\(node(a)), \(node(b))], \"edges\": [{\"sourceId\": \"\(a)\", \"targetId\": \"\(b)\", \"edgeType\": \"likes\"}]}",
            mentions: ["edges[0].edgeType", "'likes'"]),
        .importing(
            "self edge",
            "{\"nodes\": [\(node(a))], \"edges\": [{\"sourceId\": \"\(a)\", \"targetId\": \"\(a)\", \"edgeType\": \"blocks\"}]}",
            mentions: ["edges[0]", "itself"]),
        .importing("content is a number", "{\"nodes\": [\(node(a, content: "5"))]}", mentions: ["nodes[0].content", "wrong type"]),
        .importing(
            "content missing", "{\"nodes\": [{\"id\": \"\(a)\", \"nodeType\": \"goal\", \"createdAt\": \"2026-01-01T00:00:00Z\"}]}",
            mentions: ["nodes[0].content", "missing"]),
        .importing("id not a UUID", "{\"nodes\": [\(node("not-a-uuid"))]}", mentions: ["nodes[0].id", "not a UUID"]),
        .importing(
            "date without zone",
            "{\"nodes\": [{\"id\": \"\(a)\", \"content\": \"x\", \"nodeType\": \"goal\", \"createdAt\": \"yesterday\"}]}",
            mentions: ["nodes[0].createdAt"]),
        .importing(
            "completed false with completedAt",
            "{\"nodes\": [{\"id\": \"\(a)\", \"content\": \"x\", \"nodeType\": \"goal\", \"createdAt\": \"2026-01-01T00:00:00Z\", \"isCompleted\": false, \"completedAt\": \"2026-01-02T00:00:00Z\"}]}",
            mentions: ["nodes[0].isCompleted"]),

        .importing(
            "invalid UTF-8",
            Data("{\"nodes\": [{\"id\": \"\(a)\", \"content\": \"".utf8) + Data([0xFF, 0xFE, 0xC3])
                + Data("\", \"nodeType\": \"goal\", \"createdAt\": \"2026-01-01T00:00:00Z\"}]}".utf8),
            mentions: ["not valid JSON", "UTF-8", "character 70"]),
        // … of the wrong shape
        .importing("nodes an object", "{\"nodes\": {}}", mentions: ["nodes: wrong type (expected an array)"]),
        .importing(
            "metadata value over 1 MB",
            "{\"nodes\": [{\"id\": \"\(a)\", \"content\": \"x\", \"nodeType\": \"goal\", \"createdAt\": \"2026-01-01T00:00:00Z\", \"metadata\": {\"note\": \""
                + String(repeating: "m", count: 1_000_001) + "\"}}]}",
            mentions: ["nodes[0].metadata.note", "longer than 1 MB", a]),
        .importing(
            "a node of format controls only", "{\"nodes\": [\(node(a, content: "\"\\u200b\\u2060\""))]}",
            mentions: ["nodes[0].content", "is empty"]),
        .importing("nodes null", "{\"nodes\": null}", mentions: ["nodes: is null"]),
        .importing("node a string", "{\"nodes\": [\"x\"]}", mentions: ["nodes[0]: wrong type (expected an object)"]),
        .importing("edges an object", "{\"nodes\": [], \"edges\": {}}", mentions: ["edges: wrong type (expected an array)"]),
        .importing("edge a number", "{\"nodes\": [], \"edges\": [5]}", mentions: ["edges[0]: wrong type (expected an object)"]),
        .importing(
            "metadata value a number",
            "{\"nodes\": [{\"id\": \"\(a)\", \"content\": \"x\", \"nodeType\": \"goal\", \"createdAt\": \"2026-01-01T00:00:00Z\", \"metadata\": {\"k\": 1}}]}",
            mentions: ["nodes[0].metadata.k", "wrong type"]),
        .importing(
            "createdAt 1e308", "{\"nodes\": [\(node(a).replacingOccurrences(of: "\"2026-01-01T00:00:00Z\"", with: "1e308"))]}",
            mentions: ["nodes[0].createdAt", "is not a time"]),
        .importing(
            "weight a string",
            "{\"nodes\": [\(node(a)), \(node(b))], \"edges\": [{\"sourceId\": \"\(a)\", \"targetId\": \"\(b)\", \"edgeType\": \"blocks\", \"weight\": \"0.5\"}]}",
            mentions: ["edges[0].weight", "wrong type"]),
        .importing("an array, read as mynd's format", "[1, 2]", format: "mynd", mentions: ["expected a mynd export"]),
        // … with ids and edges that do not add up
        .importing(
            "edge from a missing node",
            "{\"nodes\": [\(node(b))], \"edges\": [{\"sourceId\": \"\(a)\", \"targetId\": \"\(b)\", \"edgeType\": \"blocks\"}]}",
            mentions: ["edges[0].sourceId", a]),
        .importing(
            "duplicate ids differing in case", "{\"nodes\": [\(node(a)), \(node(a.uppercased()))]}", mentions: ["nodes[1].id", "duplicate"]),
        .importing(
            "duplicate edge ids",
            "{\"nodes\": [\(node(a)), \(node(b))], \"edges\": ["
                + ["blocks", "enables"].map {
                    "{\"id\": \"\(edge)\", \"sourceId\": \"\(a)\", \"targetId\": \"\(b)\", \"edgeType\": \"\($0)\"}"
                }.joined(separator: ", ") + "]}",
            mentions: ["edges[1].id", "duplicate"]),
        .importing(
            "the same edge twice",
            "{\"nodes\": [\(node(a)), \(node(b))], \"edges\": ["
                + [1, 2].map { _ in
                    "{\"sourceId\": \"\(a)\", \"targetId\": \"\(b)\", \"edgeType\": \"blocks\"}"
                }.joined(separator: ", ") + "]}",
            mentions: ["edges[1]", "same source, type and target as edges[0]"]),
        // … too big or too deep
        .importing(
            "node text over 1 MB", "{\"nodes\": [\(node(a, content: "\"" + String(repeating: "x", count: 1_000_001) + "\""))]}",
            mentions: ["nodes[0].content", "longer than 1 MB"]),
        .importing("20 000 nodes, the last one bad", manyNodes, mentions: ["nodes[19999].nodeType", "'gaol'"]),
        .importing(
            "a NUL in a node's text", "{\"nodes\": [\(node(a, content: "\"before\\u0000after\""))]}",
            mentions: ["nodes[0].content", "NUL"]),
        .importing(
            "arrays nested 100 000 deep", String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
            mentions: ["not valid JSON", "Too many nested"]),
        .importing(
            "objects nested 100 000 deep in a node",
            "{\"nodes\": [" + String(repeating: "{\"a\": ", count: 100_000) + "1" + String(repeating: "}", count: 100_000) + "]}",
            mentions: ["not valid JSON", "Too many nested"]),
        // … from standard input
        BadInput(
            name: "truncated JSON on stdin", arguments: ["import", "-"], status: 65,
            mentions: ["-: not valid JSON", "nothing was imported"], stdin: Data("{\"nodes\": [\(node(a))".utf8)),
        // … from Taskwarrior
        .importing("Taskwarrior: truncated", "[" + task(a), format: "taskwarrior", mentions: ["not valid JSON"]),
        .importing(
            "Taskwarrior: the second line cut off", task(a) + "\n" + task(b).dropLast(9), format: "taskwarrior",
            mentions: ["line 2", "not valid JSON"]),
        .importing(
            "Taskwarrior: duplicate uuid", "[\(task(a)), \(task(a))]", format: "taskwarrior", mentions: ["task 2", "duplicate uuid"]),
        .importing(
            "Taskwarrior: description a number", "[\(task(a, description: "5"))]", format: "taskwarrior",
            mentions: ["description must be a string"]),
        .importing(
            "Taskwarrior: unknown status", "[\(task(a).replacingOccurrences(of: "pending", with: "frozen"))]", format: "taskwarrior",
            mentions: ["status \"frozen\""]),
        .importing(
            "Taskwarrior: description over 1 MB", "[\(task(a, description: "\"" + String(repeating: "y", count: 1_000_001) + "\""))]",
            format: "taskwarrior", mentions: ["description is longer than 1 MB"]),
        .importing(
            "Taskwarrior: project over 1 MB",
            "[\(task(a).dropLast()), \"project\": \"" + String(repeating: "p", count: 1_000_001) + "\"}]", format: "taskwarrior",
            mentions: ["project is longer than 1 MB"]),
        .importing(
            "Taskwarrior: an attribute over 1 MB",
            "[\(task(a).dropLast()), \"note\": \"" + String(repeating: "u", count: 1_000_001) + "\"}]", format: "taskwarrior",
            mentions: ["task 1", "note is longer than 1 MB"]),
        .importing(
            "Taskwarrior: a NUL in a description", "[\(task(a, description: "\"before\\u0000after\""))]", format: "taskwarrior",
            mentions: ["description contains a NUL"]),
        .importing(
            "Taskwarrior: invalid UTF-8",
            Data("[{\"uuid\": \"\(a)\", \"description\": \"bad ".utf8) + Data([0xFF, 0xFE])
                + Data("\", \"status\": \"pending\", \"entry\": \"20260101T000000Z\"}]".utf8),
            format: "taskwarrior", mentions: ["not valid JSON", "UTF-8"]),

        // Ids
        BadInput(
            name: "ambiguous id", arguments: ["done", "5555"], status: 64,
            mentions: ["'5555' matches several nodes", "555555555551", "555555555552"]),
        BadInput(name: "empty id", arguments: ["show", ""], status: 64, mentions: ["'' is not a node id"]),
        BadInput(name: "id in full-width digits", arguments: ["touch", "１１１１"], status: 64, mentions: ["is not a node id"]),
        BadInput(name: "id in braces", arguments: ["show", "{\(goal)}"], status: 64, mentions: ["is not a node id"]),
        BadInput(name: "link to an unknown id", arguments: ["link", "1111", "ffff"], status: 64, mentions: ["'ffff'"]),
        BadInput(name: "dismiss a goal's id", arguments: ["dismiss", "1111"], status: 64, mentions: ["1111", "`mynd followups`"]),
        BadInput(
            name: "snooze by a negative span", arguments: ["snooze", "1111", "-3h"], status: 64, mentions: ["'-3h' is not a time ahead"]),
        BadInput(name: "a mistyped command", arguments: ["lsit", "--all"], status: 64, mentions: ["'lsit'", "did you mean `mynd list`"]),

        // Times
        BadInput(name: "snooze 0m", arguments: ["snooze", "1111", "0m"], status: 64, mentions: ["in the past"]),
        BadInput(name: "snooze longer than a century", arguments: ["snooze", "1111", "36526d"], status: 64, mentions: ["'36526d'"]),
        BadInput(
            name: "snooze a number too big for Int64", arguments: ["snooze", "1111", "99999999999999999999m"], status: 64,
            mentions: ["'99999999999999999999m'"]),
        BadInput(name: "snooze in month 13", arguments: ["snooze", "1111", "2026-13-01"], status: 64, mentions: ["'2026-13-01'"]),
        BadInput(name: "snooze at 14:60", arguments: ["snooze", "1111", "14:60"], status: 64, mentions: ["'14:60'"]),
        BadInput(
            name: "run --at garbage", arguments: ["run", "refresh", "--dry-run", "--at", "garbage"], status: 64, mentions: ["'garbage'"]),
        BadInput(name: "run an unknown job", arguments: ["run", "cleanup"], status: 64, mentions: ["cleanup"]),
        BadInput(
            name: "digest date with a five-digit year", arguments: ["digest", "--date", "99999-01-01"], status: 64,
            mentions: ["'99999-01-01'"]),
        BadInput(name: "MYND_NOW in year 10000", arguments: ["list"], status: 64, mentions: ["MYND_NOW"], now: "10000-01-01T00:00:00Z"),
        BadInput(
            name: "MYND_NOW on 29 February 2026", arguments: ["list"], status: 64, mentions: ["MYND_NOW"], now: "2026-02-29T00:00:00Z"),
        BadInput(
            name: "MYND_JOB_BUDGET infinite", arguments: ["run", "refresh"], status: 64, mentions: ["MYND_JOB_BUDGET='inf'"],
            environment: ["MYND_JOB_BUDGET": "inf"]),
        BadInput(
            name: "MYND_JOB_STEP_DELAY negative", arguments: ["run", "digest"], status: 64, mentions: ["MYND_JOB_STEP_DELAY='-1'"],
            environment: ["MYND_JOB_STEP_DELAY": "-1"]),
        BadInput(
            name: "MYND_NOW with a control character", arguments: ["list"], status: 64, mentions: ["MYND_NOW='2026-07-01^[[2J'"],
            now: "2026-07-01\u{1B}[2J"),

        // More arguments
        BadInput(name: "link weight below 0", arguments: ["link", "1111", "2222", "--weight=-0.1"], status: 64, mentions: ["outside 0…1"]),
        BadInput(
            name: "link weight infinite", arguments: ["link", "1111", "2222", "--weight", "inf"], status: 64, mentions: ["outside 0…1"]),
        BadInput(name: "an extra argument", arguments: ["followups", "--json", "extra"], status: 64, mentions: ["'extra'"]),
        BadInput(
            name: "export into a missing folder", arguments: ["export", "-o", "{missing}/graph.json"], status: 73,
            mentions: ["cannot write"]),
        BadInput(
            name: "export onto a device", arguments: ["export", "-o", "/dev/full"], status: 73,
            mentions: ["/dev/full", "not a regular file"]),
        BadInput(name: "export over the database", arguments: ["export", "-o", "{db}"], status: 73, mentions: ["mynd's database"]),
        BadInput(name: "export onto a folder", arguments: ["export", "-o", "{dir}"], status: 73, mentions: ["is a folder"]),
        BadInput(
            name: "database under a file", arguments: ["list", "--db", "{file}/mynd.sqlite"], status: 73,
            mentions: ["cannot open", "mynd.sqlite"],
            file: Data("a file, not a folder".utf8)),

        // Config
        .config("config unknown key", "[schedule]\nstale_afterr = \"3d\"\n", mentions: ["stale_afterr"]),
        .config("config unknown section", "[scheduel]\nstale_after = \"3d\"\n", mentions: ["[scheduel]"]),
        .config("config section not a table", "schedule = 5\n", mentions: ["'schedule' must be a [schedule] table"]),
        .config("config bad timezone", "[schedule]\ntimezone = \"Mars/Olympus\"\n", mentions: ["Mars/Olympus"]),
        .config("config bad stale_after", "[schedule]\nstale_after = \"soon\"\n", ["list", "--stale"], mentions: ["stale_after"]),
        .config("config zero stale_after", "[schedule]\nstale_after = \"0d\"\n", ["list", "--stale"], mentions: ["stale_after"]),
        .config("config stale_after a number", "[schedule]\nstale_after = 3\n", mentions: ["stale_after"]),
        .config("config quiet_hours at 25:00", "[schedule]\nquiet_hours = \"25:00-07:00\"\n", mentions: ["schedule.quiet_hours"]),
        .config("config quiet_hours empty span", "[schedule]\nquiet_hours = \"07:00-7:00\"\n", mentions: ["schedule.quiet_hours"]),
        .config(
            "config morning_insight_time 8am", "[schedule]\nmorning_insight_time = \"8am\"\n", mentions: ["morning_insight_time", "HH:MM"]),
        .config(
            "config max_notifications_per_day negative", "[schedule]\nmax_notifications_per_day = -1\n",
            mentions: ["max_notifications_per_day", "from 0 to 1000"]),
        .config("config unknown channel", "[channels]\nfollowup = [\"pager\"]\n", mentions: ["channels.followup", "pager"]),
        .config("config channels not a list", "[channels]\ndigest = \"email\"\n", mentions: ["channels.digest must be a list"]),
        .config(
            "config ai.base_url not a URL", "[ai]\nbase_url = \"api.anthropic.com\"\n", ["run", "refresh"],
            mentions: ["ai.base_url", "api.anthropic.com"]),
        .config(
            "config ai.base_url with a password", "[ai]\nbase_url = \"https://me:hunter2-secret@api.example.org\"\n", ["doctor"],
            mentions: ["ai.base_url holds a user name or password"], hides: ["hunter2-secret"]),
        .config("config ai.batch a string", "[ai]\nbatch = \"yes\"\n", ["run", "refresh"], mentions: ["ai.batch", "true or false"]),
        .config(
            "config ai.daily_token_budget negative", "[ai]\ndaily_token_budget = -5\n", ["status"], mentions: ["ai.daily_token_budget"]),
        .config(
            "config ai.model_followup with a space", "[ai]\nmodel_followup = \"claude haiku\"\n", ["status"],
            mentions: ["ai.model_followup"]),
        .config(
            "config ai.prices without output", "[ai.prices.\"claude-haiku-4-5\"]\ninput = 1.0\n", ["status"],
            mentions: ["ai.prices", "input and output"]),
        .config(
            "config ai.prices negative", "[ai.prices.\"claude-haiku-4-5\"]\ninput = -1.0\noutput = 5.0\n", ["status"],
            mentions: ["ai.prices"]),
        .config("config desktop.helper with a line break", "[desktop]\nhelper = \"notify-send\\n--x\"\n", mentions: ["desktop.helper"]),
        .config("config desktop.helper with a NUL", "[desktop]\nhelper = \"notify\\u0000send\"\n", mentions: ["config.toml:2", "NUL"]),
        .config(
            "config open_command with an unknown placeholder", "[desktop]\nopen_command = \"xdg-open {goal}\"\n",
            mentions: ["{goal}", "{id}"]),
        .config(
            "config ai.base_url with a line break", "[ai]\nbase_url = \"https://api.example.com/\\r\\nX-Evil: 1\"\n",
            mentions: ["ai.base_url", "control character"]),
        .config("config ai.base_url port 99999", "[ai]\nbase_url = \"https://api.example.com:99999\"\n", mentions: ["port 99999"]),
        .config(
            "config smtp port 0",
            "[smtp]\nurl = \"smtp://127.0.0.1:0\"\nstarttls = \"off\"\nfrom = \"me@example.org\"\nto = [\"me@example.org\"]\n",
            mentions: ["smtp.url", "port 0"]),
        BadInput(name: "an empty --db", arguments: ["list", "--db", ""], status: 64, mentions: ["--db needs a file path"]),
        .config("config smtp.url not SMTP", smtp("ftp://mail.example.org"), mentions: ["smtp.url", "not an SMTP URL"]),
        .config(
            "config smtp.url with a password", smtp("smtp://me:hunter2-secret@mail.example.org:587"), ["doctor"],
            mentions: ["smtp.url holds a user name or password"], hides: ["hunter2-secret"]),
        .config(
            "config smtp plain text to another host", smtp("smtp://mail.example.org:25", starttls: "off"),
            mentions: ["smtp.starttls", "localhost"]),
        .config(
            "config smtp.to missing", "[smtp]\nurl = \"smtps://mail.example.org\"\nfrom = \"me@example.org\"\n",
            mentions: ["smtp.to is missing"]),
        .config(
            "config smtp.from with a header", smtp("smtps://mail.example.org", from: "me@example.org\\r\\nBcc: x@y.z"),
            mentions: ["smtp.from"]),
        .config("config TOML syntax", "[schedule]\nstale_after = \"3d\n", mentions: ["config.toml:2"]),
        .config(
            "config nested 100 000 deep",
            "[schedule]\nx = " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n",
            mentions: ["config.toml:2", "nested"]),
        .config(
            "config invalid UTF-8", Data("[schedule]\ntimezone = \"Europe/".utf8) + Data([0xFF, 0xFE]) + Data("Berlin\"\n".utf8),
            mentions: ["is not UTF-8 text"]),
        BadInput(name: "config file missing", arguments: ["list", "--config", "{missing}"], status: 78, mentions: ["no-such-file.json"]),
    ]

    static let edge = "eeeeeeee-0000-4000-8000-000000000003"

    /// A Taskwarrior task (`task export`), with `description` to vary.
    static func task(_ uuid: String, description: String = "\"Paint the shed\"") -> String {
        "{\"uuid\": \"\(uuid)\", \"description\": \(description), \"status\": \"pending\", \"entry\": \"20260101T000000Z\"}"
    }

    /// An `[smtp]` section that is right but for what the case changes.
    static func smtp(_ url: String, starttls: String = "required", from: String = "me@example.org") -> String {
        "[smtp]\nurl = \"\(url)\"\nstarttls = \"\(starttls)\"\nfrom = \"\(from)\"\nto = [\"me@example.org\"]\n"
    }

    /// 20 000 good nodes (about 2.6 MB) and one of an unknown type at the end: rejected whole.
    static let manyNodes: String = {
        let good = (0..<19_999).map { node(String(format: "cccccccc-0000-4000-8000-%012x", $0)) }
        let bad = node(String(format: "cccccccc-0000-4000-8000-%012x", 19_999), type: "gaol")
        return "{\"nodes\": [" + (good + [bad]).joined(separator: ",\n") + "]}"
    }()

    @Test(arguments: cases)
    func badInput_failsWithOneLine_andChangesNothing(_ bad: BadInput) throws {
        let sandbox = try Sandbox()
        let seedFile = try sandbox.file("seed.json", Self.seed)
        _ = try sandbox.ok(["import", seedFile], now: Self.now)
        if let config = bad.config { try config.write(to: URL(fileURLWithPath: sandbox.configPath)) }
        sandbox.environment.merge(bad.environment) { $1 }
        let file = try bad.file.map { try sandbox.file("bad-input", $0) }
        let arguments = bad.arguments.map { argument in
            argument.replacingOccurrences(of: "{file}", with: file ?? "{file}")
                .replacingOccurrences(of: "{dir}", with: sandbox.root.path)
                .replacingOccurrences(of: "{db}", with: sandbox.databasePath)
                .replacingOccurrences(of: "{missing}", with: sandbox.root.appendingPathComponent("no-such-file.json").path)
        }

        let before = try sandbox.snapshot()
        let result = try sandbox.run(arguments, now: bad.now, stdin: bad.stdin)
        #expect(result.status == bad.status, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderrLines.count == 1, "\(result)")
        #expect(result.stderr.hasPrefix("mynd: "), "\(result)")
        #expect(result.stderr.hasSuffix("\n"))
        #expect(!result.stderrData.contains(0x1B), "\(result)")
        for text in bad.mentions {
            #expect(result.stderr.contains(text), "stderr does not mention \(text): \(result)")
        }
        for text in bad.hides {
            #expect(!result.stderr.contains(text), "stderr shows \(text): \(result)")
        }
        #expect(try sandbox.snapshot() == before)
    }

    /// RELIABILITY.md gives this count; a case added or removed must change both.
    @Test func theCorpusHasItsCount_andDistinctNames() {
        #expect(Self.cases.count == 154)
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
