import MyndCore
@testable import MyndMail
import MyndTestSupport
import Testing

@Suite(.timed) struct ReplyTextTests {
    @Test func topPosted_dropsAttributionQuoteAndSignature() {
        let text = """
            Done!

            Thanks
            --\u{20}
            Alex

            On Mon, 23 Nov 2026 at 10:00, mynd <mynd@example.org> wrote:
            > Still thinking about the garden?
            """
        #expect(ReplyText.ownLines(text) == ["Done!", "Thanks"])
    }

    @Test func bottomPosted_keepsTheAnswerBelowTheQuote() {
        #expect(ReplyText.ownLines("> Still thinking about the garden?\n>\nsnooze 2d\n") == ["snooze 2d"])
    }

    @Test func wrappedAttribution_outlookHeaders_phoneFooter() {
        #expect(ReplyText.ownLines("later\n\nOn Mon, 23 Nov 2026 at 10:00, mynd\n<mynd@example.org> wrote:\n\nold") == ["later"])
        #expect(ReplyText.ownLines("done\r\n\r\n________________________________\r\nFrom: mynd <mynd@example.org>\r\n") == ["done"])
        #expect(ReplyText.ownLines("keep\nSent from my iPhone\n") == ["keep"])
        #expect(ReplyText.ownLines("dismiss\n-----Original Message-----\ndone") == ["dismiss"])
        #expect(ReplyText.ownLines("fini\nLe lun. 23 nov. 2026, mynd a écrit :\n> x") == ["fini"])
    }

    @Test func htmlOnly_textWithoutQuoteOrMarkup() {
        let html = """
            <html><head><style>p { color: red }</style></head><body><div dir="ltr">Snooze&nbsp;mon 09:00<br></div>
            <div class="gmail_quote"><div>On Mon wrote:</div><blockquote>done</blockquote></div></body></html>
            """
        #expect(ReplyText.ownLines(HTMLText.text(html)) == ["Snooze mon 09:00"])
        #expect(HTMLText.text("a &amp; b &#233;&#x2705; &bogus; <b>c</b>") == "a & b é✅ &bogus; c")
    }
}
