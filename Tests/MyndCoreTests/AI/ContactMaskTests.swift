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
        // After a label or a comma, local, in other digits
        ("Tel:0170 1234567", "Tel:[phone]"),
        ("Mob.: 0151 7654321", "Mob.: [phone]"),
        ("Mob.:0151/7654321", "Mob.:[phone]"),
        ("Jonas,0170 1234567", "Jonas,[phone]"),
        ("Call 867 5309 tonight", "Call [phone] tonight"),
        ("555.1234", "[phone]"),
        ("123 45 67", "[phone]"),
        ("０１７０ １２３４５６７", "[phone]"),
        ("＋４９ １７０ １２３４５６７", "[phone]"),
        ("Tel.0176 12345678", "Tel.[phone]"),
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
        "A town of 1 234 567 people",
        "1.234.567 visitors",
        "Grade 12,345,678",
        "Meet 20 11 2026 at noon",
        "Order 10115 boxes",
        "Walk down Main Street",
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

    @Test(arguments: [
        ("IBAN DE89 3704 0044 0532 0130 00, thanks", "IBAN [iban], thanks"),
        ("DE89370400440532013000", "[iban]"),
        ("GB29 NWBK 6016 1331 9268 19", "[iban]"),
        ("es91 2100 0418 4502 0005 1332", "[iban]"),
        ("FR14 2004 1010 0505 0001 3M02 606", "[iban]"),
        ("card 4111 1111 1111 1111 expires", "card [card] expires"),
        ("4111-1111-1111-1111", "[card]"),
        ("Amex 378282246310005", "Amex [card]"),
        ("5555 5555 5555 4444", "[card]"),
    ])
    func accounts_passingTheirCheck_areMasked(text: String, masked: String) {
        #expect(ContactMask.masked(text) == masked)
    }

    /// (What is left of the digits may still be a phone number's shape, and is masked as one.)
    @Test(arguments: [
        ("DE89 3704 0044 0532 0130 01", "[iban]"), ("4111 1111 1111 1112", "[card]"), ("AB12 CDEF GHIJ KLMN", "[iban]"),
    ])
    func accountsFailingTheirCheck_areNotTakenForOne(text: String, not label: String) {
        #expect(!ContactMask.masked(text).contains(label), "\(ContactMask.masked(text))")
    }

    @Test(arguments: [
        ("Send it to Hauptstraße 5, 10115 Berlin today", "Send it to [address] today"),
        ("Berliner Str. 12a, 80331 München", "[address]"),
        ("Am Weg 3, 50667 Köln", "[address]"),
        ("Calle Mayor 12, 28013 Madrid", "[address]"),
        ("Avda. de la Constitución 5, 41001 Sevilla", "[address]"),
        ("12 rue de la Paix, 75002 Paris", "[address]"),
        ("3 bis avenue Foch, 69006 Lyon", "[address]"),
        ("10 Downing Street, London SW1A 2AA", "[address]"),
        ("1600 Pennsylvania Ave NW, Washington, DC 20500", "[address]"),
    ])
    func streetAddressesWithAPostcode_areMasked(text: String, masked: String) {
        #expect(ContactMask.masked(text) == masked)
    }

    @Test(arguments: ["Walk down the rue de la Paix", "Paris 75002 is far", "Meet on Downing Street", "The 10115 bus"])
    func aStreetOrAPostcodeAlone_isNotAnAddress(text: String) {
        #expect(!ContactMask.masked(text).contains("[address]"))
    }
}
