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
/// One thread, one `EventLoop`: the sources (the session bus, logind's system bus, power
/// uevents, the signals, the watchdog, the inbox) register a descriptor or a timer, and after
/// anything happened a round (`DesktopAgent+Round`) applies the answers, delivers what is due
/// and arms the timers for what comes due without an event — none at all unless a row waits
/// for its time, quiet hours, a snooze or presence. The network (the inbox) runs off the loop.
package final class DesktopAgent {
    let settings: AgentSettings
    let store: GraphStore
    let clock: any AgentClock
    let timer: AgentTimer
    let programs: any AgentPrograms
    private let answers: AnswerHandler
    let notifier: any AgentNotifier
    let watchdog: Double?
    let probe: SystemProbe
    let processing: JobStarter
    let mynd: String
    let globalArguments: [String]
    let peers: AgentPeers
    /// This agent, as it claims outbox rows.
    private let claimant = GraphStore.Claimant.thisProcess()
    /// Replies read on a timer; nil when `[imap]` is not set.
    package var inbox: InboxPoll?
    /// A due row was left at the last delivery because another process holds it.
    var heldElsewhere = false
    /// The notifications an earlier agent left on screen are shown again from this one.
    var tookOver = false
    /// What shows the due rows, built by the shell from the settings for the agent's own
    /// connection (so the answers to what it shows come back to it) and clock: the desktop's
    /// channel, with actions. Nothing is shown until it is set.
    package var channels: (_ bus: SessionBus, _ now: @escaping () -> Timestamp) -> [Channel: any DeliveryChannel] = { _, _ in [:] }

    /// `peers`: what the agent talks to; nil, the system's (`AgentPeers.system`).
    package init(settings: AgentSettings, store: GraphStore, globalArguments: [String], peers: AgentPeers? = nil) {
        let peers = peers ?? .system(settings)
        self.peers = peers
        self.settings = settings
        self.store = store
        clock = peers.clock
        notifier = peers.notifier
        watchdog = ((try? notifier.watchdogInterval()) ?? nil).map {
            Double($0.components.seconds) + Double($0.components.attoseconds) / 1e18
        }
        timer = AgentTimer(quietHours: settings.quietHours, zone: settings.zone)
        programs = peers.programs
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
            programs: programs, limits: settings.limits)
    }

    /// Runs until SIGTERM or SIGINT (or the peers' stop); returns normally then (exit 0).
    package func run() throws {
        // First, so a SIGTERM during startup already ends in a clean stop.
        let stop: any StopRequests
        do {
            stop = try peers.stopRequests()
        } catch {
            throw AgentError(.system, "\(error)")
        }
        let bus: Bus
        do {
            bus = try peers.sessionBus()
        } catch {
            throw AgentError(
                .unavailable,
                "no D-Bus session bus (\(error)): run `mynd agent` in your desktop session (systemctl --user start mynd-agent), or set DBUS_SESSION_BUS_ADDRESS"
            )
        }
        let session = try AgentSession(bus: bus)
        let refresh = JobStarter(
            .refresh, programs: programs, mynd: mynd, globalArguments: globalArguments, environment: settings.environment)
        let digest = JobStarter(
            .digest, programs: programs, mynd: mynd, globalArguments: globalArguments, environment: settings.environment)
        let presence = PresenceKeeper(store: store, session: bus, settings: settings, refresh: refresh, digest: digest, log: log)
        let snoozes = SnoozeWake(store: store, refresh: refresh, fixedClock: settings.fixedStart != nil, log: log)
        let loop = EventLoop(clock: clock)
        let inbox = try register(Round(session: session, presence: presence, snoozes: snoozes), stop: stop, on: loop)
        log("listening on \(AgentBusName.name)")
        _ = try? notifier.ready(status: "listening on \(AgentBusName.name)")
        try loop.run()
        _ = try? notifier.stopping()
        if inbox?.isLooking == true { log("inbox: stopping during a look: what it did not finish waits for the next look or refresh") }
        presence.stop(now: clock.now())
        log("stopping")
    }

    // MARK: - Steps

    /// Seconds between looks while a due row is claimed by a job that is handing it over.
    static let handOverPoll = 0.02

    /// Shows the due desktop rows (outside quiet hours) and records each outcome, as the
    /// job runner does. Returns whether a due row was left because another process holds it.
    func deliverDue(bus: Bus, now: Timestamp) -> Bool {
        guard timer.mayDeliver(at: now) else { return false }
        do {
            let channels = self.channels(SessionBus(bus: bus), clock.now)
            var dispatcher = OutboxDispatcher(store: store, channels: channels, now: clock.now, claimant: claimant)
            // Everything the agent shows is on the screen: the best of what waited goes, the
            // rest keep their gap.
            dispatcher.pacing = OutboxDispatcher.Pacing(screen: Set(channels.keys), limits: settings.limits, zone: settings.zone)
            let dispatched = try dispatcher.dispatchDue { sent in
                let item = sent.item
                switch sent.outcome {
                case .sent(let via, _):
                    log(
                        "\(item.kind.rawValue) \(item.ref) sent via \(via)\(sent.recorded ? "" : " (already sent or closed meanwhile)")"
                    )
                case .retryLater(let reason), .retryAfter(let reason, _):
                    log("\(item.kind.rawValue) \(item.ref) will be retried: \(reason)")
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
    func withdrawAnswered(bus: Bus) {
        do {
            let withdrawn = try NotificationWithdrawal(bus: SessionBus(bus: bus), store: store, now: clock.now).withdrawAnswered()
            if withdrawn > 0 { log("withdrew \(withdrawn) notification(s) answered elsewhere") }
        } catch {
            log("could not withdraw answered notifications: \(error)")
        }
    }

    /// What follows an answer the agent took (a button, an email reply it read), run as every
    /// interface runs it (`AnswerEffects`): here the agent withdraws on its own connection,
    /// and is the agent to wake — the round after every event looks at the snoozes and the
    /// pause again.
    func effects(bus: Bus) -> AnswerEffects {
        AnswerEffects(withdraw: { [unowned self] in withdrawAnswered(bus: bus) }, wakeAgent: {})
    }

    /// Acts on the answers that arrived.
    func answer(_ events: [NotificationEvent], bus: Bus) {
        guard let server = (try? bus.nameOwner(Notifications.busName, timeout: 2)) ?? nil else {
            log("answers arrived but no notification server owns \(Notifications.busName) now: ignored")
            return
        }
        for event in events {
            do {
                if let handled = try answers.handle(event, server: server, at: clock.now()) {
                    log(handled.line)
                    effects(bus: bus).run(handled.effects)
                    _ = try? notifier.status("listening on \(AgentBusName.name); last answer: \(handled.line)")
                    // A chosen action is an answer: its notification goes, on servers that
                    // would keep it (dunst does).
                    if case .action(let id, _) = event { try? Notifications(bus: bus, timeout: 2).close(id: id) }
                }
            } catch {
                log("answer not recorded: \(error)")
            }
        }
    }

    /// One line for the log (the peers': stderr, the journal under systemd), kept to one
    /// terminal line of at most 300 characters.
    func log(_ text: String) {
        peers.log(Terminal.line(text, limit: 300))
    }
}
