import MyndDelivery
import MyndCore
import MyndHTTP

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
        return DoctorCheck(
            name: "email", ok: true,
            detail: "\(url) (\(security)), \(login), from \(smtp.from) to \(smtp.to.joined(separator: ", ")); \(sends)")
    }
}
