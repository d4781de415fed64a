import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

/// People who need attention: cadences as typed, who is due, who may be nudged (once a week),
/// names found in a capture, and the nudge's words.
@Suite(.timed) struct PeopleTests {
    static let now = Timestamp(millisecondsSinceEpoch: 1_795_000_000_000)

    static func contact(_ name: String, daysSince: Double, every days: Int, snoozedFor hours: Int64? = nil) -> PersonContact {
        PersonContact(
            person: Node(
                type: .person, content: name, createdAt: now.adding(seconds: -100 * 86_400),
                snoozedUntil: hours.map { now.adding(seconds: $0 * 3600) }), cadence: Cadence(days: days)!,
            lastContact: now.adding(seconds: Int64(-daysSince * 86_400)))
    }

    @Test(arguments: [("3w", 21), ("2w", 14), ("10d", 10), ("1w3d", 10), ("1d", 1), (" 2W ", 14)])
    func cadences_areDaysOrWeeks(_ text: String, _ days: Int) throws {
        #expect(try Cadence(parsing: text).days == days)
    }

    @Test(arguments: ["2h", "30m", "0d", "soon", "", "-2w", "1d2h", "20000w"])
    func otherCadences_areRefusedWithALineThatSaysWhatToType(_ text: String) {
        #expect(throws: PolicyError.badCadence(text)) { try Cadence(parsing: text) }
        #expect(PolicyError.badCadence(text).description.contains("like 10d, 2w or 3w"))
    }

    @Test func cadences_describeThemselvesInWords() {
        #expect(Cadence(days: 21)!.description == "every 3 weeks")
        #expect(Cadence(days: 7)!.description == "every week")
        #expect(Cadence(days: 1)!.description == "every day")
        #expect(Cadence(days: 10)!.description == "every 10 days")
        #expect(Cadence(days: 21)!.span == "3 weeks")
        #expect(Cadence(metadata: ["every": "14"]) == Cadence(days: 14))
        #expect(Cadence(metadata: ["every": "soon"]) == nil && Cadence(metadata: [:]) == nil)
    }

    @Test func duePeople_arePastTheirCadence_mostOverdueFirst_notSnoozed() {
        let people = [
            Self.contact("Lucía", daysSince: 20, every: 14), Self.contact("Tom", daysSince: 13.9, every: 14),
            Self.contact("Ana", daysSince: 60, every: 21), Self.contact("Ben", daysSince: 30, every: 7, snoozedFor: 5),
        ]
        #expect(PeoplePolicy.due(people, now: Self.now).map(\.person.content) == ["Ana", "Lucía"])
        #expect(Self.contact("Exactly", daysSince: 14, every: 14).isDue(at: Self.now))
    }

    /// As overdue as each other (against their own cadences): the one untouched longer, then the
    /// one known longer, then by name; never by id, which is random.
    @Test func peopleAsOverdue_goAsGoalsTie_notByTheirIds() {
        func person(_ n: Int, _ name: String, knownDays: Int64) -> PersonContact {
            let known = Self.now.adding(seconds: -knownDays * 86_400)
            let id = UUID(uuidString: "00000000-0000-4000-8000-00000000000\(n)")!
            return PersonContact(
                person: Node(
                    id: id, type: .person, content: name, createdAt: known, lastAccessedAt: Self.now.adding(seconds: -30 * 86_400)),
                cadence: Cadence(days: 14)!, lastContact: Self.now.adding(seconds: -28 * 86_400))
        }
        let due = [person(1, "Ana", knownDays: 40), person(2, "Ben", knownDays: 90), person(3, "Carla", knownDays: 40)]
        #expect(PeoplePolicy.due(due, now: Self.now).map(\.person.content) == ["Ben", "Ana", "Carla"])
        #expect(PeoplePolicy.due(due.reversed(), now: Self.now).map(\.person.content) == ["Ben", "Ana", "Carla"])
        let renumbered = [person(3, "Ana", knownDays: 40), person(2, "Ben", knownDays: 90), person(1, "Carla", knownDays: 40)]
        #expect(PeoplePolicy.due(renumbered, now: Self.now).map(\.person.content) == ["Ben", "Ana", "Carla"], "the ids do not decide")
    }

    @Test func aPerson_isNudgedAtMostOnceAWeek() {
        let lucia = Self.contact("Lucía", daysSince: 20, every: 14)
        let id = lucia.person.id
        #expect(PeoplePolicy.nudgeable([lucia], lastNudgedAt: [:], now: Self.now).count == 1)
        #expect(PeoplePolicy.nudgeable([lucia], lastNudgedAt: [id: Self.now.adding(seconds: -6 * 86_400)], now: Self.now).isEmpty)
        #expect(PeoplePolicy.nudgeable([lucia], lastNudgedAt: [id: Self.now.adding(seconds: -7 * 86_400)], now: Self.now).count == 1)
    }

    @Test func later_bringsThePersonBack_whenItEnds_withinTheWeek() {
        var lucia = Self.contact("Lucía", daysSince: 20, every: 14)
        let nudged = [lucia.person.id: Self.now.adding(seconds: -2 * 3600)]
        lucia.person.snoozedUntil = Self.now.adding(seconds: 3600)
        #expect(PeoplePolicy.due([lucia], now: Self.now).isEmpty, "snoozed")
        lucia.person.snoozedUntil = Self.now.adding(seconds: -60)
        #expect(PeoplePolicy.nudgeable(PeoplePolicy.due([lucia], now: Self.now), lastNudgedAt: nudged, now: Self.now).count == 1)
        lucia.person.snoozedUntil = Self.now.adding(seconds: -3 * 3600)
        #expect(
            PeoplePolicy.nudgeable([lucia], lastNudgedAt: nudged, now: Self.now).isEmpty, "a snooze before the nudge was answered by it")
    }

    static let people = [
        Node(type: .person, content: "Lucía Fernández", createdAt: now), Node(type: .person, content: "Tom", createdAt: now),
        Node(type: .person, content: "Ana Ruiz", createdAt: now), Node(type: .person, content: "Ana Gómez", createdAt: now),
        Node(type: .person, content: "Jean-Luc", createdAt: now),
    ]

    @Test(arguments: [
        ("Coffee with Lucía, she starts the new job in January", ["Lucía Fernández"]),
        ("coffee with LUCIA fernandez", ["Lucía Fernández"]),
        ("Tomorrow I see Tom and Jean-Luc.", ["Tom", "Jean-Luc"]),
        ("Tomatoes are ripe", []),
        ("Lunch with Ana", []),
        ("Lunch with Ana Ruiz", ["Ana Ruiz"]),
        ("Jean went home", []),
    ])
    func aCapture_mentionsPeopleByWholeName_orAnUnsharedFirstName(_ text: String, _ names: [String]) {
        let ids = NameMentions.people(mentionedIn: text, among: Self.people)
        #expect(Self.people.filter { ids.contains($0.id) }.map(\.content) == names)
    }

    static let family = [
        Node(type: .person, content: "Lucía", createdAt: now), Node(type: .person, content: "Marco", createdAt: now),
        Node(type: .person, content: "Grandma Rosa", createdAt: now), Node(type: .person, content: "Anna", createdAt: now),
        Node(type: .person, content: "Uncle Bob", createdAt: now), Node(type: .person, content: "Uncle Tim", createdAt: now),
    ]

    /// Issue 28 item 3: names in any form link to people.
    @Test(arguments: [
        ("Lucía's birthday is on Friday", ["Lucía"]),
        ("Lucia’s birthday", ["Lucía"]),
        ("Fixed Marco’s bike", ["Marco"]),
        ("Marco's bike and Lucía's cake", ["Lucía", "Marco"]),
        ("Lucías Geburtstag planen", ["Lucía"]),
        ("El cumpleaños de Lucía", ["Lucía"]),
        ("Le vélo d'Anna", ["Anna"]),
        ("Call grandma", ["Grandma Rosa"]),
        ("Grandma's recipe for the cake", ["Grandma Rosa"]),
        ("Rosa called", ["Grandma Rosa"]),
        // Two people share "uncle": the word alone names neither.
        ("Call my uncle", []),
        ("Lunch with Uncle Bob", ["Uncle Bob"]),
        ("Lucy and Marc went out", []),
    ])
    func aName_inAnyForm_linksThePerson(_ text: String, _ names: [String]) {
        let ids = NameMentions.people(mentionedIn: text, among: Self.family)
        #expect(Self.family.filter { ids.contains($0.id) }.map(\.content) == names, "\(text)")
    }

    @Test func theNudge_namesThePersonAndTheTime_inAtMost100Characters_andChangesWeekly() {
        let cadence = Cadence(days: 14)!
        let texts = (0..<4).map { PersonText.nudge(name: "Lucía", daysSince: 20, cadence: cadence, week: $0) }
        #expect(Set(texts).count == 4)
        for text in texts {
            #expect(text.contains("Lucía") && (text.contains("20 days") || text.contains("every 2 weeks")), "\(text)")
        }
        #expect(texts[0] == "It has been 20 days since you were in touch with Lucía. A short message today?")
        #expect(PersonText.nudge(name: "Lucía", daysSince: 30, cadence: cadence, week: 0).contains("4 weeks"))
        let long = PersonText.nudge(name: String(repeating: "Maximiliana ", count: 12), daysSince: 99, cadence: cadence, week: 2)
        #expect(long.count <= 100 && long.contains("Maximiliana"))
    }
}
