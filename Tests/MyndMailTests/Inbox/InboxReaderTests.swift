import Foundation
import MyndCore
import MyndCurl
@testable import MyndMail
import MyndStore
import MyndTestSupport
import Testing

/// `InboxReader` over an in-memory mailbox: the order of record and flag, and what a server
/// failure between them leaves.
@Suite(.timed) struct InboxReaderTests {
    static let now = Timestamp(millisecondsSinceEpoch: 1_795_172_400_000)
    static let key = ReplyKey(bytes: Array(repeating: 9, count: 32))

    let store: GraphStore
    let goal: Node
    let item: OutboxItem
    let mailbox = MemoryMailbox()

    init() throws {
        let nudge = try EmailedNudge(at: Self.now)
        (store, goal, item) = (nudge.store, nudge.goal, nudge.item)
    }

    var reader: InboxReader {
        let clock = ReplyClock(now: Self.now, zone: LocalTime(timeZone: TimeZone(identifier: "UTC")!))
        let intents = ReplyIntents(store: store, grammar: ReplyGrammar(clock: clock))
        return InboxReader(store: store, key: Self.key, allowFrom: ["me@example.org"], intents: intents, processedFolder: nil)
    }

    func reply(_ text: String, from: String = "me@example.org", id: String = "<r1@client>") -> String {
        "From: \(from)\r\nMessage-ID: \(id)\r\nIn-Reply-To: \(MessageID(outbox: item, host: "desk", key: Self.key))\r\n\r\n\(text)\r\n"
    }

    @Test func aFailedFlag_afterTheRecord_isAppliedOnce_andFlaggedNextTime() throws {
        mailbox.add(reply("done"))
        mailbox.failing = ("UID STORE", .failed(host: "memory", detail: "connection dropped"))
        let first = try reader.read(mailbox)
        let short = try #require(try store.shortIDs([goal.id])[goal.id])
        #expect(first.applied == ["done goal \(short): Plant the spring bulbs"])
        #expect(first.stopped == "exchange with memory failed: connection dropped")
        #expect(mailbox.messages[1]?.flags.contains(InboxReader.doneKeyword) == false)
        mailbox.failing = nil
        #expect(try mailbox.search("") == [1])
        let second = try reader.read(mailbox)
        #expect(second.applied == [] && second.seenBefore == 1, "\(second)")
        #expect(mailbox.messages[1]?.flags == ["\\Seen", InboxReader.doneKeyword])
        #expect(try store.answers(for: goal.id).map(\.via) == [.email])
    }

    @Test func aStranger_isMarkedDone_butKeepsItsUnreadMark_andAReadOneStaysRead() throws {
        mailbox.add(reply("done", from: "eve@example.org"))
        mailbox.add(reply("done", from: "eve@example.org", id: "<r2@client>"), flags: ["\\Seen"])
        let report = try reader.read(mailbox)
        #expect(report.ignored == 2 && report.applied.isEmpty)
        #expect(mailbox.messages[1]?.flags == [InboxReader.doneKeyword])
        #expect(mailbox.messages[2]?.flags == ["\\Seen", InboxReader.doneKeyword])
        #expect(try store.node(goal.id)?.completedAt == nil)
    }

    @Test func anOversizedMessage_isNeverFetched() throws {
        mailbox.add(reply("done") + String(repeating: "x", count: InboxReader.maximumBytes))
        let report = try reader.read(mailbox)
        #expect(report.tooLarge == 1 && mailbox.fetched.isEmpty)
        #expect(mailbox.messages[1]?.flags == [InboxReader.doneKeyword])
    }

    @Test func snoozeWords_theLongestThatParse_andAnUnknownTime_isNotUnderstood() throws {
        mailbox.add(reply("Snooze 2d please"))
        mailbox.add(reply("snooze whenever", id: "<r2@client>"))
        let report = try reader.read(mailbox)
        #expect(report.applied.count == 1 && report.unreadable == 1, "\(report)")
        #expect(try store.node(goal.id)?.snoozedUntil == Self.now.adding(seconds: 2 * 86_400))
        // What status and the confirmation say: the time on the person's clock, with its zone.
        let until = LocalTime(timeZone: TimeZone(identifier: "UTC")!).describe(Self.now.adding(seconds: 2 * 86_400))
        let short = try #require(try store.shortIDs([goal.id])[goal.id])
        #expect(report.applied == ["snoozed \(short) until \(until): Plant the spring bulbs"], "\(report)")
        let replies = try store.recentReplies()
        #expect(replies.first { $0.outcome == .unreadable }?.detail.contains("snooze whenever") == true, "\(replies)")
    }

    /// The answer rows the outbox holds.
    func answerRows() throws -> [OutboxItem] {
        try store.dueOutbox(channels: [.email], at: Self.now.adding(seconds: 86_400)).filter { $0.kind == .answer }
    }

    @Test func anUnreadableReply_getsOneAnswerRow_inItsThread_recordedWithIt() throws {
        var reader = self.reader
        reader.answers = ReplyAnswers(confirm: false)
        mailbox.add("Subject: Re: Plant the spring bulbs\r\n" + reply("What garden?"))
        let report = try reader.read(mailbox)
        #expect(report.unreadable == 1)
        let rows = try answerRows()
        #expect(rows.count == 1)
        #expect(rows.first?.ref == "r1@client" && rows.first?.channel == .email)
        #expect(rows.first?.title == "Re: Plant the spring bulbs")
        #expect(
            rows.first?.body
                == "I wasn't sure what you meant by “What garden?”, so I changed nothing. You can write, for example: done, did a step, later, tomorrow, on Monday at 9 or let it go."
        )
        // The thread the reply named, for the answer's References.
        let thread = try #require(try store.replyThread("r1@client"))
        #expect(thread.sender == "me@example.org" && thread.thread == [MessageID(outbox: item, host: "desk", key: Self.key).value])
        // Seen again (its flag lost): no second answer.
        mailbox.messages[1]?.flags = []
        _ = try reader.read(mailbox)
        #expect(try answerRows().count == 1)
    }

    @Test func withoutEmail_noAnswer_andWithoutConfirm_noneToAnAppliedReply() throws {
        mailbox.add(reply("What garden?"))
        _ = try reader.read(mailbox)
        #expect(try answerRows().isEmpty, "no [smtp]: nothing to answer with")
        var reader = self.reader
        reader.answers = ReplyAnswers(confirm: false)
        mailbox.add(reply("done", id: "<r2@client>"))
        #expect(try reader.read(mailbox).applied.count == 1)
        #expect(try answerRows().isEmpty)
    }

    @Test func withConfirm_anAppliedReply_isConfirmed_withWhatItDid() throws {
        var reader = self.reader
        reader.answers = ReplyAnswers(confirm: true)
        mailbox.add(reply("done"))
        _ = try reader.read(mailbox)
        let short = try #require(try store.shortIDs([goal.id])[goal.id])
        #expect(try answerRows().map(\.body) == ["Done goal \(short): Plant the spring bulbs"])
        #expect(try answerRows().map(\.title) == ["Re: your reply to mynd"], "a reply without a subject")
    }

    /// A German person's answers are German: the confirmation of what a reply did (while
    /// status keeps the command line's English line) and the answer to one mynd cannot read.
    @Test func inGerman_theConfirmationAndTheUnreadableAnswer_areGerman() throws {
        var reader = self.reader
        reader.answers = ReplyAnswers(confirm: true, language: .german)
        mailbox.add(reply("Schritt gemacht"))
        mailbox.add(reply("Welcher Garten?", id: "<r2@client>"))
        let report = try reader.read(mailbox)
        let short = try #require(try store.shortIDs([goal.id])[goal.id])
        #expect(report.applied == ["a step on \(short): Plant the spring bulbs"], "status keeps the English line")
        let bodies = try answerRows().map(\.body)
        #expect(bodies.count == 2, "\(bodies)")
        #expect(bodies.contains("Ein Schritt bei \(short): Plant the spring bulbs"), "\(bodies)")
        #expect(
            bodies.contains(
                "Ich war mir nicht sicher, was du mit „Welcher Garten?“ meinst, und habe nichts geändert. Du kannst zum Beispiel schreiben: erledigt, Schritt gemacht, später, morgen, am Montag um 9 oder vergiss es."
            ), "\(bodies)")
        #expect(try answerRows().map(\.title) == ["Re: deine Antwort an mynd", "Re: deine Antwort an mynd"], "replies without a subject")
    }

    @Test func processedFolder_movesAppliedReplies_only() throws {
        var reader = self.reader
        reader.processedFolder = "mynd"
        mailbox.add(reply("snooze 2d"))
        mailbox.add(reply("done", from: "eve@example.org", id: "<r2@client>"))
        _ = try reader.read(mailbox)
        #expect(mailbox.messages[1]?.folder == "mynd" && mailbox.messages[2]?.folder == "INBOX")
        // "2d" counts from the WhenParser's now.
        #expect(try store.node(goal.id)?.snoozedUntil == Self.now.adding(seconds: 2 * 86_400))
    }
}

@Suite(.timed) struct IMAPConfigTests {
    @Test func starttls_isRequired_butOnThisMachine() {
        var imap = IMAPConfig()
        for (url, required) in [
            ("imap://mail.example.org/INBOX", true), ("imaps://mail.example.org/INBOX", true), ("imap://localhost:1143/INBOX", false),
            ("imap://127.0.0.1/INBOX", false), ("imaps://localhost/INBOX", true),
        ] {
            imap.url = url
            #expect(imap.requiresTLS == required, "\(url)")
        }
    }
}
