@testable import MyndCore
import MyndTestSupport
import Testing

@Suite(.timed) struct ModelProfileTests {
    @Test(arguments: [
        ("claude-haiku-5-5", ModelProfile.Thinking.disabled, "low"),
        ("claude-haiku-5-5-20261007", .disabled, "low"),
        ("claude-sonnet-5-5", .betweenTools, "low"),
        ("claude-sonnet-5", .disabled, "low"),
        ("claude-opus-5", .disabled, "low"),
        ("claude-opus-5-5", .adaptive, "low"),
        ("claude-fable-5-1", .adaptive, "low"),
        ("claude-haiku-6-0", .adaptive, "low"),
    ])
    func fiveAndLater_takeEffortLow_andThinkingOffWhereTheModelAllowsIt(model: String, thinking: ModelProfile.Thinking, effort: String) {
        let profile = ModelProfile.forModel(model)
        #expect(profile.thinking == thinking)
        #expect(profile.effort == effort)
    }

    @Test(arguments: [
        "claude-haiku-4-5", "claude-haiku-4-5-20251001", "claude-sonnet-4-6", "claude-3-5-haiku-20241022",
        "claude-3-haiku-20240307", "my-gateway-model",
    ])
    func olderAndUnknownModels_keepThePlainRequestTheyTook(model: String) {
        #expect(ModelProfile.forModel(model) == ModelProfile(thinking: .omit, effort: nil))
    }

    @Test func maxTokens_fitsTheAnswer_andRoomToThinkWhereThinkingCannotBeTurnedOff() {
        let haiku = ModelProfile.forModel("claude-haiku-5-5")
        let opus = ModelProfile.forModel("claude-opus-5-5")
        // ≤100 characters are at most about 35 tokens on the newer tokenizer.
        #expect(haiku.maxTokens(forCharacters: 100) >= 70)
        #expect(haiku.maxTokens(forCharacters: 100) < 400)
        #expect(opus.maxTokens(forCharacters: 100) >= 100 + ModelProfile.adaptiveAllowance)
    }

    @Test(arguments: [
        ("claude-opus-5-5", 5), ("claude-haiku-4-5-20251001", 4), ("claude-3-5-haiku-20241022", 3), ("gpt-4", nil),
        ("claude-instant", nil),
    ])
    func generation_isTheFirstShortNumber(model: String, generation: Int?) {
        #expect(ModelProfile.generation(of: model) == generation)
    }
}
