import Foundation
import MyndAI
import MyndCore
import MyndStore
import MyndTemplates
import MyndTestSupport
import Testing

/// The offline evaluation set (Evaluation/eval-goals.json: realistic goals in English, German,
/// Spanish and French, with a next action or a blocker and the answers to their earlier
/// nudges; goals blocked by a person, goals that try to inject instructions, very long goals,
/// goals with numbers and emoji): every prompt and every fallback text rendered for them, in
/// every language mynd speaks, and checked as a reader would (`FallbackReader`).
@Suite(.timed) struct FallbackEvaluationTests {
    struct Goal: Decodable {
        struct Past: Decodable { var answer: String }
        var goal: String
        var nextAction: String?
        var blocker: String?
        var history: [Past]
        /// The language the goal is written in ("en", "de", "es", "fr").
        var language: String
        /// The blocker is a person (their name never goes to Claude).
        var blockerIsPerson: Bool?
        var tags: [String]?
    }

    struct Set: Decodable { var goals: [Goal] }

    static let goals: [Goal] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Evaluation/eval-goals.json")
        return (try? JSONDecoder().decode(Set.self, from: Data(contentsOf: url)).goals) ?? []
    }()
    static let now = Timestamp(iso8601: "2026-11-21T09:00:00Z")!

    @Test func theSet_hasFortyGoals_inEachLanguage_andTheHardCases() {
        #expect(Self.goals.count >= 160)
        for language in Language.allCases {
            #expect(Self.goals.filter { $0.language == language.rawValue }.count >= 40, "\(language)")
        }
        #expect(Self.goals.filter { $0.nextAction != nil }.count >= 60 && Self.goals.filter { $0.blocker != nil }.count >= 30)
        for tag in ["injection", "long", "numbers", "emoji", "person", "multiline"] {
            #expect(Self.goals.filter { $0.tags?.contains(tag) == true }.count >= 6, "\(tag)")
        }
        #expect(Self.goals.filter { $0.blockerIsPerson == true }.count >= 12)
        #expect(Self.goals.filter { $0.goal.contains("\n") }.count >= 6)
    }

    /// How many nudges of one situation a goal gets in the week the checker lives through.
    static let nudgesPerWeek = 8
    /// Back from a snooze, a goal may come three times a day: a week of that, which brings the
    /// returning lines' second sentences in (for every fourth goal: each return costs a look at
    /// every phrasing).
    static let returnsPerWeek = 21
    static func returns(_ n: Int) -> Int { n % 4 == 0 ? returnsPerWeek : nudgesPerWeek }

    /// The situations a goal's nudge can be in: plain (its next action may be done), back from
    /// a snooze, asking, and with its next action or its blocker when it has them.
    static func situations(_ goal: Goal) -> [(FallbackText.Situation, String?)] {
        var situations: [(FallbackText.Situation, String?)] = [(.plain, nil), (.returning, nil), (.asking, nil)]
        if let action = goal.nextAction { situations.append((.nextAction, action)) }
        if let blocker = goal.blocker { situations.append((goal.blockerIsPerson == true ? .waitingOnPerson : .blocked, blocker)) }
        return situations
    }

    /// Every goal, in every situation, in every language, nudged eight times in a week (more
    /// than daily, as snoozes that come back make it): each text reads cleanly in its language
    /// (`FallbackReader`), names the step, and none repeats within the week — with eight
    /// phrasings per situation, a phrasing taken for used when it was not would show as one.
    @Test(arguments: Language.allCases)
    func everyFallbackText_readsCleanly_inEachLanguage_andNoneRepeats(_ language: Language) {
        let reader = FallbackReader(language)
        var checked = 0
        for (n, goal) in Self.goals.enumerated() {
            for (situation, step) in Self.situations(goal) {
                var sent: [String] = []  // newest first, as the store gives them
                for _ in 0..<(situation == .returning ? Self.returns(n) : Self.nudgesPerWeek) {
                    let text = FallbackText.followUp(
                        goal: goal.goal, step: step, situation: situation, recent: sent, seed: UInt64(n), language: language)
                    let problems = reader.problems(text, goal: goal.goal, step: step, limit: FallbackText.maximumLength)
                    #expect(problems.isEmpty, "\(language) \(situation): \(text): \(problems)")
                    // Every phrasing once before any comes back; a goal back more often than
                    // that hears a returning line with an end it has not had, where one fits.
                    #expect(sent.count >= Self.nudgesPerWeek || !sent.contains(text), "repeated within 7 days: \(text)")
                    Self.expectMechanically(text, goal, step: step, situation, language)
                    if situation == .asking {
                        let keep = language.words.button(.keep).lowercased().prefix(5)
                        let drop = language.words.button(.drop).lowercased().prefix(5)
                        #expect(text.lowercased().contains(keep) && text.lowercased().contains(drop), "both answers: \(text)")
                    }
                    sent.insert(text, at: 0)
                    checked += 1
                }
            }
        }
        let situations = Self.goals.reduce(0) { $0 + Self.situations($1).count }
        print(
            "fallback nudges, \(language.rawValue): \(Self.goals.count) goals, \(situations) goal situations × "
                + "\(Self.nudgesPerWeek) nudges (\(Self.returnsPerWeek) back from a snooze for every fourth) = \(checked) texts checked")
        let longer = Self.goals.indices.reduce(0) { $0 + Self.returns($1) - Self.nudgesPerWeek }
        #expect(checked == situations * Self.nudgesPerWeek + longer)
    }

    /// What a careful reader checks without reading: the goal's first line only (the rest is
    /// detail, never glued on), a cut only where the whole would not fit, a person only in the
    /// words about reaching a person and never in a task's, no markup entity.
    static func expectMechanically(
        _ text: String, _ goal: Goal, step: String?, _ situation: FallbackText.Situation, _ language: Language
    ) {
        let lines = goal.goal.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        for line in lines.dropFirst() where line.count > 3 {
            #expect(!text.contains(line), "a second line glued on: \(text)")
        }
        let written = FallbackText.wholeLength(of: text, goal: goal.goal, step: step, situation: situation, language: language)
        #expect(written != nil, "\(situation) wrote no text of its own phrasings: \(text)")
        let ownCuts = (goal.goal + (step ?? "")).filter { $0 == "…" }.count
        if text.filter({ $0 == "…" }).count > ownCuts, let written {
            #expect(written > FallbackText.maximumLength, "cut though the whole fits (\(written)): \(text)")
        }
        if goal.blockerIsPerson == true, situation == .waitingOnPerson {
            #expect(!FallbackText.isWritten(text, from: .blocked, in: language), "a person in a task's words: \(text)")
        }
    }

    /// The morning insight about each goal (quiet, done, blocked; a person's name for those
    /// blocked by one), in every language: at most 150 characters, the goal whole or cut at a
    /// word, no word of another language.
    @Test(arguments: Language.allCases)
    func everyFallbackInsight_readsCleanly_inEachLanguage(_ language: Language) {
        let reader = FallbackReader(language)
        var checked = 0
        for goal in Self.goals {
            var observations: [(FallbackInsight.Facts, String?, Bool)] = []
            var quiet = FallbackInsight.Facts()
            quiet.quiet = [(goal.goal, 5)]
            quiet.activeCount = 3
            observations.append((quiet, nil, true))
            var done = FallbackInsight.Facts()
            done.done = [goal.goal]
            done.doneCount = 3
            done.activeCount = 2
            observations.append((done, nil, true))
            if let blocker = goal.blocker {
                var blocked = FallbackInsight.Facts()
                if goal.blockerIsPerson == true {
                    blocked.waitingOn = [(goal.goal, blocker)]
                } else {
                    blocked.blocked = [(goal.goal, blocker)]
                }
                blocked.activeCount = 2
                observations.append((blocked, blocker, true))
            }
            if goal.blockerIsPerson == true, let name = goal.blocker {
                var people = FallbackInsight.Facts()
                people.people = [(name, 30)]
                people.activeCount = 2
                observations.append((people, nil, false))
            }
            for (facts, step, quoted) in observations {
                let text = FallbackInsight.text(facts, last: nil, language: language)
                let about = quoted ? goal.goal : goal.blocker ?? ""
                let problems = reader.problems(text, goal: about, step: step, limit: FallbackInsight.maximumLength, quoted: quoted)
                #expect(problems.isEmpty, "\(language): \(text): \(problems)")
                if goal.blockerIsPerson == true, step != nil {
                    #expect(FallbackInsight.shape(of: text, language: language) == .waitingOn, "a person in a task's words: \(text)")
                }
                checked += 1
            }
        }
        print("fallback insights, \(language.rawValue): \(Self.goals.count) goals, \(checked) texts checked")
    }

    /// Every prompt gives the goal, its next action or blocker (a person only as "a person"),
    /// its history in tags, and asks for the person's language.
    @Test(arguments: Language.allCases)
    func everyPrompt_carriesTheGoal_itsStep_itsHistory_andTheLanguage(_ language: Language) throws {
        var prompts = Prompts(templates: try TemplateSet(), zone: LocalTime(timeZone: TimeZone(identifier: "Europe/Berlin")!))
        prompts.language = language
        let then = Self.now.adding(seconds: -6 * 86_400)
        for goal in Self.goals {
            let node = Node(type: .goal, content: goal.goal, createdAt: then)
            let history = goal.history.enumerated().map { n, past in
                PastNudge(
                    text: "Earlier nudge \(n) about it.", kind: .stale, plannedAt: then.adding(seconds: Int64(n) * 86_400),
                    answer: Answer.Kind(rawValue: past.answer))
            }
            let blockerType: NodeType = goal.blockerIsPerson == true ? .person : .thought
            let context = GoalContext(
                goal: node, nextActions: goal.nextAction.map { [Node(type: .action, content: $0, createdAt: then)] } ?? [],
                blockers: goal.blocker.map { [Node(type: blockerType, content: $0, createdAt: then)] } ?? [], related: [],
                history: history)
            let prompt = prompts.followUp(for: context, now: Self.now)
            // As it is sent: phone numbers and email addresses masked, the tags' text escaped.
            let sent = { (text: String, limit: Int) in PromptText.sent(text, limit: limit, mask: prompts.mask) }
            #expect(prompt.contains("<goal>\(sent(goal.goal, 200))</goal>"), "\(prompt)")
            if let action = goal.nextAction { #expect(prompt.contains("<next_action>\(sent(action, 120))</next_action>")) }
            if let blocker = goal.blocker {
                let shown = goal.blockerIsPerson == true ? "a person" : sent(blocker, 120)
                #expect(prompt.contains("<blocker>\(shown)</blocker>"), "\(prompt)")
                if goal.blockerIsPerson == true { #expect(!prompt.contains("<blocker>\(blocker)"), "a name never goes to Claude") }
            }
            #expect(prompt.components(separatedBy: "<nudge ").count - 1 == min(3, history.count), "\(prompt)")
            let wavedAway =
                goal.history.prefix(2).count == 2 && goal.history.prefix(2).allSatisfy { ["dismiss", "unanswered"].contains($0.answer) }
            #expect(prompt.contains("ask, kindly, whether this goal still matters") == wavedAway, "\(goal.goal): \(prompt)")
            #expect(prompt.hasSuffix("Write it in \(language.englishName)."), "\(prompt)")
        }
    }
}

/// The reader itself catches what it is there to catch.
@Suite(.timed) struct FallbackReaderTests {
    @Test func theReader_catchesAForeignWord_aCutWord_aCutNumber_andLength() {
        let reader = FallbackReader(.german)
        let goal = "Lucía unter +34 612 345 678 anrufen"
        #expect(reader.problems("„\(goal)“ ruht. Ein kleiner Schritt heute?", goal: goal, step: nil, limit: 100).isEmpty)
        #expect(
            reader.problems("„\(goal)“ has been quiet. Heute?", goal: goal, step: nil, limit: 100).contains { $0.hasPrefix("words not") })
        #expect(
            reader.problems("„Lucía unter +34 612…“ ruht.", goal: goal, step: nil, limit: 100).contains { $0.contains("inside a number") })
        #expect(reader.problems("„Lucía unt…“ ruht.", goal: goal, step: nil, limit: 100).contains { $0.contains("inside a word") })
        #expect(reader.problems("„Lucía…“ ruht.", goal: goal, step: nil, limit: 10).contains { $0.contains("more than 10") })
        #expect(reader.problems("“\(goal)” ruht.", goal: goal, step: nil, limit: 100) == ["the goal is not in „…“"])
        #expect(
            reader.problems("Als Nächstes für „Garten“: Samen kau….", goal: "Garten", step: "Samen kaufen", limit: 100).contains {
                $0.hasPrefix("the step")
            })
    }
}
