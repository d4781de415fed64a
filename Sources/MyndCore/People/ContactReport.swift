/// Whether a captured thought says that someone was contacted — "Hab Oma angerufen", "coffee
/// with Jonas", "escribí a Lucía", "j'ai vu Marc" — rather than only naming them ("Geschenk für
/// Omas Geburtstag besorgen"). Contact keeps a person's cadence; a mention links them, no more.
/// The reply grammar's words decide it: a verb of being in touch in a past form, or being with
/// someone; a clause that denies it ("Oma nicht erreicht") says no contact.
package enum ContactReport {
    package static func says(_ text: String) -> Bool {
        let vocabulary = ReplyVocabulary.all
        let report = GoalReport(vocabulary: vocabulary)
        let clauses = ReplyTokens.clauses(of: text)
        // "Called, but nobody was there": a denial anywhere says it did not come about.
        guard !clauses.contains(where: { $0.asks || $0.words.contains(where: vocabulary.negations.contains) }) else { return false }
        return clauses.contains { report.report($0.words, free: Set($0.words.indices), goal: "", person: true) != nil }
    }
}
