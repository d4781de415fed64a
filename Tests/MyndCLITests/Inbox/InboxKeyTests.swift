import Foundation
import MyndTestSupport
import Testing

/// The reply key (issue 30, items 5 and the symlinked database): a key that is damaged or that
/// others can read stops the inbox and nothing else; one database has one key, whatever path
/// reaches it.
@Suite(.timed, .serialized, .enabled(if: InboxScene.available, "\(InboxScene.why)"), .timeLimit(.minutes(20)))
struct InboxKeyTests {
    static func keyPath(_ scene: InboxScene) -> String { scene.sandbox.home.appendingPathComponent("mynd.sqlite.reply-key").path }

    @Test(arguments: ["readable", "damaged"])
    func anUnusableKey_stopsTheInboxOnly_saysSoInStatusAndDoctor_andEmailGoesOnUntagged(_ how: String) throws {
        let scene = try InboxScene()
        let original = try scene.sendFollowUp()
        let key = Self.keyPath(scene)
        if how == "readable" {
            #expect(chmod(key, 0o644) == 0)
        } else {
            try "not a key\n".write(toFile: key, atomically: false, encoding: .utf8)
        }
        try scene.imap.append(text: "done", inReplyTo: original)
        _ = try scene.sandbox.add("goal", "Learn Spanish", now: "2026-11-16T09:00:00Z")
        // Past min_gap: the second goal's nudge is due.
        let result = try scene.refresh(at: "2026-11-20T12:30:00Z")
        #expect(result.status == 0 && result.stdout.hasPrefix("refresh: ran, 1 planned, 1 delivered"), "\(result)")
        let problem = how == "readable" ? "can be read by others: run chmod 600 \(key)" : "is damaged: delete it"
        #expect(result.stdout.contains("inbox: 0 applied; stopped: the reply key"), "\(result)")
        #expect(try scene.goalRow()["completedAt"] is NSNull, "the reply waits for a usable key")
        // The nudge went out, with an id no reply can answer and no invitation to reply.
        let mail = try #require(try scene.smtp.received().last)
        let id = try #require(EmailScene.header("Message-ID", in: mail.message))
        #expect(id.range(of: #"\.[0-9a-f]{20}@mynd\."#, options: .regularExpression) == nil, "\(id)")
        #expect(!String(decoding: mail.message, as: UTF8.self).contains("Reply done"))
        #expect(String(decoding: mail.message, as: UTF8.self).contains("Learn Spanish"), "the second goal's nudge")
        let status = try scene.sandbox.ok(["status"], now: "2026-11-20T12:30:00Z").stdout
        #expect(status.contains("inbox: not read") && status.contains(problem), "\(status)")
        let doctor = try scene.sandbox.run(["doctor"], now: "2026-11-20T12:30:00Z")
        #expect(doctor.status == 1 && doctor.stdout.contains("FAIL inbox: the reply key \(key)"), "\(doctor)")
        // Mended, the waiting reply is read.
        if how == "readable" {
            #expect(chmod(key, 0o600) == 0)
            try scene.refresh(at: "2026-11-20T12:45:00Z")
            #expect(try scene.goalRow()["completedAt"] as? Int != nil)
        }
    }

    /// One database reached through a symlink to its file: the key is the one beside the real
    /// file, so a reply to an email sent one way is obeyed when read the other.
    @Test func aSymlinkedDatabase_hasOneReplyKey() throws {
        let scene = try InboxScene()
        let real = scene.sandbox.home.appendingPathComponent("mynd.sqlite").path
        let link = scene.sandbox.root.appendingPathComponent("elsewhere.sqlite").path
        // The follow-up goes out through the link.
        try scene.sandbox.ok(["status"])
        #expect(symlink(real, link) == 0)
        let sent = try scene.sandbox.ok(["--db", link, "run", "refresh"], now: EmailScene.refreshTime)
        #expect(sent.stdout.hasPrefix("refresh: ran, 1 planned, 1 delivered"), "\(sent)")
        #expect(!FileManager.default.fileExists(atPath: link + ".reply-key"), "no second key beside the link")
        try scene.imap.append(text: "done", inReplyTo: try scene.lastMessageID())
        try scene.refresh()
        let replies = try scene.replies()
        #expect(try scene.goalRow()["completedAt"] as? Int == 1_795_172_400_000, "\(replies)")
    }
}
