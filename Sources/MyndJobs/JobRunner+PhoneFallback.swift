import Foundation
import MyndCore
import MyndStore
import MyndSystemd

/// The phone that keeps failing: its row is retried as an email row is, and the nudge is not
/// lost to a server that is down. Once the row gives up, or while it is still being tried and
/// the person is at the screen, the nudge goes to the screen instead (`PhoneRoute`): shown
/// now at the desk, or waiting there for the person's return.
extension JobRunner {
    /// Moves to the screen the nudges whose phone row has not gone out, as `PhoneRoute` says;
    /// `open` is the channels that may show now. Returns how many moved.
    @discardableResult
    func fallBackFromPhone(_ job: JobKind, open: Set<Channel>) throws -> Int {
        let listed = settings.followUpChannels
        guard let phone = listed.first(where: { $0.kind == .phone }) else { return 0 }
        let screens = listed.filter { $0.kind == .screen }
        let stuck = try store.phoneRowsNotSent(phone: phone.name, screens: screens.map(\.name))
        let screenOpen = screens.contains { open.contains($0.name) }
        var moved = 0
        for row in stuck where PhoneRoute.fallsBackToScreen(phoneRow: row.status, attempts: row.attempts, screenOpen: screenOpen) {
            guard let message = try nudgeMessage(for: row) else { continue }
            let now = settings.now
            if try store.fallBackToScreen(row, rows: screens.map { $0.row(for: message, at: now) }, at: now) {
                moved += 1
                log.record(
                    JobEvent(
                        kind: .delivery, job: job, message: "follow-up \(row.ref) not sent to the phone: it goes to the screen",
                        priority: .warning, outcome: "fallback", channel: phone.name.rawValue, reason: row.lastError))
            }
        }
        return moved
    }

    /// The nudge of a follow-up row as the plan words it for a channel.
    private func nudgeMessage(for row: OutboxItem) throws -> NudgeMessage? {
        guard let id = UUID(uuidString: row.ref), let followUp = try store.followUp(id), let goal = try store.node(followUp.goalId)
        else { return nil }
        let goalID = try store.shortIDs([goal.id])[goal.id] ?? goal.id.lowercasedString
        let followUpID = try store.shortFollowUpIDs([followUp.id])[followUp.id] ?? followUp.id.lowercasedString
        return NudgeMessage(
            followUp: followUp, goal: goal, goalShortID: goalID, followUpShortID: followUpID, language: settings.language)
    }
}
