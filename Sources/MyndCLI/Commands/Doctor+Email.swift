import MyndMail
import MyndCore
import MyndCurl
import MyndStore

extension Mynd.Doctor {
    /// Whether email can go out: off, or the server, how it is secured, the login (where the
    /// password comes from, never what it is) and which kinds go by email. The server is not
    /// contacted: `mynd run digest --force` is the test that sends.
    func emailCheck(_ context: Context) -> DoctorCheck {
        let smtp = context.config.smtp
        guard let url = smtp.url else {
            return DoctorCheck(name: "email", ok: true, detail: "off ([smtp] url is empty)")
        }
        let setup = EmailSetup(smtp: smtp, environment: context.environment)
        if let reason = setup.unavailable {
            return DoctorCheck(name: "email", ok: false, detail: reason + "; email waits in the outbox until then")
        }
        let security = url.lowercased().hasPrefix("smtps:") ? "TLS" : "STARTTLS \(smtp.starttls.rawValue)"
        let login = setup.login.map { "login \($0.username), password from \(setup.passwordSource ?? "?")" } ?? "no login"
        let kinds = [("digest", context.config.digestChannels), ("follow-ups", context.config.followUpChannels)]
            .filter { $0.1.contains(.email) }.map(\.0)
        let sends = kinds.isEmpty ? "no kind is sent by email ([channels])" : kinds.joined(separator: " and ") + " by email"
        let detail = "\(url) (\(security)), \(login), from \(smtp.from) to \(smtp.to.joined(separator: ", ")); \(sends)"
        // The last word of the server itself: a message it refused for good since the last one
        // it took means email is not working, whatever the settings look like.
        if let store = try? context.openStore(),
            let failed = ((try? store.failedOutbox(limit: 50)) ?? []).first(where: { $0.channel == .email }),
            ((try? store.lastSent(channel: .email)) ?? nil).map({ $0.at < failed.createdAt }) ?? true
        {
            return DoctorCheck(
                name: "email", ok: false, detail: "the last email could not be delivered: \(failed.lastError ?? "failed"); \(detail)")
        }
        // Retrying: the last try failed and the rows wait for the next.
        if let store = try? context.openStore(), let line = Self.retrying(store, context: context) {
            return DoctorCheck(name: "email", ok: false, detail: "\(line); \(detail)")
        }
        return DoctorCheck(name: "email", ok: true, detail: detail)
    }

    /// "last send failed at 09:12 (connection refused), 1 waiting, next try 09:17" when an
    /// email row is being retried; nil when none is.
    static func retrying(_ store: GraphStore, context: Context) -> String? {
        let rows = ((try? store.retryingOutbox(limit: 200)) ?? []).filter { $0.channel == .email }
        // When each was last tried: its next try less the wait its attempts earned.
        func triedAt(_ item: OutboxItem) -> Timestamp {
            item.notBefore.adding(seconds: -OutboxItem.retryDelaySeconds(afterAttempts: item.attempts))
        }
        guard let last = rows.max(by: { triedAt($0) < triedAt($1) }),
            let waiting = try? store.pendingOutbox(channel: .email)
        else { return nil }
        let at = { context.zone.shortDescription(of: $0, from: context.now) }
        let reason = Terminal.line(last.lastError ?? "failed", limit: 120)
        let next = waiting.next.map { ", next try \(at($0))" } ?? ""
        return "last send failed at \(at(triedAt(last))) (\(reason)), \(waiting.count) waiting\(next)"
    }
}
