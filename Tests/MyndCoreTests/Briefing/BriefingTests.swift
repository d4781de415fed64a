import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

/// The morning briefing composed from facts: sections in reading order, at most three items
/// each with "+N more", ids on every item, and the empty and nothing-new states.
@Suite(.timed) struct BriefingTests {
    static let zone = LocalTime(timeZone: TimeZone(identifier: "Europe/Berlin")!)
    static let now = zone.instant(year: 2026, month: 11, day: 24, hour: 7, minute: 0)

    static func goal(_ text: String, _ id: String, daysQuiet: Int = 5, next: String? = nil, blocker: String? = nil) -> BriefingFacts.Goal {
        BriefingFacts.Goal(
            node: Node(type: .goal, content: text, createdAt: now.adding(seconds: -Int64(daysQuiet) * 86_400)), shortId: id,
            nextAction: next, blocker: blocker)
    }

    static func person(_ name: String, daysSince: Int, every days: Int) -> PersonContact {
        PersonContact(
            person: Node(type: .person, content: name, createdAt: now.adding(seconds: -90 * 86_400)), cadence: Cadence(days: days)!,
            lastContact: now.adding(seconds: -Int64(daysSince) * 86_400))
    }

    static func realistic() -> BriefingFacts {
        var facts = BriefingFacts()
        facts.quiet = [
            goal("Plant the garden", "3f2a", next: "Buy seeds"), goal("Renew passport", "81c0", blocker: "Find the birth certificate"),
            goal("Call grandma", "0b7d", daysQuiet: 9), goal("Learn Spanish", "c4e1"), goal("Fix the bike", "9a02"),
        ]
        facts.comingBack = [(goal("Book the dentist", "77aa"), now.adding(seconds: 5 * 3600))]
        facts.waiting = [(goal("Write to the landlord", "12bc"), now.adding(seconds: -20 * 3600))]
        facts.done = [goal("File the taxes", "5d5d")]
        facts.blocked = [facts.quiet[1], goal("Move house", "e0e0", blocker: "Sign lease")]
        facts.people = [(person("Lucía", daysSince: 20, every: 14), "aa11"), (person("Tom", daysSince: 30, every: 21), "bb22")]
        facts.activeGoals = 9
        facts.peopleWithCadence = 2
        return facts
    }

    @Test func aRealisticGraph_hasEverySection_inReadingOrder_withIds() {
        let briefing = Briefing.compose(Self.realistic(), now: Self.now, zone: Self.zone)
        #expect(briefing.state == .news)
        #expect(
            briefing.sections.map(\.heading) == [
                "Today", "Coming back today", "Unanswered nudges", "Done since the last digest", "Blocked", "People",
            ])
        for section in briefing.sections {
            #expect(!section.items.isEmpty && section.items.allSatisfy { $0.shortId.count >= 4 }, "\(section.heading)")
        }
        let today = briefing.sections[0]
        #expect(
            today.items.map(\.text) == [
                "Plant the garden · next: Buy seeds", "Renew passport · blocked by: Find the birth certificate",
                "Call grandma · quiet 9 days",
            ])
        #expect(today.more == 2 && today.moreCommand == "mynd list --stale")
        #expect(briefing.sections[1].items[0].text == "Book the dentist · at 12:00")
        #expect(briefing.sections[2].items[0].text == "Write to the landlord · 20 hours ago")
        // A goal Today names with its blocker is not listed again under Blocked.
        #expect(briefing.sections[4].items.map(\.shortId) == ["e0e0"])
        #expect(
            briefing.sections[5].items.map(\.text) == [
                "Lucía · last in touch 20 days ago (every 2 weeks)", "Tom · last in touch 30 days ago (every 3 weeks)",
            ])
    }

    /// Issue 28 item 6: a goal waiting for an answer is listed under "Unanswered nudges" only,
    /// not again under Today or Blocked.
    @Test func aGoalIsInOneSectionOnly_waitingWins() {
        var facts = Self.realistic()
        let asked = facts.quiet[0]
        facts.waiting = [(asked, Self.now.adding(seconds: -3600)), (facts.blocked[1], Self.now.adding(seconds: -7200))]
        let briefing = Briefing.compose(facts, now: Self.now, zone: Self.zone)
        let ids = briefing.sections.flatMap { $0.items.map(\.shortId) }
        #expect(ids.count == Set(ids).count, "\(briefing.sections)")
        let waiting = briefing.sections.first { $0.heading == "Unanswered nudges" }
        #expect(waiting?.items.map(\.shortId) == ["3f2a", "e0e0"])
        #expect(briefing.sections[0].items.map(\.shortId) == ["81c0", "0b7d", "c4e1"], "the next quiet goals move up")
        #expect(briefing.sections[0].more == 1)
        #expect(!briefing.sections.contains { $0.heading == "Blocked" }, "its only goal waits for an answer")
    }

    @Test func aSectionShowsThree_andCountsTheRest() {
        var facts = BriefingFacts()
        facts.activeGoals = 8
        facts.done = (1...8).map { Self.goal("Done \($0)", "d00\($0)") }
        let done = Briefing.compose(facts, now: Self.now, zone: Self.zone).sections[0]
        #expect(done.items.count == 3 && done.more == 5)
    }

    @Test func longGoals_areCutAtAWordBoundary() {
        var facts = BriefingFacts()
        facts.activeGoals = 1
        facts.quiet = [
            Self.goal(
                String(repeating: "Learn enough Spanish to order dinner ", count: 3), "3f2a", next: "Email Maria for last year's notes")
        ]
        let text = Briefing.compose(facts, now: Self.now, zone: Self.zone).sections[0].items[0].text
        let goalPart = text.components(separatedBy: " · ")[0]
        #expect(goalPart.count <= Briefing.partLength + 1)
        #expect(goalPart.hasSuffix("…"))
        #expect(!goalPart.dropLast().hasSuffix(" "))
        #expect(text.hasSuffix("next: Email Maria for last year's notes"))
    }

    @Test func anEmptyGraph_saysHowToStart_andAGraphWithNothingNew_saysSo() {
        #expect(Briefing.compose(BriefingFacts(), now: Self.now, zone: Self.zone).state == .empty)
        var fresh = BriefingFacts()
        fresh.activeGoals = 3
        let briefing = Briefing.compose(fresh, now: Self.now, zone: Self.zone)
        #expect(briefing.state == .nothingNew && briefing.sections.isEmpty)
        var onlyPeople = BriefingFacts()
        onlyPeople.peopleWithCadence = 1
        #expect(Briefing.compose(onlyPeople, now: Self.now, zone: Self.zone).state == .nothingNew)
    }

    @Test func theNotification_showsAtMostThreeLines_theLastCountingTheRest() {
        let briefing = Briefing.compose(Self.realistic(), now: Self.now, zone: Self.zone)
        let lines = briefing.notificationLines(Briefing.notificationLines)
        #expect(lines.count == 3)
        #expect(lines[0] == "Today: Plant the garden · next: Buy seeds")
        // 3 + 2 more today, 1 coming back, 1 waiting, 1 done, 1 blocked (the other is Today's), 2 people: 11, 2 shown.
        #expect(lines[2] == "+9 more in the digest")
        var small = BriefingFacts()
        small.activeGoals = 1
        small.quiet = [Self.goal("Plant the garden", "3f2a")]
        #expect(Briefing.compose(small, now: Self.now, zone: Self.zone).notificationLines(3) == ["Today: Plant the garden · quiet 5 days"])
    }

    @Test(arguments: [
        (6, "Good morning"), (11, "Good morning"), (12, "Good afternoon"), (16, "Good afternoon"), (18, "Good evening"),
        (2, "Good evening"),
    ])
    func theGreeting_fitsTheLocalHour(_ hour: Int, _ words: String) {
        #expect(Greeting.words(hour: hour) == words)
    }

    @Test func theTitle_namesTheDay_soNoTwoMorningsShareIt() {
        var titles: [String] = []
        for day in 0..<7 {
            let wall = Self.zone.wall(at: Self.zone.adding(days: day, to: Self.now))
            let values = Greeting.titleValues(wall)
            titles.append("\(values["greeting"]!), \(values["weekday"]!) \(values["day"]!) \(values["month"]!)")
        }
        #expect(titles[0] == "Good morning, Tuesday 24 November")
        #expect(Set(titles).count == 7)
    }

    @Test func aRepeatedHeadline_isCaughtWhateverItsCaseAndSpacing() {
        #expect(Briefing.repeats("Nothing has gone quiet.", "nothing  has gone quiet"))
        #expect(!Briefing.repeats("Plant the garden is quiet.", "Call grandma is quiet."))
        #expect(!Briefing.repeats("Anything", nil))
    }
}
