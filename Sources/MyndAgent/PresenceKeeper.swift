import Foundation
import MyndCore
import MyndPOSIX
import MyndStore
import MyndSystemd

/// The agent's part in presence: it hears the sources — logind's session
/// and `PrepareForSleep` on the system bus, `org.freedesktop.ScreenSaver` on the session bus —
/// records each real change in the store (for the jobs, which run without it), and tells the
/// loop what holds the screen now and when a hold has just ended (the person is back, or the
/// pause is over), so what waited is shown at once.
///
/// Everything arrives as bus traffic in the loop's one `poll()`: at rest the keeper costs no
/// CPU. Its only timer is an idle session crossing `away_after`, or a pause's end.
final class PresenceKeeper {
    /// What holds the screen now, and whether a hold ended since the last look.
    struct Look {
        var hold: DeliveryHold?
        var released: Bool
        /// Every source has answered its first question: until then the agent does not know
        /// whether the screen is locked, and shows nothing.
        var known = true
    }

    private let store: GraphStore
    private let awayAfter: Int64
    private let zone: LocalTime
    /// `MYND_NOW` moved the agent's clock: a refresh it starts runs at the agent's time.
    private let fixedClock: Bool
    private let refresh: JobStarter
    /// Started too at the return when the day's briefing waited for it.
    private let digest: JobStarter?
    private let log: (String) -> Void
    /// This agent, as the store knows the watcher of the sources.
    private let watcher = ProcessIdentity.current()?.description ?? "agent-\(getpid())"
    private let system: Bus?
    private var logind: LogindWatch?
    private var screenSaver: ScreenSaverWatch?
    /// A source spoke since the sources were last read.
    private var changed = true
    /// When an idle hint without a start was first heard: idleness counts from then.
    private var idleHeardAt: Timestamp?
    /// When the sources' presence changes by itself (idleness crossing `away_after`).
    private var deadline: Timestamp?
    /// The hold at the last look: when it goes, what waited is due.
    private var heldBefore: DeliveryHold?
    private var lastLogind: LogindWatch.State?
    /// The refresh that was running when the screen came free: the one started then finds
    /// its lock held and is skipped (under systemd, not started at all), and this one may have
    /// looked before the person came back. When it ends with none run since, another starts.
    private var runningAtRelease: Int64?
    /// Every source has answered once (and the journal was told): nudges may be shown.
    private var known = false

    /// Starts watching the sources; `refresh` is started when a hold ends, so what was held
    /// is planned then, with quiet hours, the cap and the gap judged at that moment.
    init(
        store: GraphStore, session: Bus, settings: AgentSettings, refresh: JobStarter, digest: JobStarter? = nil,
        log: @escaping (String) -> Void
    ) {
        self.store = store
        self.digest = digest
        awayAfter = settings.awayAfter
        zone = settings.zone
        fixedClock = settings.fixedStart != nil
        self.refresh = refresh
        self.log = log
        let environment = settings.environment
        do {
            system = try environment["DBUS_SYSTEM_BUS_ADDRESS"].map { try Bus(address: $0) } ?? Bus.system()
        } catch {
            system = nil
            log("presence: no system bus (\(error)): not watching logind")
        }
        if let system {
            do {
                logind = try LogindWatch(bus: system, sessionID: environment["XDG_SESSION_ID"]) { [weak self] in self?.changed = true }
            } catch {
                log("presence: cannot watch logind: \(error)")
            }
        }
        do {
            screenSaver = try ScreenSaverWatch(bus: session) { [weak self] in self?.changed = true }
        } catch {
            log("presence: cannot watch the screen saver: \(error)")
        }
    }

    /// The system bus's descriptor and events for `poll()`, and the longest sleep its pending
    /// calls allow; nil without a system bus.
    func pollWatch() -> (watch: Poll.Watch, timeout: Double?)? {
        guard let system, let descriptor = try? system.fileDescriptor(), let events = try? system.pollEvents() else { return nil }
        return (Poll.Watch(descriptor: descriptor, events: events), (try? system.pollTimeout()) ?? nil)
    }

    /// Dispatches what arrived on the system bus (the session bus is the loop's own). A system
    /// bus that fails is given up: presence is then what the screen saver alone says.
    func processPending() -> Int {
        guard let system, logind != nil else { return 0 }
        do {
            return try system.processPending()
        } catch {
            log("presence: lost the system bus (\(error)): not watching logind any more")
            logind = nil
            changed = true
            return 0
        }
    }

    /// What the sources say, as the policy takes them.
    private func signals(now: Timestamp) -> PresenceSignals {
        var signals = PresenceSignals(screenSaverActive: screenSaver?.active, asleep: logind?.preparingForSleep ?? false)
        switch logind?.state {
        case .session(_, let hints):
            if hints.idle, hints.idleSinceMicroseconds == 0 { idleHeardAt = idleHeardAt ?? now } else { idleHeardAt = nil }
            let since =
                hints.idleSinceMicroseconds > 0
                ? Timestamp(millisecondsSinceEpoch: Int64(clamping: hints.idleSinceMicroseconds / 1000)) : idleHeardAt
            signals.logind = .session(.init(locked: hints.locked, idle: hints.idle, idleSince: hints.idle ? since : nil))
        case .sessionNotFound: signals.logind = .sessionNotFound
        case .absent, .asking, nil: signals.logind = .absent
        }
        return signals
    }

    /// Records what the sources say when they spoke or idleness crossed `away_after`, then
    /// reads presence and the pause as the store has them (the person's word may have changed
    /// them: `mynd presence`, `pause` and `resume` wake the agent).
    func look(now: Timestamp) -> Look {
        if let state = logind?.state, state != lastLogind {
            lastLogind = state
            switch state {
            case .absent(let why): log("presence: no logind to ask (\(why))")
            case .sessionNotFound(let why): log("presence: logind knows no session of ours (\(why))")
            case .session(let path, _): log("presence: watching logind session \(path)")
            case .asking: break
            }
        }
        let signals = signals(now: now)
        // Until each source has answered its first question, nothing is known to record.
        let settled = logind?.state != .asking && screenSaver?.settled != false
        if settled, !known {
            known = true
            log("presence: every source has answered: nudges may be shown")
        }
        if settled, changed || deadline.map({ $0 <= now }) == true {
            changed = false
            deadline = PresencePolicy.nextChange(signals, awayAfter: awayAfter, now: now)
            let sensed = PresencePolicy.sensed(signals, awayAfter: awayAfter, now: now)
            do {
                if let transition = try store.recordSensed(sensed, watcher: watcher, at: now) {
                    log("presence: \(PresenceText(now: now, zone: zone).presence(transition)) recorded")
                }
            } catch {
                log("presence not recorded: \(error)")
            }
        }
        let record = (try? store.presenceRecord(now: now)) ?? GraphStore.PresenceRecord()
        let presence = record.current(at: now, isRunning: ProcessIdentity.mayBeRunning)
        let hold = DeliveryHold.hold(for: .screen, presence: presence, pause: record.pause, now: now)
        let released = heldBefore != nil && hold == nil
        heldBefore = hold
        if !released, runningAtRelease != nil { refreshAgainIfMissed(now: now) }
        if released {
            runningAtRelease = (try? store.lastRun(.refresh)).flatMap { $0.outcome == nil ? $0.id : nil }
            let outcome = refresh.start(at: fixedClock ? now : nil)
            log("the screen is free again: showing what waited, and starting refresh: \(outcome.summary)")
            // The day's briefing, deferred while nobody was there to read it, is made now.
            if let digest, let history = try? store.history(.digest), JobSchedule.isPending(.digest, history: history).pending {
                log("the briefing waited for you: starting digest: \(digest.start(at: fixedClock ? now : nil).summary)")
            }
        }
        return Look(hold: hold, released: released, known: settled)
    }

    /// Once the refresh that was running at the return has ended: another, unless one ran since.
    private func refreshAgainIfMissed(now: Timestamp) {
        guard let running = runningAtRelease, let last = try? store.lastRun(.refresh) else { return }
        if last.id == running, last.outcome == nil { return }
        runningAtRelease = nil
        guard last.id == running else { return }
        log("the refresh that ran at the return has ended: starting another: \(refresh.start(at: fixedClock ? now : nil).summary)")
    }

    /// How often the agent looks whether the refresh running at the return has ended.
    static let runningRefreshPoll = 1.0

    /// `sleep` (seconds, nil: until woken), shortened so the loop is awake when presence
    /// changes with no signal (an idle session crossing `away_after`) or a pause ends, and
    /// while a refresh that was running at the return goes on.
    func bounded(_ sleep: Double?, now: Timestamp) -> Double? {
        let sleep = runningAtRelease == nil ? sleep : min(sleep ?? Self.runningRefreshPoll, Self.runningRefreshPoll)
        guard let next = [deadline, heldBefore?.until].compactMap({ $0 }).filter({ $0 > now }).min() else { return sleep }
        let left = max(AgentTimer.minimumSleep, next.seconds(since: now))
        return min(sleep ?? left, left)
    }

    /// The agent stops: nobody watches, so presence is unknown from now (unless the person's
    /// word holds), and nothing is held for an absence the agent can no longer see end.
    func stop(now: Timestamp) {
        _ = try? store.recordSensed(Presence(.unknown(.agentStopped), since: now, source: nil), watcher: nil, at: now)
    }
}
