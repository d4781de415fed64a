import Foundation
import MyndCore
package import MyndCurl

/// Claude through the Anthropic Messages API: `ClaudeAsking` over `ClaudeClient` and libcurl.
package struct MessagesAPI: ClaudeAsking {
    package let client: ClaudeClient
    /// Where results may be fetched from: the API's own host, so the key is never sent to a
    /// `results_url` elsewhere.
    package let baseURL: String

    package init(baseURL: String, key: String, transport: any HTTPTransport = CurlTransport()) {
        self.init(client: ClaudeClient(transport: transport, baseURL: baseURL, apiKey: key))
    }

    /// Over a client made elsewhere (tests inject its clock and sleeper).
    package init(client: ClaudeClient) {
        self.client = client
        self.baseURL = client.baseURL
    }

    package func ask(_ question: Question, secondsLeft: Double, beforeResending: () -> Bool) -> ClaudeReply {
        var answer = ClaudeReply()
        var attempts: [AttemptRecord] = []
        do {
            // Encoded once: the bytes sent are the bytes the ledger keeps.
            let body = try client.encode(Self.request(question))
            answer.requestBody = String(decoding: body, as: UTF8.self)
            let reply = try client.createMessage(
                encoded: body, deadline: client.deadline(in: secondsLeft), attempts: &attempts, beforeResending: beforeResending)
            answer = ClaudeReply(reply.message)
            answer.requestBody = String(decoding: body, as: UTF8.self)
            answer.requestId = reply.attempts.last?.requestID
        } catch {
            answer.failure = error.description
            if case .api(_, _, _, let requestID) = error { answer.requestId = requestID }
        }
        // The attempts really made, a failed call's too.
        answer.attempts = attempts.count
        answer.unknownCost = Self.unknownCost(attempts, read: answer.text != nil)
        return answer
    }

    /// How many of `attempts` may have been billed with no usage seen: those that timed out or
    /// broke off after they may have reached the API, and a last 2xx whose body was not `read`.
    static func unknownCost(_ attempts: [AttemptRecord], read: Bool) -> Int {
        let broken = attempts.filter { $0.transportError?.mayHaveReachedServer == true }.count
        let unread = !read && attempts.last?.status.map { (200..<300).contains($0) } == true ? 1 : 0
        return broken + unread
    }

    package func submitBatch(_ items: [(customId: String, question: Question)], secondsLeft: Double)
        -> Result<BatchSubmission, BatchFailure>
    {
        let request = BatchCreateRequest(requests: items.map { .init(customID: $0.customId, params: Self.request($0.question)) })
        do {
            let body = try client.encode(request)
            let batch = try client.createBatch(encoded: body, deadline: client.deadline(in: secondsLeft))
            return .success(BatchSubmission(id: batch.id, requestBody: String(decoding: body, as: UTF8.self)))
        } catch {
            // A time-out or a broken conversation may have created the batch all the same, and
            // so may a 2xx whose body did not read as one.
            let sent: Bool
            switch error {
            case .transport(let failure): sent = failure.mayHaveReachedServer
            case .invalidResponse(let detail): sent = detail.hasPrefix("HTTP 2")
            default: sent = false
            }
            return .failure(BatchFailure(message: error.description, mayHaveBeenSent: sent))
        }
    }

    package func batchState(_ id: String, secondsLeft: Double) -> Result<BatchState, BatchFailure> {
        do {
            let batch = try client.retrieveBatch(id: id, deadline: client.deadline(in: secondsLeft))
            guard batch.hasEnded else { return .success(.inProgress) }
            guard let url = batch.resultsURL else {
                return .failure(BatchFailure(message: "batch \(id) ended without a results_url", isPermanent: true))
            }
            return .success(.ended(resultsURL: url))
        } catch {
            var permanent = false
            if case .api(let status, _, _, _) = error { permanent = status == 404 }
            return .failure(BatchFailure(message: error.description, isPermanent: permanent))
        }
    }

    package func batchResults(_ url: String, secondsLeft: Double) -> Result<[BatchItemResult], BatchFailure> {
        guard url.hasPrefix(baseURL + "/") else {
            return .failure(BatchFailure(message: "results_url \(url) is not on \(baseURL): not sending the key there", isPermanent: true))
        }
        do {
            let lines = try client.batchResults(url: url, deadline: client.deadline(in: secondsLeft))
            return .success(
                lines.map { line in
                    switch line.result {
                    case .succeeded(let message):
                        BatchItemResult(
                            customId: line.customID,
                            outcome: .succeeded(
                                text: message.text, stopReason: message.stopReason, model: message.model, usage: message.usage.tokenUsage))
                    case .errored(let detail):
                        BatchItemResult(customId: line.customID, outcome: .errored("\(detail.type): \(detail.message)"))
                    case .expired: BatchItemResult(customId: line.customID, outcome: .expired)
                    case .canceled: BatchItemResult(customId: line.customID, outcome: .canceled)
                    case .unrecognized(let type): BatchItemResult(customId: line.customID, outcome: .errored("unknown result type \(type)"))
                    }
                })
        } catch {
            return .failure(BatchFailure(message: error.description))
        }
    }

    /// Axel's system prompt is marked for the prompt cache when the question says so
    /// (`Question.cached`). Thinking and effort follow the model (`ModelProfile`); no sampling
    /// parameter and no prefill is ever sent. A question with a tool sends it, strict and forced
    /// where the model takes that (`ToolUseProfile`).
    package static func request(_ question: Question) -> MessageRequest {
        let profile = ModelProfile.forModel(question.model)
        let thinking: MessageRequest.ThinkingConfig? =
            switch profile.thinking {
            case .omit, .adaptive: nil
            case .disabled, .betweenTools: .init(type: profile.thinking.rawValue)
            }
        var request = MessageRequest(
            model: question.model, maxTokens: question.maxTokens,
            system: [.init(text: question.system, cacheControl: question.cached ? .ephemeral : nil)],
            messages: [.init(role: .user, content: question.prompt)], thinking: thinking,
            outputConfig: profile.effort.map { .init(effort: $0) })
        if let tool = question.tool {
            let use = ToolUseProfile.forModel(question.model)
            request.tools = [
                .init(name: tool.name, description: tool.description, strict: use.strict ? true : nil, inputSchema: tool.inputSchema)
            ]
            request.toolChoice = use.forced ? .tool(tool.name) : .auto
        }
        return request
    }

    package static func json(_ request: some Encodable) -> String? {
        (try? JSONEncoder().encode(request)).map { String(decoding: $0, as: UTF8.self) }
    }
}
