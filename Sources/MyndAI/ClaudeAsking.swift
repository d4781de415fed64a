package import MyndCore

/// What mynd asks Claude: a system prompt (Axel's, for the texts), one user message, a model
/// and a length cap; and, to read a reply, the one tool Claude must answer with.
package struct Question: Sendable {
    package var system: String
    package var prompt: String
    package var model: String
    package var maxTokens: Int
    /// Whether the system prompt is marked for the prompt cache. Writing the cache costs 1.25×
    /// its tokens and pays only when another call reads it within five minutes: so only the
    /// questions sent together (a batch, texts written ahead one after another) are marked.
    /// A lone call is not: the next one comes `min_gap` later, long after the cache is gone.
    package var cached: Bool
    /// The tool the answer must come through, or nil for a text.
    package var tool: AnswerTool?

    package init(system: String, prompt: String, model: String, maxTokens: Int, cached: Bool = false, tool: AnswerTool? = nil) {
        self.system = system
        self.prompt = prompt
        self.model = model
        self.maxTokens = maxTokens
        self.cached = cached
        self.tool = tool
    }
}

/// A tool Claude answers through instead of a text: its name, what it is for, and the JSON
/// Schema of its input, which is the answer.
package struct AnswerTool: Equatable, Sendable {
    package var name: String
    package var description: String
    package var inputSchema: JSONValue

    package init(name: String, description: String, inputSchema: JSONValue) {
        self.name = name
        self.description = description
        self.inputSchema = inputSchema
    }
}

/// What came back from one question (retries included), with what the ledger keeps.
package struct ClaudeReply: Sendable {
    /// The text blocks joined, when a response arrived.
    package var text: String?
    /// The tool calls of the response, in order.
    package var toolUses: [Message.ToolUse] = []
    package var stopReason: String?
    package var usage = TokenUsage()
    package var requestId: String?
    package var attempts = 1
    /// One line when there was no usable response ("529 overloaded_error: …").
    package var failure: String?
    /// Requests that may have been carried out, and billed, with no usage seen: each attempt
    /// that timed out or broke off after it may have reached the API, and a 2xx whose body
    /// could not be read. The budget keeps a worst case for each.
    package var unknownCost = 0
    /// The JSON body sent, for `doctor --privacy` (the key travels in a header, never here).
    package var requestBody: String?
}

extension ClaudeReply {
    /// What `message` says: its text blocks joined, its tool calls, why it stopped, its usage.
    package init(_ message: Message) {
        self.init(text: message.text, toolUses: message.toolUses, stopReason: message.stopReason, usage: message.usage.tokenUsage)
    }
}

/// A Message Batch the API took: its id, and the JSON body sent (for `doctor --privacy`).
package struct BatchSubmission: Sendable {
    package var id: String
    package var requestBody: String?

    package init(id: String, requestBody: String?) {
        self.id = id
        self.requestBody = requestBody
    }
}

/// How far a Message Batch has come.
package enum BatchState: Sendable, Equatable {
    case inProgress
    case ended(resultsURL: String)
}

/// One item's result from a batch, by its `custom_id`.
package struct BatchItemResult: Sendable {
    package enum Outcome: Sendable {
        case succeeded(text: String, stopReason: String?, model: String, usage: TokenUsage)
        case errored(String)
        case expired
        case canceled
    }

    package var customId: String
    package var outcome: Outcome
}

/// Claude as the jobs use it; the Messages API client in production, a script in tests.
/// Every call is bounded by `secondsLeft` of the job's budget and never throws: a failure
/// is an answer the caller falls back from.
package protocol ClaudeAsking: Sendable {
    /// `beforeResending` is asked before a retry that follows an attempt that may have reached
    /// the API (a time-out, a broken conversation): the retry is a second request that may be
    /// billed, and is sent only when it answers true (the budget found room for it).
    func ask(_ question: Question, secondsLeft: Double, beforeResending: () -> Bool) -> ClaudeReply
    /// Sends the questions as one Message Batch; its id and the body sent, or why not.
    func submitBatch(_ items: [(customId: String, question: Question)], secondsLeft: Double) -> Result<BatchSubmission, BatchFailure>
    func batchState(_ id: String, secondsLeft: Double) -> Result<BatchState, BatchFailure>
    func batchResults(_ url: String, secondsLeft: Double) -> Result<[BatchItemResult], BatchFailure>
}

extension ClaudeAsking {
    /// A question whose retries need no room of their own.
    package func ask(_ question: Question, secondsLeft: Double) -> ClaudeReply {
        ask(question, secondsLeft: secondsLeft, beforeResending: { true })
    }
}

/// Why a batch request failed, in one line.
package struct BatchFailure: Error, Sendable {
    package var message: String
    /// The batch is gone for good (404): stop asking for it.
    package var isPermanent = false
    /// The request may have reached the API (a time-out, a broken conversation, an unreadable
    /// 2xx): a batch may exist there, and be billed, that mynd will never hear of.
    package var mayHaveBeenSent = false
}
