import Foundation

/// The phone's reply topic held open, as the agent's doorbell. It judges no post itself: a
/// look reads the topic from where the last one left off and judges each post once
/// (`PhoneReplies`). The stream only says when to look — when it opens (for what came while
/// it was closed) and when a post arrives — so a button pressed on the phone acts at once,
/// not at the next timed look.
package struct ReplyStream: Sendable {
    package var server: NtfyServer
    package var topic: String
    /// Seconds without an event or a keepalive after which the stream is taken for dropped.
    package var stallAfter: Double

    package init(server: NtfyServer, topic: String, stallAfter: Double = NtfyServer.streamStallSeconds) {
        self.server = server
        self.topic = topic
        self.stallAfter = stallAfter
    }

    /// What the holder asks of the agent.
    package enum Ring: Sendable, Equatable {
        /// Look at the topic now.
        case look
        /// A line for the agent's log.
        case note(String)
    }

    /// Seconds before the stream is held again after `failures` failures in a row: 5 s,
    /// doubling, at most five minutes (the timed look still reads the topic meanwhile).
    package static func pause(afterFailures failures: Int) -> Double {
        min(300, 5 * pow(2, Double(max(0, failures - 1))))
    }

    /// A stream that stood this long before the server ended it was held; a shorter one
    /// (a proxy that closes at once) counts as a failure, so no server is asked in a loop.
    package static let heldLongEnough = 60.0

    /// Holds the stream, and again each time it ends, while `going` (the agent: for as long as
    /// the process runs); says what happens through `ring`. `sleep` and `elapsed` are the
    /// holder's clock (a test's own).
    package func keepHeld(
        while going: () -> Bool = { true }, ring: (Ring) -> Void,
        sleep: (Double) -> Void = { Thread.sleep(forTimeInterval: $0) },
        elapsed: () -> Double = { ProcessInfo.processInfo.systemUptime }
    ) {
        var failures = 0
        var everHeld = false
        while going() {
            let start = elapsed()
            var opened = false
            var why: String?
            var wait: Int64?
            do {
                try server.hold(
                    topic: topic, stallAfter: stallAfter, while: going,
                    opened: {
                        opened = true
                        if !everHeld {
                            ring(.note("phone: holding the reply stream: a button pressed on the phone acts at once"))
                        } else if failures > 0 {
                            ring(.note("phone: the reply stream is held again"))
                        }
                        everHeld = true
                        ring(.look)
                    },
                    arrived: { ring(.look) })
            } catch {
                why = error.description
                wait = error.retryAfter
            }
            guard going() else { return }
            let held = opened && elapsed() - start >= Self.heldLongEnough
            if held { failures = 0 }
            if why == nil && !held { why = "the server ended it " + (opened ? "soon after it opened" : "before it opened") }
            guard let why else {
                sleep(1)
                continue
            }
            failures += 1
            let pause = max(Self.pause(afterFailures: failures), Double(wait ?? 0))
            ring(
                .note(
                    "phone: the reply stream could not be held (\(why)): held again in \(Int(pause)) s; the topic is still read every few minutes"
                ))
            sleep(pause)
        }
    }
}
