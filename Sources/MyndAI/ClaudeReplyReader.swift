package import MyndCore

/// Claude reads a reply the reply grammar could not read at all, and picks one of the answers
/// the nudge offers through a tool with a strict schema (`ReplyTool`), or declines. mynd
/// takes that answer only when the response is one call of that tool, its input is of the
/// schema, the answer is one the nudge offers, a snooze's time is ahead, and a named goal was
/// listed; a refusal, a text instead, a time gone by, an API error, no key, no budget or no
/// time leave the reply as the grammar read it: unclear, and mynd asks back.
///
/// The call is one like the texts' calls: it is made only when `AIWriter.blocked` allows one,
/// its worst case (the tool's definition included) is held in the ledger first, and it lands in
/// the ledger with what it cost and the body sent (`doctor --privacy`). The reply and the goal
/// are masked like every prompt's text (`ReplyPrompt`).
package struct ClaudeReplyReader {
    /// Claude, the budget and the ledger, as the jobs' texts use them (`now` is set per reply).
    package var writer: AIWriter
    /// The people of the graph, whose names the mask hides; read only when a call is made.
    package var people: () throws -> [String]

    package init(writer: AIWriter, people: @escaping () throws -> [String]) {
        self.writer = writer
        self.people = people
    }

    /// What came of asking.
    package enum Outcome: Equatable, Sendable {
        /// One answer the nudge offers.
        case answer(ReplyAnswer)
        /// Nothing to act on, and why (one line, for the reply's record).
        case unread(String)
    }

    /// The room an answer takes: one short tool call.
    static let answerCharacters = 200

    /// Reads `text` (the person's own lines) answering `nudge` at `now`, within `secondsLeft`;
    /// `ref` is the email's (a follow-up's id or a briefing's date), for the ledger.
    package func read(_ text: String, answering nudge: NudgeInView, ref: String, now: Timestamp, secondsLeft: Double) throws -> Outcome {
        var writer = self.writer
        writer.now = now
        if let reason = try writer.blocked(secondsLeft: secondsLeft) { return .unread(reason) }
        let prompt = ReplyPrompt(mask: PrivacyMask(people: try people()))
        let question = Question(
            system: ReplyPrompt.system, prompt: prompt.request(text, answering: nudge, now: now, zone: writer.zone),
            model: writer.config.followUpModel,
            maxTokens: ModelProfile.forModel(writer.config.followUpModel).maxTokens(forCharacters: Self.answerCharacters),
            tool: ReplyTool.tool(for: nudge))
        let hold: Int64
        switch try writer.holdRoom(for: question, lasting: secondsLeft) {
        case .refused(let reason): return .unread(reason)
        case .held(let id): hold = id
        }
        let reply = writer.claude!.ask(question, secondsLeft: secondsLeft)
        let checked = Self.check(reply, answering: nudge, now: now, zone: writer.zone)
        var call = writer.ledgerRow(for: reply, purpose: .reply, ref: ref, model: question.model)
        switch checked {
        case .success:
            call.outcome = .ok
        case .failure(let notTaken):
            call.outcome = reply.failure == nil ? .rejected : .failed
            call.detail = reply.failure ?? notTaken.reason
        }
        try writer.ledger.record([call], texts: [], releasing: hold)
        switch checked {
        case .success(let answer): return .answer(answer)
        case .failure(let notTaken):
            return .unread(reply.failure.map { "Claude failed: \($0)" } ?? "Claude's answer was not taken: \(notTaken.reason)")
        }
    }

    /// Why a response gives no answer mynd may take, in a few words.
    package struct NotTaken: Error, Equatable, Sendable {
        package var reason: String

        init(_ reason: String) {
            self.reason = reason
        }
    }

    /// The answer a response gives, or why it gives none mynd may take.
    package static func check(_ reply: ClaudeReply, answering nudge: NudgeInView, now: Timestamp, zone: LocalTime) -> Result<
        ReplyAnswer, NotTaken
    > {
        if let failure = reply.failure { return .failure(NotTaken(failure)) }
        if reply.stopReason == "refusal" { return .failure(NotTaken("a refusal (stop_reason refusal)")) }
        guard reply.stopReason == "tool_use" else {
            let stopped = reply.stopReason ?? "none"
            return .failure(NotTaken(reply.toolUses.isEmpty ? "a text instead of the tool" : "stopped by \(stopped), not by the tool"))
        }
        guard reply.toolUses.count == 1, let use = reply.toolUses.first, use.name == ReplyTool.name else {
            return .failure(NotTaken("not one call of \(ReplyTool.name) (\(reply.toolUses.map(\.name).joined(separator: ", ")))"))
        }
        guard let choice = ReplyTool.choice(from: use.input, for: nudge) else {
            return .failure(NotTaken("an input not of the tool's schema"))
        }
        return choice.answer(to: nudge, now: now, zone: zone).mapError { NotTaken($0.description) }
    }
}
