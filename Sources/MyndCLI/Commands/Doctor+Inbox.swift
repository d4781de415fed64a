import MyndCore
import MyndMail
import MyndCurl

extension Mynd.Doctor {
    /// Whether replies can be read: off, or a login to the server that looks at the mailbox
    /// (how many replies wait) and the processed folder, with where the password comes from.
    func inboxCheck(_ context: Context) -> DoctorCheck {
        let imap = context.config.imap
        guard let url = imap.url else {
            return DoctorCheck(name: "inbox", ok: true, detail: "off ([imap] url is empty): replies to emails are not read")
        }
        // A damaged key, or one others can read, stops the inbox (and only the inbox).
        if let problem = InboxSetup.replyKeyProblem(database: context.paths.database) {
            return DoctorCheck(name: "inbox", ok: false, detail: "\(problem): replies are not read until then")
        }
        let setup = InboxSetup(imap: imap, environment: context.environment)
        if let reason = setup.unavailable {
            return DoctorCheck(name: "inbox", ok: false, detail: reason)
        }
        let login = imap.username.map { "login \($0), password from \(setup.passwordSource ?? "?")" } ?? "no login"
        do {
            let mailbox = try setup.mailbox(seconds: 15)
            let waiting = try mailbox.search(InboxReader.criteria).count
            var detail = "\(url), \(login): mailbox read, \(waiting) repl\(waiting == 1 ? "y" : "ies") waiting"
            if let folder = imap.processedFolder {
                guard try mailbox.hasFolder(folder) else {
                    return DoctorCheck(
                        name: "inbox", ok: false,
                        detail: "imap.processed_folder \"\(folder)\" does not exist on the server: create it in your mail client; \(detail)"
                    )
                }
                detail += "; applied replies move to \(folder)"
            }
            detail += "; obeys \(imap.allowFrom.joined(separator: ", "))"
            return DoctorCheck(name: "inbox", ok: true, detail: detail)
        } catch {
            return DoctorCheck(name: "inbox", ok: false, detail: "\(error) (\(url), \(login))")
        }
    }
}
