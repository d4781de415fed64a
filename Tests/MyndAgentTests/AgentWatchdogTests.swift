import Foundation
import MyndAgent
import MyndCore
import MyndCurl
import MyndStore
import MyndTestSupport
import Testing

/// The watchdog and the stop, on virtual time: the agent pings systemd every half
/// `WatchdogSec=` whatever its handlers wait for — here a look at the inbox whose email goes,
/// through libcurl, to a server that takes the connection and never says a word — and a stop
/// ends it within a second. (`ReliabilityAgentWatchdogTests` does the same through the built
/// binary, with dovecot and real seconds.)
@Suite(.timed, .enabled(if: Tools.haveBus, "needs dbus-daemon (Debian: dbus-daemon)"))
final class AgentWatchdogTests {
    let bus: PrivateBus
    let folder: TemporaryDirectory

    init() throws {
        bus = try PrivateBus()
        folder = try TemporaryDirectory(prefix: "mynd-agent")
    }

    @Test func aLookStuckOnASilentMailServer_holdsNeitherThePingsNorTheStop() throws {
        let silent = try SilentServer()
        let sender = SMTPSender(url: "smtp://127.0.0.1:\(silent.port)", startTLS: .off, connectTimeout: 60, totalTimeout: 600)
        let inbox = InboxPoll { _ in
            let message = Data("Subject: Your reply\r\n\r\nWhich goal do you mean?\r\n".utf8)
            do {
                try sender.send(message, from: "mynd@example.org", to: ["me@example.org"])
                return ("inbox: answer sent", [])
            } catch {
                return ("inbox: \(error)", [])
            }
        }
        let agent = try AgentHarness(
            settings: try AgentHarness.settings(start: "2026-11-23T09:00:00Z", folder: folder), store: try GraphStore.inMemory(),
            busAddress: bus.address, watchdog: 30, inbox: inbox)
        try agent.start()
        #expect(agent.notifier.sent.first == "READY=1")
        #expect(silent.waitForConnections(), "the look never reached the server")
        // Two minutes of the agent's time, the send held all along: a ping every 15 s.
        for minute in 1...8 {
            #expect(agent.clock.advance(by: 15))
            #expect(agent.notifier.pings == minute, "\(agent.notifier.sent)")
        }
        #expect(agent.log.contains("inbox: a look has taken 60 s (a mail server is slow or silent)"), "\(agent.log)")
        #expect(!agent.log.contains("inbox: answer sent") && silent.accepted == 1, "the send still waits on the server")
        let stop = agent.stop()
        #expect(stop.error == nil && stop.seconds < 1, "stopped after \(stop.seconds) s: \(String(describing: stop.error))")
        #expect(agent.notifier.sent.last == "STOPPING=1")
        #expect(agent.log.hasSuffix("inbox: stopping during a look: what it did not finish waits for the next look or refresh\nstopping"))
    }

    @Test func idleForAVirtualDay_pingsOnTime_andStopsWithinASecond() throws {
        let agent = try AgentHarness(
            settings: try AgentHarness.settings(start: "2026-11-23T09:00:00Z", folder: folder), store: try GraphStore.inMemory(),
            busAddress: bus.address, watchdog: 30)
        try agent.start()
        // The screen saver's first answer comes over the bus whenever it comes: the first look
        // at presence is recorded then, and after it there is nothing more to say.
        #expect(agent.waitForLog("no presence source recorded"), "\(agent.log)")
        #expect(agent.clock.settle())
        let started = agent.log
        // Ten minutes a ping at a time, then the rest of the day at once (its pings fall together).
        for _ in 0..<40 { #expect(agent.clock.advance(by: 15)) }
        #expect(agent.clock.advance(by: 24 * 3600 - 600))
        #expect(agent.notifier.pings == 41)
        #expect(!agent.hasEnded)
        #expect(agent.log == started, "nothing to say while idle")
        let stop = agent.stop()
        #expect(stop.error == nil && stop.seconds < 1)
        #expect(agent.log == started + "\nstopping")
    }
}
