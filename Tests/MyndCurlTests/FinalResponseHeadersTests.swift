@testable import MyndCurl
import MyndTestSupport
import Testing

@Suite(.timed) struct FinalResponseHeadersTests {
    @Test func newStatusLine_dropsTheInterimResponsesHeaders() {
        let lines = ["HTTP/1.1 100 Continue", "", "HTTP/1.1 200 OK", "Content-Type: application/json", "request-id: req_1", ""]
        #expect(FinalResponseHeaders.parse(lines) == [HTTPHeader("Content-Type", "application/json"), HTTPHeader("request-id", "req_1")])
    }

    @Test func earlyHints_thenHTTP2Response_keepsOnlyTheLast() {
        let lines = ["HTTP/1.1 103 Early Hints", "Link: </a.css>", "", "HTTP/2 529", "retry-after: 7", ""]
        #expect(FinalResponseHeaders.parse(lines) == [HTTPHeader("retry-after", "7")])
    }

    @Test func namesAndValues_areTrimmed_valueKeepsLaterColons() {
        let lines = ["HTTP/1.1 200 OK", "  X-Name \t:  a: b  ", "Empty:", ""]
        #expect(FinalResponseHeaders.parse(lines) == [HTTPHeader("X-Name", "a: b"), HTTPHeader("Empty", "")])
    }

    @Test func foldedLine_continuesThePreviousValue_linesWithoutColonAreSkipped() {
        let lines = ["HTTP/1.1 200 OK", "X-Long: first", "\tsecond", "garbage", ": no name", ""]
        #expect(FinalResponseHeaders.parse(lines) == [HTTPHeader("X-Long", "first second")])
    }

    @Test func trailers_joinTheFinalResponse() {
        let lines = ["HTTP/1.1 200 OK", "Transfer-Encoding: chunked", "", "X-Checksum: abc", ""]
        #expect(FinalResponseHeaders.parse(lines).last == HTTPHeader("X-Checksum", "abc"))
    }
}
