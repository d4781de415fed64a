import Foundation
import MyndTestSupport
import Testing

/// A German person's replies, read from a real IMAP server (dovecot): "erledigt" completes
/// the goal, "schlummern 2 Tage" snoozes it, and a reply mynd cannot read is answered in German.
@Suite(.timed, .serialized, .enabled(if: InboxScene.available, "\(InboxScene.why)"), .timeLimit(.minutes(20)))
struct InboxLanguageTests {
    static func germanScene() throws -> InboxScene {
        let scene = try InboxScene()
        scene.sandbox.environment["LANG"] = "de_DE.UTF-8"
        return scene
    }

    @Test func erledigt_completesTheGoal_throughDovecot() throws {
        let scene = try Self.germanScene()
        let original = try scene.sendFollowUp()
        let text = String(decoding: try #require(try scene.smtp.received().last).message, as: UTF8.self)
        #expect(
            text.contains("Antworte erledigt, Schritt gemacht, sp=C3=A4ter oder schlummern 2 Tage"),
            "the follow-up says how to answer, in German")
        try scene.imap.append(text: "Erledigt!", inReplyTo: original)

        let result = try scene.refresh()
        #expect(result.status == 0)
        #expect(try scene.goalRow()["completedAt"] as? Int == 1_795_172_400_000, "\(result)")
        #expect(try scene.answers() == ["done email"])
        #expect(try scene.imap.flags()[1]?.sorted() == ["$MyndDone", "\\Seen"])
    }

    @Test(arguments: ["schlummern 2 Tage", "Schlummern, 2 Tage bitte"])
    func schlummern2Tage_snoozesTwoDays(_ reply: String) throws {
        let scene = try Self.germanScene()
        try scene.imap.append(text: reply, inReplyTo: try scene.sendFollowUp())
        try scene.refresh()
        // 11:00 plus two days.
        let replies = try scene.replies()
        #expect(try scene.goalRow()["snoozedUntil"] as? Int == 1_795_345_200_000, "\(replies)")
        #expect(try scene.answers() == ["snooze email"])
    }

    /// With `[imap] confirm`, "Schritt gemacht" is a step on the goal, and the confirmation
    /// says so in German (its HTML part too), while `mynd status` keeps the CLI's English.
    @Test func schrittGemacht_isAStep_andConfirmedInGerman() throws {
        let scene = try InboxScene(extra: "confirm = true")
        scene.sandbox.environment["LANG"] = "de_DE.UTF-8"
        try scene.imap.append(text: "Schritt gemacht!", inReplyTo: try scene.sendFollowUp())
        try scene.refresh()
        #expect(try scene.answers() == ["step email"])
        let sent = try scene.smtp.received()
        #expect(sent.count == 2, "the follow-up and the confirmation")
        let confirmation = try ReadEmail.parse(try #require(sent.last).message)
        #expect(confirmation.defects == [])
        let text = try #require(confirmation.parts.first?.text)
        #expect(text.hasPrefix("Ein Schritt bei ") && text.hasSuffix(": Plant the spring bulbs"), "\(text)")
        #expect(confirmation.parts.last?.text.contains("<html lang=\"de\">") == true)
        let status = try scene.sandbox.ok(["status"], now: "2026-11-20T11:05:00Z").stdout
        #expect(status.contains(": applied: a step on "), "\(status)")
    }

    @Test func aReplyMyndCannotRead_isAnsweredInGerman() throws {
        let scene = try Self.germanScene()
        try scene.imap.append(text: "Welcher Garten?", inReplyTo: try scene.sendFollowUp())
        try scene.refresh()
        let sent = try scene.smtp.received()
        #expect(sent.count == 2, "the follow-up and one answer")
        let answer = try ReadEmail.parse(try #require(sent.last).message)
        #expect(answer.defects == [])
        // Under the reply's own subject, so the two thread.
        #expect(answer.header("Subject") == ["Re: Plant the spring bulbs"])
        let body = try #require(answer.parts.first?.text)
        #expect(
            body.contains("Ich war mir nicht sicher, was du mit „Welcher Garten?“ meinst, und habe nichts geändert."), "\(body)")
        #expect(body.contains("am Montag um 9"), "the words it does understand, in German: \(body)")
    }
}
