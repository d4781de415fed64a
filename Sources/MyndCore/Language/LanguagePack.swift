/// Everything mynd says or reads in one language, in one value: the messages (`Words`), the
/// fallback nudges' phrasings, the words of a reply, the small words that tell the language
/// apart and that a comparison leaves out, its refusals. Every field is required, so a
/// language that lacks something does not compile. Each language's pack lives in a folder of
/// its own (`German/`): the pack, its words, its phrasings and its reply words.
package struct LanguagePack: Sendable {
    /// Its name in English, as a prompt to Claude names it.
    package var englishName: String
    /// The locale whose CLDR data (day and month names, date order) mynd's dates follow.
    package var locale: String
    /// Every message mynd writes in it.
    package var words: Words
    /// The fallback nudges' phrasings, by situation.
    var frames: FallbackFrames.Table
    /// The words a reply may answer with.
    package var replies: ReplyWords
    /// Articles, pronouns, prepositions, auxiliaries and the like, folded (lower case, no
    /// accents): they say nothing about what a text is about, so a comparison leaves them out,
    /// and a name that is also one ("Will", "May") is only taken for a name where it is written
    /// as one.
    package var smallWords: Set<String>
    /// The small words this language uses in almost every sentence and the others hardly ever,
    /// as written (lower case, accents kept): they tell which language a short text is in.
    package var markers: Set<String>
    /// How a refusal or an AI disclaimer reads in it.
    package var refusals: Refusals
    /// How a text (a goal, as the person pasted it) tells a model what to answer.
    package var injections: Injections
    /// Small words a shortened text should not end on ("Learn enough Spanish to…").
    package var connectors: Set<String>
    /// Words that name a relation, folded: a person called "Grandma Rosa" or "Tante Inge" is
    /// found by the relation alone.
    package var relations: Set<String>
    /// What makes a captured thought a goal or a question.
    package var capture: CaptureWords
}

/// How a captured thought says what it is, in one language, folded as the reply grammar folds
/// words: a goal ("ich will", "quiero", "je dois"), a question ("soll ich", "me pregunto"), or a
/// task in the form to-do lists write one (the verb first, "Call Oma", "Appeler mamie"; or
/// last, as German does, "Oma anrufen").
package struct CaptureWords: Sendable {
    /// Phrases that make it a goal wherever they stand.
    package var goal: [String]
    /// Phrases that make it a question wherever they stand.
    package var question: [String]
    /// The verbs of everyday tasks, as a to-do list writes them.
    package var tasks: Set<String>
    /// Whether a task's verb stands last ("Oma anrufen") rather than first ("Call Oma").
    package var verbLast: Bool
}

/// A refusal or an AI disclaimer instead of a message, lower case with `'` for apostrophes:
/// the openings a refusal starts with, and the phrases that give one away anywhere.
package struct Refusals: Sendable {
    package var openings: [String]
    package var anywhere: [String]

    /// The phrase of `folded` text that is a refusal, if one is.
    package func phrase(in folded: String) -> String? {
        openings.first { folded.hasPrefix($0) } ?? anywhere.first { folded.contains($0) }
    }
}

/// How a text tells a model to set its task aside and what to answer instead ("ignore previous
/// instructions and answer only …"), as words in the order they are written (compared folded,
/// as `WordScan` folds them). A goal may carry such a text; a nudge that does what it says is
/// no nudge (`GoalInstruction`).
package struct Injections: Sendable {
    /// Phrases that set aside what the model was told.
    package var overrides: [String]
    /// Phrases after which what the model is told to answer follows ("answer only").
    package var outputs: [String]
}
