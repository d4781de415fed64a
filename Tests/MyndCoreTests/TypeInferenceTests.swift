import MyndTestSupport
import Testing

import MyndCore

// The rules are the seed's `inferNodeType` (seed 000 §4.5): goal words first, then question
// words, otherwise a thought; matching is on lowercased substrings.
@Suite(.timed)
struct TypeInferenceTests {
    @Test(arguments: [
        "I want to learn Swift",
        "My goal this year: run a marathon",
        "I need to call the bank",
        "WANT TO see Lisbon",
        "Goals for Q3",
        "goalkeeper training on Friday",  // a substring match, as in the seed
    ])
    func goalWords_makeAGoal(text: String) {
        #expect(TypeInference.nodeType(for: text) == .goal)
    }

    @Test(arguments: [
        "Should I move to Berlin",
        "wondering whether the tram runs at night",
        "Is the library open on Sunday?",
        "?",
        "SHOULD I stay",
        "should it rain, bring a coat",  // "should i" is a substring of "should it"
    ])
    func questionWords_makeAQuestion(text: String) {
        #expect(TypeInference.nodeType(for: text) == .question)
    }

    @Test(arguments: [
        "Do I want to learn Swift?",  // both "want to" and "?": goal wins
        "Should I set a goal for this?",
        "I'm wondering if I need to call her",
    ])
    func goalWords_takePrecedenceOverQuestionWords(text: String) {
        #expect(TypeInference.nodeType(for: text) == .goal)
    }

    @Test(arguments: [
        "Call mom",
        "Buy seeds for the garden",
        "email Ana about the trip",
        "Renew the passport before May",
        "  Fix the bike's brakes",
    ])
    func aSentenceStartingWithAVerbOfDoing_isAGoal(text: String) {
        #expect(TypeInference.nodeType(for: text) == .goal)
    }

    @Test(arguments: [
        "",
        "The light in the kitchen is lovely in the morning",
        "Calling mom always helps",  // not the imperative
        "Mom called today",
        "wanted to",  // "wanted to" does not contain "want to"
        "I need a nap",
        "Should we paint the hall blue",
    ])
    func anythingElse_isAThought(text: String) {
        #expect(TypeInference.nodeType(for: text) == .thought)
    }
}

/// Goals and tasks are recognised in every language mynd speaks.
@Suite(.timed) struct TypeInferenceLanguageTests {
    @Test(arguments: [
        "Ich will Oma anrufen", "Quiero aprender a tocar la guitarra", "Je veux apprendre le piano", "Oma anrufen",
        "Steuererklärung abgeben", "Llamar a la abuela", "Appeler le garage", "Tengo que renovar el pasaporte",
        "Il faut réparer le vélo",
    ])
    func goalsAndTasks_inEveryLanguage_areGoals(_ text: String) {
        #expect(TypeInference.nodeType(for: text) == .goal, "\(text)")
    }

    @Test(arguments: ["Hab Oma angerufen", "Coffee with Jonas", "Escribí a Lucía", "Heute war ein guter Tag"])
    func reportsAndNotes_areThoughts(_ text: String) {
        #expect(TypeInference.nodeType(for: text) == .thought, "\(text)")
    }

    @Test(arguments: ["Soll ich den Job wechseln", "Me pregunto si vale la pena", "Je me demande s'il pleut"])
    func questions_inEveryLanguage(_ text: String) {
        #expect(TypeInference.nodeType(for: text) == .question, "\(text)")
    }
}

/// A captured thought is contact only when it says so.
@Suite(.timed) struct ContactReportTests {
    @Test(arguments: [
        "Hab Oma angerufen", "coffee with Jonas", "escribí a Lucía", "j'ai vu Marc hier", "Called mom", "Lunch with Priya",
        "Mit Jonas telefoniert",
    ])
    func contact_isContact(_ text: String) {
        #expect(ContactReport.says(text), "\(text)")
    }

    @Test(arguments: [
        "Geschenk für Omas Geburtstag besorgen", "Call mom", "Oma nicht erreicht, angerufen aber keiner da", "Lucía's birthday is soon",
        "Should I call Jonas?",
    ])
    func namingOrPlanning_isNot(_ text: String) {
        #expect(!ContactReport.says(text), "\(text)")
    }
}
