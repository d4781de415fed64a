import Foundation
package import MyndCore
package import MyndStore

/// The phone's answers: reads the reply topic from where it left off and hands each post to
/// the store, which applies it once when it carries a valid token (`PhoneToken`) for a nudge
/// still open, and records every other post as what it is (no token, forged, replayed,
/// expired, already answered). A post is never read as words: only a token acts.
package struct PhoneReplies {
    package var server: NtfyServer
    package var store: GraphStore
    package var key: [UInt8]
    /// What *Later* means: `snooze_default`, or the next day at the person's hour after the
    /// day's third (`Later`), read as every interface reads it.
    package var snoozeDefault: DurationText
    package var limits: FollowUpLimits
    package var zone: LocalTime
    /// How far back a first look reads: the reply window, beyond which no token is valid.
    package var replyWindowSeconds: Int64
    package var now: () -> Timestamp

    package init(
        server: NtfyServer, store: GraphStore, key: [UInt8], snoozeDefault: DurationText, limits: FollowUpLimits,
        zone: LocalTime, replyWindowSeconds: Int64, now: @escaping () -> Timestamp
    ) {
        self.server = server
        self.store = store
        self.key = key
        self.snoozeDefault = snoozeDefault
        self.limits = limits
        self.zone = zone
        self.replyWindowSeconds = replyWindowSeconds
        self.now = now
    }

    /// What one look found.
    package struct Report: Equatable, Sendable {
        package var outcomes: [GraphStore.PhoneReplyOutcome] = []
        package var effects: Set<AnswerEffect> = []
        /// Why the topic could not be read, when it could not.
        package var failure: String?
        /// The messages of nudges answered meanwhile, taken off the phone after the posts.
        package var withdrawal = PhoneWithdrawal.Report()

        /// "2 posts: 1 applied, 1 forged" or "nothing new", and what left the phone.
        package var summary: String {
            if let failure { return "not read: \(failure)" }
            let taken = withdrawal.summary.map { "; \($0)" } ?? ""
            guard !outcomes.isEmpty else { return "nothing new" + taken }
            let counts = GraphStore.PhoneReplyOutcome.allCases.compactMap { outcome -> String? in
                let count = outcomes.filter { $0 == outcome }.count
                return count == 0 ? nil : "\(count) \(outcome.rawValue)"
            }
            return "\(outcomes.count) post\(outcomes.count == 1 ? "" : "s"): " + counts.joined(separator: ", ") + taken
        }
    }

    /// Reads what the reply topic holds since the last look, within `timeout` seconds for the
    /// server, judges each post, then takes off the phone the messages of nudges now closed.
    /// The store's own errors are thrown; the server's are the report's `failure` (and
    /// `doctor`'s line). `afterRecording` runs after each post is committed (the crash tests'
    /// checkpoint).
    package func look(timeout: Double, afterRecording: () -> Void = {}) throws -> Report {
        let start = now()
        var report = Report()
        // The server asked to be left alone until then (a 429): it is not asked, not even to
        // take a message off the phone; the posts wait on the topic.
        if let wait = try store.phoneWaitUntil(), start < wait {
            report.failure =
                "\(server.config.host) asked to wait \(Int(wait.seconds(since: start).rounded(.up))) s more (429 too many requests)"
            return report
        }
        let since = try store.phoneReadPosition() ?? String(start.adding(seconds: -replyWindowSeconds).millisecondsSinceEpoch / 1000)
        let events: [NtfyServer.Event]
        do {
            events = try server.poll(topic: server.config.replyTopicName, since: since, timeout: timeout)
        } catch {
            report.failure = error.description
            try store.recordPhoneCheck(
                ok: false, detail: error.description, at: start, waitUntil: error.retryAfter.map { start.adding(seconds: $0) })
            return report
        }
        if !events.isEmpty {
            // What *Later* means is read once a look (the learned hours are two reads of the
            // store), not once a post.
            let later = try store.whenParser(limits: limits, zone: zone, at: start).later(snoozeDefault)
            for event in events {
                let text = event.message ?? ""
                let at = now()
                let record = try store.recordPhoneReply(
                    messageID: event.id, token: PhoneToken.verify(text, key: key, now: at), tag: PhoneToken.tagOf(text),
                    later: later, at: at)
                if case .recorded(let outcome, _, let effects) = record {
                    report.outcomes.append(outcome)
                    report.effects.formUnion(effects)
                    afterRecording()
                }
            }
        }
        // Answers given anywhere, these posts' own among them, take their messages off.
        report.withdrawal = try PhoneWithdrawal(server: server, store: store, now: now).withdrawAnswered(timeout: timeout)
        try store.recordPhoneCheck(ok: true, detail: report.summary, at: start)
        return report
    }
}
