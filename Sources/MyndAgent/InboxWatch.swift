import Foundation
import MyndCore
import MyndDelivery
import MyndPOSIX
import Synchronization

/// The inbox as a source of the agent's loop: a timer starts a look every `interval`, off the
/// loop, and what the look found comes back to it. A look that outlasts the interval is not
/// doubled: the next starts when it ends. However long a server keeps a look waiting, the
/// loop goes on: notifications, presence, the watchdog, a stop. A bell (`InboxPoll.bell`)
/// starts a look between the timed ones — `InboxPoll.rungLook` when there is one (the phone's
/// topic alone, no login to the mail server) — and leaves the timer as it was.
final class InboxWatch {
    /// The bell's thread's side: what it rang, waiting for the loop, and what wakes it.
    private final class Rings: Sendable {
        let wake: WakeSignal
        let waiting = Mutex<[ReplyStream.Ring]>([])
        init() throws(SystemError) { wake = try WakeSignal() }
    }

    private let poll: InboxPoll
    private let loop: EventLoop
    private var timer: EventLoop.Timer?
    private var work: OffLoopWork<(line: String, effects: Set<AnswerEffect>)>?
    /// The timer fired, or the bell rang, while a look still ran.
    private var due = false
    private var rungDue = false

    /// Looks at once, then every `poll.interval`; `looked` gets what each look returns.
    init(
        _ poll: InboxPoll, loop: EventLoop, log: @escaping (String) -> Void,
        looked: @escaping ((line: String, effects: Set<AnswerEffect>)) -> Void
    ) throws {
        self.poll = poll
        self.loop = loop
        work = try OffLoopWork(
            loop: loop, deadline: poll.overdueAfter,
            finished: { [unowned self] result in
                looked(result)
                if due {
                    lookNow()
                } else if rungDue {
                    lookNow(rung: true)
                }
            },
            overdue: { seconds in
                log(
                    "inbox: a look has taken \(Int(seconds)) s (a mail server is slow or silent): the agent goes on without it, and the next look starts when it ends"
                )
            })
        let timer = loop.timer { [unowned self] in lookNow() }
        self.timer = timer
        loop.arm(timer, after: 0)
        if let bell = poll.bell { try listen(to: bell, log: log) }
    }

    /// Starts `bell` on a thread of its own; a look follows each ring (several rings before
    /// the loop wakes are one look), and its notes go to the log.
    private func listen(
        to bell: @escaping @Sendable (_ ring: @escaping @Sendable (ReplyStream.Ring) -> Void) -> Void,
        log: @escaping (String) -> Void
    ) throws {
        let rings: Rings
        do {
            rings = try Rings()
        } catch {
            throw AgentError(.system, "\(error)")
        }
        loop.watch(rings.wake.descriptor) { [unowned self] in
            rings.wake.drain()
            let rung = rings.waiting.withLock { waiting in
                defer { waiting = [] }
                return waiting
            }
            for case .note(let line) in rung { log(line) }
            if rung.contains(.look) { lookNow(rung: true) }
        }
        Thread {
            bell { ring in
                rings.waiting.withLock { $0.append(ring) }
                rings.wake.raise()
            }
        }.start()
    }

    /// Whether a look runs now.
    var isLooking: Bool { work?.isRunning ?? false }

    /// Starts a look now, or, while one runs, as soon as it ends. A timed look is the whole
    /// look (covering a ring that waited too) and sets the next; a rung one is the bell's.
    private func lookNow(rung: Bool = false) {
        guard let work, !work.isRunning else {
            if rung { rungDue = true } else { due = true }
            return
        }
        rungDue = false
        let now = loop.clock.now()
        if rung, let look = poll.rungLook {
            work.start { look(now) }
            return
        }
        due = false
        let look = poll.look
        work.start { look(now) }
        if !rung, let timer { loop.arm(timer, after: poll.interval) }
    }
}
