package import MyndCore

/// The two questions mynd asks, shaped for the model that will answer them.
extension AIWriter {
    /// The follow-up for a goal gone quiet, with room for its ≤100 characters.
    package func followUpQuestion(for context: GoalContext) -> Question {
        Self.question(
            system: prompts.system, prompt: prompts.followUp(for: context, now: now), model: config.followUpModel,
            characters: OutputCheck.followUp.limit)
    }

    /// The morning insight for `date`, with room for its ≤150 characters.
    package func insightQuestion(date: String, facts: DigestFacts) -> Question {
        Self.question(
            system: prompts.system, prompt: prompts.insight(date: date, facts: facts, now: now), model: config.digestModel,
            characters: OutputCheck.insight.limit)
    }

    /// `max_tokens` follows the model: room for the answer, and for thinking where the model
    /// cannot be told not to think (thinking tokens count against `max_tokens`).
    static func question(system: String, prompt: String, model: String, characters: Int) -> Question {
        Question(
            system: system, prompt: prompt, model: model,
            maxTokens: ModelProfile.forModel(model).maxTokens(forCharacters: characters))
    }
}
