import MyndCore
import MyndStore

extension StatusJSON {
    /// `[imap]`: the last look at the inbox and the latest replies.
    struct Inbox: Encodable {
        struct Reply: Encodable {
            var at: String
            var from: String
            var outcome: String
            var detail: String
        }

        var enabled: Bool
        @Nullable var lastCheck: String?
        @Nullable var ok: Bool?
        @Nullable var detail: String?
        var replies: [Reply]

        init(enabled: Bool, store: GraphStore) throws {
            self.enabled = enabled
            let check = try store.lastInboxCheck()
            lastCheck = check?.at.iso8601
            ok = check?.ok
            detail = check?.detail
            replies = try store.recentReplies(limit: 3).map {
                Reply(at: $0.at.iso8601, from: $0.sender, outcome: $0.outcome.rawValue, detail: $0.detail)
            }
        }

        /// The lines `status` prints: the last look, then the latest replies.
        func lines(_ describe: Describe) -> [String] {
            guard enabled || lastCheck != nil else { return ["inbox: off (replies are not read while [imap] url is empty)"] }
            var lines: [String] = []
            if let lastCheck, let at = Timestamp(iso8601: lastCheck) {
                lines.append("inbox: \(ok == true ? "read" : "not read") \(describe.when(at)): \(detail ?? "")")
            } else {
                lines.append("inbox: not read yet (the next refresh reads it)")
            }
            for reply in replies {
                guard let at = Timestamp(iso8601: reply.at) else { continue }
                let what = reply.outcome == "unreadable" ? "not understood" : reply.outcome
                lines.append("  reply from \(reply.from.isEmpty ? "?" : reply.from) \(describe.when(at)): \(what): \(reply.detail)")
            }
            return lines
        }
    }
}
