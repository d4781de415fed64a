import MyndCore
import MyndTestSupport
import Testing

/// Phone numbers and email addresses are masked before any text is sent to Claude; dates,
/// times, prices, years and ids are not.
@Suite(.timed) struct ContactMaskTests {
    @Test(arguments: [
        // International
        ("Call +34 612 345 678 about the flat", "Call [phone] about the flat"),
        ("+44 7700 900123", "[phone]"),
        ("ring +1 (555) 123-4567 tonight", "ring [phone] tonight"),
        ("+1-555-123-4567", "[phone]"),
        ("+49 (0)176 1234 5678", "[phone]"),
        ("+4917612345678", "[phone]"),
        ("+33 6 12 34 56 78", "[phone]"),
        ("0049 176 12345678", "[phone]"),
        ("+81 3-1234-5678", "[phone]"),
        // Local, with a trunk prefix or an area code
        ("(555) 123-4567", "[phone]"),
        ("0176 12345678", "[phone]"),
        ("Tel. 0176/12345678.", "Tel. [phone]."),
        ("06 12 34 56 78", "[phone]"),
        ("030 1234567", "[phone]"),
        ("555-123-4567", "[phone]"),
        ("555.123.4567", "[phone]"),
        ("1-800-555-0199", "[phone]"),
        ("555-1234", "[phone]"),
        ("Ana: 612345678, after 6", "Ana: [phone], after 6"),
        ("two: 0176 12345678 and (555) 123-4567", "two: [phone] and [phone]"),
    ])
    func phoneNumbers_areMasked(text: String, masked: String) {
        #expect(ContactMask.masked(text) == masked)
    }

    @Test(arguments: [
        "Renew the passport by 2026-11-20",
        "Dentist on 20.11.2026 at 14:30",
        "Meeting 11/20/2026, 9:00-10:30",
        "from 2026-11-20 10:00 to 12:00",
        "2026-11-20T10:00:00Z",
        "Save $1,299.00 for the bike",
        "The course costs 1.299,00 €",
        "Budget: 12 500 000 € for the house",
        "$ 1 234 567 for the roof",
        "EUR 1 250 000",
        "Run 10 000 steps a day",
        "Plant 250 bulbs in 2026",
        "Read in 2025 2026 2027",
        "Seasons 2024-2025",
        "Goal 3f2a blocks 9c1e",
        "id 3f2a1b2c-1234-5678-9abc-def012345678",
        "Lose 2.5 kg by May",
        "Pi is 3.14159265",
        "The router is 192.168.1.10",
        "Upgrade to Haiku 5.5",
        "Twice a week, 3x 20 minutes",
        "Take 12h to rest",
        "Ticket #123456789",
        "Call mom at 7pm",
        "40% done",
    ])
    func datesTimesPricesYearsAndIds_stay(text: String) {
        #expect(ContactMask.masked(text) == text)
    }

    @Test(arguments: [
        ("Write to ana.lopez@example.org today", "Write to [email] today"),
        ("ANA+mynd@Mail.Example.co.uk.", "[email]."),
        ("lucía@correo.es, pedro_2@x.io", "[email], [email]"),
        ("me@localhost", "me@localhost"),
        ("@ana on the forum", "@ana on the forum"),
    ])
    func emailAddresses_areMasked(text: String, masked: String) {
        #expect(ContactMask.masked(text) == masked)
    }

    @Test func anEmailWithDigits_isOneAddress_notAPhone() {
        #expect(ContactMask.masked("ana.0176123456@example.org") == "[email]")
    }
}
