@testable import MyndCurl
import MyndTestSupport
import Testing

/// The server's lines after SELECT and UID SEARCH, read and checked.
@Suite(.timed) struct IMAPResponsesTests {
    @Test func select_givesCountValidityNextAndTheFlagsKept() {
        let state = IMAPResponses.selected([
            "* FLAGS (\\Answered \\Flagged \\Deleted \\Seen \\Draft)",
            "* OK [PERMANENTFLAGS (\\Answered \\Flagged \\Deleted \\Seen \\Draft \\*)] Flags permitted.", "* 4012 EXISTS", "* 0 RECENT",
            "* OK [UIDVALIDITY 1764123456] UIDs valid", "* OK [UIDNEXT 4013] Predicted next UID",
        ])
        #expect(
            state
                == MailboxState(
                    exists: 4012, uidValidity: 1_764_123_456, uidNext: 4013,
                    permanentFlags: [
                        "\\Answered", "\\Flagged", "\\Deleted", "\\Seen", "\\Draft", "\\*",
                    ]))
        #expect(state.keeps("$MyndDone") && state.keeps("\\Seen"))
    }

    @Test func aMailboxWithoutKeywords_keepsNoMyndDone() {
        let state = IMAPResponses.selected(["* 3 EXISTS", "* OK [PERMANENTFLAGS (\\Seen \\Deleted)] Limited"])
        #expect(!state.keeps("$MyndDone") && state.keeps("\\seen"))
        #expect(IMAPResponses.selected(["* 3 EXISTS"]).keeps("$MyndDone"), "no PERMANENTFLAGS: every flag is kept")
        #expect(IMAPResponses.selected(["* OK [PERMANENTFLAGS ($MyndDone)] ok"]).keeps("$mynddone"))
    }

    @Test func search_readsEveryLine_andRefusesWhatDidNotArriveWhole() {
        #expect(IMAPResponses.searched(["* SEARCH 3 9 12", "* 5 EXPUNGE"], window: 10) == [3, 9, 12])
        #expect(IMAPResponses.searched(["* SEARCH"], window: 10) == [])
        #expect(IMAPResponses.searched([], window: 10) == [])
        // What libcurl makes of an 18 kB line: 40 bytes kept, the end glued on.
        #expect(IMAPResponses.searched(["* SEARCH 1 2 3 4 5 6 7 8 9 10 11 12 13 1 2525 2526"], window: 4000) == nil, "a UID twice")
        #expect(IMAPResponses.searched(["* SEARCH 1 2 3", "4 5"], window: 10) == nil, "a piece of a line")
        #expect(IMAPResponses.searched(["* SEARCH 1 2 x3"], window: 10) == nil)
        #expect(IMAPResponses.searched(["* SEARCH 1 2 3"], window: 2) == nil, "more UIDs than messages searched")
        #expect(IMAPResponses.searched(["* SEARCH 0"], window: 2) == nil)
        #expect(IMAPResponses.searched(["* SEARCH 99999999999"], window: 2) == nil, "beyond 32 bits")
    }

    @Test func aWindow_keepsTheLineWellBelowWhatLibcurlCuts() {
        let window = IMAPResponses.window(uidNext: 4013, bufferSize: IMAPMailbox.bufferSize)
        // Each UID of at most four digits and a space: the line stays under a quarter of the buffer.
        #expect(window * 5 <= IMAPMailbox.bufferSize / 4 && window > 10_000)
        #expect(IMAPResponses.window(uidNext: nil, bufferSize: 16_384) * 11 <= 16_384 / 4)
        #expect(IMAPResponses.window(uidNext: 5, bufferSize: 1) == 1)
    }
}
