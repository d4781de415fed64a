import Foundation
import MyndCore
import MyndTestSupport
import Testing

// Fixtures in Fixtures/taskwarrior/ are copied unchanged from /work/shared/fixtures/taskwarrior/
// (provenance in /work/shared/fixtures/SOURCES.md): `export-tui-demo-raw.json` is raw
// Taskwarrior 2.6 output; the two `export-tui-testdata-*` files hold the same 33 tasks with
// `depends` as a JSON array and as the pre-2.6 comma-separated string.

private let now = Timestamp(iso8601: "2026-11-21T08:00:00Z")!

private func fixture(_ name: String) throws -> Data {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/taskwarrior/\(name)")
    return try Data(contentsOf: url)
}

/// The 33 tasks with `depends` as a JSON array.
private let arrayFixture = "export-tui-testdata-depends-array.json"

private func importFixture(_ name: String) throws -> GraphBundle {
    try TaskwarriorImport.bundle(from: fixture(name), now: now)
}

private func time(_ iso: String) -> Timestamp { Timestamp(iso8601: iso)! }
private func uuid(_ text: String) -> UUID { UUID(uuidString: text)! }

private func read(_ text: String) throws(ImportError) -> GraphBundle {
    try TaskwarriorImport.bundle(from: Data(text.utf8), now: now)
}

private func importError(_ text: String) -> ImportError? {
    do {
        _ = try read(text)
        return nil
    } catch {
        return error
    }
}

/// One valid pending task as a JSON line, with `changes` applied; `NSNull()` removes a field.
private func taskLine(_ id: String, _ changes: [String: Any] = [:]) -> String {
    var fields: [String: Any] = [
        "uuid": id, "status": "pending", "description": "task \(id.suffix(2))",
        "entry": "20210101T090000Z",
    ]
    for (key, value) in changes {
        fields[key] = value is NSNull ? nil : value
    }
    let data = try! JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
}

private let a = "00000000-0000-4000-8000-0000000000aa"
private let b = "00000000-0000-4000-8000-0000000000bb"
private let c = "00000000-0000-4000-8000-0000000000cc"

private extension GraphBundle {
    func node(_ id: String) -> Node? { nodes.first { $0.id == UUID(uuidString: id) } }
    func edges(_ type: EdgeType) -> [Edge] { edges.filter { $0.type == type } }
    var projects: [Node] { nodes.filter { $0.type == .project } }
}

@Suite(.timed) struct TaskwarriorImportTests {
    // MARK: Real exports

    @Test func rawDemoExport_pendingTasksBecomeOpenGoalsInFileOrder() throws {
        let bundle = try importFixture("export-tui-demo-raw.json")

        #expect(bundle.nodes.count == 19)
        #expect(bundle.nodes.allSatisfy { $0.type == .goal && !$0.isCompleted && $0.snoozedUntil == nil })
        #expect(bundle.edges.isEmpty)
        #expect(bundle.warnings.isEmpty)
        #expect(bundle.nodes.first?.id == uuid("e0ebefd4-b650-430e-8dd8-11d3bff2ee8c"))
        #expect(bundle.nodes.last?.id == uuid("3e9e850b-8dff-4b07-af5e-801499957d90"))

        let filter = try #require(bundle.node("942f9126-c63e-47b5-ac76-a83642d2208b"))
        #expect(filter.content == "Filter tasks using `/`")  // written as `\/` in the file
        #expect(filter.createdAt == time("2022-03-24T05:05:07Z"))
        #expect(filter.lastAccessedAt == time("2022-03-24T05:05:07Z"))
        #expect(filter.metadata == ["estimate": "30"])  // no id, no urgency

        let arrows = try #require(bundle.node("fcf1d672-7cdf-4aba-bb57-b971658135c4"))
        #expect(arrows.content == "Use ↑ or ↓ whilte editing in a prompt for history")
    }

    @Test func testdataExport_countsNodesEdgesAndWarnings() throws {
        let bundle = try importFixture(arrayFixture)

        // 33 tasks, 1 deleted; plus the projects `wth` and `colortask`.
        #expect(bundle.nodes.count == 34)
        #expect(bundle.nodes.filter { $0.type == .goal }.count == 32)
        #expect(bundle.projects.map(\.content) == ["colortask", "wth"])
        #expect(bundle.nodes.suffix(2).map(\.type) == [.project, .project])
        #expect(bundle.nodes.filter(\.isCompleted).count == 6)
        #expect(bundle.node("80bd2a88-22a7-4e11-8ec9-b63af7f1db7d") == nil)  // the deleted one
        #expect(bundle.warnings == ["skipped 1 deleted task"])
        #expect(bundle.edges.map(\.type) == [.partOf, .blocks, .blocks, .blocks, .partOf])
        #expect(bundle.edges.allSatisfy { $0.weight == 1 })
    }

    @Test func depends_becomeBlocksEdgesFromDependencyToDependent() throws {
        let bundle = try importFixture(arrayFixture)
        let pairs = bundle.edges(.blocks).map { [$0.sourceId.lowercasedString, $0.targetId.lowercasedString] }

        // Task 5 (22bba0bf) depends on 6c4c9ee8 and be9c4324; task 9 (48fe34a2) on 6c4c9ee8.
        #expect(
            pairs == [
                ["6c4c9ee8-d6c4-4d64-a84d-bf9cb710684e", "22bba0bf-7fac-4382-9d3f-bce17e981378"],
                ["be9c4324-bf96-4f15-904a-4bb8098500fe", "22bba0bf-7fac-4382-9d3f-bce17e981378"],
                ["6c4c9ee8-d6c4-4d64-a84d-bf9cb710684e", "48fe34a2-9991-4ffd-ae0d-ac37d94ac197"],
            ])
        #expect(bundle.edges(.blocks).first?.createdAt == time("2020-10-21T06:53:41Z"))  // task 5's entry
    }

    @Test func completedTask_completedAtComesFromEnd() throws {
        let bundle = try importFixture(arrayFixture)
        let done = try #require(bundle.node("02f5517d-3cfd-4669-bb23-82cbaaf8d08e"))

        #expect(done.content == "https://github.com/kdheepak/taskw")
        #expect(done.completedAt == time("2020-11-10T16:04:27Z"))  // end, not modified (2021-02-10)
        #expect(done.lastAccessedAt == time("2021-02-10T08:33:28Z"))
        #expect(done.createdAt == time("2020-11-10T15:39:16Z"))
    }

    @Test func project_becomesProjectNodeWithPartOfEdge() throws {
        let bundle = try importFixture(arrayFixture)
        let wth = try #require(bundle.projects.first { $0.content == "wth" })
        let task = uuid("62c386dc-4403-4756-a56a-becad2538e77")

        #expect(wth.createdAt == time("2020-10-21T06:53:14Z"))
        #expect(wth.lastAccessedAt == time("2021-02-14T23:16:31Z"))
        #expect(!wth.isCompleted)
        let partOf = bundle.edges(.partOf).filter { $0.sourceId == task }
        #expect(partOf.map(\.targetId) == [wth.id])
        #expect(partOf.first?.createdAt == time("2020-10-21T06:53:14Z"))
    }

    @Test func project_spansItsTasksEarliestEntryAndLatestModified() throws {
        let text = [
            taskLine(a, ["project": "Home", "entry": "20210105T000000Z", "modified": "20210301T000000Z"]),
            taskLine(b, ["project": "Home", "entry": "20210101T000000Z", "modified": "20210201T000000Z"]),
            taskLine(c, ["project": "Garden", "status": "completed", "end": "20210110T000000Z"]),
        ].joined(separator: "\n")
        let bundle = try read(text)

        #expect(bundle.nodes.map(\.content) == ["task aa", "task bb", "task cc", "Garden", "Home"])
        let home = try #require(bundle.projects.last)
        #expect(home.createdAt == time("2021-01-01T00:00:00Z"))
        #expect(home.lastAccessedAt == time("2021-03-01T00:00:00Z"))
        #expect(bundle.edges(.partOf).filter { $0.targetId == home.id }.map(\.sourceId) == [uuid(a), uuid(b)])
    }

    // MARK: Stable ids

    @Test func projectAndEdgeIDs_areDeterministicAcrossCalls() throws {
        let data = try fixture(arrayFixture)
        let first = try TaskwarriorImport.bundle(from: data, now: now)
        let second = try TaskwarriorImport.bundle(from: data, now: time("2030-01-01T00:00:00Z"))

        #expect(first == second)
        #expect(Set(first.edges.map(\.id)).count == first.edges.count)
        #expect(Set(first.projects.map(\.id)).count == 2)
    }

    @Test func projectID_isPinnedUUIDv8() throws {
        let bundle = try read(taskLine(a, ["project": "wth"]))
        let project = try #require(bundle.projects.first)
        let text = project.id.lowercasedString

        // Pinned: changing the derivation would duplicate every project on re-import.
        #expect(text == "d3535abf-51ce-8ba1-9286-112404781648")
        #expect(Array(text)[14] == "8")  // version 8
        #expect("89ab".contains(Array(text)[19]))  // variant 10xx
        #expect(bundle.edges.first?.id.lowercasedString == "c5733476-fac6-8b5e-be09-228e8e7daa77")
    }

    // MARK: Input forms

    @Test func dependsStringForm_givesSameBundleAsArrayForm() throws {
        let array = try importFixture(arrayFixture)
        let string = try importFixture("export-tui-testdata-depends-string.json")

        #expect(string == array)
        #expect(string.edges(.blocks).count == 3)
    }

    @Test func ndjson_givesSameBundleAsArrayForm() throws {
        let data = try fixture(arrayFixture)
        let tasks = try #require(try JSONSerialization.jsonObject(with: data) as? [Any])
        var lines: [String] = []
        for task in tasks {
            let line = try JSONSerialization.data(withJSONObject: task)
            lines.append(String(decoding: line, as: UTF8.self))
            lines.append("")  // blank lines are ignored
        }
        let ndjson = try read(lines.joined(separator: "\n"))

        #expect(ndjson == (try TaskwarriorImport.bundle(from: data, now: now)))
        #expect(ndjson.nodes.count == 34)
    }

    @Test func nonASCIIDescriptions_survive() throws {
        let bundle = try importFixture(arrayFixture)

        #expect(bundle.node("c490691d-67e1-4bea-92d7-6b9237c54560")?.content == "тесd")
        #expect(bundle.node("1861bcb6-a199-4bf4-b8b9-d4011749906c")?.content == "ähe")
        #expect(bundle.node("60391ac0-1c29-4ad8-b5c4-b3660422060a")?.content == "Adding task 😂")
        #expect(bundle.node("4748c6a4-8f98-4bb7-8650-a92c971e17e0")?.content == "Maßnahmen")
        #expect(bundle.node("b3f9e124-64c2-4dc0-8351-9b2200e2863e")?.content == "Filter tasks using '/'")
    }

    @Test func byteOrderMarkAndCRLF_areAccepted() throws {
        var data = Data([0xEF, 0xBB, 0xBF])
        data.append(Data("[\r\n\(taskLine(a)),\r\n\(taskLine(b))\r\n]\r\n".utf8))
        let bundle = try TaskwarriorImport.bundle(from: data, now: now)
        #expect(bundle.nodes.map(\.id) == [uuid(a), uuid(b)])
    }

    @Test func emptyArray_givesEmptyBundle() throws {
        #expect(try read("[\n]\n") == GraphBundle())
    }

    // MARK: Mapping of one task

    @Test func metadata_keepsTagsAnnotationsAndUDAs_dropsVolatileFields() throws {
        let bundle = try importFixture(arrayFixture)

        let started = try #require(bundle.node("22bba0bf-7fac-4382-9d3f-bce17e981378"))
        #expect(
            started.metadata == [
                "annotations": "Started task\nStopped task",
                "due": "2021-07-19T06:00:00Z",
                "estimate": "30",
            ])
        let modify = try #require(bundle.node("3c88c2b0-19c8-46d3-aaa3-0f915368ac25"))
        #expect(modify.metadata == ["tags": "personal", "issue": "123", "person": "John", "estimate": "30"])
        let tagged = try #require(bundle.node("62c386dc-4403-4756-a56a-becad2538e77"))
        #expect(tagged.metadata["tags"] == "test,anothertag")
        let high = try #require(bundle.node("0b11967d-9dae-4333-a137-c3b1e8a641d3"))
        #expect(high.metadata["priority"] == "H")
        // A recurring instance: its `parent` and `imask` are bookkeeping, not kept.
        let instance = try #require(bundle.node("be9c4324-bf96-4f15-904a-4bb8098500fe"))
        #expect(instance.metadata == ["estimate": "30"])
    }

    @Test func waitingTask_isOpenAndSnoozedUntilWait() throws {
        let bundle = try read(taskLine(a, ["status": "waiting", "wait": "20270101T080000Z"]))
        let node = try #require(bundle.nodes.first)

        #expect(node.snoozedUntil == time("2027-01-01T08:00:00Z"))
        #expect(node.isSnoozed(at: now))
        #expect(!node.isCompleted)
    }

    @Test func pendingTaskWithPastWait_keepsTheSnoozeDate() throws {
        let bundle = try read(taskLine(a, ["wait": "20200101T000000Z"]))
        #expect(bundle.nodes.first?.snoozedUntil == time("2020-01-01T00:00:00Z"))
        #expect(bundle.nodes.first?.isSnoozed(at: now) == false)
    }

    @Test(
        arguments: [
            ([], NodeType.goal),
            (["home"], .goal),
            (["action"], .action),
            (["Next"], .action),
            (["goal"], .goal),
            (["next", "goal"], .goal),
        ] as [([String], NodeType)])
    func tags_chooseNodeType(tags: [String], expected: NodeType) throws {
        let bundle = try read(taskLine(a, ["tags": tags]))
        #expect(bundle.nodes.first?.type == expected)
    }

    @Test func completedAt_fallsBackToModifiedThenEntry() throws {
        let text = [
            taskLine(a, ["status": "completed", "modified": "20210301T000000Z"]),
            taskLine(b, ["status": "completed"]),
        ].joined(separator: "\n")
        let bundle = try read(text)

        #expect(bundle.node(a)?.completedAt == time("2021-03-01T00:00:00Z"))
        #expect(bundle.node(b)?.completedAt == time("2021-01-01T09:00:00Z"))
    }

    @Test func missingModified_lastAccessedIsEntry() throws {
        let node = try #require(try read(taskLine(a)).nodes.first)
        #expect(node.createdAt == time("2021-01-01T09:00:00Z"))
        #expect(node.lastAccessedAt == node.createdAt)
    }

    @Test func isoDatesAndNull_areAccepted() throws {
        let line = taskLine(
            a,
            [
                "entry": "2021-01-01T09:00:00Z", "modified": "2021-02-01T10:30:00.250Z",
                "due": NSNull(), "project": "",
            ])
        let bundle = try read(line.replacingOccurrences(of: "}", with: ",\"wait\":null}"))
        let node = try #require(bundle.nodes.first)

        #expect(node.createdAt == time("2021-01-01T09:00:00Z"))
        #expect(node.lastAccessedAt == time("2021-02-01T10:30:00.250Z"))
        #expect(node.snoozedUntil == nil)
        #expect(bundle.projects.isEmpty)
    }

    // MARK: Skipped on purpose

    @Test func recurringTemplate_isSkipped_andDependencyOnItDropped() throws {
        let text = [
            taskLine(a, ["status": "recurring", "recur": "weekly", "due": "20210108T000000Z", "mask": "--"]),
            taskLine(b, ["parent": a, "imask": 0, "recur": "weekly", "depends": [a]]),
        ].joined(separator: "\n")
        let bundle = try read(text)

        #expect(bundle.nodes.map(\.id) == [uuid(b)])
        #expect(bundle.node(b)?.metadata == ["recur": "weekly"])
        #expect(bundle.edges.isEmpty)
        #expect(
            bundle.warnings == [
                "skipped 1 recurring template (their instances are imported as separate tasks)",
                "skipped 1 dependency on tasks not in the file or not imported",
            ])
    }

    @Test func deletedTasksAndMissingDependencies_giveOneWarningEach() throws {
        let missing = "00000000-0000-4000-8000-0000000000ff"
        let text = [
            taskLine(a, ["status": "deleted", "end": "20210102T000000Z"]),
            taskLine(b, ["status": "deleted", "end": "20210102T000000Z"]),
            taskLine(c, ["depends": "\(a),\(missing),\(c)"]),  // deleted, absent, itself
        ].joined(separator: "\n")
        let bundle = try read(text)

        #expect(bundle.nodes.map(\.id) == [uuid(c)])
        #expect(bundle.edges.isEmpty)
        #expect(
            bundle.warnings == [
                "skipped 2 deleted tasks",
                "skipped 2 dependencies on tasks not in the file or not imported",
            ])
    }

    @Test func dependencyListedTwice_givesOneEdge() throws {
        let text = [taskLine(a), taskLine(b, ["depends": [a, a.uppercased()]])].joined(separator: "\n")
        let bundle = try read(text)
        #expect(bundle.edges.map { [$0.sourceId, $0.targetId] } == [[uuid(a), uuid(b)]])
    }

    // MARK: Rejected files

    struct Rejection: Sendable, CustomTestStringConvertible {
        var name: String
        var input: String
        /// All must appear in the error's description.
        var mentions: [String]
        var testDescription: String { name }
    }

    static let rejections: [Rejection] = [
        Rejection(name: "empty file", input: "", mentions: ["empty file"]),
        Rejection(name: "whitespace only", input: " \n\n", mentions: ["empty file"]),
        Rejection(name: "not JSON", input: "hello", mentions: ["not valid JSON", "line 1, column 1"]),
        Rejection(name: "top level string", input: "\"tasks\"", mentions: ["found a string"]),
        Rejection(
            name: "element not an object", input: "[\n\(taskLine(a)),\n42\n]",
            mentions: ["task 2 (line 3)", "expected a JSON object", "found a number"]),
        Rejection(
            name: "entry is a number", input: taskLine(a, ["entry": 5]),
            mentions: ["line 1", "entry must be a date string, found a number"]),
        Rejection(
            name: "description is a boolean", input: taskLine(a, ["description": true]),
            mentions: ["description must be a string, found a boolean"]),
        Rejection(
            name: "missing description", input: taskLine(a, ["description": NSNull()]),
            mentions: ["missing description"]),
        Rejection(
            name: "blank description", input: taskLine(a, ["description": "  "]),
            mentions: ["description is empty"]),
        Rejection(name: "missing entry", input: taskLine(a, ["entry": NSNull()]), mentions: ["missing entry"]),
        Rejection(name: "missing uuid", input: taskLine(a, ["uuid": NSNull()]), mentions: ["missing uuid"]),
        Rejection(
            name: "invalid uuid", input: taskLine("not-a-uuid"),
            mentions: ["uuid is not a UUID", "not-a-uuid"]),
        Rejection(name: "missing status", input: taskLine(a, ["status": NSNull()]), mentions: ["missing status"]),
        Rejection(
            name: "unknown status", input: taskLine(a, ["status": "archived"]),
            mentions: ["status", "archived"]),
        Rejection(
            name: "impossible entry date", input: taskLine(a, ["entry": "20211301T000000Z"]),
            mentions: ["entry is not a date", "20211301T000000Z"]),
        Rejection(name: "bad due date", input: taskLine(a, ["due": "tomorrow"]), mentions: ["due is not a date"]),
        Rejection(
            name: "bad end date", input: taskLine(a, ["status": "completed", "end": "20210101T250000Z"]),
            mentions: ["end is not a date"]),
        Rejection(
            name: "tags not a list", input: taskLine(a, ["tags": ["x": 1]]),
            mentions: ["tags must be an array of strings, found an object"]),
        Rejection(
            name: "tag not a string", input: taskLine(a, ["tags": ["x", 1]]),
            mentions: ["tags[1] must be a string"]),
        Rejection(
            name: "depends not a uuid", input: taskLine(a, ["depends": ["[\"yyy\"]"]]),
            mentions: ["depends contains", "not a UUID"]),
        Rejection(
            name: "annotation without description", input: taskLine(a, ["annotations": [["entry": "x"]]]),
            mentions: ["annotations[0]"]),
        Rejection(
            name: "bad task on a later NDJSON line",
            input: "\(taskLine(a))\n\n\(taskLine(b, ["entry": "yesterday"]))\n",
            mentions: ["line 3", "entry is not a date"]),
        Rejection(
            name: "duplicate uuid", input: "[\n\(taskLine(a)),\n\(taskLine(b)),\n\(taskLine(a))\n]",
            mentions: ["task 3 (line 4)", "duplicate uuid \(a)", "task 1 (line 2)"]),
        Rejection(
            name: "syntax error in array", input: "[\n\(taskLine(a)),\n{\"uuid\": tru}\n]",
            mentions: ["line 3, column", "not valid JSON"]),
        Rejection(
            name: "pretty-printed object", input: "{\n  \"uuid\": \"\(a)\"\n}\n",
            mentions: ["line 1", "not valid JSON", "one whole task per line"]),
        Rejection(
            name: "syntax error in NDJSON", input: "\(taskLine(a))\n\(taskLine(b)),\n",
            mentions: ["line 2, column", "not valid JSON"]),
    ]

    @Test(arguments: rejections)
    func invalidInput_isRejectedNamingWhereAndWhat(_ rejection: Rejection) throws {
        let error = try #require(importError(rejection.input))
        for text in rejection.mentions {
            #expect(error.description.contains(text), "\(error.description)")
        }
    }

    @Test func oneBadTask_rejectsTheWholeFile() throws {
        let text = [taskLine(a), taskLine(b), taskLine(c, ["status": "archived"])].joined(separator: "\n")
        #expect(throws: ImportError.self) { try read(text) }
    }
}
