import Foundation
import MyndDelivery
import TOMLKit

/// `[phone]`: nudges to the phone through an ntfy server while the person is away from the
/// desk. Off while `topic` is empty; `mynd phone setup` writes it.
extension Config {
    static var phone: ConfigSection {
        ConfigSection(
            name: "phone", note: "the phone is off while topic is empty (mynd phone setup)",
            keys: [
                .value("topic", \.phone.topic, shown: { quoted($0 ?? "") }, note: "random and long: whoever knows it reads your nudges") {
                    entry in
                    let topic = try entry.string()
                    if topic.isEmpty { return nil }
                    return try PhoneConfig.checkedTopic(topic, entry)
                },
                .value("server", \.phone.server, shown: quoted, note: "or your own ntfy: https://ntfy.example.org") { entry in
                    try PhoneConfig.server(entry)
                },
                .value("reply_topic", \.phone.replyTopic, shown: { quoted($0 ?? "") }, note: "where the buttons post; \"\" = topic-reply") {
                    entry in
                    let topic = try entry.string()
                    if topic.isEmpty { return nil }
                    return try PhoneConfig.checkedTopic(topic, entry)
                },
                .optionalString(
                    "token_file", \.phone.tokenFile, note: "0600; or env MYND_NTFY_TOKEN, or $CREDENTIALS_DIRECTORY/ntfy-token"),
                .value(
                    "detail", \.phone.detail, shown: { quoted($0.rawValue) },
                    note: "full | title (\"A nudge is waiting — 3f2a\": the goal stays on this machine)"
                ) { entry in
                    let text = try entry.string()
                    guard let detail = PhoneConfig.Detail(rawValue: text) else {
                        throw entry.error("= \"\(text)\" is not full or title: use detail = \"full\" or detail = \"title\"")
                    }
                    return detail
                },
                .value("max_per_day", \.phone.maxPerDay, shown: { "\($0)" }, note: "phone nudges a day while you are away") {
                    try $0.integer(in: 0...24)
                },
                .value("digest", \.phone.digest, shown: { "\($0)" }, note: "the morning briefing to the phone too") { try $0.bool() },
            ],
            isOn: { $0.phone.isEnabled },
            check: { config in
                if config.phone.replyTopicName == config.phone.topic {
                    throw CLIError(
                        .config, "[phone] reply_topic is the topic itself: leave it empty (topic-reply) or name another")
                }
            })
    }
}

extension PhoneConfig {
    /// A topic ntfy accepts, or one line saying what a topic may hold.
    static func checkedTopic(_ topic: String, _ entry: Config.Entry) throws -> String {
        guard isTopic(topic) else {
            throw entry.error(
                "= \"\(topic)\" is not an ntfy topic: use 1 to 64 letters, digits, - and _ (mynd phone setup makes a random one)")
        }
        return topic
    }

    /// `server`: http:// or https:// with a host, without a login, a query or a topic.
    static func server(_ entry: Config.Entry) throws -> String {
        let url = try entry.string()
        let hint = "use https://ntfy.sh or your own server's address, like https://ntfy.example.org"
        let parsed = URLComponents(string: url)
        guard parsed?.user == nil, parsed?.password == nil, !(url.split(separator: "/").dropFirst().first?.contains("@") ?? false) else {
            throw entry.error("holds a user name or password: put an access token in MYND_NTFY_TOKEN or phone.token_file (chmod 600)")
        }
        if let problem = Config.urlProblem(url) { throw entry.error("= \"\(url)\" \(problem): \(hint)") }
        guard let parsed, ["http", "https"].contains(parsed.scheme?.lowercased() ?? ""), parsed.host?.isEmpty == false,
            parsed.query == nil, parsed.fragment == nil
        else {
            throw entry.error("= \"\(url)\" is not an ntfy server's URL: \(hint)")
        }
        return url
    }
}
