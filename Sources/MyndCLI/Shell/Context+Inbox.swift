import Foundation
import MyndCore
import MyndDelivery
import MyndJobs
import MyndPOSIX
import MyndStore

/// The inbox as `run refresh` reads it, from `[imap]`: replies obeyed with the meanings the
/// CLI commands give them, and the one short answer to a reply mynd cannot read.
extension Context {
    /// The key that signs Message-IDs, when replies are read; nil otherwise (ids as before).
    func replyKey() throws -> ReplyKey? {
        guard config.imap.isEnabled else { return nil }
        do {
            return try InboxSetup.replyKey(database: paths.database)
        } catch {
            throw CLIError(.cantCreate, "\(error)")
        }
    }

    /// The inbox job for this run, or nil when `[imap]` is not set. `secondsLeft`: the time
    /// the run has for one more conversation (an answer to a reply is not sent without 2 s).
    func inboxJob(
        store: GraphStore, key: ReplyKey?, email: EmailSetup?, secondsLeft: @escaping () -> Double = { EmailChannel.longestSend }
    ) throws -> InboxJob? {
        guard let key, config.imap.isEnabled else { return nil }
        var parser = whenParser
        let limits = config.limits
        if limits.adaptive {
            // As `mynd snooze` reads "tomorrow": the first hour this person usually answers.
            let hours = try store.answerHours(window: limits.answerWindow, zone: zone, at: now)
            let waking = limits.quietHours.map { $0.end.hour + ($0.end.minute > 0 ? 1 : 0) } ?? 0
            for weekend in [false, true] { parser.usualHour[weekend] = hours.firstAnswered(weekend: weekend, from: waking) }
        }
        let changes = ReplyChanges(store: store, now: now, snoozeDefault: config.snoozeDefault, whenParser: parser, zone: zone)
        var reader = InboxReader(
            store: store, key: key, allowFrom: config.imap.allowFrom, changes: changes, processedFolder: config.imap.processedFolder)
        if let email, email.unavailable == nil {
            let (smtp, login, now, zone) = (config.smtp, email.login, now, zone)
            // At most once: the reply is recorded before either is sent, and a failure is not retried.
            let send = { (reading: ReplyReading, subject: String, text: String) in
                let timeout = min(10, secondsLeft())
                guard timeout >= EmailChannel.shortestSend else { return }
                let message = EmailMessage(
                    from: smtp.from, to: [reading.from], subject: subject, date: now, zone: zone,
                    messageID: MessageID(local: "answer-\(reading.messageID.prefix(40))", host: MyndPOSIX.hostName()), text: text,
                    html: "<p>" + Self.escaped(text) + "</p>")
                try? SMTPTransport(smtp: smtp, login: login).send(
                    Data(message.rendered.utf8), from: smtp.from, to: [reading.from], timeout: timeout)
            }
            let words = language.language.words
            reader.answerUnreadable = { reading, line in
                let said = line.isEmpty ? nil : "'\(Terminal.line(line, limit: 60))'"
                send(reading, words.notUnderstoodSubject, words.notUnderstood(said))
            }
            if config.imap.confirm {
                reader.confirmApplied = { reading, notes in
                    guard let first = notes.first else { return }
                    let line = first.prefix(1).uppercased() + first.dropFirst()
                    send(
                        reading, Terminal.line(line, limit: 70),
                        notes.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: "\n"))
                }
            }
        }
        return InboxJob(setup: InboxSetup(imap: config.imap, environment: environment), reader: reader)
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(
            of: ">", with: "&gt;")
    }
}
