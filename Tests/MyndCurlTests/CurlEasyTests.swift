@testable import MyndCurl
import MyndTestSupport
import Testing

@Suite(.timed) struct CurlEasyTests {
    /// CurlEasy relies on curl_easy_init's implicit global init, which is only safe from several
    /// threads when libcurl says so.
    @Test func libcurl_globalInitIsThreadSafe() {
        #expect(CurlEasy.globalInitIsThreadSafe)
    }

    @Test func milliseconds_neverZero_roundedUp_capped() {
        #expect(CurlEasy.milliseconds(0) == 1)
        #expect(CurlEasy.milliseconds(-3) == 1)
        #expect(CurlEasy.milliseconds(.nan) == 1)
        #expect(CurlEasy.milliseconds(0.0001) == 1)
        #expect(CurlEasy.milliseconds(1.5) == 1500)
        #expect(CurlEasy.milliseconds(0.0105) == 11)
        #expect(CurlEasy.milliseconds(.infinity) == Int(Int32.max))
    }
}
