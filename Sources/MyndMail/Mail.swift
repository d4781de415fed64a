package import MyndCore
import MyndPOSIX
package import MyndDelivery
package import MyndStore
package import MyndTemplates

/// Mail as this run can send and read it: the one thing the shell builds from `MailSettings`.
/// Out: the email channel the outbox dispatcher sends through. In: the look at the inbox, with
/// the meanings the CLI gives each answer and the answers replies get.
package struct Mail {
    package var settings: MailSettings
    /// Sending, when `[smtp]` is set: the login, or why nothing can be sent.
    package let sending: EmailSetup?
    /// The key that signs Message-IDs, when `[imap]` is set (replies are read) and the key is
    /// usable; nil otherwise.
    package let replyKey: ReplyKey?
    /// Why replies cannot be read though `[imap]` is set: the key cannot be made, is damaged,
    /// or others can read it. Only the inbox stops: every other delivery goes on, and email
    /// goes out with untagged Message-IDs and without the invitation to reply (a reply could
    /// not be checked, so none is asked for). `status` and `doctor` say why.
    package let replyKeyProblem: String?

    /// Finds the SMTP login and, when replies are read, the reply key (made on first use).
    package init(_ settings: MailSettings) {
        self.settings = settings
        sending = settings.smtp.isEnabled ? EmailSetup(smtp: settings.smtp, environment: settings.environment) : nil
        var key: ReplyKey?
        var problem: String?
        if settings.imap.isEnabled {
            do {
                key = try InboxSetup.replyKey(database: settings.database)
            } catch {
                problem = "\(error.description): replies are not read until then"
            }
        }
        replyKey = key
        replyKeyProblem = problem
    }

    /// The same mail at another moment (the agent looks at the inbox as its clock runs).
    package func at(_ now: Timestamp) -> Mail {
        var mail = self
        mail.settings.now = now
        return mail
    }

    /// The outbox's email channel, or nil when `[smtp]` is not set. Each send gets at most
    /// `secondsLeft()` (the job's time for a call); `transport` replaces libcurl's SMTP.
    package func channel(
        store: GraphStore, templates: TemplateSet, secondsLeft: @escaping () -> Double = { EmailChannel.longestSend },
        transport: (any MailTransport)? = nil
    ) -> EmailChannel? {
        sending?.channel(
            store: store, templates: templates, now: settings.now, zone: settings.zone, later: settings.snoozeDefault.text,
            secondsLeft: secondsLeft, transport: transport, replyKey: replyKey)
    }

    /// The look at the inbox for this run, or nil when `[imap]` is not set. Replies get their
    /// answers (as outbox rows) only when there is email to send them with; a reply the grammar
    /// reads as nothing goes to `interpreter` when there is one (Claude, with a key).
    package func inbox(store: GraphStore, interpreter: (any ReplyInterpreter)? = nil) throws -> InboxJob? {
        let imap = settings.imap
        guard imap.isEnabled else { return nil }
        guard let replyKey else {
            var setup = InboxSetup(imap: imap, environment: settings.environment)
            setup.unavailable = replyKeyProblem ?? "the reply key cannot be read"
            return InboxJob(unavailable: setup, store: store, now: settings.now)
        }
        let clock = try store.replyClock(
            limits: settings.limits, snoozeDefault: settings.snoozeDefault, zone: settings.zone, at: settings.now)
        let intents = ReplyIntents(store: store, grammar: ReplyGrammar(clock: clock), interpreter: interpreter)
        var reader = InboxReader(
            store: store, key: replyKey, allowFrom: imap.allowFrom, intents: intents, processedFolder: imap.processedFolder)
        reader.windowSeconds = imap.replyWindowSeconds
        if sending != nil { reader.answers = ReplyAnswers(confirm: imap.confirm, language: settings.language) }
        // Beside the database, as the jobs' locks are: one look at a time, whoever looks.
        let lock = settings.database.hasPrefix("/") ? settings.database + ".inbox.lock" : nil
        return InboxJob(setup: InboxSetup(imap: imap, environment: settings.environment), reader: reader, lockPath: lock)
    }

    /// The longest the agent talks to the mail server for one answer: it must be back in its
    /// poll loop well within its 30 s watchdog.
    package static let agentSendSeconds = 10.0

    /// The agent's look at the inbox between refreshes: the replies applied, then their
    /// answers sent by the outbox dispatcher through `channels` (only answers: the rest of the
    /// email is the jobs' to send, inside their quiet hours and budgets), each send within
    /// `agentSendSeconds`. A reply Claude reads (`interpreter`) takes its time from the look's,
    /// as the refresh's does. Returns the line to log and what the answers it applied call for.
    package func lookAtInbox(
        store: GraphStore, channels: [Channel: any DeliveryChannel], interpreter: (any ReplyInterpreter)? = nil
    ) -> (line: String, effects: Set<AnswerEffect>) {
        do {
            guard let job = try inbox(store: store, interpreter: interpreter) else { return ("inbox: off", []) }
            let report = try job.look(seconds: InboxJob.longestLook)
            if report.busy { return ("inbox: skipped, a refresh is reading it", []) }
            var line = "inbox: " + (report.stopped.map { "not fully read: \($0) (\(report.summary))" } ?? "read: \(report.summary)")
            // A channel that cannot send here (the agent has no systemd credentials, so email
            // may lack its password) leaves its answers for the next refresh rather than spend
            // their attempts.
            let ready = channels.filter { $0.value.unavailable == nil }
            if !ready.isEmpty {
                let now = settings.now
                let tried = try OutboxDispatcher(store: store, channels: ready, kinds: [.answer], now: { now }).dispatchDue()
                let sent = tried.filter { if case .sent = $0.outcome { true } else { false } }.count
                if !tried.isEmpty { line += "; \(sent) of \(tried.count) answer\(tried.count == 1 ? "" : "s") sent" }
            }
            return (line, report.effects)
        } catch {
            return ("inbox: not read: \(error)", [])
        }
    }
}
