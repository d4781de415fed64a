import Foundation
import MyndCore
import MyndCurl
@testable import MyndMail
import MyndStore
import MyndTestSupport
import Testing

/// Servers that will not keep `$MyndDone`, and what a look counts as applied.
@Suite(.timed) struct InboxFlagTests {
    let base = try! InboxReaderTests()
    var mailbox: MemoryMailbox { base.mailbox }

    /// Thirty replies, each keeping a thought: more than one look reads.
    func thirtyCaptures() {
        for n in 1...30 { mailbox.add(base.reply("capture: seed \(n)", id: "<r\(n)@client>")) }
    }

    func thoughts() throws -> Int {
        try base.store.nodes(GraphStore.ListFilter(type: .thought)).count
    }

    @Test func aServerThatForgetsTheKeyword_doesNotHideTheNewerReplies() throws {
        mailbox.forgets = InboxReader.doneKeyword
        thirtyCaptures()
        let first = try base.reader.read(mailbox)
        #expect(first.applied.count == 25 && first.stopped == nil, "\(first)")
        let second = try base.reader.read(mailbox)
        #expect(second.applied.count == 5 && second.seenBefore == 0, "\(second)")
        #expect(try thoughts() == 30)
        #expect(try base.reader.read(mailbox).applied.isEmpty, "nothing is read twice")
    }

    @Test func aServerWithoutTheKeyword_isNotAskedForIt_andTheRestIsKeptHere() throws {
        mailbox.permanentFlags = ["\\Seen", "\\Deleted"]
        thirtyCaptures()
        mailbox.add(base.reply("done", from: "eve@example.org", id: "<stranger@client>"))
        let first = try base.reader.read(mailbox)
        #expect(first.applied.count == 25 && first.unflagged == 25 && first.stopped == nil, "\(first)")
        let second = try base.reader.read(mailbox)
        #expect(second.applied.count == 5 && second.ignored == 1, "\(second)")
        #expect(try thoughts() == 30)
        #expect(mailbox.messages.values.allSatisfy { !$0.flags.contains(InboxReader.doneKeyword) })
        #expect(mailbox.messages[31]?.flags == [], "the stranger's mail keeps its unread mark")
    }

    @Test func aServerThatRefusesTheFlag_doesNotStopTheLook() throws {
        mailbox.add(base.reply("capture: one"))
        mailbox.add(base.reply("capture: two", id: "<r2@client>"))
        mailbox.failing = ("UID STORE", .refused(host: "memory", command: "UID STORE", detail: "[CANNOT] Keyword length too long"))
        let report = try base.reader.read(mailbox)
        #expect(report.applied.count == 2 && report.stopped == nil && report.unflagged == 2, "\(report)")
        mailbox.failing = nil
        #expect(try base.reader.read(mailbox).applied.isEmpty)
        #expect(try thoughts() == 2)
    }

    @Test func aLostConnection_stillStopsTheLook_andTheFlagComesNextTime() throws {
        mailbox.add(base.reply("capture: one"))
        mailbox.failing = ("UID STORE", .failed(host: "memory", detail: "connection dropped"))
        #expect(try base.reader.read(mailbox).stopped != nil)
        mailbox.failing = nil
        let again = try base.reader.read(mailbox)
        #expect(again.seenBefore == 1 && mailbox.messages[1]?.flags.contains(InboxReader.doneKeyword) == true, "\(again)")
    }

    @Test func applied_countsOnlyWhatWasApplied() throws {
        _ = try base.store.apply(.complete(base.goal.id), via: .cli, at: InboxReaderTests.now)
        mailbox.add(base.reply("snooze 2d"))
        let report = try base.reader.read(mailbox)
        #expect(report.applied.isEmpty && report.notApplied.count == 1, "\(report)")
        #expect(report.summary == "0 applied, 1 not applied", "\(report.summary)")
    }
}
