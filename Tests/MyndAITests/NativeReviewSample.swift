import Foundation
import MyndCore
import MyndTestSupport
import Testing

/// A fresh random sample of mynd's own texts for a reader of each language to judge cold:
/// nudges in every situation, a person's nudge, titles, buttons, the briefing's lines and
/// the insight, forty a language, for goals drawn from the evaluation set. Written only when
/// asked (`MYND_REVIEW_SAMPLE=path`, with `MYND_REVIEW_COMMIT` naming the build), since each
/// run draws anew; the verdicts are written into the file by the reader.
@Suite(.timed) struct NativeReviewSample {
    static let path = ProcessInfo.processInfo.environment["MYND_REVIEW_SAMPLE"]

    struct Entry {
        var kind: String
        var text: String
    }

    @Test(.enabled(if: path != nil)) func aFreshSample_ofFortyTexts_inEachLanguage() throws {
        var generator = SystemRandomNumberGenerator()
        let goals = FallbackEvaluationTests.goals
        let now = FallbackEvaluationTests.now
        let zone = LocalTime(timeZone: TimeZone(identifier: "Europe/Berlin")!)
        var sample: [Language: [Entry]] = [:]
        for language in Language.allCases {
            var entries: [Entry] = []
            // Nudges: 22, in every situation a goal can be in, after a random number of earlier ones.
            while entries.count < 22 {
                let goal = goals.randomElement(using: &generator)!
                let (situation, step) = FallbackEvaluationTests.situations(goal).randomElement(using: &generator)!
                var sent: [String] = []
                for _ in 0..<Int.random(in: 0..<8, using: &generator) {
                    sent.insert(
                        FallbackText.followUp(goal: goal.goal, step: step, situation: situation, recent: sent, language: language), at: 0)
                }
                let text = FallbackText.followUp(goal: goal.goal, step: step, situation: situation, recent: sent, language: language)
                entries.append(Entry(kind: "nudge, \(situation.rawValue)", text: text))
            }
            let names = goals.filter { $0.blockerIsPerson == true }.compactMap(\.blocker)
            for _ in 0..<4 {
                let days = Int.random(in: 9...60, using: &generator)
                let text = PersonText.nudge(
                    name: names.randomElement(using: &generator)!, daysSince: days,
                    cadence: Cadence(days: [7, 14, 21, 30].randomElement()!)!,
                    week: Int.random(in: 0..<52, using: &generator), language: language)
                entries.append(Entry(kind: "person nudge", text: text))
            }
            for _ in 0..<4 {
                let kind: FollowUp.Kind = [.stale, .stale, .returning, .asking].randomElement(using: &generator)!
                let person = Int.random(in: 0..<5, using: &generator) == 0
                let days = Double(Int.random(in: 0...20, using: &generator))
                entries.append(Entry(kind: "title", text: NudgeTitle.desktop(kind: kind, daysStale: days, person: person, in: language)))
            }
            let words = language.words
            let buttons = [words.open, words.seeMore, words.reachedOut] + Intent.Kind.allCases.map(words.button)
            for button in buttons.shuffled(using: &generator).prefix(3) { entries.append(Entry(kind: "button", text: button)) }
            let briefing = Briefing.compose(Self.briefingFacts(goals, now: now, using: &generator), now: now, zone: zone, in: language)
            let lines = briefing.sections.flatMap { section in section.items.map { "\(section.heading)\(words.answers.colon)\($0.text)" } }
            for line in lines.shuffled(using: &generator).prefix(5) { entries.append(Entry(kind: "briefing line", text: line)) }
            while entries.count < 40 {
                var facts = FallbackInsight.Facts()
                let goal = goals.randomElement(using: &generator)!
                facts.quiet = [(goal.goal, Int.random(in: 3...30, using: &generator))]
                if let blocker = goal.blocker {
                    if goal.blockerIsPerson == true {
                        facts.waitingOn = [(goal.goal, blocker)]
                    } else {
                        facts.blocked = [(goal.goal, blocker)]
                    }
                }
                facts.activeCount = Int.random(in: 1...9, using: &generator)
                facts.steps = Int.random(in: 0...4, using: &generator)
                facts.day = Int.random(in: 0...1000, using: &generator)
                entries.append(Entry(kind: "insight", text: FallbackInsight.text(facts, last: nil, language: language)))
            }
            #expect(entries.count == 40)
            sample[language] = entries
        }
        try Self.write(sample)
    }

    /// A morning with a few of everything: quiet goals with a step, a blocker or a person they
    /// wait on, a snooze coming back, nudges not answered, something done.
    static func briefingFacts(
        _ goals: [FallbackEvaluationTests.Goal], now: Timestamp, using generator: inout SystemRandomNumberGenerator
    ) -> BriefingFacts {
        var facts = BriefingFacts()
        func node(_ goal: FallbackEvaluationTests.Goal, _ type: NodeType = .goal) -> Node {
            Node(
                type: type, content: goal.goal, createdAt: now.adding(seconds: -20 * 86_400),
                lastAccessedAt: now.adding(seconds: -6 * 86_400))
        }
        let picked = (0..<8).map { _ in goals.randomElement(using: &generator)! }
        facts.quiet = picked.prefix(3).map { goal in
            BriefingFacts.Goal(
                node: node(goal), shortId: "ab12", nextAction: goal.nextAction, blocker: goal.blocker,
                blockerIsPerson: goal.blockerIsPerson == true)
        }
        facts.comingBack = [(BriefingFacts.Goal(node: node(picked[3]), shortId: "cd34"), now.adding(seconds: 5 * 3600 + 1800))]
        let names = goals.filter { $0.blockerIsPerson == true }.compactMap(\.blocker)
        let person = Node(type: .person, content: names.randomElement(using: &generator)!, createdAt: now.adding(seconds: -90 * 86_400))
        facts.waiting = [
            (BriefingFacts.Goal(node: person, shortId: "ef56"), now.adding(seconds: -Int64.random(in: 0...90_000, using: &generator))),
            (
                BriefingFacts.Goal(node: node(picked[4]), shortId: "ab78"),
                now.adding(seconds: -Int64.random(in: 0...200_000, using: &generator))
            ),
        ]
        facts.done = [BriefingFacts.Goal(node: node(picked[5]), shortId: "cd90")]
        facts.activeGoals = 6
        return facts
    }

    static func write(_ sample: [Language: [Entry]]) throws {
        guard let path else { return }
        let commit = ProcessInfo.processInfo.environment["MYND_REVIEW_COMMIT"] ?? "unknown"
        var out = "# Native review of mynd's own texts\n\nBuild: \(commit). Drawn at random by `NativeReviewSample` "
        out += "(MYND_REVIEW_SAMPLE), 40 texts a language.\nVerdict: good, or not with a one-line reason.\n"
        for language in Language.allCases {
            out += "\n## \(language.englishName)\n\n| # | kind | text | verdict |\n|---|---|---|---|\n"
            for (index, entry) in sample[language, default: []].enumerated() {
                let text = entry.text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ⏎ ")
                out += "| \(index + 1) | \(entry.kind) | \(text) |  |\n"
            }
        }
        try out.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
