import Foundation
@testable import MyndCore
import MyndTestSupport
import Testing

private let t = Timestamp(iso8601: "2026-11-21T09:00:00Z")!

private func decoded(_ data: Data) -> DocumentIn? {
    try? JSONDecoder().decode(DocumentIn.self, from: data)
}

/// Files of every shape the scanner reads: mynd's own export (escapes, emoji, metadata,
/// explicit nulls), seed 001's dates as numbers with an integer weight, and seed 000's extra
/// fields with nested values.
private let shapes: [Data] = {
    var goal = Node(type: .goal, content: "Plant the garden 🌱\nwith \"quotes\" / slashes\t\u{1}", createdAt: t, metadata: ["b": "2", "a": "ü"])
    goal.completedAt = t.adding(milliseconds: 1_500)
    var action = Node(type: .action, content: "Buy seeds", createdAt: t.adding(seconds: -86_400))
    action.snoozedUntil = t.adding(seconds: 3600)
    let edge = Edge(type: .hasAction, sourceId: goal.id, targetId: action.id, weight: 0.25, createdAt: t)
    let mine = GraphDocument.encode(nodes: [action, goal], edges: [edge], exportedAt: t)
    let seed001 = """
        {"exportedAt": 785000000.5, "version": "1.0", "nodes": [
          {"id": "6BA7B810-9DAD-11D1-80B4-00C04FD430C8", "content": "Learn Spanish \\u00e9\\/x", "nodeType": "goal",
           "createdAt": 784000000, "metadata": {"source": "voice"}},
          {"id": "6ba7b811-9dad-11d1-80b4-00c04fd430c8", "content": "Duolingo", "nodeType": "action", "createdAt": -1.25e3}],
         "edges": [{"id": "6ba7b812-9dad-11d1-80b4-00c04fd430c8", "sourceId": "6BA7B810-9DAD-11D1-80B4-00C04FD430C8",
           "targetId": "6ba7b811-9dad-11d1-80b4-00c04fd430c8", "edgeType": "hasAction", "weight": 1}]}
        """
    let seed000 = """
        {"exportDate": "2026-01-02T03:04:05Z", "version": "1.0", "sessions": [{"id": 1, "turns": [[], {}, null, true, -0.5]}],
         "memories": [], "edges": null, "nodes": [
          {"id": "6ba7b813-9dad-11d1-80b4-00c04fd430c8", "content": "Run 5k", "nodeType": "goal", "isCompleted": true,
           "createdAt": "2026-01-01T00:00:00Z", "lastAccessedAt": null, "extra": {"deep": [1, 2, {"x": "y"}]}}]}
        """
    return [mine, Data(seed001.utf8), Data(seed000.utf8)]
}()

@Suite struct ExportScannerTests {
    @Test(arguments: 0..<3)
    func everyShape_readsAsJSONDecoderReadsIt(shape: Int) throws {
        let data = shapes[shape]
        let scanned = try #require(ExportScanner.scan(data))
        #expect(scanned == decoded(data))
        #expect(!scanned.nodes.isEmpty)
    }

    @Test(arguments: [
        #"{"nodes": [], "nodes": []}"#,  // a duplicate key
        #"{"nodes": [{"id": "a", "id": "b", "content": "x", "nodeType": "goal", "createdAt": 1}]}"#,
        #"{"nodes": [{"content": "x", "nodeType": "goal", "createdAt": 1}]}"#,  // no id
        #"{"nodes": [{"id": "a", "content": 5, "nodeType": "goal", "createdAt": 1}]}"#,
        #"{"nodes": [{"id": "a", "content": "\ud83c\udf31", "nodeType": "goal", "createdAt": 1}]}"#,  // a surrogate pair
        #"{"nodes": [{"id": "a", "content": "x\q", "nodeType": "goal", "createdAt": 1}]}"#,
        #"{"nodes": [{"id": "a", "content": "x", "nodeType": "goal", "createdAt": 01}]}"#,
        #"{"nodes": [{"id": "a", "content": "x", "nodeType": "goal", "createdAt": 1e999}]}"#,
        #"{"nodes": [], "x": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}"#,
        #"{"nodes": []} x"#,
        #"{"nodes": [],}"#,
        #"{"edges": []}"#,
        #"[]"#,
        "\u{FEFF}{\"nodes\": []}",
    ])
    func anythingUnusual_isLeftToJSONDecoder(json: String) {
        #expect(ExportScanner.scan(Data(json.utf8)) == nil)
    }

    @Test func invalidUTF8_isLeftToJSONDecoder() {
        var data = Data(#"{"nodes": [{"id": "a", "content": "x"#.utf8)
        data.append(contentsOf: [0xC3, 0x28])
        data.append(contentsOf: Data(#"", "nodeType": "goal", "createdAt": 1}]}"#.utf8))
        #expect(ExportScanner.scan(data) == nil)
    }

    /// Thousands of damaged files (a byte changed, dropped, doubled or inserted; seeded): each
    /// one the scanner reads, JSONDecoder reads to the same values. The scanner may give up
    /// where JSONDecoder would not; it must never read a file differently.
    @Test func damagedFiles_theScannerReads_JSONDecoderReadsTheSame() {
        var random = SeededRandom(seed: 0x6D79_6E64_0007)
        let significant = Array(#"{}[]:,"\ 0123456789.-+eEtrufalsn"#.utf8) + [0x0a, 0x80, 0xff]
        var read = 0, diverged: [String] = []
        for trial in 0..<3_000 {
            var bytes = [UInt8](shapes[trial % shapes.count])
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: bytes[at] = significant.randomElement(using: &random)!
                case 1: bytes.remove(at: at)
                case 2: bytes.insert(bytes[at], at: at)
                default: bytes.insert(significant.randomElement(using: &random)!, at: at)
                }
            }
            let data = Data(bytes)
            guard let scanned = ExportScanner.scan(data) else { continue }
            read += 1
            if scanned != decoded(data) { diverged.append(String(decoding: data, as: UTF8.self)) }
        }
        #expect(diverged.count == 0, "first: \(diverged.first ?? "")")
        // Most changes land inside a text and leave the file readable: the check has teeth.
        #expect(read > 300, "only \(read) of 3000 damaged files were read")
    }
}
