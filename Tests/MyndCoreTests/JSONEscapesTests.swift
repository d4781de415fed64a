import Foundation
import Testing

@testable import MyndCore

@Suite struct JSONEscapesTests {
    @Test func invisibles_areWrittenAsEscapes_andReadBackTheSame() throws {
        let text = "a\u{7F}b\u{85}c\u{9B}d\u{2028}e\u{2029}f — é ✓ \u{A0}"
        let encoded = try JSONEncoder().encode([text])
        let escaped = JSONEscapes.escapingInvisibles(encoded)
        let written = String(decoding: escaped, as: UTF8.self)
        #expect(written.contains("a\\u007fb\\u0085c\\u009bd\\u2028e\\u2029f"))
        #expect(
            !written.unicodeScalars.contains {
                $0.value == 0x7F || (0x80...0x9F).contains($0.value) || $0.value == 0x2028 || $0.value == 0x2029
            })
        #expect(try JSONDecoder().decode([String].self, from: escaped) == [text], "the value is unchanged")
        #expect(written.contains("— é ✓ \u{A0}"), "other characters stay as they are")
    }
}
