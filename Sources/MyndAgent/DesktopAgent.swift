import Foundation
package import MyndCore
package import MyndDelivery
import MyndPOSIX
package import MyndStore
import MyndSystemd

/// `mynd agent`: owns a session-bus connection and `io.mynd.Agent`, shows desktop rows with
/// actions, and acts on the answers, which notification servers send to the connection that
/// showed the notification — a one-shot job has exited by then.
///
/// One thread, one loop: dispatch bus traffic (Wake calls, ActionInvoked, NotificationClosed),
/// apply the answers, deliver what is due, then sleep in `poll()` on the bus and the signal
/// pipe — with no timeout unless a row waits for its time, quiet hours or the watchdog.
package final class DesktopAgent {
    private let settings: AgentSettings
    private let store: GraphStore
    private let clock: AgentClock
    private let timer: AgentTimer
    private let programs: ProgramRunner
    private let answers: AnswerHandler
    private let notifier = ServiceNotifier()
    private let watchdog: Double?
    private let probe: SystemProbe
    private let processing: JobStarter
    private let mynd: String
    private let globalArguments: [String]
    /// This agent, as it claims outbox rows.
    private let claimant = GraphStore.Claimant.thisProcess()
    /// Replies read on a timer; nil when `[imap]` is not set.
    package var inbox: InboxPoll?
    /// What shows the due rows, built by the shell from the settings for the agent's own
    /// connection (so the answers to what it shows come back to it) and clock: the desktop's
    /// channel, with actions. Nothing is shown until it is set.
    package var channels: (_ bus: SessionBus, _ now: @escaping () -> Timestamp) -> [Channel: any DeliveryChannel] = { _, _ in [:] }

    package init(settings: AgentSettings, store: GraphStore, globalArguments: [String]) {
        self.settings = settings
        self.store = store
        clock = AgentClock(fixedStart: settings.fixedStart)
        watchdog = ((try? ServiceNotifier().watchdogInterval()) ?? nil).map {
            Double($0.components.seconds) + Double($0.components.attoseconds) / 1e18
        }
        timer = AgentTimer(quietHours: settings.quietHours, zone: settings.zone, watchdogSeconds: watchdog)
        programs = ProgramRunner(environment: settings.environment)
        let mynd = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "mynd"
        probe = SystemProbe(configuredSupplyDir: settings.supplyDir, environment: settings.environment)
        processing = JobStarter(
            .processing, programs: programs, mynd: mynd, globalArguments: globalArguments, environment: settings.environment)
        self.mynd = mynd
        self.globalArguments = globalArguments
        answers = AnswerHandler(
            store: store, snoozeDefault: settings.snoozeDefault, zone: settings.zone,
            open: OpenCommand(
                configured: settings.openCommand, mynd: mynd, globalArguments: globalArguments),
            programs: programs)
    }

    /// Runs until SIGTERM or SIGINT; returns normally then (exit 0).
    package func run() throws {
        // First, so a SIGTERM during startup already ends in a clean stop.
        let signals: SignalPipe
        do {
            signals = try SignalPipe(catching: [.terminate, .interrupt, .childExited])
        } catch {
            throw AgentError(.system, "\(error)")
        }
        let bus: Bus
        do {
            bus = try Bus.session()
        } catch {
            throw AgentError(
                .unavailable,
                "no D-Bus session bus (\(error)): run `mynd agent` in your desktop session (systemctl --user start mynd-agent), or set DBUS_SESSION_BUS_ADDRESS"
            )
        }
        var woken = true  // deliver what waited while no agent ran
        var heldElsewhere = false
        var events: [NotificationEvent] = []
        let exported = try busCall("export \(AgentBusName.interface).Wake") {
            try bus.exportMethod(
                path: AgentBusName.objectPath, interface: AgentBusName.interface, member: AgentBusName.wake
            ) {
                woken = true
            }
        }
        let subscription = try busCall("listen to the notification server") {
            try Notifications(bus: bus).subscribe { events.append($0) }
        }
        do {
            try bus.requestName(AgentBusName.name)
        } catch  where error.isAlreadyExists {
            throw AgentError(
                .alreadyRunning,
                "another mynd agent already owns \(AgentBusName.name) on this session bus: stop it first (systemctl --user stop mynd-agent)"
            )
        } catch {
            throw AgentError(.unavailable, "cannot take \(AgentBusName.name): \(error): check the session bus's policy")
        }
        let refresh = JobStarter(
            .refresh, programs: programs, mynd: mynd, globalArguments: globalArguments, environment: settings.environment)
        let presence = PresenceKeeper(store: store, session: bus, settings: settings, refresh: refresh, log: log)
        let snoozes = SnoozeWake(store: store, refresh: refresh, fixedClock: settings.fixedStart != nil, log: log)
        let (powerEvents, powerNote) = PowerEventSource.open(environment: settings.environment)
        log(powerNote)
        // The state the next power event is compared with (kept here, in the loop's owner).
        var power = probe.power()
        log("listening on \(AgentBusName.name)")
        _ = try? notifier.ready(status: "listening on \(AgentBusName.name)")

        let code = CodePages.ofThisExecutable()
        var lastPing = ContinuousClock.now
        var lastInbox: ContinuousClock.Instant?
        while !signals.stopping {
            try busCall("read the session bus") { _ = try bus.processPending() }
            _ = presence.processPending()
            if !events.isEmpty {
                let batch = events
                events = []
                answer(batch, bus: bus)
            }
            withdrawAnswered(bus: bus)
            let now = clock.now()
            let look = presence.look(now: now)
            snoozes.look(now: now)
            // While the screen is held, due rows wait for the return: not looked at, not slept on.
            let nextDue = look.hold == nil ? (try? store.nextPending(channel: .desktop)) ?? nil : nil
            if look.hold != nil {
                woken = false
                heldElsewhere = false
            } else if woken || look.released || nextDue.map({ $0 <= now }) == true {
                woken = false
                heldElsewhere = deliverDue(bus: bus, now: now)
            }
            programs.reapFinished()
            if let inbox, lastInbox.map({ ContinuousClock.now - $0 >= .seconds(inbox.interval) }) ?? true {
                lastInbox = ContinuousClock.now
                log(inbox.look(clock.now()))
                withdrawAnswered(bus: bus)  // a reply it applied takes its nudge off the screen now, not at the next wake
            }
            if let watchdog, ContinuousClock.now - lastPing >= .milliseconds(Int(watchdog * 500)) {
                _ = try? notifier.watchdog()
                lastPing = ContinuousClock.now
            }
            // Something may have arrived while we worked: sleep only if nothing did.
            if try busCall("read the session bus", { try bus.processPending() }) > 0 || presence.processPending() > 0 || !events.isEmpty
                || woken
            {
                continue
            }
            let next = look.hold == nil ? (try? store.nextPending(channel: .desktop)) ?? nil : nil
            // A row a job is handing over is still its claim for a moment: look again soon, not after a second.
            var sleep = snoozes.bounded(
                presence.bounded(heldElsewhere ? Self.handOverPoll : timer.sleep(now: clock.now(), nextDue: next), now: clock.now()),
                now: clock.now())
            if let inbox, let lastInbox {
                // Awake again in time for the next look at the inbox.
                let left = max(AgentTimer.minimumSleep, inbox.interval - Self.seconds(ContinuousClock.now - lastInbox))
                sleep = min(sleep ?? left, left)
            }
            code.release()
            let powerChanged = try wait(bus: bus, signals: signals, power: powerEvents, presence: presence, seconds: sleep)
            _ = signals.drain()
            if powerChanged { power = reactToPower(after: power) }
        }
        _ = try? notifier.stopping()
        presence.stop(now: clock.now())
        log("stopping")
        withExtendedLifetime((exported, subscription)) {}
    }

    // MARK: - Steps

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// Sleeps in `poll()` until the bus, the signal pipe or the power events have something,
    /// or `seconds` pass (nil: no limit). This is the only place the agent waits, and it uses
    /// no CPU there. Returns whether a power supply event arrived.
    private func wait(
        bus: Bus, signals: SignalPipe, power: (any PowerEvents)?, presence: PresenceKeeper, seconds: Double?
    ) throws -> Bool {
        let busTimeout = try busCall("read the session bus") { try bus.pollTimeout() }
        let system = presence.pollWatch()
        let limit = [seconds, busTimeout, system?.timeout].compactMap { $0 }.min()
        let (busDescriptor, busEvents) = try busCall("read the session bus") {
            (try bus.fileDescriptor(), try bus.pollEvents())
        }
        let ready: [Bool]
        do {
            ready = try Poll.wait(
                [
                    Poll.Watch(descriptor: busDescriptor, events: Int16(truncatingIfNeeded: busEvents)),
                    Poll.Watch(descriptor: signals.readDescriptor),
                    // A negative descriptor is skipped: no power events to watch.
                    Poll.Watch(descriptor: power?.descriptor ?? -1),
                    // The system bus, where logind speaks.
                    system?.watch ?? Poll.Watch(descriptor: -1),
                ], seconds: limit)
        } catch {
            throw AgentError(.system, "\(error)")
        }
        guard let power, ready[2] else { return false }
        return power.drain()
    }

    /// A power supply changed: reads power again and, when AC came back while processing
    /// waits for it (`ProcessingTrigger`), starts processing now. Returns the new state.
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

    /// Seconds between looks while a due row is claimed by a job that is handing it over.
    static let handOverPoll = 0.02

    /// Shows the due desktop rows (outside quiet hours) and records each outcome, as the
    /// job runner does. Returns whether a due row was left because another process holds it.
    private func deliverDue(bus: Bus, now: Timestamp) -> Bool {
        guard timer.mayDeliver(at: now) else { return false }
        do {
            let channels = self.channels(SessionBus(bus: bus), clock.now)
            let dispatched = try OutboxDispatcher(store: store, channels: channels, now: clock.now, claimant: claimant)
                .dispatchDue { sent in
                    let item = sent.item
                    switch sent.outcome {
                    case .sent(let via, _):
                        log(
                            "\(item.kind.rawValue) \(item.ref) sent via \(via)\(sent.recorded ? "" : " (already sent or closed meanwhile)")"
                        )
                    case .retryLater(let reason): log("\(item.kind.rawValue) \(item.ref) will be retried: \(reason)")
                    case .failed(let reason): log("\(item.kind.rawValue) \(item.ref) failed: \(reason)")
                    case .handedOff, .notTried: break  // not in the agent's chain; never reported
                    }
                }
            if !dispatched.isEmpty {
                _ = try? notifier.status("listening on \(AgentBusName.name); last delivery \(settings.zone.describe(now))")
            }
            return try store.dueRowsClaimedElsewhere(channels: Array(channels.keys), at: now, by: claimant)
        } catch {
            log("delivery stopped: \(error)")
            return false
        }
    }

    /// Takes off the screen the notifications whose follow-up was answered some other way
    /// (the CLI without a session bus, an email reply, another notification).
    private func withdrawAnswered(bus: Bus) {
        do {
            let withdrawn = try NotificationWithdrawal(bus: SessionBus(bus: bus), store: store, now: clock.now).withdrawAnswered()
            if withdrawn > 0 { log("withdrew \(withdrawn) notification(s) answered elsewhere") }
        } catch {
            log("could not withdraw answered notifications: \(error)")
        }
    }

    /// Acts on the answers that arrived.
    private func answer(_ events: [NotificationEvent], bus: Bus) {
        guard let server = (try? bus.nameOwner(Notifications.busName, timeout: 2)) ?? nil else {
            log("answers arrived but no notification server owns \(Notifications.busName) now: ignored")
            return
        }
        for event in events {
            do {
                if let line = try answers.handle(event, server: server, at: clock.now()) {
                    log(line)
                    _ = try? notifier.status("listening on \(AgentBusName.name); last answer: \(line)")
                    // A chosen action is an answer: its notification goes, on servers that
                    // would keep it (dunst does).
                    if case .action(let id, _) = event { try? Notifications(bus: bus, timeout: 2).close(id: id) }
                }
            } catch {
                log("answer not recorded: \(error)")
            }
        }
    }

    /// Runs a bus operation the agent cannot do without; a failure ends the agent (systemd
    /// restarts it) with one line saying what broke.
    private func busCall<T>(_ what: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as BusError {
            throw AgentError(.unavailable, "cannot \(what): \(error): did the session bus go away? start the agent again")
        }
    }

    /// One line on stderr: the journal under systemd.
    private func log(_ text: String) {
        FileHandle.standardError.write(Data("mynd agent: \(Terminal.line(text, limit: 300))\n".utf8))
    }
}
