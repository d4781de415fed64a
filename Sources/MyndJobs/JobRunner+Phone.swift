import MyndCore
import MyndDelivery
import MyndStore
import MyndSystemd

/// The phone in a job run: its answers are read before the plan (as the inbox's are), and
/// presence picks, for each nudge, the screen or the phone (`PhoneRoute`).
extension JobRunner {
    /// Reads the phone's reply topic, within the run's time for a call.
    func readPhone(_ expiration: Expiration, into result: inout JobResult) throws {
        guard let phoneReplies else { return }
        let hook = crashHook
        let report = try phoneReplies.look(
            timeout: min(20, expiration.secondsForACall), afterRecording: { hook?.reach(.replyRecorded, "phone reply") })
        result.phone = report
        log.record(
            JobEvent(
                kind: .inbox, job: .refresh, message: "phone replies via \(phoneReplies.server.config.host): \(report.summary)",
                priority: report.failure == nil ? .info : .warning, outcome: report.failure == nil ? "read" : "stopped",
                reason: report.failure))
    }

    /// Whether one more nudge may go to the phone now, and its use today so far; nil when no
    /// phone is listed for follow-ups.
    func phoneOpening() throws -> (use: PhoneRoute.Use, open: Bool)? {
        guard let phone = settings.followUpChannels.first(where: { $0.kind == .phone }) else { return nil }
        let now = settings.now
        let dayStart = settings.zone.instant(onDayOf: now, plusDays: 0, hour: 0, minute: 0)
        let use = try store.phoneUse(channel: phone.name, since: dayStart)
        let open = PhoneRoute.mayUse(use, maxPerDay: settings.phoneMaxPerDay, minGapSeconds: settings.limits.minGap, now: now)
        return (use, open)
    }

    /// Gives each planned nudge the channels presence picks, counting the phone's use as it
    /// goes; a nudge left with none (the phone's day spent, nothing else listed) is not
    /// planned now: its goal stays due.
    func route(_ followUps: inout [JobResult.PlannedFollowUp], presence: Presence, phone: (use: PhoneRoute.Use, open: Bool)?) {
        guard var use = phone?.use else { return }
        let listed = settings.followUpChannels.map { ($0.name, $0.kind) }
        let now = settings.now
        followUps = followUps.compactMap { item in
            var item = item
            let open = PhoneRoute.mayUse(use, maxPerDay: settings.phoneMaxPerDay, minGapSeconds: settings.limits.minGap, now: now)
            item.channels = PhoneRoute.pick(listed, presence: presence.state, phoneOpen: open)
            if item.channels.contains(where: { name in listed.contains { $0.0 == name && $0.1 == .phone } }) { use = use.adding(at: now) }
            return item.channels.isEmpty ? nil : item
        }
    }

    /// The channels the morning briefing goes to now: with the phone among them (`[phone]
    /// digest`), presence picks as for a nudge — the phone while the person is away, the
    /// screen at the desk — so it is not shown twice. The phone's cap counts nudges only.
    func digestChannelsNow() throws -> [ChannelDeclaration] {
        guard settings.digestChannels.contains(where: { $0.kind == .phone }) else { return settings.digestChannels }
        let presence = try presenceNow().presence
        let names = PhoneRoute.pick(settings.digestChannels.map { ($0.name, $0.kind) }, presence: presence.state, phoneOpen: true)
        return settings.digestChannels.filter { names.contains($0.name) }
    }
}
