package import MyndCore
package import MyndStore

/// A nudge answered anywhere leaves the phone: its message is deleted from the ntfy server,
/// which tells the phone to drop the notification. One answered by its own button is gone
/// already (the button clears it) and is only recorded. A server that cannot delete (before
/// ntfy 2.16) leaves the message; its buttons then change nothing. A server that cannot be
/// reached now is asked again on the next look.
package struct PhoneWithdrawal {
    package var server: NtfyServer
    package var store: GraphStore
    package var now: () -> Timestamp

    package init(server: NtfyServer, store: GraphStore, now: @escaping () -> Timestamp) {
        self.server = server
        self.store = store
        self.now = now
    }

    /// What one pass did.
    package struct Report: Equatable, Sendable {
        package var deleted = 0
        package var unsupported = 0
        /// Why some are left for the next look, when they are.
        package var later: String?

        /// "1 taken off the phone", or nil when nothing was to do.
        package var summary: String? {
            var parts: [String] = []
            if deleted > 0 { parts.append("\(deleted) taken off the phone") }
            if unsupported > 0 { parts.append("\(unsupported) left on the phone (the server cannot delete)") }
            if let later { parts.append("not taken off yet: \(later)") }
            return parts.isEmpty ? nil : parts.joined(separator: ", ")
        }
    }

    /// Takes off the phone every message whose nudge is closed, within `timeout` seconds a call.
    package func withdrawAnswered(timeout: Double) throws -> Report {
        var report = Report()
        guard let topic = server.config.topic else { return report }
        for message in try store.phoneMessagesToWithdraw() {
            if message.answeredOnPhone {
                try store.recordPhoneWithdrawal(
                    outboxId: message.outboxId, .answeredOnPhone, detail: "cleared by its own button", at: now())
                continue
            }
            switch server.delete(topic: topic, sequenceID: message.followUp.lowercasedString, timeout: timeout) {
            case .deleted:
                try store.recordPhoneWithdrawal(outboxId: message.outboxId, .deleted, detail: "deleted on \(server.config.host)", at: now())
                report.deleted += 1
            case .unsupported(let reason):
                try store.recordPhoneWithdrawal(outboxId: message.outboxId, .unsupported, detail: reason, at: now())
                report.unsupported += 1
            case .later(let reason):
                // One server, one answer: the others would fare the same now.
                report.later = reason
                return report
            }
        }
        return report
    }
}
