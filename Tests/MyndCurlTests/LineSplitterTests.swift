import Foundation
import MyndTestSupport
import Testing

@testable import MyndCurl

/// A stream's body arrives in pieces that do not respect its lines: a line is handed on whole,
/// once its break arrived, and a line that never ends stops the stream instead of growing.
@Suite(.timed) struct LineSplitterTests {
    func feed(_ pieces: [String], limit: Int = 64, stopAt: String? = nil) -> (lines: [String], going: Bool, over: Bool) {
        var splitter = LineSplitter(maxLineBytes: limit)
        var lines: [String] = []
        var going = true
        for piece in pieces where going {
            going = Data(piece.utf8).withUnsafeBytes { bytes in
                splitter.add(bytes) { line in
                    lines.append(String(decoding: line, as: UTF8.self))
                    return lines.last != stopAt
                }
            }
        }
        return (lines, going, splitter.overLimit)
    }

    @Test func linesSplitAcrossPieces_areHandedOnWhole_withoutTheirBreaks() {
        let fed = feed(["{\"event\":\"op", "en\"}\r\n{\"event\":\"keep", "alive\"}\n{\"ev", "ent\":\"message\"}\n{\"half"])
        #expect(fed.lines == ["{\"event\":\"open\"}", "{\"event\":\"keepalive\"}", "{\"event\":\"message\"}"])
        #expect(fed.going && !fed.over)
    }

    @Test func theReaderStopping_endsTheStream_atThatLine() {
        let fed = feed(["a\nb\nc\n", "d\n"], stopAt: "b")
        #expect(fed.lines == ["a", "b"])
        #expect(!fed.going && !fed.over)
    }

    @Test func aLineLongerThanTheLimit_endsTheStream() {
        let fed = feed(["short\n", String(repeating: "x", count: 40), String(repeating: "x", count: 40)], limit: 64)
        #expect(fed.lines == ["short"])
        #expect(!fed.going && fed.over)
    }
}
