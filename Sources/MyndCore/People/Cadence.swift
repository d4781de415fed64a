import Foundation

/// How often a person wants to hear from you (`mynd add person "Lucía" --every 3w`), in whole
/// days: a person past it needs attention.
package struct Cadence: Equatable, Sendable {
    package var days: Int

    package init?(days: Int) {
        guard days >= 1 else { return nil }
        self.days = days
    }

    /// Days or weeks as people type them: `10d`, `2w`, `3w`, `1w3d`. Hours and minutes are
    /// refused: a cadence is about days.
    package init(parsing text: String) throws(PolicyError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let span = DurationText(trimmed), span.seconds == 0, span.days >= 1, span.days <= 3660 else {
            throw .badCadence(text)
        }
        days = span.days
    }

    /// The metadata key a person node keeps it under, as days ("21").
    package static let metadataKey = "every"

    /// The cadence a node's metadata names; nil when it names none (or something unreadable,
    /// which `add` and `edit` never write).
    package init?(metadata: [String: String]) {
        guard let text = metadata[Self.metadataKey], let days = Int(text) else { return nil }
        self.init(days: days)
    }

    package var metadataValue: String { String(days) }

    /// "every 3 weeks", "every 10 days", "every day".
    package var description: String { days == 1 || days == 7 ? "every " + span.dropFirst(2) : "every " + span }

    /// "3 weeks", "10 days", "a week", "a day".
    package var span: String {
        if days == 1 { return "a day" }
        if days == 7 { return "a week" }
        if days % 7 == 0 { return "\(days / 7) weeks" }
        return "\(days) days"
    }
}
