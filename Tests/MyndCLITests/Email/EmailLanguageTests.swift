import Foundation
import MyndTestSupport
import Testing

/// The built `mynd` writing email in the person's language to a real SMTP server (aiosmtpd),
/// read back with Python's `email` under `policy.strict`.
@Suite(
    .timed, .serialized, .enabled(if: SMTPPeer.available, "needs /usr/bin/python3 with aiosmtpd (Debian: python3-aiosmtpd) and sqlite3"),
    .timeLimit(.minutes(20)))
struct EmailLanguageTests {
    @Test func digest_forAGermanLocale_hasGermanHeadings_aGermanDate_andParsesStrictly() throws {
        let scene = try EmailScene(goal: "Steuererklärung abgeben")
        scene.sandbox.environment["LANG"] = "de_DE.UTF-8"
        let server = try scene.server()
        try scene.configure(url: "smtp://127.0.0.1:\(server.port)")
        let run = try scene.run("digest", at: EmailScene.digestTime)
        #expect(run.stdout.hasPrefix("digest: ran, 1 planned, 1 delivered"), "the command's own words stay English: \(run)")

        let mail = try #require(try server.received().first)
        let read = try ReadEmail.parse(mail.message)
        #expect(read.defects == [])
        #expect(read.ascii && read.bareLineFeeds == 0 && read.longLines[1] == 0)
        #expect(read.header("Subject") == ["Guten Morgen – Samstag, 21. November"])
        #expect(read.header("Date") == ["Sat, 21 Nov 2026 08:00:00 +0000"], "RFC 5322's own date stays as the standard has it")
        let text = try #require(read.parts.first?.text)
        #expect(text.hasPrefix("„Steuererklärung abgeben“ ruht seit 4 Tagen. Heute ein kleiner Schritt?\n"), "\(text)")
        #expect(text.contains("\nHeute\n  ") && text.contains("  Steuererklärung abgeben · ruht seit 4 Tagen\n"), "\(text)")
        #expect(text.contains("Im Terminal: mynd done ID · mynd step ID · mynd snooze ID 2d"), "\(text)")
        #expect(text.contains("mynd, der Helfer, der deine Ziele im Blick behält."), "\(text)")
        for english in ["Today", "quiet", "Answer", "Good morning", "Saturday", "November 21"] {
            #expect(!text.contains(english), "no English: \(english)")
        }
        let html = try #require(read.parts.last?.text)
        #expect(html.contains("<html lang=\"de\">") && html.contains(">Heute</h3>"), "\(html)")
    }

    /// `[general] language` wins over the locale; a goal in another language is quoted, not
    /// mixed in.
    @Test func followUp_forASpanishConfig_isSpanish_whateverTheLocale() throws {
        let scene = try EmailScene(goal: "Plant the spring bulbs")
        scene.sandbox.environment["LANG"] = "de_DE.UTF-8"
        let server = try scene.server()
        try scene.configure(url: "smtp://127.0.0.1:\(server.port)", extra: "\n[general]\nlanguage = \"es\"")
        try scene.run("refresh", at: EmailScene.refreshTime)
        let mail = try #require(try server.received().first)
        let read = try ReadEmail.parse(mail.message)
        #expect(read.defects == [])
        #expect(read.header("Subject") == ["Plant the spring bulbs"], "an email's subject is the goal")
        let text = try #require(read.parts.first?.text)
        let nudge = try #require(text.split(separator: "\n").first.map(String.init))
        #expect(nudge.contains("«Plant the spring bulbs»"), "\(nudge)")
        #expect(text.contains("\nObjetivo: Plant the spring bulbs\n") && text.contains("\nDesde un terminal:\n"), "\(text)")
        #expect(text.contains("  Hecho              mynd done \(scene.goal.shortId)"), "\(text)")
        #expect(read.parts.last?.text.contains("<html lang=\"es\">") == true)
    }
}
