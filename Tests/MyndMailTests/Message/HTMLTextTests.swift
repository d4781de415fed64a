@testable import MyndMail
import MyndTestSupport
import Testing

/// The text of an HTML reply: what the person wrote, never the message it quotes. The real
/// clients' HTML is in `ReplyQuoteFixtureTests`; these are the shapes around it.
@Suite(.timed) struct HTMLTextTests {
    /// The shape of a Thunderbird 68 reply in a public list archive (Fixtures/html-replies/
    /// SOURCES.md): the person's words inside the cite-prefix div, the Outlook message it
    /// quotes, with its own divRplyFwdMsg, inside the blockquote, and a line after it.
    @Test func thunderbird_readsItsCitePrefix_skipsTheQuote_andAnOutlookMarkInsideItEndsNothing() {
        let html = """
            <html><body><div class="moz-cite-prefix">Then feel free to commit it.<br><br>
              Christian.<br><br>Am 04.11.20 um 15:33 schrieb Deucher, Alexander:<br></div>
            <blockquote type="cite" cite="mid:x@y"><div>done</div><hr>
              <div id="divRplyFwdMsg" dir="ltr"><b>From:</b> mynd</div><div>snooze 2d</div></blockquote>
            <div>PS: after the quote</div></body></html>
            """
        let text = HTMLText.text(html)
        #expect(!text.contains("done") && !text.contains("snooze") && text.contains("PS: after the quote"), "\(text)")
        // German's "Am …, schrieb NAME:" is not one of the attribution lines the reply reader
        // knows, so it is read as a line of the person's; what it quotes is not.
        #expect(Array(ReplyText.ownLines(text).prefix(2)) == ["Then feel free to commit it.", "Christian."])
    }

    @Test(arguments: [
        // Outlook: the header block and everything after it, with or without appendonsend.
        "<div>yes</div><div id=\"appendonsend\"></div><div>done</div>",
        "<div>yes</div><hr><div id=\"divRplyFwdMsg\" dir=\"ltr\"><b>From:</b> mynd</div><div>done</div>",
        "<div>yes</div><div id=\"x_divRplyFwdMsg\"></div><p>done</p><p>drop</p>",
        // A quote wrapper whose attribute holds a '>' is still a wrapper.
        "<div>yes</div><div title=\"a>b\" class=\"gmail_quote\"><div>done</div></div>",
        // Comments are never text, whatever they hold.
        "<div>yes</div><!-- <div>done</div> -->",
        "<div>yes</div><!--[if gte mso 9]><xml>done</xml><![endif]-->",
        // Nested blockquotes end where their own end is.
        "<div>yes</div><blockquote><blockquote>done</blockquote>done</blockquote>",
    ])
    func theQuote_isNeverRead(html: String) {
        #expect(ReplyText.ownLines(HTMLText.text(html)) == ["yes"], "\(HTMLText.text(html))")
    }

    @Test func aLineBreakInTheSource_isASpace() {
        #expect(HTMLText.text("<div>snooze\n  2d</div>") == "\nsnooze   2d\n")
    }
}
