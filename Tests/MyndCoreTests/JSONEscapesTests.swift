import Foundation
import MyndTestSupport
import Testing

@testable import MyndCore

@Suite(.timed) struct JSONEscapesTests {
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

@Suite(.timed) struct JSONEscapesBidiTests {
    /// Issue 30: `--json` escapes what the terminal output escapes, so a goal cannot make a
    /// listing read backwards in a pager either.
    @Test func bidiControls_areWrittenAsEscapes_andReadBackTheSame() throws {
        let text = "id \u{202E}evil\u{202C} \u{2066}x\u{2069} \u{200E}\u{200F}\u{061C} \u{202A}\u{202B}\u{202D}\u{2067}\u{2068} – ok ◆ ؀ ‍"
        let escaped = JSONEscapes.escapingInvisibles(try JSONEncoder().encode([text]))
        let written = String(decoding: escaped, as: UTF8.self)
        #expect(!written.unicodeScalars.contains { Terminal.reordersText($0) }, "\(written)")
        for code in ["202e", "202c", "2066", "2069", "200e", "200f", "061c", "202a", "202b", "202d", "2067", "2068"] {
            #expect(written.contains("\\u\(code)"), "\(code) in \(written)")
        }
        #expect(written.contains("– ok ◆ ؀ ‍"), "neighbours of the escaped bytes stay as they are")
        #expect(try JSONDecoder().decode([String].self, from: escaped) == [text])
    }
}
