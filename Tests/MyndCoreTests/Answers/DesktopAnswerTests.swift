import Foundation
import MyndCore
import MyndTestSupport
import Testing

private let goal = UUID(uuidString: "3F2A0000-0000-4000-8000-000000000001")!
private let followUp = UUID(uuidString: "0F0F0000-0000-4000-8000-000000000002")!
/// What *Later* means: `snooze_default` from the answer, or the next day.
private let later = Later(
    soon: utc("2026-11-22T10:00:00Z"), nextDay: utc("2026-11-23T09:00:00Z"), dayStart: utc("2026-11-22T00:00:00Z"),
    dayEnd: utc("2026-11-23T00:00:00Z"))

private func shown(_ kind: OutboxItem.Kind = .followup, action: String? = nil) -> ShownNotification {
    ShownNotification(
        outboxId: 1, serverId: 7, server: ":1.4", kind: kind,
        ref: kind == .followup ? followUp.uuidString.lowercased() : "2026-11-22", withActions: true, sender: .agent,
        shownAt: utc("2026-11-22T09:00:00Z"), action: action)
}

@Suite(.timed) struct DesktopAnswerTests {
    @Test func later_snoozesTheGoal_andIHandledIt_completesIt() {
        #expect(
            DesktopAnswer.decide(.action(key: "snooze"), for: shown(), goal: goal, later: later) == .intent(.later(goal, later)))
        #expect(DesktopAnswer.decide(.action(key: "done"), for: shown(), goal: goal, later: later) == .intent(.complete(goal)))
    }

    @Test func click_opensTheGoal_orTheDigest() {
        #expect(DesktopAnswer.decide(.action(key: "default"), for: shown(), goal: goal, later: later) == .openGoal(goal))
        #expect(
            DesktopAnswer.decide(.action(key: "default"), for: shown(.digest), goal: nil, later: later)
                == .openDigest(date: "2026-11-22"))
    }

    @Test func closedByThePerson_withoutAnAnswer_dismissesTheFollowUp() {
        #expect(DesktopAnswer.decide(.closed(reason: 2), for: shown(), goal: goal, later: later) == .intent(.dismiss(followUp: followUp)))
    }

    @Test func expiredUnread_isNoAnswer_theNudgeStaysOpen() {
        #expect(
            DesktopAnswer.decide(.closed(reason: 1), for: shown(), goal: goal, later: later)
                == .expired(followUp: UUID(uuidString: shown().ref)!))
        #expect(DesktopAnswer.decide(.closed(reason: 1), for: shown(action: "done"), goal: goal, later: later) == .recordOnly("expired"))
    }

    @Test func keepAndLetItGo_areTheAskingNudgesAnswers() {
        #expect(DesktopAnswer.decide(.action(key: "keep"), for: shown(), goal: goal, later: later) == .intent(.keep(goal)))
        #expect(DesktopAnswer.decide(.action(key: "drop"), for: shown(), goal: goal, later: later) == .intent(.drop(goal)))
        #expect(DesktopAction.offered(for: .followup, asking: true).map(\.rawValue) == ["default", "keep", "drop"])
        #expect(DesktopAction.answer(.drop).label(for: .followup) == "Let it go")
    }

    @Test func aNudgeAboutAPerson_offersReachedOut_whichIsDone() {
        #expect(DesktopAction.answer(.complete).label(for: .followup, person: true) == "Reached out")
        #expect(DesktopAction.answer(.complete).label(for: .followup) == "I handled it")
        #expect(DesktopAnswer.decide(.action(key: "done"), for: shown(), goal: goal, later: later) == .intent(.complete(goal)))
    }

    @Test(arguments: [UInt32(3), 4, 99])
    func closedOtherwise_isOnlyRecorded(reason: UInt32) {
        #expect(
            DesktopAnswer.decide(.closed(reason: reason), for: shown(), goal: goal, later: later)
                == .recordOnly("closed (reason \(reason))"))
    }

    @Test func closeAfterAnAnswer_isTheServerTidyingUp_notADismissal() {
        for action in ["snooze", "done"] {
            let answer = DesktopAnswer.decide(.closed(reason: 2), for: shown(action: action), goal: goal, later: later)
            #expect(answer == .recordOnly("closed after \(action)"))
        }
    }

    @Test func closeAfterOpening_dismisses_sinceOpeningAnswersNothing() {
        #expect(
            DesktopAnswer.decide(.closed(reason: 2), for: shown(action: "default"), goal: goal, later: later)
                == .intent(.dismiss(followUp: followUp)))
    }

    @Test func aSecondSnoozeOrDone_onAResidentNotification_countsOnce() {
        #expect(
            DesktopAnswer.decide(.action(key: "done"), for: shown(action: "snooze"), goal: goal, later: later)
                == .recordOnly("already answered with snooze"))
        #expect(
            DesktopAnswer.decide(.action(key: "snooze"), for: shown(action: "done"), goal: goal, later: later)
                == .recordOnly("already answered with done"))
        // Opening first does not answer it: Later still works afterwards.
        #expect(
            DesktopAnswer.decide(.action(key: "snooze"), for: shown(action: "default"), goal: goal, later: later)
                == .intent(.later(goal, later)))
    }

    @Test func unknownOrUnofferedActions_changeNothing() {
        #expect(
            DesktopAnswer.decide(.action(key: "later"), for: shown(), goal: goal, later: later)
                == .recordOnly("unknown action \"later\""))
        // A digest offers no snooze: a forged or confused key does not snooze anything.
        #expect(
            DesktopAnswer.decide(.action(key: "snooze"), for: shown(.digest), goal: goal, later: later)
                == .recordOnly("unknown action \"snooze\""))
    }

    @Test func aFollowUpThatIsGone_changesNothing() {
        #expect(
            DesktopAnswer.decide(.action(key: "done"), for: shown(), goal: nil, later: later)
                == .recordOnly("the follow-up no longer exists"))
        #expect(
            DesktopAnswer.decide(.closed(reason: 2), for: shown(), goal: nil, later: later)
                == .recordOnly("the follow-up no longer exists"))
    }

    @Test func digestClosed_isOnlyRecorded() {
        #expect(
            DesktopAnswer.decide(.closed(reason: 2), for: shown(.digest), goal: nil, later: later) == .recordOnly("digest closed"))
    }

    @Test func offeredActions_followSeed001_withDidAStepAndLaterFirst() {
        // A server that shows only a few buttons keeps the first: a step and Later.
        #expect(DesktopAction.offered(for: .followup) == [.open, .answer(.step), .answer(.snooze), .answer(.complete)])
        #expect(DesktopAction.offered(for: .digest) == [.open])
        #expect(DesktopAction.offered(for: .followup).map(\.rawValue) == ["default", "step", "snooze", "done"])
        #expect(DesktopAction.answer(.step).label(for: .followup) == "Did a step")
        #expect(DesktopAction.answer(.snooze).label(for: .followup) == "Later")
        #expect(DesktopAction.answer(.complete).label(for: .followup) == "I handled it")
    }

    @Test func didAStep_isTheStepIntent_theGoalGoesOn() {
        #expect(
            DesktopAnswer.decide(.action(key: "step"), for: shown(), goal: goal, later: later) == .intent(.step(goal, note: nil)))
        // Counted once, as the other answers.
        #expect(
            DesktopAnswer.decide(.action(key: "step"), for: shown(action: "snooze"), goal: goal, later: later)
                == .recordOnly("already answered with snooze"))
    }

    @Test func aNudgeAboutAPerson_offersReachedOutAndLater_only() {
        let offered = DesktopAction.offered(for: .followup, person: true)
        #expect(offered == [.open, .answer(.complete), .answer(.snooze)])
        #expect(offered.map { $0.label(for: .followup, person: true) } == ["Open", "Reached out", "Later"])
    }

    @Test func anExpiry_whileAway_isUnseen_whileHere_showsAgainOnce() {
        #expect(ExpiredNudge.decide(away: true, shownAgainBefore: true, later: later.soon) == .unseen)
        #expect(ExpiredNudge.decide(away: false, shownAgainBefore: false, later: later.soon) == .showAgain(at: later.soon))
        #expect(ExpiredNudge.decide(away: false, shownAgainBefore: true, later: later.soon) == .leftOff)
    }
}
