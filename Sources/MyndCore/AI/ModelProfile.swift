/// What a model accepts, so that mynd's request to it is one the API takes: whether it can be
/// told not to think, whether it takes `effort`, and how many tokens its answer may need.
///
/// From the stored Anthropic docs ("Claude Haiku 5.5 migration guide", "What's new in Claude
/// Haiku 5.5", "Troubleshooting thinking", "Effort"):
/// - 5.x models refuse `temperature`, `top_p`, `top_k` and an assistant prefill (400); mynd
///   sends none of them to any model, so no profile needs to say so.
/// - 5.x models think adaptively by default, and thinking tokens count against `max_tokens`.
///   Haiku 5.5 (and Opus 5, Sonnet 5) accept `thinking: {"type": "disabled"}` at effort high
///   or lower; Sonnet 5.5 refuses `disabled` and takes `"between_tools"` instead (no thinking
///   outside tool use, and mynd uses no tools); Opus 5.5, Fable and Mythos cannot turn it off.
/// - `output_config.effort` ("low" … "max") is taken by the 5.x models (Haiku 5.5 defaults to
///   medium) and by Opus 4.5+ and Sonnet 4.6; Haiku 4.5 and Sonnet 4.5 refuse it.
/// - A response may begin with a `thinking` block: content is read by block type.
/// - An alias never moves to a new generation: `claude-haiku-4-5` stays Haiku 4.5.
package struct ModelProfile: Equatable, Sendable {
    /// What to send as `thinking`.
    package enum Thinking: String, Equatable, Sendable {
        /// Leave `thinking` out: older models do not think unless asked.
        case omit
        /// `{"type": "disabled"}`.
        case disabled
        /// `{"type": "between_tools"}`: Sonnet 5.5's way of not thinking without tools.
        case betweenTools = "between_tools"
        /// Leave `thinking` out on a model that thinks anyway (it cannot be turned off).
        case adaptive
    }

    package var thinking: Thinking
    /// `output_config.effort`, or nil to leave it out (a model that refuses it).
    package var effort: String?
    /// Tokens added to `max_tokens` for thinking that cannot be turned off.
    package var thinkingAllowance: Int

    package init(thinking: Thinking, effort: String?, thinkingAllowance: Int = 0) {
        self.thinking = thinking
        self.effort = effort
        self.thinkingAllowance = thinkingAllowance
    }

    /// A model that thinks whatever it is told gets this much room for it at effort low: a
    /// one-line answer then still ends by itself rather than at `max_tokens`.
    package static let adaptiveAllowance = 1024

    /// The shape for `model` (an alias or a dated snapshot). A model mynd does not know is
    /// taken as its generation's: 5 and later think by default and take effort, so it is given
    /// effort low and room to think; 4 and earlier get the plain request they always took.
    package static func forModel(_ model: String) -> ModelProfile {
        let name = model.lowercased()
        func named(_ alias: String) -> Bool { name == alias || name.hasPrefix(alias + "-") }
        let canTurnThinkingOff =
            named("claude-haiku-5-5") || (named("claude-opus-5") && !named("claude-opus-5-5"))
            || (named("claude-sonnet-5") && !named("claude-sonnet-5-5"))
        if canTurnThinkingOff {
            return ModelProfile(thinking: .disabled, effort: "low")
        }
        if named("claude-sonnet-5-5") { return ModelProfile(thinking: .betweenTools, effort: "low") }
        guard let generation = generation(of: name), generation >= 5 else {
            return ModelProfile(thinking: .omit, effort: nil)
        }
        return ModelProfile(thinking: .adaptive, effort: "low", thinkingAllowance: adaptiveAllowance)
    }

    /// The major version in a model name: 5 for `claude-opus-5-5`, 4 for `claude-haiku-4-5`,
    /// 3 for `claude-3-5-haiku-20241022`; nil when none can be read.
    static func generation(of name: String) -> Int? {
        let parts = name.split(separator: "-")
        guard parts.first == "claude" else { return nil }
        // The first short number after "claude": a date snapshot (8 digits) is not a version.
        return parts.dropFirst().first { $0.count <= 2 && $0.allSatisfy(\.isASCII) && Int($0) != nil }.flatMap { Int($0) }
    }

    /// `max_tokens` for an answer of at most `characters` characters: about one token for
    /// every two characters (a generous reading of the newer tokenizer, which counts about
    /// 30% more tokens than 4.x), doubled for margin, plus room to think where thinking cannot
    /// be turned off. A longer answer is rejected whole rather than cut.
    package func maxTokens(forCharacters characters: Int) -> Int {
        characters + thinkingAllowance
    }
}
