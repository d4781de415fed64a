import Foundation
@testable import MyndAI
import MyndCore
import MyndStore
import MyndTemplates
import MyndTestSupport
import Testing

/// The prompts Claude is sent, rendered over a small graph and compared with the files in
/// `Golden/`. A change to a prompt template shows up here as a diff to review; run with
/// MYND_UPDATE_GOLDEN=1 to accept it.
@Suite(.timed) struct PromptGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let now = Timestamp(iso8601: "2026-11-21T09:00:00Z")!
    static let prompts = Prompts(templates: try! TemplateSet(), zone: LocalTime(timeZone: TimeZone(identifier: "Europe/Berlin")!))

    /// A goal quiet for five days with an action, a blocker, a related person, and a done
    /// action (which must not appear).
    static func graph() throws -> (GraphStore, Node) {
        let store = try GraphStore.inMemory()
        let then = now.adding(seconds: -5 * 86_400 - 3_600)
        let goal = Node(type: .goal, content: "Plant the spring bulbs\nbefore the ground freezes", createdAt: then)
        let action = Node(type: .action, content: "Buy tulip and crocus bulbs", createdAt: then)
        let done = Node(type: .action, content: "Measure the bed", createdAt: then, completedAt: then)
        let blocker = Node(type: .thought, content: "The spade is broken", createdAt: then)
        let person = Node(type: .person, content: "Neighbour Ana, who has a spare spade", createdAt: then)
        try store.add(goal)
        for node in [action, done, blocker, person] { try store.add(node) }
        for edge in [
            Edge(type: .hasAction, sourceId: goal.id, targetId: action.id, createdAt: then),
            Edge(type: .hasAction, sourceId: goal.id, targetId: done.id, createdAt: then),
            Edge(type: .blocks, sourceId: blocker.id, targetId: goal.id, createdAt: then),
            Edge(type: .relatesTo, sourceId: goal.id, targetId: person.id, createdAt: then),
        ] { _ = try store.link(edge) }
        return (store, goal)
    }

    @Test func followUpPrompt_matchesGolden() throws {
        let (store, goal) = try Self.graph()
        let text = Self.prompts.followUp(for: try store.context(of: goal), now: Self.now)
        try Self.compare(text, "followup-prompt.txt")
        #expect(!text.contains("Measure the bed"), "a completed action is not context")
        #expect(!text.contains(goal.id.lowercasedString), "ids never leave the machine")
    }

    @Test func insightPrompt_matchesGolden() throws {
        let (store, _) = try Self.graph()
        let facts = try store.digestFacts(staleCutoff: Self.now.adding(seconds: -3 * 86_400), completedSince: nil, now: Self.now)
        try Self.compare(Self.prompts.insight(date: "2026-11-21", facts: facts, now: Self.now), "insight-prompt.txt")
    }

    @Test func systemPrompt_matchesGolden_andIsAxel() throws {
        let text = Self.prompts.system
        try Self.compare(text, "system-prompt.txt")
        #expect(text.hasPrefix("You are Axel"))
    }

    static func compare(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try Golden.compare(text, name, in: folder, sourceLocation: sourceLocation)
    }
}
