import MyndCore
import MyndTestSupport
import Testing

/// People's names, wherever they appear in text sent to Claude, become "a person" (or the
/// role of someone saved as a role and a name); role words are not names.
@Suite(.timed) struct PrivacyMaskTests {
    static let mask = PrivacyMask(people: [
        "Dr. Amira Haddad, my therapist, +44 7700 900123", "Lucía Fernández", "Neighbour Ana, who has a spare spade",
        "Will Turner", "mom", "Jean-Luc (cousin)", "王伟",
    ])

    @Test(arguments: [
        ("Ask Dr. Amira Haddad about the sleep diary", "Ask a person about the sleep diary"),
        ("First: Dr. Amira Haddad, my th…", "First: a person"),
        ("In the way: Dr. Amira Haddad, my therapist, +44 7700 900123.", "In the way: a person."),
        ("Holding up “Sleep”: Dr. Amira Haddad, my therapist, +44… Worth a look?", "Holding up “Sleep”: a person Worth a look?"),
        ("Ask Neighbour Ana, who has a spare spade", "Ask a person"),
        ("Haddad said to keep a log", "a person said to keep a log"),
        ("Coffee with Lucía on Friday", "Coffee with a person on Friday"),
        ("coffee with lucia fernandez", "coffee with a person"),
        ("Lucía's birthday present", "a person's birthday present"),
        ("It has been 5 weeks since you were in touch with Lucía Fernández.", "It has been 5 weeks since you were in touch with a person."),
        ("Borrow the spade from Ana", "Borrow the spade from a person"),
        ("Call mom on Sunday", "Call mom on Sunday"),
        ("Will Turner owes me a book", "a person owes me a book"),
        ("Dinner with Jean-Luc", "Dinner with the cousin"),
        ("Ask Jean about it", "Ask the cousin about it"),
        ("给王伟打电话", "给a person打电话"),
        ("Call Amira: +44 7700 900123", "Call a person: [phone]"),
    ])
    func names_becomeAPerson(text: String, masked: String) {
        #expect(Self.mask.masked(text) == masked)
    }

    @Test(arguments: [
        "I will plant the bulbs", "Plant the bulbs in may", "Plant the bulbs before the frost", "Fix the bike", "Analyse the data",
        "Banana bread for the party",
    ])
    func otherWords_stay(text: String) {
        #expect(Self.mask.masked(text) == text, "small words that are also names stay unless written as names")
    }

    @Test func aSmallWordWrittenAsAName_isAName() {
        #expect(Self.mask.masked("Will said yes") == "a person said yes")
    }

    @Test(arguments: [
        ("Dr. Amira Haddad, my therapist, +44 7700 900123", ["amira", "haddad"]),
        ("Neighbour Ana, who has a spare spade", ["ana"]),
        ("Ana from work", ["ana"]),
        ("mom", []),
        ("Plumber (Hans Müller)", ["hans", "muller"]),
        ("Hans Müller (plumber)", ["hans", "muller"]),
        ("Landlord - Gisela Brandt", ["gisela", "brandt"]),
        ("Krause, Peter", ["krause", "peter"]),
        ("Oma", []),
        ("Dr. Lee", ["lee"]),
        ("Meine Nachbarin Frau Schmidt, wohnt unten", ["schmidt"]),
        ("Kollege aus der Buchhaltung", []),
        ("Ludwig van Beethoven", ["ludwig", "beethoven"]),
        ("Will Turner", ["will", "turner"]),
        ("My therapist", []),
        ("lucia fernandez", ["lucia", "fernandez"]),
        ("ana from work", ["ana"]),
        ("Lucía Fernández", ["lucia", "fernandez"]),
        ("Jean-Luc (cousin)", ["jean-luc", "jean", "luc"]),
        ("Pedro <pedro@example.org>", ["pedro"]),
        ("+34 612 345 678", []),
    ])
    func nameWords_areReadFromTheNodesText(person: String, words: [String]) {
        #expect(PrivacyMask.nameWords(of: person) == words)
    }

    static let saved = PrivacyMask(people: [
        "Plumber (Hans Müller)", "Landlord - Gisela Brandt", "Krause, Peter", "Oma", "Dr. Lee", "Kowalski, Anna (landlady)",
    ])

    @Test(arguments: [
        ("Ask Hans about the boiler", "Ask the plumber about the boiler"),
        ("Hans Müller said Tuesday", "the plumber said Tuesday"),
        ("müller's invoice", "the plumber's invoice"),
        ("the plumber Hans will come", "the plumber will come"),
        ("Blocked by Plumber (Hans Müller)", "Blocked by the plumber"),
        ("Pay Gisela the rent", "Pay the landlord the rent"),
        ("Landlord - Gisela Brandt", "the landlord"),
        ("Return Peter Krause's ladder", "Return a person's ladder"),
        ("Krause, Peter wants the keys", "a person wants the keys"),
        ("Dr. Lee moved the appointment", "a person moved the appointment"),
        ("Lease with Anna Kowalski", "Lease with the landlady"),
    ])
    func peopleSavedWithARole_areCalledByIt(text: String, masked: String) {
        #expect(Self.saved.masked(text) == masked)
    }

    @Test(arguments: [
        "Ring the plumber", "Ring the plumber about the leak", "Ask the landlord about the deposit", "Visit Oma on Sunday",
        "Call the doctor about the knee", "The landlady wants the keys",
    ])
    func roleWords_areNotNames(text: String) {
        #expect(Self.saved.masked(text) == text)
    }

    @Test func withoutPeople_contactsAreStillMasked() {
        #expect(PrivacyMask().masked("Call Ana on 0176 12345678 or ana@example.org") == "Call Ana on [phone] or [email]")
    }
}
