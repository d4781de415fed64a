import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

/// Which phrasing a goal hears first comes from its words, not its id: ids are random, so the
/// same goals in a copy of the graph (or a simulated month run again) heard other words.
@Suite(.timed) struct FallbackSeedTests {
    /// FNV-1a's published 64-bit test vectors: the hash is the same in every process.
    @Test(arguments: [("", 0xcbf2_9ce4_8422_2325 as UInt64), ("a", 0xaf63_dc4c_8601_ec8c), ("foobar", 0x8594_4171_f739_67e8)])
    func theStableHash_isFNV1a(_ text: String, _ expected: UInt64) {
        #expect(StableHash.fnv1a64(text.utf8) == expected)
    }

    @Test func theSeed_isTheGoalsWords_hashed() {
        #expect(FallbackText.seed(for: "foobar") == 0x8594_4171_f739_67e8)
        #expect(FallbackText.seed(for: "Call grandma") == FallbackText.seed(for: "Call grandma"))
        #expect(FallbackText.seed(for: "Call grandma") != FallbackText.seed(for: "Call grandma."))
    }

    /// Goals worded differently do not all start at the same phrasing: the seed still varies
    /// the first choice between goals, as the id did.
    @Test func goalsWordedDifferently_startAtDifferentPhrasings() {
        let goals = [
            "Plant the garden", "Call grandma", "Renew the passport", "Write to Ana about the trip", "Tidy the garage",
            "Read the book club novel",
        ]
        let first = goals.map { goal in
            FallbackText.followUp(goal: goal, situation: .plain, seed: FallbackText.seed(for: goal))
                .replacingOccurrences(of: goal, with: "{goal}")
        }
        #expect(Set(first).count >= 3, "\(first)")
    }
}
