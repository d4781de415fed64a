import MyndCore
@testable import MyndMail
import MyndTestSupport
import Testing

@Suite(.timed) struct ReplyCommandTests {
    @Test(arguments: [
        ("done", ReplyCommand(.complete)), ("Done!", ReplyCommand(.complete)), ("DONE, thanks", ReplyCommand(.complete)),
        ("later", ReplyCommand(.snooze)), ("Later.", ReplyCommand(.snooze)),
        ("snooze 2d", ReplyCommand(.snooze, words: ["2d"])), ("Snooze mon 09:00.", ReplyCommand(.snooze, words: ["mon", "09:00"])),
        ("snooze", ReplyCommand(.snooze)), ("dismiss", ReplyCommand(.dismiss)), ("drop", ReplyCommand(.drop)),
        ("Let it go…", ReplyCommand(.drop)), ("keep.", ReplyCommand(.keep)),
        ("capture: Call Ana about the seeds!", ReplyCommand(.capture, words: ["Call Ana about the seeds!"])),
        ("Capture : x", ReplyCommand(.capture, words: ["x"])),
    ])
    func followUpLines(_ line: String, _ expected: ReplyCommand) {
        #expect(ReplyCommand.parse(line, digest: false) == expected)
    }

    @Test(arguments: ["", "thanks", "let it be", "doner", "capture:", "ok done", "snoozing"])
    func notCommands(_ line: String) {
        #expect(ReplyCommand.parse(line, digest: false) == nil)
    }

    @Test func digestLines_needAShortID() {
        #expect(ReplyCommand.parse("done 3f2a", digest: true) == ReplyCommand(.complete, goal: "3f2a"))
        #expect(ReplyCommand.parse("Snooze 3F2A tomorrow.", digest: true) == ReplyCommand(.snooze, goal: "3f2a", words: ["tomorrow"]))
        #expect(ReplyCommand.parse("later 3f2a", digest: true) == ReplyCommand(.snooze, goal: "3f2a"))
        #expect(ReplyCommand.parse("later 3f2a mon 09:00", digest: true) == ReplyCommand(.snooze, goal: "3f2a", words: ["mon", "09:00"]))
        #expect(ReplyCommand.parse("drop 3f2a", digest: true) == ReplyCommand(.drop, goal: "3f2a"))
        #expect(ReplyCommand.parse("done", digest: true) == nil)
        #expect(ReplyCommand.parse("done 3f", digest: true) == nil, "shorter than a short id")
        #expect(ReplyCommand.parse("done garden", digest: true) == nil)
        #expect(ReplyCommand.parse("dismiss 3f2a", digest: true) == nil, "a digest line has no nudge to dismiss")
        #expect(ReplyCommand.parse("capture: seeds", digest: true) == ReplyCommand(.capture, words: ["seeds"]))
    }

    @Test func pauseAndResume_areAboutMynd_inAnyReply() {
        for digest in [false, true] {
            #expect(ReplyCommand.parse("pause until mon", digest: digest) == ReplyCommand(.pause, words: ["mon"]))
            #expect(ReplyCommand.parse("Pause 2d.", digest: digest) == ReplyCommand(.pause, words: ["2d"]))
            #expect(ReplyCommand.parse("pause", digest: digest) == ReplyCommand(.pause))
            #expect(ReplyCommand.parse("Resume!", digest: digest) == ReplyCommand(.resume))
            #expect(ReplyCommand.parse("pause until", digest: digest) == nil, "until what?")
            #expect(ReplyCommand.parse("resume the garden", digest: digest) == nil)
        }
    }
}
