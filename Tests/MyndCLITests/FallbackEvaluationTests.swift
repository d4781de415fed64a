import Foundation
import MyndAI
import MyndCore
import MyndStore
import MyndTemplates
import Testing

/// The offline evaluation set (Fixtures/eval-goals.json: 42 realistic goals with a next
/// action or a blocker and the answers to their earlier nudges): every prompt and every
/// fallback text rendered for them, and checked as a reader would.
@Suite struct FallbackEvaluationTests {
    struct Goal: Decodable {
        struct Past: Decodable { var answer: String }
        var goal: String
        var nextAction: String?
        var blocker: String?
        var history: [Past]
    }

    struct Set: Decodable { var goals: [Goal] }

    static let goals: [Goal] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/eval-goals.json")
        return (try? JSONDecoder().decode(Set.self, from: Data(contentsOf: url)).goals) ?? []
    }()
    static let now = Timestamp(iso8601: "2026-11-21T09:00:00Z")!

    @Test func theSetHasFortyGoals() {
        #expect(Self.goals.count >= 40)
        #expect(Self.goals.filter { $0.nextAction != nil }.count >= 15 && Self.goals.filter { $0.blocker != nil }.count >= 8)
    }

    /// Six nudges a week for each goal, in every situation it can be in: each text fits, reads
    /// cleanly, names the step, and none repeats an earlier one that week.
    @Test func everyFallbackText_readsCleanly_andNoneRepeats() {
        let marks = Swift.Set(".?!,;:…")
        for (n, goal) in Self.goals.enumerated() {
            var kinds: [FollowUp.Kind] = [.stale, .returning, .asking]
            if goal.history.isEmpty { kinds = [.stale] }
            for kind in kinds {
                let situation = FallbackText.situation(kind, hasNextAction: goal.nextAction != nil, hasBlocker: goal.blocker != nil)
                let step = situation == .blocked ? goal.blocker : goal.nextAction
                var sent: [String] = []
                for _ in 0..<6 {
                    let text = FallbackText.followUp(goal: goal.goal, step: step, situation: situation, recent: sent, seed: UInt64(n))
                    #expect(text.count <= 100, "\(text)")
                    let doubled = zip(text, text.dropFirst()).contains { marks.contains($0) && marks.contains($1) }
                    #expect(!doubled, "doubled punctuation: \(text)")
                    #expect(!sent.contains(text), "repeated within the week: \(text)")
                    if [.nextAction, .blocked].contains(situation), let step {
                        #expect(text.contains(String(step.split(separator: " ")[0])), "the step is named: \(text)")
                    }
                    // The goal's first word is there, whole.
                    let first = goal.goal.split(separator: " ")[0].trimmingCharacters(in: .punctuationCharacters)
                    #expect(text.contains(first), "\(text)")
                    sent.append(text)
                }
            }
        }
    }

    /// Every prompt gives the goal, its next action or blocker, and its history in tags.
    @Test func everyPrompt_carriesTheGoal_itsStep_andItsHistory() throws {
        let prompts = Prompts(templates: try TemplateSet(), zone: LocalTime(timeZone: TimeZone(identifier: "Europe/Berlin")!))
        let then = Self.now.adding(seconds: -6 * 86_400)
        for goal in Self.goals {
            let node = Node(type: .goal, content: goal.goal, createdAt: then)
            let history = goal.history.enumerated().map { n, past in
                PastNudge(
                    text: "Earlier nudge \(n) about it.", kind: .stale, plannedAt: then.adding(seconds: Int64(n) * 86_400),
                    answer: Answer.Kind(rawValue: past.answer))
            }
            let context = GoalContext(
                goal: node, nextActions: goal.nextAction.map { [Node(type: .action, content: $0, createdAt: then)] } ?? [],
                blockers: goal.blocker.map { [Node(type: .thought, content: $0, createdAt: then)] } ?? [], related: [],
                history: history)
            let prompt = prompts.followUp(for: context, now: Self.now)
            #expect(prompt.contains("<goal>\(goal.goal.excerpt(200))</goal>"), "\(prompt)")
            if let action = goal.nextAction { #expect(prompt.contains("<next_action>\(action)</next_action>")) }
            if let blocker = goal.blocker { #expect(prompt.contains("<blocker>\(blocker)</blocker>")) }
            #expect(prompt.components(separatedBy: "<nudge ").count - 1 == min(3, history.count), "\(prompt)")
            let wavedAway =
                goal.history.prefix(2).count == 2 && goal.history.prefix(2).allSatisfy { ["dismiss", "unanswered"].contains($0.answer) }
            #expect(prompt.contains("ask, kindly, whether this goal still matters") == wavedAway, "\(goal.goal): \(prompt)")
        }
    }
}
