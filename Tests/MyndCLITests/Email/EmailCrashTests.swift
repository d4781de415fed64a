import Foundation
import MyndTestSupport
import Testing

/// The outbox's one window for a duplicate, opened for real: the built binary kills itself
/// with SIGKILL after the SMTP server accepted the digest and before the row was recorded
/// (`MYND_TEST_CRASH_AFTER_SEND`). The next run sends it again with the same Message-ID; the
/// run after that sends nothing.
@Suite(
    .timed, .enabled(if: SMTPPeer.available, "needs /usr/bin/python3 with aiosmtpd (Debian: python3-aiosmtpd)"), .timeLimit(.minutes(20)))
struct EmailCrashTests {
    @Test func killedBetweenSendAndRecord_resendsOnce_withTheSameMessageID() throws {
        let scene = try EmailScene()
        let server = try scene.server()
        try scene.configure(url: "smtp://127.0.0.1:\(server.port)")
        scene.sandbox.environment["MYND_TEST_CRASH_AFTER_SEND"] = "1"
        let crash = #expect(throws: (any Error).self) { try scene.sandbox.run(["run", "digest"], now: EmailScene.digestTime) }
        #expect("\(crash.map { "\($0)" } ?? "")".contains("killed by signal 9"))
        #expect(try server.received().count == 1)
        #expect(try scene.emailRows().first?["status"] as? String == "pending", "the send was not recorded")

        scene.sandbox.environment["MYND_TEST_CRASH_AFTER_SEND"] = nil
        try scene.run("digest", at: "2026-11-21T08:15:00Z")
        try scene.run("digest", at: "2026-11-21T08:30:00Z")
        let received = try server.received()
        #expect(received.count == 2, "sent again once, then never")
        let ids = received.map { EmailScene.header("Message-ID", in: $0.message) }
        #expect(ids[0] != nil && ids[0] == ids[1])
        #expect(try scene.emailRows().first?["status"] as? String == "sent")
    }
}
