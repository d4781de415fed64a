extension Config {
    /// What `mynd init` writes: every key with its default, commented out, section by section
    /// as `sections` declares them.
    static var template: String {
        let defaults = Config()
        let head = [
            "# mynd configuration. Every key is optional; the values shown are the defaults.",
            "# Durations are like \"30m\", \"2h\", \"3d\"; times of day are \"HH:MM\" in the time zone below.",
        ]
        let body = sections.map { $0.template(defaults).joined(separator: "\n") }
        return ([head.joined(separator: "\n")] + body).joined(separator: "\n\n") + "\n"
    }
}
