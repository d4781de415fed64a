import MyndCore

/// What mynd asks Claude: Axel's system prompt, one user message, a model and a length cap.
struct Question: Sendable {
    var system: String
    var prompt: String
    var model: String
    var maxTokens: Int
}

/// What came back from one question (retries included), with what the ledger keeps.
struct Answer: Sendable {
    /// The text blocks joined, when a response arrived.
    var text: String?
    var stopReason: String?
    var usage = TokenUsage()
    var requestId: String?
    var attempts = 1
    /// One line when there was no usable response ("529 overloaded_error: …").
    var failure: String?
    /// The JSON body sent, for `doctor --privacy` (the key travels in a header, never here).
    var requestBody: String?
}

/// How far a Message Batch has come.
enum BatchState: Sendable, Equatable {
    case inProgress
    case ended(resultsURL: String)
}

/// One item's result from a batch, by its `custom_id`.
struct BatchItemResult: Sendable {
    enum Outcome: Sendable {
        case succeeded(text: String, stopReason: String?, model: String, usage: TokenUsage)
        case errored(String)
        case expired
        case canceled
    }

    var customId: String
    var outcome: Outcome
}

/// Claude as the jobs use it; the Messages API client in production, a script in tests.
/// Every call is bounded by `secondsLeft` of the job's budget and never throws: a failure
/// is an answer the caller falls back from.
protocol ClaudeAsking: Sendable {
    func ask(_ question: Question, secondsLeft: Double) -> Answer
    /// Sends the questions as one Message Batch; its id, or why not.
    func submitBatch(_ items: [(customId: String, question: Question)], secondsLeft: Double) -> Result<String, BatchFailure>
    func batchState(_ id: String, secondsLeft: Double) -> Result<BatchState, BatchFailure>
    func batchResults(_ url: String, secondsLeft: Double) -> Result<[BatchItemResult], BatchFailure>
}

/// Why a batch request failed, in one line.
struct BatchFailure: Error, Sendable {
    var message: String
    /// The batch is gone for good (404): stop asking for it.
    var isPermanent = false
}
