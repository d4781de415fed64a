import MyndCore
import MyndStore

extension StatusJSON {
    /// `[phone]`: the last look at the ntfy server (a refused token is its one line) and what
    /// the buttons' posts became.
    struct Phone: Encodable {
        var enabled: Bool
        @Nullable var lastCheck: String?
        @Nullable var ok: Bool?
        @Nullable var detail: String?
        /// Posts read from the reply topic, by outcome (applied, forged, replayed, …).
        var replies: [String: Int]

        init(enabled: Bool, store: GraphStore) throws {
            self.enabled = enabled
            let check = try store.lastPhoneCheck()
            lastCheck = check?.at.iso8601
            ok = check?.ok
            detail = check?.detail
            replies = Dictionary(uniqueKeysWithValues: try store.phoneReplyCounts().map { ($0.key.rawValue, $0.value) })
        }

        /// The line `status` prints, when the phone is set up.
        func lines(_ describe: Describe) -> [String] {
            guard enabled else { return [] }
            guard let lastCheck, let at = Timestamp(iso8601: lastCheck) else {
                return ["phone: replies not read yet (the next refresh reads them)"]
            }
            return ["phone: replies \(ok == true ? "read" : "not read") \(describe.when(at)): \(detail ?? "")"]
        }
    }
}
