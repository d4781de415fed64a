import MyndTestSupport
import Testing

import MyndCore

private let id = "3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f"

@Suite(.timed)
struct ShortIDTests {
    @Test func uniqueLength_withoutNeighbours_isTheMinimum() {
        #expect(ShortID.minimumLength == 4)
        #expect(ShortID.uniqueLength(of: id, previous: nil, next: nil) == 4)
    }

    @Test(arguments: [
        ("0000aaaa-0000-4000-8000-000000000000", 4),  // shares 0 characters
        ("3000aaaa-0000-4000-8000-000000000000", 4),  // shares 1
        ("3f2b0000-0000-4000-8000-000000000000", 4),  // shares 3: the 4th already differs
        ("3f2a0000-0000-4000-8000-000000000000", 5),  // shares 4
        ("3f2a9000-0000-4000-8000-000000000000", 6),  // shares 5
        ("3f2a9c1e-0000-4000-8000-000000000000", 10),  // shares 8 and the hyphen: 9
        ("3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e60", 36),  // differs only in the last character
    ])
    func uniqueLength_isOneMoreThanTheLongestSharedPrefix(neighbour: String, expected: Int) {
        #expect(ShortID.uniqueLength(of: id, previous: neighbour, next: nil) == expected)
        #expect(ShortID.uniqueLength(of: id, previous: nil, next: neighbour) == expected)
    }

    @Test func uniqueLength_isDecidedByTheCloserNeighbour() {
        let previous = "3f2a0000-0000-4000-8000-000000000000"  // shares 4
        let next = "3f2a9c00-0000-4000-8000-000000000000"  // shares 6
        #expect(ShortID.uniqueLength(of: id, previous: previous, next: next) == 7)
        #expect(ShortID.uniqueLength(of: id, previous: next, next: previous) == 7)
    }

    @Test func uniqueLength_neverExceedsTheId() {
        // A duplicate shares everything; the whole id is the best there is.
        #expect(ShortID.uniqueLength(of: id, previous: id, next: id) == 36)
        // A neighbour that extends the id shares all of it.
        #expect(ShortID.uniqueLength(of: "abc", previous: "abcdef", next: nil) == 3)
        // Shorter than the minimum: the whole id.
        #expect(ShortID.uniqueLength(of: "ab", previous: nil, next: nil) == 2)
        #expect(ShortID.uniqueLength(of: "", previous: nil, next: nil) == 0)
    }

    @Test(arguments: [
        ("3f2a", "3f2a"),
        ("3F2A", "3f2a"),
        ("3f2A9C1E-7B", "3f2a9c1e-7b"),
        ("-", "-"),
        ("0123456789abcdef", "0123456789abcdef"),
        ("ABCDEF", "abcdef"),
        (id, id),
        (id.uppercased(), id),
    ])
    func normalisedPrefix_acceptsHexAndHyphensInAnyCase(text: String, expected: String) {
        #expect(ShortID.normalisedPrefix(text) == expected)
    }

    @Test(arguments: [
        "",
        "xyz",
        "3f2g",
        "3f2a ",
        " 3f2a",
        "3f_2a",
        id + "0",  // 37 characters
        "3f2a\u{0301}",  // a combining accent
        "ａｂｃ",  // full-width letters
        "３f2a",  // full-width digit
        "é",
    ])
    func normalisedPrefix_rejectsWhatCannotBeAnId(text: String) {
        #expect(ShortID.normalisedPrefix(text) == nil)
    }

    @Test(arguments: [
        ("3f2a", "3f2b"),
        ("3f29", "3f2:"),  // '9' + 1 is ':', which sorts after every hex digit and '-'
        ("abcf", "abcg"),
        ("3f2a-", "3f2a."),
        ("0", "1"),
    ])
    func upperBound_incrementsTheLastCharacter(prefix: String, expected: String) {
        #expect(ShortID.upperBound(of: prefix) == expected)
    }

    @Test func upperBound_boundsExactlyTheIdsWithThePrefix() {
        let ids = [
            "3f29ffff-ffff-4fff-bfff-ffffffffffff",
            "3f2a",
            "3f2a0000-0000-4000-8000-000000000000",
            id,
            "3f2affff-ffff-4fff-bfff-ffffffffffff",
            "3f2b0000-0000-4000-8000-000000000000",
        ]
        let prefix = "3f2a"
        let bound = ShortID.upperBound(of: prefix)
        let inRange = ids.filter { $0 >= prefix && $0 < bound }
        #expect(inRange == ids.filter { $0.hasPrefix(prefix) })
        #expect(inRange.count == 4)
    }
}
