import MyndTestSupport
import Testing

@testable import MyndCore

/// Which language a short text is in, and the output check that rejects Claude's text in the
/// wrong one.
@Suite(.timed) struct LanguageGuessTests {
    @Test(arguments: [
        ("What is one small step for the garden today?", Language.english),
        ("Wie wäre es heute mit einem kleinen Schritt für den Garten?", .german),
        ("¿Qué tal un pequeño paso hoy para el huerto?", .spanish),
        ("Et si tu faisais un petit pas pour le potager aujourd’hui ?", .french),
        ("Zehn Minuten für die Steuererklärung würden heute schon reichen.", .german),
        ("Llama hoy a la gestoría y pide una cita para la renta.", .spanish),
    ])
    func aSentence_readsAsItsLanguage(_ text: String, _ language: Language) {
        #expect(LanguageGuess.language(of: text) == language, "\(text)")
        for other in Language.allCases where other != language {
            #expect(!LanguageGuess.reads(text, as: other), "\(text) as \(other)")
        }
        #expect(LanguageGuess.reads(text, as: language))
    }

    /// The goal may be in any language: what stands in quotes does not count.
    @Test func aQuotedGoal_inAnotherLanguage_doesNotCount() {
        #expect(LanguageGuess.reads("„Plant the garden and the trees for the spring“ ruht. Heute ein Schritt?", as: .german))
        #expect(LanguageGuess.reads("«Do the tax return for the year» lleva días sin avances. ¿Un paso hoy?", as: .spanish))
        #expect(LanguageGuess.reads("“Steuererklärung für die Firma abgeben” is still on your list.", as: .english))
    }

    @Test func aText_withoutSmallWords_passes() {
        #expect(LanguageGuess.reads("Tomaten!", as: .german))
        #expect(LanguageGuess.language(of: "Tomaten!") == nil)
    }

    @Test func theOutputCheck_rejectsTheWrongLanguage_andNamesIt() {
        let english = "What is one small step for the garden today?"
        #expect(OutputCheck.followUp.check(english, stopReason: "end_turn", language: .english) == .success(english))
        #expect(
            OutputCheck.followUp.check(english, stopReason: "end_turn", language: .german)
                == .failure(.wrongLanguage(expected: "de", found: "en")))
        #expect(OutputRejection.wrongLanguage(expected: "de", found: "en").code == "wrong_language")
        let german = "Wie wäre es heute mit einem kleinen Schritt für den Garten?"
        #expect(OutputCheck.followUp.check(german, stopReason: "end_turn", language: .german) == .success(german))
        // The other checks still come first.
        #expect(OutputCheck.followUp.check("**" + german, stopReason: "end_turn", language: .german) == .failure(.markdown("**")))
    }

    @Test(arguments: [
        ("Es tut mir leid, aber dabei kann ich nicht helfen.", Language.german),
        ("Lo siento, pero no puedo escribir eso.", .spanish),
        ("Je suis désolé, mais je ne peux pas écrire ce message.", .french),
        ("Als KI kann ich dir nur raten, heute anzufangen.", .german),
    ])
    func refusals_areKnown_inEachLanguage(_ text: String, _ language: Language) {
        guard case .failure(.refusal) = OutputCheck.followUp.check(text, stopReason: "end_turn", language: language) else {
            Issue.record("not read as a refusal: \(text)")
            return
        }
    }
}
