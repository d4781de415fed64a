import MyndCore
import MyndDelivery
import MyndPOSIX
import MyndStore

/// The agent's sources and its round: what `run` registers with the loop, and what the
/// agent looks at after anything happened.
extension DesktopAgent {
    /// What the round works with, opened by `run`.
    struct Round {
        var session: AgentSession
        var presence: PresenceKeeper
        var snoozes: SnoozeWake
    }

    /// Registers every source with `loop`: the stop, the session bus, logind's system bus,
    /// power uevents, the watchdog, the inbox, and the round with its timer. Returns the
    /// inbox's watch (nil without `[imap]`).
    func register(_ round: Round, stop: any StopRequests, on loop: EventLoop) throws -> InboxWatch? {
        loop.watch(stop.descriptor) {
            stop.readPending()
            if stop.stopping { loop.stop() }
        }
        let session = round.session
        loop.watch(interest: { try session.interest() }, handler: { try session.processPending() })
        let presence = round.presence
        loop.watch(interest: { Self.interest(of: presence) }, handler: { _ = presence.processPending() })
        watchPower(on: loop)
        if let watchdog {
            // Half the interval, as sd_watchdog_enabled(3) advises.
            loop.repeating(every: watchdog / 2) { [notifier] in _ = try? notifier.watchdog() }
        }
        let inbox = try inbox.map { poll in
            try InboxWatch(poll, loop: loop, log: log) { [unowned self] look in
                log(look.line)
                // A reply it applied takes its nudge off the screen now, not at the next wake.
                effects(bus: session.bus).run(look.effects)
            }
        }
        // What comes due with no event: a row's time or quiet hours' end, presence changing by
        // itself (idleness crossing away_after, a pause's end), a snooze's end. Firing only
        // wakes the loop: the round that follows looks at all of them.
        let delivery = loop.timer {}
        let presenceChange = loop.timer {}
        let snoozeEnd = loop.timer {}
        let code = peers.releasesCode ? CodePages.ofThisExecutable() : nil
        loop.eachRound { [unowned self] in
            loop.arm(delivery, after: look(round))
            loop.arm(presenceChange, after: round.presence.bounded(nil, now: clock.now()))
            loop.arm(snoozeEnd, after: round.snoozes.bounded(nil, now: clock.now()))
            code?.release()
        }
        return inbox
    }

    /// The system bus as the loop waits for it: what sd-bus already holds is dispatched first,
    /// and the loop does not sleep when that was anything.
    private static func interest(of presence: PresenceKeeper) -> EventLoop.Interest? {
        let dispatched = presence.processPending()
        guard let system = presence.pollWatch() else { return nil }
        return EventLoop.Interest(watch: system.watch, timeout: dispatched > 0 ? 0 : system.timeout)
    }

    /// One look after anything happened: the answers that arrived, notifications answered
    /// elsewhere, presence and snoozes, then the due rows (unless the screen is held).
    /// Returns the seconds until a row needs the next look without a wake (nil: none).
    private func look(_ round: Round) -> Double? {
        let events = round.session.takeEvents()
        if !events.isEmpty { answer(events, bus: round.session.bus) }
        withdrawAnswered(bus: round.session.bus)
        let now = clock.now()
        let look = round.presence.look(now: now)
        round.snoozes.look(now: now)
        let woken = round.session.takeWake()
        // While the screen is held, or before the sources have said whether it is (just
        // started), due rows wait: not looked at, not slept on.
        let mayShow = look.hold == nil && look.known
        let nextDue = mayShow ? (try? store.nextPending(channel: .desktop)) ?? nil : nil
        if !mayShow {
            heldElsewhere = false
        } else {
            if !tookOver { takeOver(bus: round.session.bus, now: now) }
            if woken || look.released || nextDue.map({ $0 <= now }) == true {
                heldElsewhere = deliverDue(bus: round.session.bus, now: now)
            }
        }
        programs.reapFinished()
        let next = mayShow ? (try? store.nextPending(channel: .desktop)) ?? nil : nil
        // A row a job is handing over is still its claim for a moment: look again soon, not after a second.
        return heldElsewhere ? Self.handOverPoll : timer.sleep(now: clock.now(), nextDue: next)
    }

    /// Power uevents: when a supply changed, reads power again and, when AC came back while
    /// processing waits for it (`ProcessingTrigger`), starts processing now.
    private func watchPower(on loop: EventLoop) {
        let (events, note) = PowerEventSource.open(environment: settings.environment)
        log(note)
        // The state the next power event is compared with.
        var power = probe.power()
        guard let events else { return }
        loop.watch(events.descriptor) { [unowned self] in
            if events.drain() { power = reactToPower(after: power) }
        }
    }

    /// Returns the power state now, having started processing if AC's return calls for it.
    private func reactToPower(after before: PowerState) -> PowerState {
        let after = probe.power()
        do {
            let history = try store.history(.processing)
            if ProcessingTrigger.shouldStart(before: before, after: after, history: history) {
                let outcome = processing.start()
                log("AC power is back (\(after.summary)): starting processing: \(outcome.summary)")
            }
        } catch {
            log("power changed but processing's history is unreadable: \(error)")
        }
        return after
    }
}
