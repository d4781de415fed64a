import Foundation
import MyndTestSupport
import Testing

/// A reply acts only on what is still open, and only for a while (issue 30, item 2): the
/// built `mynd` reading replies from dovecot. Everything else gets one short answer and changes
/// nothing.
@Suite(.timed, .serialized, .enabled(if: InboxScene.available, "\(InboxScene.why)"), .timeLimit(.minutes(20)))
struct InboxReplyStateTests {
    @Test func doneAfterReopen_aSecondDone_doesNotCompleteTheGoalAgain() throws {
        let scene = try InboxScene()
        let original = try scene.sendFollowUp()
        try scene.imap.append(text: "done", inReplyTo: original)
        try scene.refresh()
        #expect(try scene.goalRow()["completedAt"] as? Int == 1_795_172_400_000)
        try scene.sandbox.ok(["reopen", scene.goal.shortId], now: "2026-11-20T11:30:00Z")
        // The same answer again, from another device.
        try scene.imap.append(text: "Done!", inReplyTo: original)
        let result = try scene.refresh(at: "2026-11-20T12:00:00Z")
        #expect(try scene.goalRow()["completedAt"] is NSNull, "\(result)")
        #expect(result.stdout.contains("inbox: 0 applied, 1 not applied"), "\(result)")
        #expect(try scene.replies().last?["outcome"] as? String == "refused")
        #expect(try scene.sentTexts().contains { $0.contains("That nudge was already answered: nothing changed.") })
        #expect(try scene.answers() == ["done email"], "one answer recorded, the first")
    }

    @Test func dropOnAnAnsweredNudge_doesNotLetAReopenedGoalGo() throws {
        let scene = try InboxScene()
        let original = try scene.sendFollowUp()
        try scene.imap.append(text: "snooze 2d", inReplyTo: original)
        try scene.refresh()
        try scene.sandbox.ok(["reopen", scene.goal.shortId], now: "2026-11-20T11:30:00Z")
        try scene.imap.append(text: "drop", inReplyTo: original)
        try scene.refresh(at: "2026-11-20T12:00:00Z")
        #expect(try !scene.isDropped())
        let status = try scene.sandbox.ok(["status"], now: "2026-11-20T12:00:00Z").stdout
        #expect(status.contains("refused: that nudge was already answered"), "\(status)")
    }

    @Test(arguments: [("2027-01-19T10:00:00Z", "en"), ("2026-11-28T11:00:00Z", "en"), ("2027-01-19T10:00:00Z", "de")])
    func aReplyReadAfterTheWindow_changesNothing_andSaysSo(at: String, language: String) throws {
        let scene = try InboxScene(extra: language == "de" ? "\n[general]\nlanguage = \"de\"" : "")
        let original = try scene.sendFollowUp()
        try scene.imap.append(text: "done", inReplyTo: original)
        try scene.refresh(at: at)
        #expect(try scene.goalRow()["completedAt"] is NSNull)
        // The nudge closed as unanswered long since; nothing answered it by email.
        let answers = try scene.answers()
        #expect(!answers.contains { $0.hasSuffix(" email") }, "\(answers)")
        let said = language == "de" ? "Diese E-Mail ist zu alt, um danach zu handeln" : "That email is too old to act on: nothing changed."
        let texts = try scene.sentTexts()
        #expect(texts.contains { $0.contains(said) }, "\(texts)")
    }

    @Test func replyWindow_isTheConfigs_andABadOneIsOneLine() throws {
        let scene = try InboxScene(extra: "reply_window = \"1d\"")
        let original = try scene.sendFollowUp()
        try scene.imap.append(text: "done", inReplyTo: original)
        try scene.refresh(at: "2026-11-21T11:00:00Z")
        #expect(try scene.goalRow()["completedAt"] is NSNull, "a day and an hour after the email")
        // Within the window, a reply acts.
        let fresh = try InboxScene(extra: "reply_window = \"1d\"")
        try fresh.imap.append(text: "done", inReplyTo: try fresh.sendFollowUp())
        try fresh.refresh(at: "2026-11-21T09:00:00Z")
        #expect(try fresh.goalRow()["completedAt"] as? Int != nil)
        for bad in ["0d", "soon", "100d", "30m"] {
            try scene.configure(extra: "reply_window = \"\(bad)\"")
            let result = try scene.sandbox.run(["status"])
            #expect(result.status == 78 && result.stderrLines.count == 1, "\(bad): \(result)")
            #expect(result.stderr.contains("imap.reply_window = \"\(bad)\" is not a duration from 1h to 90d"), "\(result)")
        }
    }

    /// The digest lists the goal quiet since 16 November; one made the morning of the digest
    /// is not in it.
    @Test func aDigestReply_actsOnlyOnWhatThatDigestListed_once() throws {
        let scene = try InboxScene()
        let fresh = try scene.goalNamedByLetters("Call the plumber", now: "2026-11-21T07:30:00Z")
        try scene.email.run("digest", at: EmailScene.digestTime)
        let digest = try scene.lastMessageID()
        try scene.imap.append(text: "done \(scene.goal.shortId)\ndone \(fresh.shortId)", inReplyTo: digest)
        let result = try scene.refresh(at: "2026-11-21T09:00:00Z")
        #expect(result.stdout.contains("inbox: 1 applied, 1 not applied"), "\(result)")
        #expect(try scene.goalRow()["completedAt"] as? Int != nil)
        let plumber = try #require(try scene.sandbox.query("SELECT completedAt FROM node WHERE id = '\(fresh.id)'").first)
        #expect(plumber["completedAt"] is NSNull, "not in that digest")
        let texts = try scene.sentTexts()
        #expect(texts.contains { $0.contains("\(fresh.shortId) — That digest did not list this goal: nothing changed.") }, "\(texts)")
        // Reopened, and "done" to the same digest once more: that line is answered.
        try scene.sandbox.ok(["reopen", scene.goal.shortId], now: "2026-11-21T09:30:00Z")
        try scene.imap.append(text: "done \(scene.goal.shortId)", inReplyTo: digest)
        try scene.refresh(at: "2026-11-21T10:00:00Z")
        #expect(try scene.goalRow()["completedAt"] is NSNull)
    }
}

/// The whole line is the command (issue 30, item 3).
@Suite(.timed, .serialized, .enabled(if: InboxScene.available, "\(InboxScene.why)"), .timeLimit(.minutes(20)))
struct InboxWholeLineTests {
    static let sentences = [
        "Did you mean to send this twice?", "Done? Not even started", "Drop me a line", "Dismiss? no, I want this",
        "Let it go to voicemail", "Erledigt? Noch nicht mal angefangen", "Lass es mich wissen", "¿Hecho? Ni siquiera empecé",
        "Déjalo en la mesa", "Fait ? Pas encore commencé", "Laisse tomber la balle",
    ]

    @Test func sentencesThatStartLikeCommands_changeNothing_andAreAskedAboutOnce() throws {
        let scene = try InboxScene()
        let original = try scene.sendFollowUp()
        for sentence in Self.sentences { try scene.imap.append(text: sentence, inReplyTo: original) }
        let result = try scene.refresh()
        #expect(result.stdout.contains("inbox: 0 applied, \(Self.sentences.count) not understood"), "\(result)")
        let goal = try scene.goalRow()
        #expect(goal["completedAt"] is NSNull && goal["snoozedUntil"] is NSNull, "\(goal)")
        #expect(try !scene.isDropped())
        // Each is an answer not understood, never silence; mynd asks back once.
        #expect(try scene.answers() == Array(repeating: "unclear email", count: Self.sentences.count))
        #expect(try scene.sandbox.query("SELECT status FROM followup").first?["status"] as? String == "delivered", "not dismissed")
        #expect(try scene.sentTexts().count == 1, "asked back once")
    }

    @Test func aNudgesReply_namingAnotherGoal_isRefused_neverActsOnTheNudgesGoal() throws {
        let scene = try InboxScene()
        let other = try scene.goalNamedByLetters("Learn Spanish", now: "2026-11-20T09:00:00Z")
        try scene.imap.append(text: "done \(other.shortId)", inReplyTo: try scene.sendFollowUp())
        let result = try scene.refresh()
        #expect(result.stdout.contains("inbox: 0 applied, 1 not applied"), "\(result)")
        #expect(try scene.goalRow()["completedAt"] is NSNull)
        #expect(try scene.sandbox.query("SELECT completedAt FROM node WHERE id = '\(other.id)'").first?["completedAt"] is NSNull)
        #expect(try scene.sentTexts().contains { $0.contains("That email is about another goal: nothing changed.") })
    }

    @Test func snoozeMinus3h_isRefused_asOnTheCommandLine() throws {
        let scene = try InboxScene()
        try scene.imap.append(text: "snooze -3h", inReplyTo: try scene.sendFollowUp())
        try scene.refresh()
        #expect(try scene.goalRow()["snoozedUntil"] is NSNull)
        let texts = try scene.sentTexts()
        #expect(texts.contains { $0.contains("Not applied: snooze: that is not a time ahead") }, "\(texts)")
    }
}
