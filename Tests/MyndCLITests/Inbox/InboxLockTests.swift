import Foundation
import Glibc
import MyndTestSupport
import Testing

/// Issue 28 item 15 through the built binary and dovecot: while another run (the agent) holds
/// the inbox, a refresh skips its look quietly — no line on stderr, no "inbox:" line, the
/// reply left for the holder — and the next refresh, the inbox free, reads it.
@Suite(.timed, .serialized, .enabled(if: InboxScene.available, "\(InboxScene.why)"), .timeLimit(.minutes(20)))
struct InboxLockTests {
    @Test func anInboxAnotherRunIsReading_isSkipped_quietly_andReadOnceFree() throws {
        let scene = try InboxScene()
        let original = try scene.sendFollowUp()
        try scene.imap.append(text: "Done!", inReplyTo: original)
        // What the agent's look holds while it reads.
        let path = scene.sandbox.databasePath + ".inbox.lock"
        let descriptor = open(path, O_RDWR | O_CREAT, 0o600)
        #expect(descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        let skipped = try scene.refresh()
        close(descriptor)
        #expect(skipped.status == 0 && skipped.stderr.isEmpty, "\(skipped)")
        #expect(!skipped.stdout.contains("inbox:"), "\(skipped)")
        #expect(try scene.answers().isEmpty, "the reply waits for whoever holds the inbox")

        let read = try scene.refresh(at: "2026-11-20T11:15:00Z")
        #expect(read.stdout.contains("  inbox: 1 applied"), "\(read)")
        #expect(try scene.answers() == ["done email"])
    }
}
