import MyndCore

/// How a model takes the one tool a reply is read with, so that the request is one the API
/// takes.
///
/// From the stored Anthropic docs ("Strict tool use", "Structured outputs", "What's new in
/// Claude Opus 5.5", "What's new in Claude Sonnet 5.5", "Building with extended thinking"):
/// - `strict: true` on a tool holds its input to the schema by constrained sampling; it is
///   generally available from the 4.5 models on (Haiku 4.5, Sonnet 4.5, Opus 4.5) and on every
///   5.x model. An older model is sent the tool without it: mynd checks the input either way.
/// - `tool_choice: {"type": "tool"}` (forced tool use) cannot be combined with thinking, and
///   Sonnet 5.5, Opus 5.5 and Fable 5.1 answer it with an error. So the tool is forced only
///   where thinking is off (`ModelProfile.thinking` is `omit` or `disabled`); elsewhere Claude
///   is told to use it and may answer in text instead, which mynd takes as unclear.
struct ToolUseProfile: Equatable, Sendable {
    var strict: Bool
    var forced: Bool

    static func forModel(_ model: String) -> ToolUseProfile {
        let thinking = ModelProfile.forModel(model).thinking
        return ToolUseProfile(strict: takesStrict(model.lowercased()), forced: thinking == .omit || thinking == .disabled)
    }

    /// 4.5 and later: the version is the first short numbers after "claude" ("claude-haiku-4-5",
    /// "claude-opus-5"); a dated snapshot's 8 digits are no part of it.
    static func takesStrict(_ name: String) -> Bool {
        let parts = name.split(separator: "-")
        guard parts.first == "claude" else { return false }
        let numbers = parts.dropFirst().drop { Int($0) == nil }.prefix { $0.count <= 2 && Int($0) != nil }.compactMap { Int($0) }
        guard let major = numbers.first else { return false }
        return major > 4 || (major == 4 && (numbers.dropFirst().first ?? 0) >= 5)
    }
}
