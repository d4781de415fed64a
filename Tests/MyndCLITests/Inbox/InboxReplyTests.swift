import Foundation
import MyndTestSupport
import Testing

/// The built `mynd` reading the person's replies from a real IMAP server (dovecot), written
/// as mail clients write them, and applying each once.
@Suite(.timed, .serialized, .enabled(if: InboxScene.available, "\(InboxScene.why)"), .timeLimit(.minutes(20)))
struct InboxReplyTests {
    @Test func done_completesTheGoal_recordedAsAnEmailAnswer_andFlagged() throws {
        let scene = try InboxScene()
        let original = try scene.sendFollowUp()
        #expect(original.hasPrefix("<outbox-1.followup.") && original.contains("@mynd."))
        let text = String(decoding: try #require(try scene.smtp.received().last).message, as: UTF8.self)
        #expect(text.contains("Reply done, did a step, later or snooze 2d"), "the follow-up says how to answer")
        try scene.imap.append(text: "Done!", inReplyTo: original)

        let result = try scene.refresh()
        #expect(result.status == 0)
        // Said as `mynd done` says it.
        #expect(result.stdout.contains("  inbox: 1 applied\n  reply: done goal "), "\(result)")
        #expect(result.stdout.contains(": Plant the spring bulbs\n"), "\(result)")
        let check = try scene.sandbox.query("SELECT ok, detail FROM inbox_check") + scene.replies()
        #expect(try scene.goalRow()["completedAt"] as? Int == 1_795_172_400_000, "\(result) \(check)")
        #expect(try scene.answers() == ["done email"])
        #expect(try scene.imap.flags()[1]?.sorted() == ["$MyndDone", "\\Seen"])
        let status = try scene.sandbox.ok(["status"], now: InboxScene.answerTime).stdout
        #expect(status.contains("inbox: read") && status.contains("1 applied"), "\(status)")
    }

    @Test func pauseUntilMon_pausesEverything_andResume_endsIt_bothOnTheOnePath() throws {
        let scene = try InboxScene(extra: "confirm = true")
        let original = try scene.sendFollowUp()
        try scene.imap.append(text: "pause until mon", inReplyTo: original)
        let paused = try scene.refresh()
        #expect(paused.stdout.contains("  reply: paused until Mon 09:00"), "\(paused)")
        let status = try scene.sandbox.ok(["status"], now: InboxScene.answerTime).stdout
        #expect(status.hasPrefix("paused until Mon 09:00"), "\(status)")
        // The answer to the reply says so, paused as it is: it is no nudge.
        let answer = String(decoding: try #require(try scene.smtp.received().last).message, as: UTF8.self)
        #expect(
            try scene.smtp.received().count == 2 && answer.contains("Paused until Mon 09:00: nothing is shown or sent"), "\(answer)")
        let digest = try scene.sandbox.ok(["run", "digest"], now: "2026-11-21T08:00:00Z").stdout
        #expect(digest.hasPrefix("digest: deferred"), "\(digest)")

        try scene.imap.append(text: "Resume.", inReplyTo: original, messageID: "<resume@client.example.org>")
        let resumed = try scene.refresh(at: "2026-11-21T10:00:00Z")
        #expect(resumed.stdout.contains("  reply: resumed: what waited goes out now"), "\(resumed)")
        let after = try scene.sandbox.ok(["status"], now: "2026-11-21T10:00:01Z").stdout
        #expect(!after.hasPrefix("paused"), "\(after)")
    }

    @Test func starttls_onPlainIMAP_readsTheReply() throws {
        let scene = try InboxScene(starttls: true)
        try scene.imap.append(text: "done", inReplyTo: try scene.sendFollowUp())
        let result = try scene.sandbox.ok(["run", "refresh", "--json"], now: InboxScene.answerTime)
        let check = try scene.sandbox.query("SELECT ok, detail FROM inbox_check")
        #expect(try scene.answers() == ["done email"], "\(result) \(check)")
        // run --json says what the inbox gave.
        let report = try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any]
        let inbox = report?["inbox"] as? [String: Any]
        let applied = inbox?["applied"] as? [String] ?? []
        #expect(applied.count == 1 && applied[0].hasPrefix("done goal ") && applied[0].hasSuffix(": Plant the spring bulbs"), "\(result)")
        #expect(inbox?["ignored"] as? Int == 0, "\(result)")
    }

    @Test(arguments: [("html", "Snooze 2d"), ("base64", "snooze 2d"), ("latin1", "snooze 2d."), ("outlook", "SNOOZE 2d")])
    func snooze2d_inEveryClientsForm_snoozesTwoDays(style: String, text: String) throws {
        let scene = try InboxScene()
        let original = try scene.sendFollowUp()
        try scene.imap.append(text: text, inReplyTo: original, style: style)
        try scene.refresh()
        // 11:00 plus two days.
        let replies = try scene.replies()
        #expect(try scene.goalRow()["snoozedUntil"] as? Int == 1_795_345_200_000, "\(replies)")
        #expect(try scene.goalRow()["completedAt"] is NSNull)
        #expect(try scene.answers() == ["snooze email"])
    }

    @Test func forgedOrForeign_changeNothing_andStayUnread() throws {
        let scene = try InboxScene()
        let original = try scene.sendFollowUp()
        // The tag of another row: the row number changed, the tag kept.
        let forged = original.replacingOccurrences(of: "<outbox-1.", with: "<outbox-2.")
        try scene.imap.append(text: "done", inReplyTo: forged)
        try scene.imap.append(text: "done", inReplyTo: original, from: "eve@example.org")
        let unsigned = original.replacingOccurrences(of: #"\.[0-9a-f]{20}@"#, with: "@", options: .regularExpression)
        try scene.imap.append(text: "done", inReplyTo: unsigned)
        try scene.refresh()
        #expect(try scene.goalRow()["completedAt"] is NSNull)
        #expect(try scene.answers() == [])
        let flags = try scene.imap.flags()
        #expect(flags.count == 3)
        for (uid, list) in flags { #expect(list.contains("$MyndDone") && !list.contains("\\Seen"), "message \(uid): \(list)") }
        #expect(try scene.smtp.received().count == 1, "no answer to a forged or foreign reply")
        #expect(try scene.replies().map { $0["outcome"] as? String } == ["ignored", "ignored", "ignored"])
    }

    @Test func sameReplyTwice_andKilledBetweenApplyAndFlag_isAppliedOnce() throws {
        let scene = try InboxScene()
        let original = try scene.sendFollowUp()
        try scene.imap.append(text: "later", inReplyTo: original, messageID: "<same-reply@client.example.org>")
        // Checkpoint 1: the run started; 2: the reply is recorded, not yet flagged.
        let killed = try scene.sandbox.launch(["run", "refresh"], now: InboxScene.answerTime, extra: ["MYND_TEST_KILL_AT": "2"])
        let (_, signal) = try killed.finish()
        #expect(signal == SIGKILL)
        #expect(try scene.imap.flags()[1]?.contains("$MyndDone") == false, "killed before the flag")
        #expect(try scene.answers() == ["snooze email"])
        // The same reply again (a client that sent it twice), and the unflagged first copy.
        try scene.imap.append(text: "later", inReplyTo: original, messageID: "<same-reply@client.example.org>")
        try scene.refresh(at: "2026-11-20T11:05:00Z")
        #expect(try scene.answers() == ["snooze email"])
        #expect(try scene.replies().count == 1)
        let flags = try scene.imap.flags()
        #expect(flags.values.allSatisfy { $0.contains("$MyndDone") }, "\(flags)")
    }

    @Test func tenMegabytes_orUnreadable_doNoHarm_andTheUnreadableGetsOneAnswer() throws {
        let scene = try InboxScene()
        let original = try scene.sendFollowUp()
        try scene.imap.append(text: "done", inReplyTo: original, style: "big")
        try scene.imap.append(text: "What garden?", inReplyTo: original)
        let result = try scene.refresh()
        #expect(result.status == 0, "\(result)")
        #expect(try scene.goalRow()["completedAt"] is NSNull, "the 10 MB reply is not read")
        let sent = try scene.smtp.received()
        #expect(sent.count == 2, "the follow-up and one answer")
        let answer = String(decoding: try #require(sent.last).message, as: UTF8.self)
        #expect(
            answer.contains("I wasn't sure what you meant by") && answer.contains("What garden?")
                && sent.last?.recipients == ["me@example.org"])
        try scene.refresh(at: "2026-11-20T11:15:00Z")
        #expect(try scene.smtp.received().count == 2, "answered once")
        let status = try scene.sandbox.ok(["status"], now: "2026-11-20T11:15:00Z").stdout
        #expect(status.contains("not understood"), "\(status)")
    }

    @Test func digestReply_doneShortID_completesThatGoal() throws {
        let scene = try InboxScene()
        try scene.email.run("digest", at: EmailScene.digestTime)
        let original = try scene.lastMessageID()
        #expect(original.hasPrefix("<outbox-1.digest.2026-11-21."))
        try scene.imap.append(text: "done \(scene.goal.shortId)", inReplyTo: original)
        try scene.refresh(at: "2026-11-21T09:00:00Z")
        let replies = try scene.replies()
        #expect(try scene.goalRow()["completedAt"] as? Int == 1_795_251_600_000, "\(replies)")
    }
}

/// `mynd doctor` logs in to dovecot and looks at the mailbox.
@Suite(.timed, .serialized, .enabled(if: InboxScene.available, "\(InboxScene.why)"), .timeLimit(.minutes(20)))
struct InboxDoctorTests {
    @Test func doctor_logsIn_countsWaitingReplies_neverShowsThePassword() throws {
        let scene = try InboxScene(extra: "processed_folder = \"Processed\"")
        let original = try scene.sendFollowUp()
        try scene.imap.append(text: "done", inReplyTo: original)
        let result = try scene.sandbox.run(["doctor"], now: InboxScene.answerTime)
        #expect(
            result.stdout.contains("ok   inbox: \(scene.imap.url), login me@example.org, password from $MYND_IMAP_PASSWORD"), "\(result)")
        #expect(result.stdout.contains("mailbox read, 1 reply waiting; applied replies move to Processed"), "\(result)")
        #expect(!result.stdout.contains(IMAPPeer.password))
        // The applied reply moves.
        try scene.refresh()
        #expect(try scene.imap.flags().isEmpty)
        #expect(try scene.imap.flags(folder: "Processed").values.first?.contains("$MyndDone") == true)
    }

    @Test func doctor_wrongPassword_isOneLine() throws {
        let scene = try InboxScene()
        scene.sandbox.environment["MYND_IMAP_PASSWORD"] = "wrong-pass"
        let result = try scene.sandbox.run(["doctor"])
        #expect(result.stdout.contains("FAIL inbox: 127.0.0.1 refused the IMAP login: check imap.username and the password"), "\(result)")
        // A refresh records why it could not read, and status says so.
        try scene.refresh()
        #expect(try scene.sandbox.ok(["status"], now: InboxScene.answerTime).stdout.contains("inbox: not read"))
    }
}

/// `mynd agent` reads the inbox on its timer, between refreshes.
@Suite(
    .timed, .serialized, .enabled(if: InboxScene.available && Tools.haveBus, "\(InboxScene.why), and dbus-daemon"), .timeLimit(.minutes(20))
)
struct InboxAgentTests {
    @Test func agent_appliesAReply_withoutARefresh() throws {
        let scene = try InboxScene()
        let original = try scene.sendFollowUp()
        let bus = try PrivateBus()
        scene.sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        let agent = try AgentProcess(scene.sandbox, now: InboxScene.answerTime, extra: ["MYND_AGENT_INBOX_SECONDS": "1"])
        try agent.waitUntilListening()
        try scene.imap.append(text: "done", inReplyTo: original)
        #expect(agent.waitForLog(timeout: 10) { $0.contains("inbox: read: 1 applied") }, "\(agent.log)")
        #expect(try scene.answers() == ["done email"])
        #expect(agent.terminate().status == 0)
    }

    /// A snooze by email, read by a refresh, wakes a running agent as a typed one does: the
    /// agent then waits for its end and brings it back, not the next quarter hour's refresh.
    @Test func aSnoozeByEmail_readByARefresh_wakesTheAgent_forItsEnd() throws {
        let scene = try InboxScene()
        let original = try scene.sendFollowUp()
        let bus = try PrivateBus()
        scene.sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        let agent = try AgentProcess(scene.sandbox, now: InboxScene.answerTime)
        try agent.waitUntilListening()
        // The agent's clock starts at answerTime: the snooze ends 15 s into its run. Nothing
        // else would wake it before then: no row waits, the inbox is the refresh's.
        try scene.imap.append(text: "snooze 2026-11-20T11:00:15Z", inReplyTo: original)
        let refresh = try scene.refresh()
        #expect(refresh.stdout.contains("  reply: snoozed"), "\(refresh)")
        #expect(agent.waitForLog(timeout: 45) { $0.contains("a snooze ended: starting refresh") }, "\(agent.log)")
        #expect(agent.terminate().status == 0)
    }
}
