import Foundation
import MyndCore
import MyndTestSupport
import Testing

/// What an answer picked by another reader than the grammar (Claude, through its tool) may
/// make act: only one of the answers the nudge offers, with its time ahead and its goal listed.
@Suite(.timed) struct ReplyChoiceTests {
    /// Friday 20 November 2026, 11:00 in Berlin.
    static let now = utc("2026-11-20T10:00:00Z")
    static let berlin = zone("Europe/Berlin")
    static let goal = NudgeInView.followUp(goal: "Plant the spring bulbs")
    static let digest = NudgeInView.digest(listed: ["3f2a": "Plant the spring bulbs", "9c1e": "Call the garage"])

    func read(_ choice: ReplyChoice, _ nudge: NudgeInView = goal) -> Result<ReplyAnswer, ReplyChoice.Rejection> {
        choice.answer(to: nudge, now: Self.now, zone: Self.berlin)
    }

    @Test func eachNudge_offersItsOwnAnswers() {
        #expect(Self.goal.offered == [.complete, .step, .snooze, .dismiss, .drop, .keep])
        #expect(NudgeInView.followUp(goal: "x", asking: true).offered == [.keep, .drop])
        #expect(NudgeInView.followUp(goal: "Lucía", person: true).offered == [.complete, .snooze])
        #expect(Self.digest.offered == [.complete, .step, .snooze, .drop, .keep])
        #expect(Self.digest.listedIDs == ["3f2a", "9c1e"] && Self.goal.listedIDs.isEmpty)
    }

    @Test func anOfferedAnswer_acts_andASnooze_isItsLocalTime() {
        #expect(read(ReplyChoice(answer: "done")) == .success(ReplyAnswer(.complete)))
        #expect(read(ReplyChoice(answer: "keep"), .followUp(goal: "x", asking: true)) == .success(ReplyAnswer(.keep)))
        // Monday 23 November, 09:00 in Berlin is 08:00 UTC.
        #expect(
            read(ReplyChoice(answer: "snooze", until: "2026-11-23T09:00"))
                == .success(ReplyAnswer(.snooze, until: .at(utc("2026-11-23T08:00:00Z")))))
        #expect(
            read(ReplyChoice(answer: "snooze", until: "2026-11-20T11:00:30"))
                == .success(ReplyAnswer(.snooze, until: .at(utc("2026-11-20T10:00:30Z")))))
    }

    @Test func unclear_orAnAnswerNotOffered_actsNot() {
        #expect(read(ReplyChoice(answer: "unclear")) == .failure(.declined))
        #expect(read(ReplyChoice(answer: "step"), .followUp(goal: "x", asking: true)) == .failure(.notOffered("step")))
        #expect(read(ReplyChoice(answer: "drop"), .followUp(goal: "Lucía", person: true)) == .failure(.notOffered("drop")))
        #expect(read(ReplyChoice(answer: "dismiss", goal: "3f2a"), Self.digest) == .failure(.notOffered("dismiss")))
        for answer in ["reopen", "pause", "capture", "Done", "", "snooze_default"] {
            #expect(read(ReplyChoice(answer: answer)) == .failure(.notOffered(answer)), "\(answer)")
        }
    }

    @Test func aSnooze_needsALocalTimeAhead_andNothingElseTakesOne() {
        #expect(read(ReplyChoice(answer: "snooze")) == .failure(.noTime))
        #expect(read(ReplyChoice(answer: "done", until: "2026-11-23T09:00")) == .failure(.timeNotAsked))
        for text in [
            "tomorrow", "2026-11-23", "2026-11-23T09:00Z", "2026-11-23T09:00+01:00", "2026-02-30T09:00", "2026-11-23T24:00",
            "2026-11-23T09:00:00.5", " 2026-11-23T09:00",
        ] {
            #expect(read(ReplyChoice(answer: "snooze", until: text)) == .failure(.unreadableTime(text)), "\(text)")
        }
        // Now itself, and the past: a snooze goes forward.
        #expect(read(ReplyChoice(answer: "snooze", until: "2026-11-20T11:00")) == .failure(.notAhead("2026-11-20 11:00 Europe/Berlin")))
        #expect(read(ReplyChoice(answer: "snooze", until: "2026-11-19T09:00")) == .failure(.notAhead("2026-11-19 09:00 Europe/Berlin")))
    }

    @Test func theBriefing_needsOneOfItsListedIDs_andAFollowUp_none() {
        #expect(read(ReplyChoice(answer: "done", goal: "9C1E"), Self.digest) == .success(ReplyAnswer(.complete, goal: "9c1e")))
        #expect(read(ReplyChoice(answer: "done", goal: "beef"), Self.digest) == .failure(.notListed("beef")))
        #expect(read(ReplyChoice(answer: "done"), Self.digest) == .failure(.noGoal))
        #expect(read(ReplyChoice(answer: "done", goal: "3f2a")) == .failure(.goalNotAsked))
        #expect(
            read(ReplyChoice(answer: "snooze", until: "2026-11-21T09:00", goal: "3f2a"), Self.digest)
                == .success(ReplyAnswer(.snooze, goal: "3f2a", until: .at(utc("2026-11-21T08:00:00Z")))))
    }

    @Test func everyRejection_saysWhyInOneLine() {
        let rejections: [ReplyChoice.Rejection] = [
            .declined, .notOffered("reopen\nx"), .noTime, .timeNotAsked, .unreadableTime("soon"), .notAhead("x"), .noGoal,
            .notListed("beef"),
            .goalNotAsked,
        ]
        for rejection in rejections {
            #expect(!rejection.description.isEmpty && !rejection.description.contains("\n"), "\(rejection)")
        }
    }
}

/// What the answer to a reply Claude read says it was taken to mean, in each language.
@Suite(.timed) struct UnderstoodWordsTests {
    static let now = utc("2026-11-20T10:00:00Z")

    func text(_ language: Language) -> AnswerText {
        AnswerText(describe: Describe(now: Self.now, zone: zone("Europe/Berlin")), language: language)
    }

    @Test func aSnooze_saysUntilWhen_inThePersonsLanguage() {
        let monday = ReplyAnswer(.snooze, until: .at(utc("2026-11-23T08:00:00Z")))
        #expect(text(.english).understood(monday) == "Understood: snoozed until 2026-11-23 09:00 Europe/Berlin")
        #expect(text(.german).understood(monday) == "Verstanden: bis Montag, 23. November um 09:00 Uhr verschoben")
        #expect(text(.spanish).understood(monday).hasPrefix("Entendido: pospuesto hasta el lunes"))
        // A no-break space before the colon, as French sets it.
        #expect(text(.french).understood(monday).hasPrefix("Compris\u{202F}: reporté au lundi"))
    }

    @Test func everyAnswer_isSaid_withTheBriefingsID() {
        for language in Language.allCases {
            var said = Set<String>()
            for kind in Intent.Kind.allCases {
                let line = text(language).understood(ReplyAnswer(kind), id: "3f2a")
                #expect(line.contains("(3f2a)") && !line.contains("\n"), "\(language) \(kind): \(line)")
                said.insert(line)
            }
            #expect(said.count == Intent.Kind.allCases.count, "\(language): each answer in its own words")
        }
    }
}
