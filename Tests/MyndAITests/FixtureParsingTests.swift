import Foundation
import MyndAI
import MyndCore
import MyndTestSupport
import Testing

/// The wire types against real recorded responses and the documentation's own examples
/// (see Fixtures/SOURCES.md).
@Suite(.timed) struct FixtureParsingTests {
    @Test func message_recorded200() throws {
        let message = try JSONDecoder().decode(Message.self, from: fixture("message.json"))
        #expect(message.id == "msg_01C1RRE9d8CxcudwbihWU9di")
        #expect(message.type == "message")
        #expect(message.role == "assistant")
        #expect(message.model == "claude-haiku-4-5-20251001")
        #expect(message.stopReason == "end_turn")
        #expect(message.stopSequence == nil)
        #expect(
            message.text == "The weather in San Francisco, CA is currently **68°F and Sunny**. Great day out there!")
        #expect(
            message.usage
                == Message.Usage(
                    inputTokens: 770, outputTokens: 26, cacheCreationInputTokens: 0, cacheReadInputTokens: 0))
        #expect(message.usage.tokenUsage == TokenUsage(input: 770, output: 26))
    }

    @Test func message_recorded200_isPricedAsHaiku() throws {
        let message = try JSONDecoder().decode(Message.self, from: fixture("message.json"))
        let cost = try #require(estimatedCost(message.usage.tokenUsage, model: message.model, batch: false))
        #expect(abs(cost - 0.000_9) < 1e-12)
    }

    @Test func message_recorded200_wouldBeRejectedForItsMarkdown() throws {
        let message = try JSONDecoder().decode(Message.self, from: fixture("message.json"))
        #expect(OutputCheck.followUp.check(message.text, stopReason: message.stopReason) == .failure(.markdown("**")))
    }

    /// A recorded `tool_use` block (with a `caller` field mynd does not know): read with its id,
    /// name and input, and no text, so it is never taken for a nudge's words.
    @Test func message_withAToolUseBlock_readsTheCall_andHasNoText() throws {
        let message = try JSONDecoder().decode(Message.self, from: fixture("message-tool-use.json"))
        let use = try #require(message.toolUses.first)
        #expect(message.content.count == 1 && message.toolUses.count == 1)
        #expect(use.id == "toolu_016xm9m1i3NcGW5xFMMZJTqY" && use.name == "get_weather")
        #expect(use.input.keys.sorted() == ["location", "units"])
        #expect(use.input["location"] == .string("San Francisco, CA") && use.input["units"] == .string("f"))
        #expect(message.text == "")
        #expect(message.stopReason == "tool_use")
        #expect(
            OutputCheck.followUp.check(message.text, stopReason: message.stopReason)
                == .failure(.truncated(stopReason: "tool_use")))
    }

    @Test(
        arguments: [
            // (usage JSON, cache creation, cache read): the cache fields may be absent or null.
            (#"{"input_tokens":11,"output_tokens":36}"#, nil, nil),
            (
                #"{"input_tokens":11,"output_tokens":36,"cache_creation_input_tokens":null,"cache_read_input_tokens":null}"#,
                nil, nil
            ),
            (
                #"{"input_tokens":11,"output_tokens":36,"cache_creation_input_tokens":1200,"cache_read_input_tokens":0,"server_tool_use":null}"#,
                1200, 0
            ),
        ] as [(String, Int?, Int?)])
    func usage_cacheFields_mayBeAbsentOrNull(json: String, creation: Int?, read: Int?) throws {
        let usage = try JSONDecoder().decode(Message.Usage.self, from: Data(json.utf8))
        #expect(usage.cacheCreationInputTokens == creation)
        #expect(usage.cacheReadInputTokens == read)
        #expect(
            usage.tokenUsage
                == TokenUsage(input: 11, output: 36, cacheCreationInput: creation ?? 0, cacheReadInput: read ?? 0))
    }

    @Test func message_textBlocks_areJoined_andOthersSkipped() throws {
        let json = #"""
            {"id":"msg_2","type":"message","role":"assistant","model":"claude-haiku-4-5","stop_reason":"end_turn",
             "stop_sequence":null,"usage":{"input_tokens":1,"output_tokens":2},
             "content":[{"type":"thinking","thinking":"…","signature":"x"},{"type":"text","text":"One "},
                        {"type":"text","text":"line.","citations":null}]}
            """#
        let message = try JSONDecoder().decode(Message.self, from: Data(json.utf8))
        #expect(message.content == [.other(type: "thinking"), .text("One "), .text("line.")])
        #expect(message.text == "One line.")
    }

    @Test(arguments: [
        ("error-429.json", "rate_limit_error", "req_011CYK5n67SytMUxm8WMZUWY"),
        ("error-400.json", "invalid_request_error", "req_011CYHyk9NPsBYeGbC9LuDNK"),
        ("error-shape-docs.json", "not_found_error", "req_011CSHoEeqs5C35K2UUqR7Fy"),
    ])
    func errorBody_recordedAndDocumented(file: String, type: String, requestID: String) throws {
        let body = try JSONDecoder().decode(APIErrorBody.self, from: fixture(file))
        #expect(body.type == "error")
        #expect(body.error.type == type)
        #expect(!body.error.message.isEmpty)
        #expect(body.requestID == requestID)
    }

    @Test func batch_documentedCreateResponse() throws {
        let batch = try JSONDecoder().decode(MessageBatch.self, from: fixture("batch-create.json"))
        #expect(batch.id == "msgbatch_01HkcTjaV5uDC8jWR4ZsDV8d")
        #expect(batch.type == "message_batch")
        #expect(batch.processingStatus == "in_progress")
        #expect(!batch.hasEnded)
        #expect(
            batch.requestCounts
                == MessageBatch.RequestCounts(processing: 2, succeeded: 0, errored: 0, canceled: 0, expired: 0))
        #expect(batch.createdAt == "2024-09-24T18:37:24.100435Z")
        #expect(batch.expiresAt == "2024-09-25T18:37:24.100435Z")
        #expect(batch.endedAt == nil)
        #expect(batch.cancelInitiatedAt == nil)
        #expect(batch.resultsURL == nil)
    }

    @Test func batch_ended_hasItsResultsURL() throws {
        // Hand-written from the documented shape, with the values of the cookbook's real run
        // (Fixtures/SOURCES.md: only its Python repr was published, not the wire JSON).
        let json = """
            {"id":"msgbatch_01GgqTz9XzriGNHzTSGZsJJ8","type":"message_batch","processing_status":"ended",
             "request_counts":{"processing":0,"succeeded":4,"errored":0,"canceled":0,"expired":0},
             "ended_at":"2024-10-08T00:46:47.283392Z","created_at":"2024-10-08T00:46:30.694748Z",
             "expires_at":"2024-10-09T00:46:30.694748Z","archived_at":null,"cancel_initiated_at":null,
             "results_url":"https://api.anthropic.com/v1/messages/batches/msgbatch_01GgqTz9XzriGNHzTSGZsJJ8/results"}
            """
        let batch = try JSONDecoder().decode(MessageBatch.self, from: Data(json.utf8))
        #expect(batch.hasEnded)
        #expect(batch.requestCounts.succeeded == 4)
        #expect(
            batch.resultsURL
                == "https://api.anthropic.com/v1/messages/batches/msgbatch_01GgqTz9XzriGNHzTSGZsJJ8/results")
    }

    @Test func batchResults_documentedFile() throws {
        let lines = try BatchResults.parse(fixture("batch-results.jsonl"))
        #expect(lines.map(\.customID) == ["my-second-request", "my-first-request"])
        guard case .succeeded(let second) = lines[0].result, case .succeeded(let first) = lines[1].result else {
            Issue.record("expected two successes, got \(lines.map(\.result))")
            return
        }
        #expect(second.id == "msg_014VwiXbi91y3JMjcpyGBHX5")
        #expect(first.text.hasPrefix("Hello! How can I assist you today?"))
        #expect(first.usage.tokenUsage == TokenUsage(input: 10, output: 34))
        #expect(second.model == "claude-sonnet-4-5-20250929")
    }
}
