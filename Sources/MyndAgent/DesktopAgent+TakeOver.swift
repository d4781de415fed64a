import MyndCore
import MyndDelivery
import MyndStore
import MyndSystemd

extension DesktopAgent {
    /// Once, when the agent first may show anything: the notifications an earlier agent left
    /// on screen are shown again from this agent's connection, each replacing itself
    /// (`replaces_id`, which the specification has the server do without a flicker), with the
    /// same texts and buttons. A server such as dunst sends a notification's answers only to
    /// the connection that showed it; without this, their buttons would do nothing. No nudge
    /// is counted again: the outbox and the follow-ups are left as they are, only the record
    /// of what is on screen is renewed.
    func takeOver(bus: Bus, now: Timestamp) {
        tookOver = true
        do {
            guard let server = try bus.nameOwner(Notifications.busName, timeout: 2) else { return }
            let left = try store.notificationsLeftOnScreen(server: server, today: JobSchedule.localDate(now, zone: settings.zone))
            guard !left.isEmpty, let channel = channels(SessionBus(bus: bus), clock.now)[.desktop] else { return }
            for item in left {
                if case .sent(_, let shown?) = channel.deliver(item) {
                    try store.recordShown(shown)
                    log("took over notification \(shown.serverId) (\(item.kind.rawValue) \(item.ref)) left on screen by an earlier agent")
                } else {
                    log("could not take over the notification of \(item.kind.rawValue) \(item.ref): left as it is")
                }
            }
        } catch {
            log("could not take over the notifications left on screen: \(error)")
        }
    }
}
