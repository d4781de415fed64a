import Foundation
import MyndCore
@testable import MyndStore
import MyndTestSupport
import Testing

/// Monday 2026-11-23 in Berlin.
private let berlin = LocalTime(timeZone: TimeZone(identifier: "Europe/Berlin")!)
private func monday(_ hour: Int, _ minute: Int = 0) -> Timestamp {
    berlin.instant(year: 2026, month: 11, day: 23, hour: hour, minute: minute)
}

private func later(at now: Timestamp) -> Later {
    var parser = WhenParser(now: now, zone: berlin)
    parser.usualHour = [false: 8]
    return parser.later(DurationText(seconds: 3600))
}

/// A goal five days idle, nudged on the terminal at 08:00: a snooze is an answer to its nudge.
private func nudgedGoal(_ content: String, in store: GraphStore) throws -> Node {
    let goal = Node(type: .goal, content: content, createdAt: monday(8).adding(seconds: -5 * 86_400))
    try store.add(goal)
    let followUp = FollowUp(goalId: goal.id, text: "Still on \(content)?", source: .fallback, plannedAt: monday(8))
    let row = OutboxItem(
        kind: .followup, ref: followUp.id.lowercasedString, channel: .terminal, title: content, body: followUp.text,
        notBefore: monday(8), createdAt: monday(8))
    _ = try store.recordPlanned([(followUp, [row])])
    for item in try store.dueOutbox(channels: [.terminal], at: monday(8)) { try store.markSent(item, at: monday(8)) }
    return goal
}

/// The store counts a day's Laters from the answers it keeps: the third of a day brings the
/// goal back the next day at the person's hour, and the next day starts the count over.
@Suite(.timed, .timeLimit(.minutes(20))) struct LaterStoreTests {
    @Test func theThirdLaterOfADay_bringsTheGoalBackTheNextDay() throws {
        let store = try GraphStore.inMemory()
        let goal = try nudgedGoal("Tidy the garage", in: store)
        for hour in [9, 10] {
            let outcome = try store.apply(.later(goal.id, later(at: monday(hour))), via: .email, at: monday(hour))
            #expect(outcome.node?.snoozedUntil == monday(hour + 1))
            #expect(!outcome.laterNextDay)
        }
        let third = try store.apply(.later(goal.id, later(at: monday(11))), via: .desktop, at: monday(11))
        #expect(third.laterNextDay)
        #expect(third.node?.snoozedUntil == berlin.instant(year: 2026, month: 11, day: 24, hour: 8, minute: 0))
        #expect(try store.answers(for: goal.id).filter { $0.kind == .given(.snooze) }.count == 3)
        // The next day counts its own.
        let tuesday = berlin.instant(year: 2026, month: 11, day: 24, hour: 8, minute: 5)
        let next = try store.apply(.later(goal.id, later(at: tuesday)), via: .cli, at: tuesday)
        #expect(!next.laterNextDay)
        #expect(next.node?.snoozedUntil == tuesday.adding(seconds: 3600))
    }

    @Test func aSnoozeToAnotherDay_isNoReturnToday_andAnotherGoalsLatersAreItsOwn() throws {
        let store = try GraphStore.inMemory()
        let garage = try nudgedGoal("Tidy the garage", in: store)
        let bike = try nudgedGoal("Fix the bike", in: store)
        _ = try store.apply(.later(garage.id, later(at: monday(9))), via: .cli, at: monday(9))
        _ = try store.apply(.snooze(garage.id, until: monday(9, 30).adding(seconds: 2 * 86_400)), via: .cli, at: monday(9, 30))
        _ = try store.apply(.later(bike.id, later(at: monday(10))), via: .cli, at: monday(10))
        _ = try store.apply(.later(bike.id, later(at: monday(11))), via: .cli, at: monday(11))
        let garageAgain = try store.apply(.later(garage.id, later(at: monday(12))), via: .cli, at: monday(12))
        #expect(!garageAgain.laterNextDay, "one return today: the snooze to Wednesday is none")
        #expect(garageAgain.node?.snoozedUntil == monday(13))
        let bikeThird = try store.apply(.later(bike.id, later(at: monday(12))), via: .cli, at: monday(12))
        #expect(bikeThird.laterNextDay)
    }
}
