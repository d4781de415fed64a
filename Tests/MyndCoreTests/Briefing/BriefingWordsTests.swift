import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

/// The briefing's lines as a native reader of each language reads them: a goal that waits on
/// a person says who it waits on, an unanswered nudge says how long ago it was sent (never a
/// participle that would give the person a gender), a goal on several lines is named by its
/// first, and a notification's lines carry no short id.
@Suite(.timed) struct BriefingWordsTests {
    static let zone = BriefingTests.zone
    static let now = BriefingTests.now

    static func facts() -> BriefingFacts {
        var facts = BriefingFacts()
        var party = BriefingTests.goal("Plan Sam & Alex's surprise party", "ed14", blocker: "Alex Kim")
        party.blockerIsPerson = true
        facts.quiet = [party, BriefingTests.goal("Buy a new laptop\nbudget: 1200€, needs 32GB RAM", "fd06", next: "Compare prices")]
        let lucia = Node(type: .person, content: "Lucía Fernández", createdAt: now.adding(seconds: -90 * 86_400))
        facts.waiting = [(BriefingFacts.Goal(node: lucia, shortId: "aa11"), now.adding(seconds: -21 * 3600))]
        facts.comingBack = [(BriefingTests.goal("Book the dentist", "77aa"), now.adding(seconds: 5 * 3600))]
        facts.activeGoals = 3
        return facts
    }

    @Test(arguments: [
        (Language.english, "Plan Sam & Alex's surprise party · waiting on Alex Kim", "Lucía Fernández · 21 hours ago", "at 12:00"),
        (.german, "Plan Sam & Alex's surprise party · wartet auf Alex Kim", "Lucía Fernández · vor 21 Stunden", "um 12:00 Uhr"),
        (.spanish, "Plan Sam & Alex's surprise party · pendiente de Alex Kim", "Lucía Fernández · hace 21 horas", "a las 12:00"),
        (.french, "Plan Sam & Alex's surprise party · en attente d’Alex Kim", "Lucía Fernández · il y a 21 heures", "à 12:00"),
    ])
    func aPersonIsWaitedOn_andTheUnansweredSaysWhen(_ language: Language, person: String, waiting: String, back: String) {
        let briefing = Briefing.compose(Self.facts(), now: Self.now, zone: Self.zone, in: language)
        let texts = briefing.sections.flatMap(\.items).map(\.text)
        #expect(texts.contains(person), "\(texts)")
        #expect(texts.contains(waiting), "\(texts)")
        #expect(texts.contains("Book the dentist · \(back)"), "\(texts)")
        // The first line names the goal; the budget line is detail.
        #expect(texts.contains { $0.hasPrefix("Buy a new laptop · ") } && !texts.contains { $0.contains("budget") }, "\(texts)")
        #expect(!texts.joined().contains("blocked by") && !texts.joined().contains("blockiert"), "\(texts)")
        let lines = briefing.notificationLines(10, in: language)
        for id in ["ed14", "fd06", "aa11", "77aa"] { #expect(!lines.joined().contains(id), "\(lines)") }
        #expect(lines.allSatisfy { !$0.contains("\n") && !$0.contains("&amp;") }, "\(lines)")
        if language == .french {
            #expect(lines.allSatisfy { $0.contains("\u{202F}:") && !$0.contains(" :") }, "\(lines)")
        }
    }

    @Test func justNow_isSaidAsEachLanguageSaysIt() {
        let said = Language.allCases.map { $0.words.lineNudgedAgo(20) }
        #expect(said == ["just now", "gerade eben", "hace un momento", "à l’instant"])
        #expect(Language.german.words.lineNudgedAgo(3600) == "vor 1 Stunde")
        #expect(Language.english.words.lineNudgedAgo(120) == "2 minutes ago")
    }

    @Test func aPersonNudge_hasEightPhrasings_inEachLanguage() {
        for language in Language.allCases {
            let texts = (0..<8).map {
                PersonText.nudge(name: "Alex Kim", daysSince: 30, cadence: Cadence(days: 21)!, week: $0, language: language)
            }
            #expect(Set(texts).count == 8, "\(language): \(texts)")
            #expect(texts.allSatisfy { $0.contains("Alex Kim") && $0.count <= FallbackText.maximumLength }, "\(texts)")
        }
        #expect(Language.french.words.personNudges[7]("Alex", "3 semaines", "toutes les 2 semaines").contains("d’Alex"))
    }
}
