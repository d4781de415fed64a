import Foundation

/// A graph of the ways people save contacts and write about them, for the privacy tests: people
/// saved with a role and a name in every order, in a list's order, with a title, as a relation
/// only, with their numbers and addresses; goals and notes that name them, in other forms, and
/// hold phone numbers, IBANs, card numbers and street addresses. None of `secrets` may reach
/// Claude; every text of `readable` must reach it as it is (role words are not names).
public enum PrivacyCorpus {
    /// A person as saved, and whether they are overdue (`--every 1w`).
    public static let people: [(text: String, overdue: Bool)] = [
        ("Plumber (Hans Müller)", false), ("Landlord - Gisela Brandt", true), ("Krause, Peter", false), ("Oma", true),
        ("Dr. Lee", false), ("Dr. Amira Haddad, my therapist, +44 7700 900123", false), ("Lucía Fernández", true),
        ("Electrician: Jonas Weber, Tel:0170 1234567", false), ("Nachbarin Frau Schmidt", false), ("Mi vecina Carmen Ruiz", false),
        ("Ma voisine Claire Dubois", false), ("Zahnarzt Dr. Köhler", false), ("Babysitter Mia Schulz (Mob. 0151 2345678)", false),
        ("Tante Ingrid", true), ("Boss - Richard Hammond", false), ("Coach Sam Okafor", false),
        ("Ludwig van Houten (accountant)", false), ("Jean-Luc (cousin)", false), ("Priya Raman <priya.raman@example.net>", false),
        ("Mechanic: Tomasz Nowak, 555.1234", false), ("Ole Johansen, 867 5309", false), ("Brother Malik", false),
        ("Will Turner", false), ("Grandpa Joe", false), ("Kowalski, Anna (landlady)", true),
    ]

    /// A goal, the note related to it (nil for none), and the person who blocks it (an index
    /// into `people`, nil for none).
    public static let goals: [(goal: String, note: String?, blocker: Int?)] = [
        ("Ask Hans about the boiler", "Hans Müller said the valve is old; his mobile is +49 170 1234567", 0),
        ("Pay Gisela the rent for December", "Gisela Brandt wants it by the 3rd: IBAN DE44 5001 0517 5407 3249 31", nil),
        ("Return Peter Krause's ladder", "Peter's email is peter.krause@example.com", 2),
        ("Visit Oma on Sunday", "Oma likes the lemon cake from Hauptstraße 5, 10115 Berlin", nil),
        ("Book Dr. Lee for the knee", "Dr. Lee's practice: Tel. 030 2345678", nil),
        ("Send Amira the sleep diary", "Amira Haddad asked for two weeks of it", 5),
        ("Birthday present for Lucía", "lucia likes the shop at Calle Mayor 12, 28013 Madrid", nil),
        ("Get Jonas to fix the hall light", "Jonas,0170 9876543 after six", 7),
        ("Water Frau Schmidt's plants", "Schmidt leaves the key under the mat", nil),
        ("Return Carmen's baking dish", "Carmen Ruiz: Avda. de la Constitución 5, 41001 Sevilla", nil),
        ("Invite Claire Dubois for dinner", "Claire lives at 12 rue de la Paix, 75002 Paris", nil),
        ("Check-up with Dr. Köhler", "Köhler's office moved, new number (030) 555-0199", 11),
        ("Confirm Mia for Friday evening", "Mia Schulz Mob.:0151 7654321", 12),
        ("Call Tante Ingrid", "Ingrid's new number is ０１７０ ７６５４３２１", nil),
        ("Send the report to Richard Hammond", "Hammond is at 10 Downing Street, London SW1A 2AA this week", 14),
        ("Training plan from Sam", "Sam Okafor charges by card 4111 1111 1111 1111", nil),
        ("Tax papers to Ludwig van Houten", "van Houten wants the IBAN GB29 NWBK 6016 1331 9268 19 on the form", 16),
        ("Dinner with Jean-Luc", "Jean-Luc is at 1600 Pennsylvania Ave NW, Washington, DC 20500 until May", nil),
        ("Reply to Priya about the trip", "priya.raman@example.net has the tickets", 18),
        ("Car service with Tomasz", "Tomasz Nowak: 555.1234, or the shop 555-8765", 19),
        ("Return Ole's drill", "Ole Johansen, 867 5309, after work", 20),
        ("Help Malik move", "Malik pays with 5555-5555-5555-4444", 21),
        ("Borrow the canoe from Will Turner", "Turner keeps it at the lake", 22),
        ("Call Grandpa Joe", "Joe's landline is 0049 40 12345678", 23),
        ("Lease renewal with Anna Kowalski", "Anna Kowalski: Berliner Str. 12a, 80331 München", 24),
        ("Ring the plumber about the leak", "The plumber said Tuesday", nil),
        ("Ask the landlord about the deposit", "The landlord keeps the deposit in a separate account", nil),
        ("Call the dentist to move Friday", "The dentist's new number is 0221 4567890", nil),
        ("Thank the electrician", "Jonas Weber fixed it in an hour", nil),
        ("Find a babysitter for Saturday", "A babysitter for four hours", nil),
        ("Bake a cake for Oma", nil, nil),
        ("Pay the mechanic", "Tomasz wants cash, or IBAN FR14 2004 1010 0505 0001 3M02 606", nil),
        ("Transfer the deposit to DE89 3704 0044 0532 0130 00", nil, nil),
        ("Cancel the card 378282246310005", nil, nil),
        ("Send the form to 3 bis avenue Foch, 69006 Lyon", nil, nil),
        ("Parcel for Am Weg 3, 50667 Köln", nil, nil),
        ("Call the garage on (555) 123-4567", nil, nil),
        ("Text Tel:0170 1112223 about the keys", nil, nil),
        ("New number 0176/55512345 for the gym", nil, nil),
        ("Pay ES91 2100 0418 4502 0005 1332 before Monday", nil, nil),
        ("Ask my boss for Friday off", "My boss is back on Monday", nil),
        ("Sort the photos for the cousin", nil, nil),
        ("Run 10 000 steps a day", nil, nil),
        ("Renew the passport by 2026-12-20", nil, nil),
        ("Save 1 250 EUR for the bike", nil, nil),
    ]

    /// Words and numbers of the graph that must never reach Claude, as they are written there
    /// (matched as whole words; name parts in any case, with or without accents).
    public static let secrets: [String] = [
        "Hans", "Müller", "Muller", "Gisela", "Brandt", "Peter", "Krause", "Lee", "Amira", "Haddad", "Lucía", "Lucia", "Fernández",
        "Fernandez", "Jonas", "Weber", "Schmidt", "Carmen", "Ruiz", "Claire", "Dubois", "Köhler", "Kohler", "Mia", "Schulz",
        "Ingrid", "Richard", "Hammond", "Okafor", "Ludwig", "Houten", "Jean-Luc", "Priya", "Raman", "Tomasz", "Nowak",
        "Johansen", "Malik", "Turner", "Joe", "Kowalski", "Anna",
        "7700 900123", "1234567", "2345678", "9876543", "7654321", "０１７０", "７６５４３２１", "555-0199", "555.1234", "555-8765",
        "867 5309", "12345678", "1112223", "55512345", "123-4567", "DE44 5001", "5001 0517", "DE89 3704", "3704 0044", "GB29", "NWBK",
        "ES91", "2100 0418", "4111 1111", "378282246310005", "5555-5555-5555-4444", "peter.krause", "priya.raman", "example.com",
        "example.net", "4567890", "FR14", "2004 1010", "Hauptstraße", "10115", "Calle Mayor", "28013", "Constitución", "41001",
        "rue de la Paix", "75002",
        "Downing", "SW1A", "Pennsylvania", "20500", "avenue Foch", "69006", "Am Weg", "50667", "Berliner Str", "80331",
    ]

    /// Names that are also small words: only their capitalised form is a secret.
    public static let capitalisedOnly: Set<String> = ["Will", "Sam", "Ole"]

    /// Texts that must reach Claude as written: role words and relations are not names.
    public static let readable: [String] = [
        "Ring the plumber about the leak", "The plumber said Tuesday", "Ask the landlord about the deposit",
        "Call the dentist to move Friday", "Thank the electrician", "Find a babysitter for Saturday", "Bake a cake for Oma",
        "Pay the mechanic", "Visit Oma on Sunday", "Ask my boss for Friday off", "Sort the photos for the cousin",
        "Run 10 000 steps a day", "Renew the passport by 2026-12-20", "Save 1 250 EUR for the bike",
    ]

    /// How many goals, people and notes the corpus holds.
    public static var count: Int { people.count + goals.count + goals.compactMap(\.note).count }
}

extension PrivacyCorpus {
    /// The secrets found in `text`, each as a whole word: names in any case (accents as
    /// written), numbers and addresses as written, the `capitalisedOnly` names capitalised.
    public static func leaks(in text: String) -> [String] {
        let lower = text.lowercased()
        var found: [String] = []
        for secret in secrets where containsWord(lower, secret.lowercased()) { found.append(secret) }
        for name in capitalisedOnly where containsWord(text, name) { found.append(name) }
        return found
    }

    /// Whether `word` occurs in `text` with no letter or digit right before or after it.
    static func containsWord(_ text: String, _ word: String) -> Bool {
        var search = text[...]
        while let range = search.range(of: word) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            let edge = { (character: Character?) in character.map { !($0.isLetter || $0.isNumber) } ?? true }
            if edge(before) && edge(after) { return true }
            search = text[range.upperBound...]
        }
        return false
    }
}
