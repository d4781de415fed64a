import MyndCore
import MyndTestSupport
import Testing

private let sent = Timestamp(iso8601: "2026-11-20T10:00:00Z")!
private let week = ReplyStanding.defaultWindowSeconds

private func facts(
    _ status: FollowUp.Status, latest: Bool = true, settled: Bool = false, touched: Bool = false, answered: Bool = false
) -> ReplyStanding.FollowUpFacts {
    ReplyStanding.FollowUpFacts(
        status: status, sentAt: sent, closedAt: status.isOpen ? nil : sent.adding(seconds: 43_200), isLatest: latest,
        goalSettled: settled, goalTouchedSinceClosing: touched, answeredSinceClosing: answered)
}

/// Whether an email reply may still act: the rule, over values.
@Suite(.timed) struct ReplyStandingTests {
    @Test func anOpenNudge_takesItsReply_forAWeek() {
        let now = sent.adding(seconds: 3600)
        #expect(ReplyStanding.followUp(facts(.delivered), now: now, windowSeconds: week) == nil)
        #expect(ReplyStanding.followUp(facts(.planned), now: now, windowSeconds: week) == nil)
        #expect(ReplyStanding.followUp(facts(.delivered), now: sent.adding(seconds: week), windowSeconds: week) == nil)
        #expect(ReplyStanding.followUp(facts(.delivered), now: sent.adding(seconds: week + 1), windowSeconds: week) == .tooOld)
        #expect(ReplyStanding.followUp(facts(.delivered), now: sent.adding(seconds: 60 * 86_400), windowSeconds: week) == .tooOld)
    }

    @Test(arguments: Intent.Kind.allCases.filter(\.answersNudge).map(FollowUp.Status.answered))
    func anAnsweredNudge_takesNoMore(_ status: FollowUp.Status) {
        #expect(ReplyStanding.followUp(facts(status), now: sent.adding(seconds: 3600), windowSeconds: week) == .alreadyAnswered)
    }

    @Test func aNudgeClosedBySilence_isAnsweredLate_whileNothingHappenedToItsGoal() {
        let now = sent.adding(seconds: 86_400)
        for status in [FollowUp.Status.unanswered, .failed] {
            #expect(ReplyStanding.followUp(facts(status), now: now, windowSeconds: week) == nil)
            #expect(ReplyStanding.followUp(facts(status, latest: false), now: now, windowSeconds: week) == .alreadyAnswered)
            #expect(ReplyStanding.followUp(facts(status, settled: true), now: now, windowSeconds: week) == .alreadyAnswered)
            #expect(ReplyStanding.followUp(facts(status, touched: true), now: now, windowSeconds: week) == .alreadyAnswered)
            #expect(ReplyStanding.followUp(facts(status, answered: true), now: now, windowSeconds: week) == .alreadyAnswered)
        }
    }

    @Test func aDigestLine_actsIfListed_open_andRecent() {
        let now = sent.adding(seconds: 3600)
        #expect(ReplyStanding.digestItem(listed: true, answered: false, madeAt: sent, now: now, windowSeconds: week) == nil)
        #expect(ReplyStanding.digestItem(listed: false, answered: false, madeAt: sent, now: now, windowSeconds: week) == .notListed)
        #expect(ReplyStanding.digestItem(listed: true, answered: true, madeAt: sent, now: now, windowSeconds: week) == .alreadyAnswered)
        #expect(
            ReplyStanding.digestItem(
                listed: true, answered: false, madeAt: sent, now: sent.adding(seconds: 8 * 86_400), windowSeconds: week)
                == .tooOld)
    }

    @Test func eachRefusal_isSaidInEachLanguage() {
        for language in Language.allCases {
            let said = ReplyRefusal.allCases.map(language.words.replyRefused)
            #expect(Set(said).count == ReplyRefusal.allCases.count, "\(language)")
            #expect(said.allSatisfy { !$0.isEmpty && $0.count < 140 }, "\(language)")
        }
    }
}
