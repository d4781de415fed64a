import Foundation
package import MyndCore
package import MyndStore
package import MyndTemplates

/// Turns an outbox row into the email for it: the row holds what was decided (title, text,
/// what the nudge's answers name); templates add the rest, and an answer to a reply is sent
/// into the thread the reply's record keeps. The same row always gives the same Message-ID.
package struct EmailRenderer {
    package var templates: TemplateSet
    package var store: GraphStore
    package var from: String
    package var to: [String]
    /// This machine's name, for the Message-ID.
    package var host: String
    package var zone: LocalTime
    /// What "Later" means (`snooze_default`), as the email offers it.
    package var later: String
    /// Signs Message-IDs when replies are read (`[imap]`), so only a real reply names a row.
    package var replyKey: ReplyKey?
    /// Replies are read: the emails say how to answer by replying.
    package var repliesRead: Bool { replyKey != nil }

    package init(
        templates: TemplateSet, store: GraphStore, from: String, to: [String], host: String, zone: LocalTime, later: String = "1h"
    ) {
        self.later = later
        self.templates = templates
        self.store = store
        self.from = from
        self.to = to
        self.host = host
        self.zone = zone
    }

    /// The email for `item`, dated `now`.
    package func message(for item: OutboxItem, at now: Timestamp) throws -> EmailMessage {
        let (text, html) = bodies(for: item)
        guard item.kind == .answer else {
            return EmailMessage(
                from: from, to: to, subject: item.title, date: now, zone: zone,
                messageID: replyKey.map { MessageID(outbox: item, host: host, key: $0) } ?? MessageID(outbox: item, host: host),
                text: text, html: html)
        }
        // To whoever wrote the reply, in its thread. Its id is left unsigned: a reply to the
        // answer is read as one to the email the thread began with, which its References name.
        guard let reply = try store.replyThread(item.ref) else {
            throw MailFailure.unusable("the reply this answers is no longer recorded")
        }
        return EmailMessage(
            from: from, to: [reply.sender], subject: item.title, date: now, zone: zone, messageID: MessageID(outbox: item, host: host),
            text: text, html: html, inReplyTo: item.ref, references: reply.thread + [item.ref])
    }

    private func bodies(for item: OutboxItem) -> (text: String, html: String) {
        switch item.kind {
        case .digest:
            // The digest's text, set out by section (`DigestLayout`).
            var values = DigestLayout(item.body).templateValues
            values["title"] = item.title
            values["date"] = item.ref
            values["repliesRead"] = repliesRead
            return (templates.render("email-digest.txt", values), templates.render("email-digest.html", values))
        case .followup:
            var values: [String: Any] = [
                "title": item.title, "text": item.body, "goal": item.title, "later": later, "repliesRead": repliesRead,
            ]
            if let nudge = item.payload(as: EmailChannel.Nudge.self) {
                values["goal"] = nudge.goal
                values["goalId"] = nudge.goalId
                values["followUpId"] = nudge.followUpId
                values["asking"] = nudge.asking
                values["person"] = nudge.person
            }
            return (templates.render("email-followup.txt", values), templates.render("email-followup.html", values))
        case .answer:
            let values: [String: Any] = [
                "title": item.title, "text": item.body, "lines": item.body.split(separator: "\n").map { ["line": String($0)] },
            ]
            return (templates.render("email-answer.txt", values), templates.render("email-answer.html", values))
        }
    }
}
