package import MyndPOSIX

/// The agent's one loop, which knows nothing of what the agent does: sources register a
/// descriptor (with the events to wait for, asked afresh each round, as the bus needs) or a
/// timer, each with its handler, and the loop sleeps in the clock's `wait` until one of them
/// has something, then runs exactly those handlers. Timers count on the clock's steady
/// `elapsed`, so a virtual clock moves them all.
///
/// A round: the steps registered with `eachRound` (what has to be looked at after anything
/// happened), then every source's interest, one wait, the handlers of the ready descriptors,
/// then those of the timers that are due. Handlers run on the loop's thread, one at a time;
/// one that would block (the network) hands its work to `OffLoopWork` instead.
package final class EventLoop {
    /// What a descriptor source asks of the next wait.
    package struct Interest {
        package var watch: Poll.Watch
        /// The longest the source lets the loop sleep, in real seconds (nil: no limit; 0: do
        /// not sleep, the source has work already).
        package var timeout: Double?

        package init(watch: Poll.Watch, timeout: Double? = nil) {
            self.watch = watch
            self.timeout = timeout
        }
    }

    /// A timer's handle: armed for one moment at a time, or not at all.
    package final class Timer {
        fileprivate let handler: () throws -> Void
        /// When it fires, on the clock's `elapsed`; nil: disarmed.
        fileprivate var due: Double?
        /// Seconds between firings of a repeating timer; nil: once per `arm`.
        fileprivate let period: Double?

        fileprivate init(period: Double? = nil, handler: @escaping () throws -> Void) {
            self.period = period
            self.handler = handler
        }

        package var isArmed: Bool { due != nil }
    }

    private struct Source {
        var interest: () throws -> Interest?
        var handler: () throws -> Void
    }

    package let clock: any AgentClock
    private var sources: [Source] = []
    private var timers: [Timer] = []
    private var rounds: [() throws -> Void] = []
    private var running = false

    package init(clock: any AgentClock) {
        self.clock = clock
    }

    /// Watches `descriptor` for input; `handler` runs when it has some.
    package func watch(_ descriptor: Int32, handler: @escaping () throws -> Void) {
        watch(interest: { Interest(watch: Poll.Watch(descriptor: descriptor)) }, handler: handler)
    }

    /// Watches what `interest` says before each wait (nil: nothing this round); `handler` runs
    /// when the descriptor is ready.
    package func watch(interest: @escaping () throws -> Interest?, handler: @escaping () throws -> Void) {
        sources.append(Source(interest: interest, handler: handler))
    }

    /// A timer that runs `handler` when it fires; disarmed until `arm`.
    package func timer(_ handler: @escaping () throws -> Void) -> Timer {
        let timer = Timer(handler: handler)
        timers.append(timer)
        return timer
    }

    /// Runs `handler` every `seconds`, the first time `seconds` from now.
    package func repeating(every seconds: Double, _ handler: @escaping () throws -> Void) {
        let timer = Timer(period: seconds, handler: handler)
        timers.append(timer)
        arm(timer, after: seconds)
    }

    /// Fires `timer` once, `seconds` from now (nil disarms it); arming again moves it.
    package func arm(_ timer: Timer, after seconds: Double?) {
        timer.due = seconds.map { clock.elapsed + max(0, $0) }
    }

    /// Runs `step` at the start of every round, before the loop sleeps.
    package func eachRound(_ step: @escaping () throws -> Void) {
        rounds.append(step)
    }

    /// Ends `run` once the handler that calls it returns.
    package func stop() {
        running = false
    }

    /// Runs rounds until `stop`; a handler's error ends it too, and is thrown.
    package func run() throws {
        running = true
        while running {
            for step in rounds where running { try step() }
            guard running else { break }
            try waitAndDispatch()
        }
    }

    private func waitAndDispatch() throws {
        var ready: [Source] = []
        var watches: [Poll.Watch] = []
        var timeout: Double?
        for source in sources {
            guard let interest = try source.interest() else { continue }
            ready.append(source)
            watches.append(interest.watch)
            if let limit = interest.timeout { timeout = min(timeout ?? limit, limit) }
        }
        let until = timers.compactMap(\.due).min()
        let events: [Bool]
        do {
            events = try clock.wait(watches, until: until, timeout: timeout)
        } catch {
            throw AgentError(.system, "\(error)")
        }
        for (source, event) in zip(ready, events) where event && running { try source.handler() }
        let now = clock.elapsed
        for timer in timers where running {
            guard let due = timer.due, due <= now else { continue }
            timer.due = timer.period.map { now + $0 }
            try timer.handler()
        }
    }
}
