import Foundation
import MyndTestSupport
import Testing

/// `EmailScene` with replies read: email goes to aiosmtpd, and `[imap]` reads a dovecot
/// started for the test, with the person's replies APPENDed as mail clients write them.
final class InboxScene {
    /// The refresh after the follow-up went out: an hour later, so the answer is not instant.
    static let answerTime = "2026-11-20T11:00:00Z"

    let email: EmailScene
    let smtp: SMTPPeer
    let imap: IMAPPeer
    var sandbox: Sandbox { email.sandbox }
    var goal: NodeView { email.goal }

    /// `imapConfig`: more lines for dovecot.conf.
    init(extra: String = "", starttls: Bool = false, imapConfig: [String] = []) throws {
        email = try EmailScene()
        smtp = try email.server()
        imap = try IMAPPeer(in: email.sandbox.root, config: imapConfig)
        email.sandbox.environment["MYND_IMAP_PASSWORD"] = IMAPPeer.password
        try configure(extra: extra, url: starttls ? imap.starttlsURL : imap.url)
    }

    /// `[smtp]` on `smtpURL` (this scene's server by default) and `[imap]` on `url`.
    func configure(extra: String = "", url: String? = nil, smtpURL: String? = nil) throws {
        try email.configure(
            url: smtpURL ?? "smtp://127.0.0.1:\(smtp.port)",
            extra: """

                [imap]
                url = "\(url ?? imap.url)"
                username = "\(IMAPPeer.user)"
                ca_file = "\(imap.certificate)"
                \(extra)
                """)
    }

    /// Runs refresh at `EmailScene.refreshTime` and returns the Message-ID of the follow-up
    /// it emailed.
    func sendFollowUp(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try email.run("refresh", at: EmailScene.refreshTime, sourceLocation: sourceLocation)
        #expect(result.stdout.hasPrefix("refresh: ran, 1 planned, 1 delivered"), "\(result)", sourceLocation: sourceLocation)
        return try lastMessageID()
    }

    /// A new goal whose short id has a letter, as most have: a reply naming an id of digits
    /// only reads it as a number (and is unclear, which changes nothing too), so a test of what
    /// a named id does needs one that reads as an id whatever the random UUID.
    func goalNamedByLetters(_ content: String, now: String) throws -> NodeView {
        var goal = try sandbox.add("goal", content, now: now)
        while goal.shortId.allSatisfy(\.isNumber) { goal = try sandbox.add("goal", content, now: now) }
        return goal
    }

    /// The Message-ID of the last email the SMTP server took.
    func lastMessageID() throws -> String {
        let mail = try #require(try smtp.received().last)
        let line = try #require(EmailScene.header("Message-ID", in: mail.message))
        return String(line.dropFirst("Message-ID: ".count))
    }

    /// The goal as the database has it now.
    func goalRow() throws -> [String: Any] {
        try #require(try sandbox.query("SELECT completedAt, snoozedUntil FROM node WHERE id = '\(goal.id)'").first)
    }

    /// The answers recorded, as "kind via".
    func answers() throws -> [String] {
        try sandbox.query("SELECT kind, via FROM answer ORDER BY id").map { "\($0["kind"] ?? "") \($0["via"] ?? "")" }
    }

    /// The plain text of each email the SMTP server took after the first `skipping`, as
    /// Python's `email` package reads it.
    func sentTexts(skipping: Int = 1) throws -> [String] {
        try smtp.received().dropFirst(skipping).map { mail in
            try ReadEmail.parse(mail.message).parts.first { $0.contentType == "text/plain" }?.text ?? ""
        }
    }

    /// Whether the goal is let go.
    func isDropped(_ id: String? = nil) throws -> Bool {
        try !sandbox.query("SELECT goalId FROM dropped WHERE goalId = '\(id ?? goal.id)'").isEmpty
    }

    func replies() throws -> [[String: Any]] {
        try sandbox.query("SELECT messageId, sender, outcome, detail FROM reply ORDER BY at, rowid")
    }

    @discardableResult
    func refresh(at now: String = InboxScene.answerTime, sourceLocation: SourceLocation = #_sourceLocation) throws -> RunResult {
        try email.run("refresh", at: now, sourceLocation: sourceLocation)
    }

    static var available: Bool { SMTPPeer.available && IMAPPeer.unavailable == nil }
    static var why: String { IMAPPeer.unavailable ?? "needs aiosmtpd and sqlite3" }
}
