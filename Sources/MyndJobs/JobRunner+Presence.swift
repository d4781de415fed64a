package import MyndCore
import MyndPOSIX
import MyndStore

/// Presence in a job run: the jobs run without the agent and read what it
/// recorded. A nudge for the screen is not planned while the person is away (it is planned on
/// their return, the rules judged then), screen rows wait in the outbox meanwhile, email goes
/// as planned; while paused nothing is planned, made or sent.
extension JobRunner {
    /// The person's presence and the pause at the run's time. Presence recorded by an agent
    /// that is no longer running is unknown: it cannot have seen them come back.
    package func presenceNow() throws -> (presence: Presence, pause: PauseState?) {
        let record = try store.presenceRecord(now: settings.now, phoneInMeetings: settings.phoneInMeetings)
        return (record.current(at: settings.now, isRunning: ProcessIdentity.mayBeRunning), record.pause)
    }

    /// Why the digest is not made now, and since when that holds: paused, or away with only
    /// screens to show it on (`--force` makes it anyway; it then waits in the outbox until the
    /// resume or return).
    func digestPause(_ options: Options) throws -> (reason: String, since: Timestamp)? {
        guard !options.force else { return nil }
        let (presence, pause) = try presenceNow()
        let words = PresenceText(now: settings.now, zone: settings.zone)
        if let pause, pause.isActive(at: settings.now) { return (words.pause(pause), pause.since) }
        // Away, with only the screen to show it on: the day's briefing is made at the
        // person's return that day (the agent starts it then), greeting them as they come.
        let kinds = settings.digestChannels.map(\.kind)
        guard case .away? = DeliveryHold.hold(forAll: kinds, presence: presence, pause: nil, now: settings.now) else { return nil }
        return (words.presence(presence) + ": the briefing is made when you are back", presence.since)
    }

    /// The channels rows may go through now, and what holds the others (nil when none is held).
    func openChannels() throws -> (open: Set<Channel>, held: JobResult.HeldRows?) {
        let (presence, pause) = try presenceNow()
        var open = Set<Channel>()
        var closed: [(channel: Channel, hold: DeliveryHold)] = []
        for channel in channels.keys {
            if let hold = DeliveryHold.hold(for: channel.kind, presence: presence, pause: pause, now: settings.now) {
                closed.append((channel.name, hold))
            } else {
                open.insert(channel.name)
            }
        }
        closed.sort { $0.channel < $1.channel }
        guard let first = closed.first else { return (open, nil) }
        return (open, JobResult.HeldRows(hold: first.hold, channels: closed.map(\.channel)))
    }
}
