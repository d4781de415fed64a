import MyndCore
import MyndTestSupport
import Testing

/// The privacy corpus (`PrivacyCorpus`: people saved every way, goals and notes naming them, with
/// numbers and addresses) through the mask, text by text: no secret is left, and what is no
/// name stays readable. The same corpus goes through the built binary and the API replica in
/// `ClaudePrivacyCorpusTests`.
@Suite(.timed) struct PrivacyCorpusMaskTests {
    static let mask = PrivacyMask(people: PrivacyCorpus.people.map(\.text))

    @Test func theCorpus_isAtLeastAHundredGoalsPeopleAndNotes() {
        #expect(PrivacyCorpus.count >= 100, "\(PrivacyCorpus.count)")
    }

    @Test func noSecret_survivesTheMask() {
        var leaks: [String] = []
        let texts = PrivacyCorpus.goals.flatMap { [$0.goal] + ($0.note.map { [$0] } ?? []) } + PrivacyCorpus.people.map(\.text)
        for text in texts {
            let masked = Self.mask.masked(text)
            for secret in PrivacyCorpus.leaks(in: masked) { leaks.append("\(secret) in \"\(masked)\" (from \"\(text)\")") }
        }
        #expect(leaks.isEmpty, "\(leaks.count) leaks:\n\(leaks.joined(separator: "\n"))")
    }

    @Test func whatIsNoName_staysReadable() {
        for text in PrivacyCorpus.readable {
            #expect(Self.mask.masked(text) == text)
        }
    }
}
