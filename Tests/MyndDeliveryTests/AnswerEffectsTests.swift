import MyndCore
import MyndDelivery
import MyndTestSupport
import Testing

/// The one executor of what follows an answer: each effect once, the screen first, and
/// nothing it was not asked for.
@Suite(.timed) struct AnswerEffectsTests {
    @Test(arguments: [
        ([AnswerEffect](), [String]()), ([.withdraw], ["withdraw"]), ([.wakeAgent], ["wake"]),
        ([.wakeAgent, .withdraw, .wakeAgent], ["withdraw", "wake"]),
    ])
    func eachEffect_runsOnce_theScreenFirst(_ effects: [AnswerEffect], _ expected: [String]) {
        var done: [String] = []
        AnswerEffects(withdraw: { done.append("withdraw") }, wakeAgent: { done.append("wake") }).run(effects)
        #expect(done == expected)
    }
}
