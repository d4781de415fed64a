import Foundation
import MyndCore
import MyndPOSIX
import MyndTestSupport
import Synchronization
import Testing

@testable import MyndAgent

/// The loop alone, on virtual time: timers fire at their moment and in order, a descriptor's
/// handler runs when it is readable, each round runs before the loop sleeps, and a stop from a
/// handler ends `run` at once.
@Suite(.timed) struct EventLoopTests {
    /// A loop on its own thread, and what its handlers saw (virtual seconds, names).
    private final class Running: @unchecked Sendable {
        let clock: VirtualClock
        let loop: EventLoop
        let seen = Mutex<[String]>([])
        private let stopSignal: WakeSignal
        private let done = NSCondition()
        private var finished = false

        init() throws {
            clock = try VirtualClock(start: try #require(Timestamp(iso8601: "2026-11-23T09:00:00Z")))
            loop = EventLoop(clock: clock)
            stopSignal = try WakeSignal()
            loop.watch(stopSignal.descriptor) { [loop] in loop.stop() }
        }

        func note(_ what: String) { seen.withLock { $0.append("\(what)@\(clock.elapsed)") } }

        /// Asks the loop to stop, from the test's thread, and waits until `run` returned.
        func finish() -> Bool {
            stopSignal.raise()
            return waitUntilFinished()
        }

        func start() {
            Thread { [self] in
                try? loop.run()
                done.withLock {
                    finished = true
                    done.broadcast()
                }
            }.start()
            #expect(clock.settle())
        }

        func waitUntilFinished(timeout: Double = 5) -> Bool {
            done.withLock {
                let deadline = Date(timeIntervalSinceNow: timeout)
                while !finished, done.wait(until: deadline) {}
                return finished
            }
        }
    }

    @Test func timers_fireAtTheirVirtualMoment_inOrder_andARepeatingOneKeepsItsBeat() throws {
        let running = try Running()
        let loop = running.loop
        let late = loop.timer { running.note("late") }
        let early = loop.timer { running.note("early") }
        loop.arm(late, after: 90)
        loop.arm(early, after: 30)
        loop.repeating(every: 15) { running.note("ping") }
        running.start()
        #expect(running.seen.withLock { $0 }.isEmpty, "nothing fires before its time")
        for _ in 0..<6 { #expect(running.clock.advance(by: 15)) }
        #expect(
            running.seen.withLock { $0 } == [
                "ping@15.0", "early@30.0", "ping@30.0", "ping@45.0", "ping@60.0", "ping@75.0", "late@90.0", "ping@90.0",
            ])
        #expect(running.finish())
    }

    @Test func aTimerArmedAgain_moves_andDisarmed_neverFires() throws {
        let running = try Running()
        let loop = running.loop
        let moved = loop.timer { running.note("moved") }
        let disarmed = loop.timer { running.note("disarmed") }
        loop.arm(moved, after: 10)
        loop.arm(disarmed, after: 10)
        loop.arm(moved, after: 40)
        loop.arm(disarmed, after: nil)
        running.start()
        #expect(running.clock.advance(by: 30))
        #expect(running.clock.advance(by: 30))
        #expect(running.seen.withLock { $0 } == ["moved@60.0"])
        #expect(running.finish())
    }

    @Test func aReadableDescriptor_runsItsHandler_andEachRoundRunsBeforeTheLoopSleeps() throws {
        let running = try Running()
        let loop = running.loop
        let signal = try WakeSignal()
        let rounds = Atomic<Int>(0)
        loop.watch(signal.descriptor) {
            signal.drain()
            running.note("readable")
        }
        loop.eachRound { rounds.add(1, ordering: .relaxed) }
        running.start()
        let before = rounds.load(ordering: .relaxed)
        #expect(before >= 1, "a round before the first sleep")
        signal.raise()
        #expect(running.clock.settle())
        #expect(running.seen.withLock { $0 } == ["readable@0.0"])
        #expect(rounds.load(ordering: .relaxed) > before, "a round after the handler")
        #expect(running.finish())
    }

    @Test func aStopFromAHandler_endsRun_beforeAnyOtherHandler() throws {
        let running = try Running()
        let loop = running.loop
        let stop = try WakeSignal()
        loop.watch(stop.descriptor) { loop.stop() }
        let never = loop.timer { running.note("after the stop") }
        loop.arm(never, after: 5)
        running.start()
        stop.raise()
        #expect(running.waitUntilFinished())
        #expect(running.seen.withLock { $0 }.isEmpty)
    }

    @Test func workOffTheLoop_comesBackOnTheLoop_andIsOverdue_pastItsDeadline() throws {
        let running = try Running()
        let loop = running.loop
        let release = try WakeSignal()
        let work = try OffLoopWork<String>(
            loop: loop, deadline: 60, finished: { running.note("finished \($0)") },
            overdue: { running.note("overdue after \(Int($0)) s") })
        let kick = loop.timer {
            // Held until the test releases it, as a send to a server that does not answer.
            let started = work.start {
                _ = try? Poll.wait([Poll.Watch(descriptor: release.descriptor)], seconds: 10)
                return "look"
            }
            running.note(started ? "started" : "not started")
            running.note(work.start { "a second one" } ? "started again" : "one at a time")
        }
        loop.arm(kick, after: 0)
        running.start()
        #expect(running.seen.withLock { $0 } == ["started@0.0", "one at a time@0.0"])
        #expect(running.clock.advance(by: 59))
        #expect(running.seen.withLock { $0 }.count == 2)
        #expect(running.clock.advance(by: 1))
        #expect(running.seen.withLock { $0 }.last == "overdue after 60 s@60.0")
        release.raise()
        let deadline = ContinuousClock.now + .seconds(5)
        while running.seen.withLock({ $0.count }) < 4, ContinuousClock.now < deadline { usleep(1_000) }
        #expect(running.seen.withLock { $0 }.last == "finished look@60.0")
        #expect(running.finish())
    }
}
