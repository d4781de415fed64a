/// The body of `POST /v1/messages`: what mynd asks Claude to write.
///
/// Only what mynd uses is modelled: a model, a token limit, a system prompt as text blocks,
/// plain-text turns, and the one tool a reply is read with (`ReplyTool`). The system prompt is the part that repeats from call to call, so its
/// block carries `cache_control: {"type": "ephemeral"}` and a repeat within the cache's
/// lifetime reads it from the prompt cache.
package struct MessageRequest: Codable, Equatable, Sendable {
    /// A model name or alias: `claude-haiku-4-5`.
    package var model: String
    /// The most tokens Claude may write; generation that reaches it stops with
    /// `stop_reason: "max_tokens"`.
    package var maxTokens: Int
    /// The system prompt, as text blocks (the API also takes a plain string; blocks are what
    /// can carry `cache_control`).
    package var system: [SystemBlock]
    /// The conversation so far; for mynd, one user turn (never an assistant prefill: 5.x
    /// models refuse one).
    package var messages: [Turn]
    /// `{"type": "disabled" | "between_tools" | "adaptive"}`, or nil to leave it out.
    package var thinking: ThinkingConfig?
    /// `{"effort": "low"}`, or nil to leave it out (models that refuse it).
    package var outputConfig: OutputConfig?
    /// The tools Claude may answer with; nil (or empty) leaves `tools` out.
    package var tools: [Tool]?
    /// How Claude must use them; nil leaves it to the API's default (`auto`).
    package var toolChoice: ToolChoice?

    enum CodingKeys: String, CodingKey {
        case model
        case maxTokens = "max_tokens"
        case system
        case messages
        case thinking
        case outputConfig = "output_config"
        case tools
        case toolChoice = "tool_choice"
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        model = try container.decode(String.self, forKey: .model)
        maxTokens = try container.decode(Int.self, forKey: .maxTokens)
        system = try container.decodeIfPresent([SystemBlock].self, forKey: .system) ?? []
        messages = try container.decode([Turn].self, forKey: .messages)
        thinking = try container.decodeIfPresent(ThinkingConfig.self, forKey: .thinking)
        outputConfig = try container.decodeIfPresent(OutputConfig.self, forKey: .outputConfig)
        tools = try container.decodeIfPresent([Tool].self, forKey: .tools)
        toolChoice = try container.decodeIfPresent(ToolChoice.self, forKey: .toolChoice)
    }

    /// Leaves `system` out when there is none rather than send an empty list.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(model, forKey: .model)
        try container.encode(maxTokens, forKey: .maxTokens)
        if !system.isEmpty { try container.encode(system, forKey: .system) }
        try container.encode(messages, forKey: .messages)
        try container.encodeIfPresent(thinking, forKey: .thinking)
        try container.encodeIfPresent(outputConfig, forKey: .outputConfig)
        if let tools, !tools.isEmpty { try container.encode(tools, forKey: .tools) }
        try container.encodeIfPresent(toolChoice, forKey: .toolChoice)
    }

    package init(
        model: String, maxTokens: Int, system: [SystemBlock], messages: [Turn], thinking: ThinkingConfig? = nil,
        outputConfig: OutputConfig? = nil, tools: [Tool]? = nil, toolChoice: ToolChoice? = nil
    ) {
        self.model = model
        self.maxTokens = maxTokens
        self.system = system
        self.messages = messages
        self.thinking = thinking
        self.outputConfig = outputConfig
        self.tools = tools
        self.toolChoice = toolChoice
    }

    /// One system prompt, marked for caching, and one user turn. An empty system prompt is
    /// left out (the API rejects empty text blocks).
    package init(model: String, maxTokens: Int, system: String, user: String) {
        self.init(
            model: model, maxTokens: maxTokens,
            system: system.isEmpty ? [] : [SystemBlock(text: system, cacheControl: .ephemeral)],
            messages: [Turn(role: .user, content: user)])
    }

    /// A text block of the system prompt.
    package struct SystemBlock: Codable, Equatable, Sendable {
        /// Always `"text"`.
        package var type: String
        package var text: String
        /// Present on the block that ends the cached prefix.
        package var cacheControl: CacheControl?

        enum CodingKeys: String, CodingKey {
            case type
            case text
            case cacheControl = "cache_control"
        }

        package init(text: String, cacheControl: CacheControl? = nil) {
            self.type = "text"
            self.text = text
            self.cacheControl = cacheControl
        }
    }

    /// A prompt-cache breakpoint.
    package struct CacheControl: Codable, Equatable, Sendable {
        /// `"ephemeral"`: the only type; the cache lives 5 minutes, refreshed on each use.
        package var type: String

        package init(type: String) {
            self.type = type
        }

        package static let ephemeral = CacheControl(type: "ephemeral")
    }

    /// One turn: who said it and what, as plain text.
    package struct Turn: Codable, Equatable, Sendable {
        package var role: Role
        package var content: String

        package init(role: Role, content: String) {
            self.role = role
            self.content = content
        }
    }

    package enum Role: String, Codable, Equatable, Sendable {
        case user
        case assistant
    }

    /// The `thinking` parameter: only its type is used.
    package struct ThinkingConfig: Codable, Equatable, Sendable {
        package var type: String

        package init(type: String) {
            self.type = type
        }
    }

    /// The `output_config` parameter: only `effort` is used.
    package struct OutputConfig: Codable, Equatable, Sendable {
        package var effort: String

        package init(effort: String) {
            self.effort = effort
        }
    }

    /// A tool Claude may call: its name, what it is for, the JSON Schema of its input, and
    /// whether the input is held to that schema by constrained sampling (`strict`, left out
    /// for models that do not take it).
    package struct Tool: Codable, Equatable, Sendable {
        package var name: String
        package var description: String
        package var strict: Bool?
        package var inputSchema: JSONValue

        enum CodingKeys: String, CodingKey {
            case name, description, strict
            case inputSchema = "input_schema"
        }

        package init(name: String, description: String, strict: Bool?, inputSchema: JSONValue) {
            self.name = name
            self.description = description
            self.strict = strict
            self.inputSchema = inputSchema
        }
    }

    /// `{"type": "tool", "name": …}` forces that tool; `{"type": "auto"}` lets Claude choose.
    /// `disable_parallel_tool_use` makes it one tool call at most (exactly one when forced).
    package struct ToolChoice: Codable, Equatable, Sendable {
        package var type: String
        package var name: String?
        package var disableParallelToolUse: Bool?

        enum CodingKeys: String, CodingKey {
            case type, name
            case disableParallelToolUse = "disable_parallel_tool_use"
        }

        package init(type: String, name: String? = nil, disableParallelToolUse: Bool? = nil) {
            self.type = type
            self.name = name
            self.disableParallelToolUse = disableParallelToolUse
        }

        /// Claude must call `name`, once.
        package static func tool(_ name: String) -> ToolChoice {
            ToolChoice(type: "tool", name: name, disableParallelToolUse: true)
        }

        /// Claude may call a tool, at most once, or answer in text.
        package static let auto = ToolChoice(type: "auto", disableParallelToolUse: true)
    }
}
