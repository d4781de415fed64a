import Foundation
import MyndCore
import MyndCurl
import MyndDelivery
@testable import MyndMail
import MyndStore
import MyndTestSupport
import Testing

/// The outbox's one window for a duplicate: the server took the message and mynd died before
/// recording it (`markSent`). The row is still pending, so the next run sends it again — and
/// that copy carries the same Message-ID, because the id comes from the row, not the attempt.
@Suite(
    .timed, .enabled(if: SMTPPeer.hasAiosmtpd, "needs /usr/bin/python3 with aiosmtpd (Debian: python3-aiosmtpd)"), .timeLimit(.minutes(20)))
struct EmailResendTests {
    @Test func rowSentButNotRecorded_isSentAgain_withTheSameMessageID_andOnceRecorded_never() throws {
        let fixture = try EmailFixture(goalText: "Plant the spring bulbs")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mynd-resend-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try SMTPPeer([], in: folder)
        var smtp = SMTPConfig()
        smtp.url = "smtp://127.0.0.1:\(server.port)"
        smtp.starttls = .off
        let transport = SMTPTransport(smtp: smtp, login: nil)

        // First run: sent, then "killed" before the row is marked.
        let row = try #require(try fixture.store.dueOutbox(channels: [.email], at: EmailFixture.now).first { $0.kind == .digest })
        #expect(try fixture.channel(transport).deliver(row) == .sent(via: "smtp test"))

        // The next run, an hour later, finds the row still due and sends it again.
        let later = EmailFixture.now.adding(seconds: 3600)
        let again = try #require(try fixture.store.dueOutbox(channels: [.email], at: later).first { $0.kind == .digest })
        var channel = try fixture.channel(transport)
        channel.now = later
        #expect(channel.deliver(again) == .sent(via: "smtp test"))
        #expect(try fixture.store.markSent(again, at: later))

        // Recorded now: no run sends it a third time.
        #expect(try fixture.store.dueOutbox(channels: [.email], at: later.adding(seconds: 86_400)).filter { $0.kind == .digest }.isEmpty)

        let received = try server.received()
        #expect(received.count == 2)
        let ids = received.map { EmailChannelTests.header("Message-ID", in: $0.message) }
        #expect(ids[0] == "Message-ID: <outbox-\(row.id).digest.2026-11-21@mynd.desk>")
        #expect(ids[0] == ids[1])
        let dates = received.map { EmailChannelTests.header("Date", in: $0.message) }
        #expect(dates == ["Date: Sat, 21 Nov 2026 09:00:00 +0100", "Date: Sat, 21 Nov 2026 10:00:00 +0100"])
    }
}
