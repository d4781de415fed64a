import Foundation
import MyndCore
import MyndTestSupport
import Synchronization
import Testing

@testable import MyndDelivery

private let topic = "mynd-test-8a3e5c1f7b9d2046"

/// The phone's reply stream against the fake ntfy server (one JSON object a line, an `open`
/// event first, keepalives between): a post is heard while the stream stands, not at the
/// next timed look; a stream that cannot be held says why in one line, and is held again.
@Suite(.timed, .enabled(if: !ServerProcess.python3Missing, "needs /usr/bin/python3"), .timeLimit(.minutes(5)))
struct ReplyStreamTests {
    func server(_ ntfy: FakeNtfy, token: String? = nil) -> NtfyServer {
        var config = PhoneConfig()
        config.server = ntfy.baseURL
        config.topic = "mynd-test-0000000000000000"
        return NtfyServer(config: config, accessToken: token)
    }

    /// Holds the stream on a thread of its own; what it heard, and when.
    final class Heard: Sendable {
        let events = Mutex<[String]>([])
        let stop = Atomic<Bool>(false)
        func add(_ event: String) { events.withLock { $0.append(event) } }
        func wait(for count: Int, of event: String, timeout: Double) -> Bool {
            let end = Date().addingTimeInterval(timeout)
            while Date() < end {
                if events.withLock({ $0.filter { $0 == event }.count }) >= count { return true }
                usleep(20_000)
            }
            return false
        }
    }

    @Test func aPost_isHeardWhileTheStreamStands_andNothingBeforeItsOpen() throws {
        let ntfy = try FakeNtfy()
        try ntfy.post("before the stream", to: topic)
        let heard = Heard()
        let done = Mutex<PhoneReadError?>(nil)
        let server = server(ntfy)
        let thread = Thread {
            do throws(PhoneReadError) {
                try server.hold(
                    topic: topic, while: { !heard.stop.load(ordering: .relaxed) }, opened: { heard.add("open") },
                    arrived: { heard.add("message") })
            } catch {
                done.withLock { $0 = error }
            }
            heard.add("ended")
        }
        thread.start()
        #expect(heard.wait(for: 1, of: "open", timeout: 10))
        // Keepalives come every second from this server: the stream is still held after them.
        usleep(2_500_000)
        #expect(heard.events.withLock { $0 } == ["open"], "the post before the stream is the look's, not the stream's")
        try ntfy.post("pressed", to: topic)
        #expect(heard.wait(for: 1, of: "message", timeout: 10), "heard while the stream stands: \(heard.events.withLock { $0 })")
        heard.stop.store(true, ordering: .relaxed)
        #expect(heard.wait(for: 1, of: "ended", timeout: 10), "a stop ends it at the next keepalive")
        #expect(done.withLock { $0 } == nil)
    }

    @Test func aRefusedToken_anErrorStatus_andASilentServer_eachSayWhyInOneLine() throws {
        let ntfy = try FakeNtfy(token: "tk_right")
        #expect(throws: PhoneReadError.self) {
            try server(ntfy, token: "tk_wrong").hold(topic: topic, opened: {}, arrived: {})
        }
        do throws(PhoneReadError) {
            try server(ntfy, token: "tk_wrong").hold(topic: topic, opened: {}, arrived: {})
        } catch {
            #expect(error.description.contains("refused access (401): check the access token"), "\(error)")
            #expect(!error.description.contains("tk_"))
        }
        try ntfy.answerNextStreams(["429:7", "500", "silent"])
        do throws(PhoneReadError) {
            try server(ntfy, token: "tk_right").hold(topic: topic, opened: {}, arrived: {})
            Issue.record("a 429 is not a stream")
        } catch {
            #expect(error.retryAfter == 7 && error.description.contains("429"), "\(error)")
        }
        do throws(PhoneReadError) {
            try server(ntfy, token: "tk_right").hold(topic: topic, opened: {}, arrived: {})
            Issue.record("a 500 is not a stream")
        } catch {
            #expect(error.description.contains("answered 500 internal server error"), "\(error)")
        }
        var opened = false
        do throws(PhoneReadError) {
            try server(ntfy, token: "tk_right").hold(topic: topic, stallAfter: 2, opened: { opened = true }, arrived: {})
            Issue.record("a silent server is a dropped stream")
        } catch {
            #expect(opened)
            #expect(error.description.contains("fell silent for 2 s"), "\(error)")
        }
    }

    @Test func aStreamCutInTheMiddleOfAPost_isHeldAgain_andTheLookFollowsItsOpen() throws {
        let ntfy = try FakeNtfy()
        try ntfy.answerNextStreams(["cut"])
        let stream = ReplyStream(server: server(ntfy), topic: topic)
        let rings = Mutex<[ReplyStream.Ring]>([])
        let slept = Mutex<[Double]>([])
        let heard = Heard()
        let thread = Thread {
            stream.keepHeld(
                while: { !heard.stop.load(ordering: .relaxed) },
                ring: { ring in
                    rings.withLock { $0.append(ring) }
                    if ring == .look { heard.add("look") }
                }, sleep: { seconds in slept.withLock { $0.append(seconds) } })
            heard.add("ended")
        }
        thread.start()
        #expect(heard.wait(for: 1, of: "look", timeout: 10), "its open rings for a look")
        try ntfy.post("pressed", to: topic)
        // The cut stream is held again at once here (the test's sleep does not wait), and its
        // open rings for the look that reads the post the cut stream dropped.
        #expect(heard.wait(for: 2, of: "look", timeout: 10), "\(rings.withLock { $0 })")
        heard.stop.store(true, ordering: .relaxed)
        #expect(heard.wait(for: 1, of: "ended", timeout: 10))
        let notes = rings.withLock { $0 }.compactMap { if case .note(let line) = $0 { line } else { nil } }
        #expect(notes.first == "phone: holding the reply stream: a button pressed on the phone acts at once")
        #expect(
            notes.contains { $0.hasPrefix("phone: the reply stream could not be held (") && $0.contains("held again in 5 s") }, "\(notes)")
        #expect(notes.last == "phone: the reply stream is held again", "\(notes)")
        #expect(slept.withLock { $0 } == [5])
    }

    @Test func theWaitBeforeHoldingAgain_doublesToFiveMinutes() {
        #expect((1...8).map(ReplyStream.pause(afterFailures:)) == [5, 10, 20, 40, 80, 160, 300, 300])
        #expect(ReplyStream.pause(afterFailures: 0) == 5)
    }
}
