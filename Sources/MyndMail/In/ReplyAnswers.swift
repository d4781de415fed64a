package import Foundation
package import MyndCore
package import MyndStore

/// The one short answer a reply gets by email: "I didn't understand" to a reply mynd cannot
/// read, and, with `[imap] confirm`, what an applied reply did. Each is an outbox row (kind
/// `answer`, one per reply's Message-ID) written in the transaction that records the reply, so
/// the dispatcher sends it once, retries it with the outbox's backoff, and a crash loses none.
/// It threads with the reply: `Re:` its subject, In-Reply-To and References naming it. It is
/// written in the person's language.
package struct ReplyAnswers: Sendable {
    /// Confirm applied replies (`[imap] confirm`).
    package var confirm: Bool
    /// The language the person reads mynd in.
    package var language: Language

    package init(confirm: Bool, language: Language = .english) {
        self.confirm = confirm
        self.language = language
    }

    /// The answer to a reply mynd could not read for certain: `line` is what it said first,
    /// `example` the short id the examples name in a reply to the briefing.
    package func unreadable(_ reading: ReplyReading, line: String, example: String?, at now: Timestamp) -> OutboxItem {
        let quotes = language.words.quotes
        let said = line.isEmpty ? nil : quotes.quote(Terminal.line(line, limit: 60))
        let digest = reading.row?.kind == .digest
        return row(reading, language.words.notUnderstood(said, digest ? example : nil), at: now)
    }

    /// The answer to a reply whose every command was understood and cannot be carried out:
    /// why, one line each ("Not applied: snooze -3h: '-3h' is not a time ahead …").
    package func notApplied(_ reading: ReplyReading, _ problems: [String], at now: Timestamp) -> OutboxItem {
        let lines = problems.map(language.words.answers.notApplied).map { Self.capitalized($0) }
        return row(reading, lines.joined(separator: "\n"), at: now)
    }

    /// What a reply did, one line per command ("Done goal 3f2a: Plant the garden", "Ziel 3f2a
    /// erledigt: …"), said in the person's zone, when confirmations are asked for; and, always,
    /// why a command changed nothing because what it answers is no longer open or too old
    /// (`refused`: those refused before the store was asked). Nil when there is nothing to say.
    /// `shortIDs` names the goals of a digest's lines.
    ///
    /// A reply Claude read for the grammar (`understood`) is always answered, confirmations or
    /// not, with what it was taken to mean ("Verstanden: bis Montag, … verschoben"), and with
    /// why when it could not be carried out.
    package func applied(
        _ reading: ReplyReading, _ results: [(Intent, Result<IntentOutcome, StoreError>)], refused: [ReplyRefusal] = [],
        shortIDs: [UUID: String] = [:], understood: ReplyAnswer? = nil, zone: LocalTime, at now: Timestamp
    ) -> OutboxItem? {
        let text = AnswerText(describe: Describe(now: now, zone: zone), language: language)
        var lines: [String] = understood.map { [text.understood($0, id: $0.goal)] } ?? []
        lines += results.compactMap { intent, result in
            switch result {
            case .success(let outcome): confirm ? Self.capitalized(text.summary(intent, outcome), id: outcome.shortId) : nil
            case .failure(.replyRefused(let refusal)):
                (intent.node.flatMap { shortIDs[$0] }.map { "\($0) — " } ?? "") + language.words.replyRefused(refusal)
            // Understood and not done: said, or the line above would read as done.
            case .failure(let error): confirm || understood != nil ? Self.capitalized(text.notApplied("\(error)")) : nil
            }
        }
        lines += refused.map(language.words.replyRefused)
        var said = Set<String>()
        lines = lines.filter { said.insert($0).inserted }
        guard !lines.isEmpty else { return nil }
        return row(reading, lines.joined(separator: "\n"), at: now)
    }

    /// A sentence with a capital, unless it starts with a short id ("a566 schlummert bis …"):
    /// ids are written in lower case everywhere.
    static func capitalized(_ line: String, id: String? = nil) -> String {
        let first = line.prefix { !$0.isWhitespace && $0 != ":" }
        if first.contains(where: \.isNumber) || (id.map { first == $0 } ?? false) { return line }
        return line.prefix(1).uppercased() + line.dropFirst()
    }

    /// The subject of an answer: the reply's own with `Re:` (once), so clients thread the two.
    static func subject(answering theirs: String, in language: Language = .english) -> String {
        let subject = Terminal.line(theirs.trimmingCharacters(in: .whitespaces), limit: 150)
        if subject.isEmpty { return "Re: " + language.words.yourReply }
        return subject.lowercased().hasPrefix("re:") ? subject : "Re: " + subject
    }

    private func row(_ reading: ReplyReading, _ text: String, at now: Timestamp) -> OutboxItem {
        OutboxItem(
            kind: .answer, ref: reading.messageID, channel: .email, title: Self.subject(answering: reading.subject, in: language),
            body: text, notBefore: now, createdAt: now)
    }
}
