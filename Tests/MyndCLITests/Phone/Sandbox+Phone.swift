import MyndTestSupport

extension Sandbox {
    /// Writes a config in UTC whose follow-ups go to the terminal and the phone (`ntfy`, on
    /// `topic`), with `schedule` and `phone` lines added to those sections.
    func writePhoneConfig(topic: String, ntfy: FakeNtfy, schedule: String = "", phone: String = "") throws {
        try writeConfig(
            """
            [schedule]
            timezone = "UTC"
            \(schedule)
            [channels]
            followup = ["terminal", "phone"]
            [phone]
            topic = "\(topic)"
            server = "\(ntfy.baseURL)"
            \(phone)
            """)
    }
}
