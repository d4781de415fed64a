/// The words a reply to mynd's email may answer with, in one language, lowercase and without
/// accents ("spater" for "später"): the phrases of each answer, and the words of a time ("2
/// Tage", "mañana", "lundi"), which become the ones `snooze` reads ("2d", "tomorrow", "mon").
package struct ReplyWords: Sendable {
    /// The phrases that say each answer ("lass es los"): every kind is asked for, an empty list
    /// when a reply does not say it. A capture's are the words before its colon ("notiz: …").
    package var phrases: @Sendable (Intent.Kind) -> [String]
    /// The unit after a number: "tage" → "d".
    package var units: [String: String]
    /// A day: "morgen" → "tomorrow", "montag" → "mon".
    package var days: [String: String]
    /// Words around a time that say nothing about it ("in 2 Tagen", "hasta el lunes").
    package var fillers: Set<String>
    /// The words of a thank-you that may end a command ("danke schön", "merci beaucoup").
    package var courtesy: Set<String>
}
