import Foundation
import MyndTestSupport
import Testing

/// The agent against a mail server that never answers (RELIABILITY.md "A mail server that
/// never answers"), through the built binary: dovecot holds four replies nobody can read,
/// each of which gets an answer by email, and the SMTP server takes every connection and
/// never says a word, so each send waits out its whole timeout. The agent's loop is not
/// held by that: it says WATCHDOG=1 on time and stops within a second of SIGTERM.
@Suite(
    .timed,
    .tags(.reliability),
    .enabled(if: InboxScene.available && Tools.haveBus, "needs dovecot, python3 with aiosmtpd and dbus-daemon"),
    .timeLimit(.minutes(20)))
struct ReliabilityAgentWatchdogTests {
    /// The `WATCHDOG_USEC` the agent gets: 2 s (a ping a second) unless
    /// `MYND_TEST_WATCHDOG_USEC` says otherwise (30000000: the unit's own `WatchdogSec=30`).
    static let watchdog = ProcessInfo.processInfo.environment["MYND_TEST_WATCHDOG_USEC"].flatMap(Int.init) ?? 2_000_000
    static var interval: Double { Double(watchdog) / 1e6 }

    /// An agent on its own bus and notify socket, with four unreadable replies in dovecot and
    /// `[smtp]` pointing at a server that never answers; returns once the agent said READY=1.
    private final class StuckScene {
        let scene: InboxScene
        let silent: SilentServer
        let bus: PrivateBus
        let folder: TemporaryDirectory
        let notify: DatagramSocket
        let agent: AgentProcess
        let ready: ContinuousClock.Instant

        init() throws {
            scene = try InboxScene()
            let original = try scene.sendFollowUp()
            silent = try SilentServer()
            try scene.configure(smtpURL: "smtp://127.0.0.1:\(silent.port)")
            for question in ["What garden?", "Which bulbs do you mean?", "Who is this?", "Sorry, what?"] {
                try scene.imap.append(text: question, inReplyTo: original)
            }
            bus = try PrivateBus()
            scene.sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
            folder = try TemporaryDirectory(prefix: "mynd-ns")
            notify = try DatagramSocket(path: folder.appending("notify").path)
            agent = try AgentProcess(
                scene.sandbox, now: InboxScene.answerTime,
                extra: ["NOTIFY_SOCKET": notify.path, "WATCHDOG_USEC": "\(ReliabilityAgentWatchdogTests.watchdog)"])
            let first = try #require(notify.receive(timeout: 10), "no READY=1: \(agent.log)")
            ready = ContinuousClock.now
            #expect(first.hasPrefix("READY=1"), "\(first)")
        }

        /// Seconds from READY=1 to the next WATCHDOG=1, waiting at most `timeout` seconds.
        func nextPing(timeout: Double) -> Double? {
            let deadline = ContinuousClock.now + .seconds(timeout)
            while ContinuousClock.now < deadline {
                guard let message = notify.receive(timeout: (deadline - ContinuousClock.now).seconds) else { break }
                if message.split(separator: "\n").contains("WATCHDOG=1") { return (ContinuousClock.now - ready).seconds }
            }
            return nil
        }
    }

    @Test func aMailServerThatNeverAnswers_doesNotHoldTheWatchdog() throws {
        let stuck = try StuckScene()
        #expect(stuck.silent.waitForConnections(timeout: 20), "no answer went to the server: \(stuck.agent.log)")
        let connected = (ContinuousClock.now - stuck.ready).seconds
        // Waits long enough to measure a loop that is held (the look and its send of 10 s).
        let first = stuck.nextPing(timeout: 60)
        print("measured: READY=1 → first WATCHDOG=1 \(first.map { String(format: "%.2f s", $0) } ?? "none in 60 s")")
        #expect(first.map { $0 <= Self.interval / 2 + 0.5 } == true, "first ping \(String(describing: first)) s after READY=1")
        // The pings go on while the send is stuck: the server holds it for 10 s. (With a longer
        // interval, a measurement with the unit's own 30 s, only the first ping is measured.)
        if Self.interval <= 4 {
            var last = first ?? 0
            var gaps: [Double] = []
            while let ping = stuck.nextPing(timeout: Self.interval), ping < connected + 4 {
                gaps.append(ping - last)
                last = ping
            }
            #expect(gaps.count >= 2 && gaps.allSatisfy { $0 <= Self.interval / 2 + 0.5 }, "gaps between pings: \(gaps)")
            #expect(stuck.silent.accepted == 1, "the first send still waits on the server")
        }
        #expect(stuck.agent.terminate().status == 0, "\(stuck.agent.log)")
    }

    @Test func aMailServerThatNeverAnswers_doesNotHoldTheStop() throws {
        let stuck = try StuckScene()
        #expect(stuck.silent.waitForConnections(timeout: 20), "no answer went to the server: \(stuck.agent.log)")
        // SIGTERM while the first of the four sends waits on the server.
        let stop = stuck.agent.terminate(timeout: 60)
        print("measured: SIGTERM → exit \(String(format: "%.2f s", stop.seconds))")
        #expect(stop.exited && stop.status == 0, "\(stuck.agent.log)")
        #expect(stop.seconds < 1, "took \(stop.seconds) s to stop: \(stuck.agent.log)")
        #expect(stuck.agent.log.hasSuffix("mynd agent: stopping\n"), "\(stuck.agent.log)")
        // Nothing is lost: the four replies are recorded as not understood, and the one
        // question back (a nudge is asked about once) goes out with the next refresh once the
        // mail server answers again.
        try stuck.scene.configure()
        try stuck.scene.refresh(at: "2026-11-20T11:30:00Z")
        let rows = try InboxAnswerTests.answerRows(stuck.scene)
        #expect(try InboxAnswerTests.answers(stuck.scene).count == 1, "\(rows)")
        #expect(rows.map { $0["status"] as? String } == ["sent"], "\(rows)")
        #expect(try stuck.scene.answers() == Array(repeating: "unclear email", count: 4))
    }
}
