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
        return DoctorCheck(name: "email", ok: true, detail: detail)
    }
}
