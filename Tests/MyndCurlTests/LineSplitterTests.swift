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

/// What a transport without a stream of its own does with one (a scripted transport): the
/// whole answer's lines, handed on until the reader stops; an error status hands none on and
/// keeps its body for the error's text.
@Suite(.timed) struct WholeAnswerStreamTests {
    struct Canned: HTTPTransport {
        var response: HTTPResponse
        func send(_ request: HTTPRequest) throws(TransportError) -> HTTPResponse { response }
    }

    @Test func theLinesOfTheWholeAnswer_untilTheReaderStops() throws {
        let canned = Canned(response: HTTPResponse(status: 200, body: Data("{\"a\":1}\n\n{\"b\":2}\n{\"c\":3}\n".utf8)))
        var lines: [String] = []
        let response = try canned.stream(HTTPRequest(method: "GET", url: "http://x/"), stallAfter: 1) { line in
            lines.append(String(decoding: line, as: UTF8.self))
            return lines.count < 2
        }
        #expect(lines == ["{\"a\":1}", "{\"b\":2}"])
        #expect(response.status == 200 && response.body.isEmpty)
    }

    @Test func anErrorStatus_handsNoLineOn_andKeepsItsBody() throws {
        let canned = Canned(response: HTTPResponse(status: 403, body: Data("{\"error\":\"forbidden\"}\n".utf8)))
        var lines = 0
        let response = try canned.stream(HTTPRequest(method: "GET", url: "http://x/"), stallAfter: 1) { _ in
            lines += 1
            return true
        }
        #expect(lines == 0)
        #expect(response.status == 403 && String(decoding: response.body, as: UTF8.self).contains("forbidden"))
    }
}
