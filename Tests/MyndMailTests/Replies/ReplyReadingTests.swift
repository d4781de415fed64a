import Foundation
import MyndCore
@testable import MyndMail
import MyndTestSupport
import Testing

@Suite(.timed) struct ReplyReadingTests {
    static let key = ReplyKey(bytes: Array(repeating: 7, count: 32))
    static let now = Timestamp(millisecondsSinceEpoch: 1_790_000_000_000)
    static let followUp = OutboxItem(
        id: 3, kind: .followup, ref: "0b7e3c1a-1111-4222-8333-444455556666", channel: .email, title: "t", body: "b", notBefore: now,
        createdAt: now)
    static let digest = OutboxItem(
        id: 4, kind: .digest, ref: "2026-11-21", channel: .email, title: "t", body: "b", notBefore: now, createdAt: now)

    static func reply(
        to item: OutboxItem = followUp, from: String = "Me <Me@Example.org>", body: String, extra: [String] = [],
        id: String? = "<r1@example.org>"
    ) -> ReplyReading {
        let original = MessageID(outbox: item, host: "desk", key: key)
        let head =
            ["From: \(from)", "To: mynd@example.org", "Subject: Re: x"] + (id.map { ["Message-ID: \($0)"] } ?? [])
            + ["In-Reply-To: \(original)", "References: <older@example.org> \(original)"] + extra
        return ReplyReading(Array((head + ["", body]).joined(separator: "\r\n").utf8), key: key, allowFrom: ["me@example.org"])
    }

    @Test func done_fromAnAllowedSender_isTheirWordsForItsRow_withoutTheQuote() {
        let reading = Self.reply(body: "Done!\r\n\r\nOn Mon mynd wrote:\r\n> snooze 2d")
        #expect(reading.messageID == "r1@example.org")
        #expect(reading.from == "me@example.org")
        #expect(reading.outcome == .reply(.init(id: 3, kind: .followup, ref: Self.followUp.ref), text: "Done!"))
    }

    @Test func digestReply_keepsEveryLine() {
        let reading = Self.reply(to: Self.digest, body: "done 3f2a\r\nsnooze 4b5c tomorrow\r\nthanks\r\ncapture: seeds")
        #expect(
            reading.outcome
                == .reply(.init(id: 4, kind: .digest, ref: "2026-11-21"), text: "done 3f2a\nsnooze 4b5c tomorrow\nthanks\ncapture: seeds"))
    }

    @Test func strangers_forgeries_autoReplies_areIgnored() {
        guard case .ignored = Self.reply(from: "eve@example.org", body: "done").outcome else { Issue.record("stranger obeyed"); return }
        guard case .ignored = Self.reply(body: "done", extra: ["Auto-Submitted: auto-replied"]).outcome else {
            Issue.record("auto-reply obeyed")
            return
        }
        let forged = ReplyReading(
            Array("From: me@example.org\r\nIn-Reply-To: <outbox-3.followup.x.0123456789abcdef0123@mynd.desk>\r\n\r\ndone".utf8),
            key: Self.key, allowFrom: ["me@example.org"])
        #expect(forged.outcome == .ignored("answers no email mynd sent (forged Message-ID)"))
        let unrelated = ReplyReading(Array("From: me@example.org\r\n\r\ndone".utf8), key: Self.key, allowFrom: ["me@example.org"])
        #expect(unrelated.outcome == .ignored("not a reply to mynd"))
    }

    @Test func aReplyWithoutAMessageID_isNamedByAHash() {
        let reading = Self.reply(body: "what is this?\r\ndone", id: nil)
        #expect(reading.outcome == .reply(.init(id: 3, kind: .followup, ref: Self.followUp.ref), text: "what is this?\ndone"))
        #expect(reading.messageID.hasPrefix("sha256-") && reading.messageID.count == 71)
    }

    @Test func encodedWordsInInReplyTo_asPythonsEmailPackageWritesThem_stillNameTheRow() {
        let id = MessageID(outbox: Self.followUp, host: "buildhost-with-a-long-name", key: Self.key).description
        let tokens = id.utf8.map { byte -> String in
            let scalar = Character(UnicodeScalar(byte))
            return scalar.isLetter || scalar.isNumber || scalar == "-" ? String(scalar) : String(format: "=%02X", byte)
        }
        let folded = "=?utf-8?q?" + tokens.prefix(20).joined() + "?=\r\n =?utf-8?q?" + tokens.dropFirst(20).joined() + "?="
        let reading = ReplyReading(
            Array("From: me@example.org\r\nIn-Reply-To: \(folded)\r\n\r\ndone".utf8), key: Self.key, allowFrom: ["me@example.org"])
        #expect(reading.outcome == .reply(.init(id: 3, kind: .followup, ref: Self.followUp.ref), text: "done"))
        #expect(EncodedWordDecoder.decode("a =?ISO-8859-1?B?5w==?= =?utf-8?Q?_b?= c =?bogus") == "a ç b c =?bogus")
    }

    @Test func subjectAndThread_areKept_forTheAnswer() {
        let reading = Self.reply(
            body: "hm", extra: ["Subject: =?utf-8?q?Re=3A_Tulpen_=E2=80=94_jard=C3=ADn?="])
        // The first Subject field counts; the helper's own is "Re: x".
        #expect(reading.subject == "Re: x")
        let original = MessageID(outbox: Self.followUp, host: "desk", key: Self.key).value
        #expect(reading.thread == ["older@example.org", original])
        let encoded = ReplyReading(
            Array(
                "From: me@example.org\r\nSubject: =?utf-8?q?Re=3A_Tulpen_=E2=80=94_jard=C3=ADn?=\r\nIn-Reply-To: <\(original)>\r\n\r\nhm"
                    .utf8),
            key: Self.key, allowFrom: ["me@example.org"])
        #expect(encoded.subject == "Re: Tulpen — jardín")
        #expect(encoded.thread == [original], "no References: the In-Reply-To")
    }

    @Test func thread_leavesOutIdsThatCouldBendAHeader_andKeepsTheLatestTwenty() {
        let many = (1...30).map { "<m\($0)@example.org>" }.joined(separator: " ")
        let reading = Self.reply(body: "hm", extra: ["References: <bad id@x> <\"q\"@x> <no-at> \(many)"])
        // The helper's References come first and win; read a message whose only References is `many`.
        #expect(reading.thread.count == 2)
        let crowded = ReplyReading(
            Array("From: me@example.org\r\nReferences: <bad id@x> <\"q\"@x> <no-at> \(many)\r\n\r\nhm".utf8), key: Self.key,
            allowFrom: ["me@example.org"])
        #expect(crowded.thread == (11...30).map { "m\($0)@example.org" })
    }
}

/// Who a reply is from (one RFC 5322 mailbox in one From field), and replies no person wrote.
@Suite(.timed) struct ReplySenderTests {
    static func reading(from: [String], extra: [String] = []) -> ReplyReading {
        let original = MessageID(outbox: ReplyReadingTests.followUp, host: "desk", key: ReplyReadingTests.key)
        let head = from.map { "From: \($0)" } + ["Message-ID: <r1@example.org>", "In-Reply-To: \(original)"] + extra
        return ReplyReading(
            Array((head + ["", "done"]).joined(separator: "\r\n").utf8), key: ReplyReadingTests.key, allowFrom: ["me@example.org"])
    }

    @Test(arguments: [
        (["evil@attacker.example (<me@example.org>)"], "from evil@attacker.example, not in imap.allow_from"),
        (["\"<me@example.org>\"@attacker.example"], "from \"<me@example.org>\"@attacker.example, not in imap.allow_from"),
        (["\"me@example.org\" <evil@attacker.example>"], "from evil@attacker.example, not in imap.allow_from"),
        (["me@example.org, evil@attacker.example"], "From names 2 addresses, not one mailbox: me@example.org, evil@attacker.example"),
        (["Friends: me@example.org;"], "From names a group, not one mailbox: Friends: me@example.org;"),
        (["me@example.org", "evil@attacker.example"], "From is not an address (2 From fields): me@example.org"),
        (
            ["me@example.org <evil@attacker.example>"],
            "From is not an address (a display name that is not words): me@example.org <evil@attacker.example>"
        ),
        ([], "From names no address"),
    ])
    func forgedOrUnclearSenders_areIgnored_andSayWhy(from: [String], reason: String) {
        let reading = Self.reading(from: from)
        #expect(reading.outcome == .ignored(reason), "\(from)")
    }

    @Test func theSameMailbox_writtenAnyWay_isObeyed() {
        for field in ["me@example.org", "Me <ME@example.org>", "\"Me, Myself\" <me@example.org> (home)", "\"me\"@Example.Org"] {
            guard case .reply = Self.reading(from: [field]).outcome else {
                Issue.record("\(field) not obeyed: \(Self.reading(from: [field]).outcome)")
                continue
            }
        }
    }

    @Test(arguments: [
        ("Auto-Submitted: auto-replied", "Auto-Submitted: auto-replied"),
        ("Auto-Submitted: auto-generated; owner-email=\"x@y\"", "Auto-Submitted: auto-generated"),
        ("Auto-Submitted: nope", "Auto-Submitted: nope"),
        ("Precedence: bulk", "Precedence: bulk"), ("Precedence: List", "Precedence: list"), ("Precedence: junk", "Precedence: junk"),
        ("X-Autoreply: yes", "X-Autoreply: yes"), ("X-Autorespond: Out of office", "X-Autorespond: out of office"),
        ("Precedence: auto_reply", "Precedence: auto_reply"), ("X-Auto-Response-Suppress: All", "X-Auto-Response-Suppress: all"),
        ("X-Auto-Response-Suppress: DR, NDR, RN, NRN, OOF, AutoReply", "X-Auto-Response-Suppress: dr, ndr, rn, nrn, oof, autoreply"),
        ("X-Auto-Response-Suppress: OOF", "X-Auto-Response-Suppress: oof"),
    ])
    func automaticReplies_areIgnored_unanswered(header: String, said: String) {
        #expect(Self.reading(from: ["me@example.org"], extra: [header]).outcome == .ignored("an automatic reply (\(said))"))
    }

    @Test(arguments: [
        "Auto-Submitted: no", "Auto-Submitted: No (a person)", "Precedence: first-class", "X-Autoreply: no",
        "X-Auto-Response-Suppress: None",
    ])
    func aPersonsReply_withSuchAHeaderSayingNo_isRead(header: String) {
        guard case .reply = Self.reading(from: ["me@example.org"], extra: [header]).outcome else {
            Issue.record("\(header): \(Self.reading(from: ["me@example.org"], extra: [header]).outcome)")
            return
        }
    }
}
