import MyndCore
import MyndDelivery

extension Mynd.Doctor {
    /// Whether the phone can be reached: off, or the server its texts go through (and how
    /// much of them), where the access token comes from, and a look at the reply topic.
    func phoneCheck(_ context: Context) -> DoctorCheck {
        let phone = context.config.phone
        guard phone.isEnabled else {
            return DoctorCheck(name: "phone", ok: true, detail: "off ([phone] topic is empty; mynd phone setup)")
        }
        let setup = context.phoneSetup()
        if let problem = setup.problem {
            return DoctorCheck(name: "phone", ok: false, detail: "\(problem): nothing goes to the phone until then")
        }
        let texts =
            phone.detail == .full
            ? "\(phone.host) sees the text of each nudge sent to the phone"
            : "\(phone.host) sees only \"\(context.language.language.phoneWaiting("3f2a"))\" (detail = \"title\")"
        var detail = "\(phone.base)/\(phone.topic ?? ""): \(texts); token from \(setup.tokenSource ?? "nowhere (an open server)")"
        if phone.isPublicServer, phone.detail == .full {
            detail += "; warning: the public ntfy.sh carries your goals' words: detail = \"title\" keeps them on this machine"
        }
        if !context.config.followUpChannels.contains(.phone) {
            detail += "; [channels] followup does not list \"phone\": no nudge goes there"
        }
        do {
            _ = try setup.server.poll(topic: phone.replyTopicName, since: "1m", timeout: 15)
            return DoctorCheck(name: "phone", ok: true, detail: detail + "; reply topic read")
        } catch {
            return DoctorCheck(name: "phone", ok: false, detail: "\(error): \(detail)")
        }
    }
}
