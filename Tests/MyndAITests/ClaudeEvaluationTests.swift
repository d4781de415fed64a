import Foundation
import MyndAI
import MyndCore
import MyndStore
import MyndTemplates
import MyndTestSupport
import Testing

/// `make eval-ai`: the evaluation set (Evaluation/eval-goals.json) sent to Claude through the
/// Message Batches API with the real prompts, and Claude's texts checked as the fallback texts
/// are (FallbackEvaluationTests): length, whole words, punctuation, the step named, no repeats.
/// Writes EVAL-AI.md. Runs only when asked (MYND_EVAL_AI=1, with ANTHROPIC_API_KEY): it costs
/// money and needs the network, so it is not part of CI.
@Suite(.timed, .enabled(if: ProcessInfo.processInfo.environment["MYND_EVAL_AI"] == "1", "make eval-ai only: needs ANTHROPIC_API_KEY"))
struct ClaudeEvaluationTests {
    typealias Goal = FallbackEvaluationTests.Goal

    /// One text and what the checks found wrong with it (nothing: it passes).
    struct Verdict {
        var goal: Goal
        var text: String
        var problems: [String]
    }

    @Test func theEvaluationSet_throughTheBatchesAPI_writesEVALAI() throws {
        let environment = ProcessInfo.processInfo.environment
        let key = try #require(environment["ANTHROPIC_API_KEY"].flatMap { $0.isEmpty ? nil : $0 }, "set ANTHROPIC_API_KEY")
        let baseURL = environment["ANTHROPIC_BASE_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? AIConfig.defaultBaseURL
        let model = environment["MYND_EVAL_MODEL"] ?? AIConfig.defaultFollowUpModel
        let wait = Double(environment["MYND_EVAL_AI_WAIT"] ?? "") ?? 3600
        let api = MessagesAPI(baseURL: baseURL, key: key)
        let goals = FallbackEvaluationTests.goals
        let questions = try goals.map { try Self.question(for: $0, model: model) }

        let items = questions.enumerated().map { (customId: "eval-\($0.offset)", question: $0.element) }
        let id: String
        switch api.submitBatch(items, secondsLeft: 120) {
        case .success(let sent): id = sent.id
        case .failure(let failure):
            Issue.record("batch not sent: \(failure.message)")
            return
        }
        // A batch usually ends within minutes; poll until it has, or give up after `wait`.
        let started = Date()
        var resultsURL: String?
        while resultsURL == nil, Date().timeIntervalSince(started) < wait {
            switch api.batchState(id, secondsLeft: 60) {
            case .success(.ended(let url)): resultsURL = url
            case .success(.inProgress): Thread.sleep(forTimeInterval: 10)
            case .failure(let failure):
                Issue.record("batch \(id): \(failure.message)")
                return
            }
        }
        let url = try #require(resultsURL, "batch \(id) did not end within \(Int(wait)) s")
        let results: [BatchItemResult]
        switch api.batchResults(url, secondsLeft: 300) {
        case .success(let read): results = read
        case .failure(let failure):
            Issue.record("batch \(id) results: \(failure.message)")
            return
        }

        var verdicts: [Verdict] = []
        var usage = TokenUsage()
        for result in results.sorted(by: { Self.index($0.customId) < Self.index($1.customId) }) {
            let goal = goals[Self.index(result.customId)]
            switch result.outcome {
            case .succeeded(let text, let stopReason, _, let used):
                usage += used
                verdicts.append(Verdict(goal: goal, text: text, problems: Self.problems(text, stopReason: stopReason, goal: goal)))
            case .errored(let message): verdicts.append(Verdict(goal: goal, text: "", problems: ["errored: \(message)"]))
            case .expired: verdicts.append(Verdict(goal: goal, text: "", problems: ["expired"]))
            case .canceled: verdicts.append(Verdict(goal: goal, text: "", problems: ["canceled"]))
            }
        }
        let texts = verdicts.map(\.text).filter { !$0.isEmpty }
        for index in verdicts.indices where texts.filter({ $0 == verdicts[index].text }).count > 1 {
            verdicts[index].problems.append("repeated")
        }
        let cost = estimatedCost(usage, model: model, batch: true)
        try Self.report(verdicts, model: model, batch: id, usage: usage, cost: cost).write(
            to: Self.reportURL, atomically: true, encoding: .utf8)
        #expect(verdicts.count == goals.count, "every goal has its answer")
    }

    static let reportURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("EVAL-AI.md")

    /// The follow-up question for a goal of the set, as refresh would ask it of a person who
    /// reads the goal's own language.
    static func question(for goal: Goal, model: String) throws -> Question {
        var prompts = Prompts(templates: try TemplateSet(), zone: LocalTime(timeZone: TimeZone(identifier: "Europe/Berlin")!))
        prompts.language = Language(code: goal.language) ?? .english
        let now = FallbackEvaluationTests.now
        let then = now.adding(seconds: -6 * 86_400)
        let history = goal.history.enumerated().map { n, past in
            PastNudge(
                text: "Earlier nudge \(n) about it.", kind: .stale, plannedAt: then.adding(seconds: Int64(n) * 86_400),
                answer: Answer.Kind(rawValue: past.answer))
        }
        let context = GoalContext(
            goal: Node(type: .goal, content: goal.goal, createdAt: then),
            nextActions: goal.nextAction.map { [Node(type: .action, content: $0, createdAt: then)] } ?? [],
            blockers: goal.blocker.map { [Node(type: .thought, content: $0, createdAt: then)] } ?? [], related: [], history: history)
        return Question(
            system: prompts.system, prompt: prompts.followUp(for: context, now: now), model: model,
            maxTokens: ModelProfile.forModel(model).maxTokens(forCharacters: OutputCheck.followUp.limit))
    }

    static func index(_ customId: String) -> Int {
        Int(customId.split(separator: "-").last ?? "") ?? 0
    }

    /// What a reader would object to, as FallbackEvaluationTests checks the fallback texts.
    static func problems(_ raw: String, stopReason: String?, goal: Goal) -> [String] {
        var problems: [String] = []
        let text: String
        switch OutputCheck.followUp.check(raw, stopReason: stopReason, language: Language(code: goal.language) ?? .english) {
        case .success(let used): text = used
        case .failure(let rejection):
            problems.append("rejected: \(rejection)")
            text = raw
        }
        if text.count > 100 { problems.append("\(text.count) characters") }
        let marks = Set(".?!,;:…")
        if zip(text, text.dropFirst()).contains(where: { marks.contains($0) && marks.contains($1) }) {
            problems.append("doubled punctuation")
        }
        if let last = text.last, !".?!…)\"'”’".contains(last), !last.isEmoji {
            problems.append("does not end a sentence")
        }
        if text.firstMatch(of: /\p{L}…/) != nil { problems.append("a word cut short") }
        // A person blocking a goal goes to Claude as "a person": their name cannot be in the text.
        if let step = goal.blockerIsPerson == true ? goal.nextAction : goal.blocker ?? goal.nextAction {
            let words = step.lowercased().split(whereSeparator: { !$0.isLetter }).filter { $0.count >= 4 }
            if !words.isEmpty, !words.contains(where: { text.lowercased().contains($0) }) {
                problems.append("the \(goal.blocker != nil ? "blocker" : "next action") is not named")
            }
        }
        return problems
    }

    static func report(_ verdicts: [Verdict], model: String, batch: String, usage: TokenUsage, cost: Double?) -> String {
        let passed = verdicts.filter(\.problems.isEmpty).count
        var lines = [
            "# Claude's follow-ups for the evaluation set", "",
            "`make eval-ai`: \(verdicts.count) goals of Tests/MyndAITests/Evaluation/eval-goals.json, the real prompts, "
                + "\(model) through the Message Batches API (batch \(batch)), each asked in the goal's own language. Checked as "
                + "the fallback texts are: at most 100 characters, in that language, whole words, clean punctuation, the next "
                + "action or blocker named, no repeats.", "",
            "**\(passed) of \(verdicts.count) pass.** Tokens: \(usage.input) input, \(usage.cacheCreationInput) cache write, "
                + "\(usage.cacheReadInput) cache read, \(usage.output) output; cost "
                + (cost.map { String(format: "$%.4f", $0) } ?? "unknown") + " at list prices (batch: half).", "",
            "| # | Goal | Step | Claude's text | Problems |", "|---|---|---|---|---|",
        ]
        for (n, verdict) in verdicts.enumerated() {
            let step = verdict.goal.blocker.map { "blocked: \($0)" } ?? verdict.goal.nextAction ?? ""
            let cells = [String(n + 1), verdict.goal.goal, step, verdict.text, verdict.problems.joined(separator: "; ")]
            lines.append("| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension Character {
    fileprivate var isEmoji: Bool { unicodeScalars.contains { $0.properties.isEmojiPresentation } }
}
