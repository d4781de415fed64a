import Foundation
import MyndTestSupport
import Testing

/// What a follow-up email offers as answers (issue 28 items 1 and 5), through the built binary
/// and a real SMTP server (aiosmtpd): a goal's nudge offers *Did a step* in every language; a
/// person's nudge speaks of the person (no "Goal:"), answered with *Reached out* or *Later*.
@Suite(
    .timed, .serialized, .enabled(if: SMTPPeer.available, "needs /usr/bin/python3 with aiosmtpd (Debian: python3-aiosmtpd) and sqlite3"),
    .timeLimit(.minutes(20)))
struct EmailAnswersOfferedTests {
    /// The text part of the one email a refresh sends in `language`.
    private func followUpText(language: String, person: Bool = false) throws -> (text: String, html: String, id: String) {
        let scene = try EmailScene()
        let server = try scene.server()
        try scene.configure(
            url: "smtp://127.0.0.1:\(server.port)",
            extra: "\n[general]\nlanguage = \"\(language)\"\n[imap]\nurl = \"imap://127.0.0.1:9/INBOX\"\nusername = \"me\"")
        var id = scene.goal.shortId
        if person {
            // Only the person is due: the goal is done.
            try scene.sandbox.ok(["done", scene.goal.id], now: "2026-11-16T09:00:00Z")
            id = try scene.sandbox.json(
                NodeView.self, ["add", "person", "Marco Rossi", "--every", "2w", "--json"], now: "2026-11-01T09:00:00Z"
            ).shortId
        }
        try scene.run("refresh", at: EmailScene.refreshTime)
        let mail = try #require(try server.received().first, "no email was sent")
        let read = try ReadEmail.parse(mail.message)
        #expect(read.defects == [])
        return (try #require(read.parts.first?.text), try #require(read.parts.last?.text), id)
    }

    @Test(arguments: [
        ("en", "Did a step         mynd step", "done, did a step, later or snooze 2d"),
        ("de", "Schritt gemacht    mynd step", "erledigt, Schritt gemacht, später oder schlummern 2 Tage"),
        ("es", "Di un paso         mynd step", "hecho, di un paso, más tarde o posponer 2 días"),
        ("fr", "J’ai avancé        mynd step", "fait, j’ai avancé, plus tard ou reporter 2 jours"),
    ])
    func aGoalsNudge_offersDidAStep_inEveryLanguage(_ language: String, _ line: String, _ reply: String) throws {
        let (text, html, id) = try followUpText(language: language)
        #expect(text.contains("  \(line) \(id)\n"), "\(text)")
        #expect(text.contains(reply), "the reply words name it too: \(text)")
        #expect(html.contains("<code>mynd step \(id)</code>"), "\(html)")
    }

    @Test(arguments: [
        ("en", "Reached out        mynd done", "reached out or later", "Goal"),
        ("de", "Gemeldet           mynd done", "gemeldet oder später", "Ziel"),
        ("es", "Ya le escribí      mynd done", "ya le escribí o más tarde", "Objetivo"),
        ("fr", "Contact pris       mynd done", "contact pris ou plus tard", "Objectif"),
    ])
    func aPersonsNudge_speaksOfThePerson_withReachedOutAndLater(
        _ language: String, _ line: String, _ reply: String, _ goalWord: String
    ) throws {
        let (text, html, id) = try followUpText(language: language, person: true)
        #expect(text.contains("Marco Rossi"), "\(text)")
        #expect(text.contains("  \(line) \(id)\n"), "\(text)")
        #expect(text.contains(reply), "\(text)")
        #expect(!text.contains("\(goalWord):"), "no \(goalWord): in a person's nudge: \(text)")
        #expect(!html.contains("<strong>\(goalWord)"), "\(html)")
        #expect(!text.contains("mynd step") && !text.contains("mynd show"), "\(text)")
    }
}
