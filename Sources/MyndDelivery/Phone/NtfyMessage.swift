/// A message as ntfy's publish-as-JSON takes it (a POST of this object to the server's root):
/// the topic, title, message, priority (1 to 5), tags, and up to three action buttons. A
/// sequence id names the notification for later: a server from ntfy 2.16 on can delete it (or
/// replace it by another with the same id), an older one ignores the field.
struct NtfyMessage: Encodable, Equatable {
    var topic: String
    var title: String
    var message: String
    var priority: Int
    var tags: [String]
    var actions: [NtfyAction]
    var sequenceID: String?

    enum CodingKeys: String, CodingKey {
        case topic, title, message, priority, tags, actions
        case sequenceID = "sequence_id"
    }
}

/// An `http` action: pressed, the phone sends this request itself (no app in between) and,
/// with `clear`, takes the notification away.
struct NtfyAction: Encodable, Equatable {
    var action = "http"
    var label: String
    var url: String
    var method = "POST"
    var headers: [String: String]?
    var body: String
    var clear = true
}

/// What a row of the phone channel keeps beyond its title and body: the goal's short id (the
/// title when the goal stays on the machine) and the buttons, each an answer and its words in
/// the person's language, chosen when the plan was made. The tokens are signed at send time.
struct PhonePayload: Codable, Equatable {
    var shortID: String
    var waiting: String
    var buttons: [PhoneButton]
}

struct PhoneButton: Codable, Equatable {
    /// `Intent.Kind`'s raw value: "done", "snooze", "step", "keep", "drop".
    var answer: String
    var label: String
}
