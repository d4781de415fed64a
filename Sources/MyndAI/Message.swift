package import MyndCore

/// What `POST /v1/messages` answers: the message Claude wrote.
///
/// Decoding is tolerant in the ways the API's versioning policy asks for: fields mynd does
/// not know are ignored, and content blocks of other types than `text` and `tool_use`
/// (`thinking`, …) are kept only by their type.
package struct Message: Decodable, Equatable, Sendable {
    package var id: String
    /// `"message"`.
    package var type: String
    /// `"assistant"`.
    package var role: String
    package var content: [ContentBlock]
    /// The model that answered, usually a dated snapshot (`claude-haiku-4-5-20251001`).
    package var model: String
    /// `end_turn`, `max_tokens`, `stop_sequence`, `tool_use`, `pause_turn`, `refusal`, … —
    /// kept as text so that a new reason does not make the message unreadable.
    package var stopReason: String?
    package var stopSequence: String?
    package var usage: Usage

    enum CodingKeys: String, CodingKey {
        case id, type, role, content, model, usage
        case stopReason = "stop_reason"
        case stopSequence = "stop_sequence"
    }

    package init(
        id: String, type: String = "message", role: String = "assistant", content: [ContentBlock], model: String,
        stopReason: String?, stopSequence: String? = nil, usage: Usage
    ) {
        self.id = id
        self.type = type
        self.role = role
        self.content = content
        self.model = model
        self.stopReason = stopReason
        self.stopSequence = stopSequence
        self.usage = usage
    }

    /// The text blocks, joined. Empty when Claude wrote no text.
    package var text: String {
        content.compactMap(\.text).joined()
    }

    /// The tool calls, in order.
    package var toolUses: [ToolUse] {
        content.compactMap { if case .toolUse(let use) = $0 { use } else { nil } }
    }

    /// A `tool_use` block: Claude calls the tool `name` with `input` (`id` names the call).
    package struct ToolUse: Equatable, Sendable {
        package var id: String
        package var name: String
        package var input: JSONValue

        package init(id: String, name: String, input: JSONValue) {
            self.id = id
            self.name = name
            self.input = input
        }
    }

    /// One block of the message's content.
    package enum ContentBlock: Decodable, Equatable, Sendable {
        case text(String)
        case toolUse(ToolUse)
        /// A block mynd does not use, by its `type`.
        case other(type: String)

        enum CodingKeys: String, CodingKey {
            case type, text, id, name, input
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let type = try container.decode(String.self, forKey: .type)
            switch type {
            case "text":
                self = .text(try container.decode(String.self, forKey: .text))
            case "tool_use":
                self = .toolUse(
                    ToolUse(
                        id: try container.decode(String.self, forKey: .id), name: try container.decode(String.self, forKey: .name),
                        input: try container.decode(JSONValue.self, forKey: .input)))
            default:
                self = .other(type: type)
            }
        }

        package var text: String? {
            if case .text(let text) = self { text } else { nil }
        }
    }

    /// Tokens billed for the call. The two cache counts may be absent or null (older
    /// responses, batch results); both read as 0.
    package struct Usage: Decodable, Equatable, Sendable {
        package var inputTokens: Int
        package var outputTokens: Int
        package var cacheCreationInputTokens: Int?
        package var cacheReadInputTokens: Int?

        enum CodingKeys: String, CodingKey {
            case inputTokens = "input_tokens"
            case outputTokens = "output_tokens"
            case cacheCreationInputTokens = "cache_creation_input_tokens"
            case cacheReadInputTokens = "cache_read_input_tokens"
        }

        package init(
            inputTokens: Int, outputTokens: Int, cacheCreationInputTokens: Int? = nil, cacheReadInputTokens: Int? = nil
        ) {
            self.inputTokens = inputTokens
            self.outputTokens = outputTokens
            self.cacheCreationInputTokens = cacheCreationInputTokens
            self.cacheReadInputTokens = cacheReadInputTokens
        }

        /// The same counts as MyndCore's value, for the cost ledger and the token budget.
        package var tokenUsage: TokenUsage {
            TokenUsage(
                input: inputTokens, output: outputTokens, cacheCreationInput: cacheCreationInputTokens ?? 0,
                cacheReadInput: cacheReadInputTokens ?? 0)
        }
    }
}
