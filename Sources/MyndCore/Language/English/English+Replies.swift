extension ReplyWords {
    /// The words of a reply in English, lowercase and without accents.
    static let english = ReplyWords(
        phrases: { kind in
            switch kind {
            case .complete: ["done", "did", "handled", "reached out"]
            case .step: ["did a step", "step", "progress"]
            case .snooze: ["later", "snooze"]
            case .dismiss: ["dismiss"]
            case .drop: ["drop", "let it go"]
            case .keep: ["keep"]
            case .reopen: []
            case .touch: []
            case .capture: ["capture"]
            case .pause: ["pause"]
            case .resume: ["resume"]
            }
        },
        units: [
            "day": "d", "days": "d", "hour": "h", "hours": "h", "minute": "m", "minutes": "m", "week": "w", "weeks": "w",
        ],
        days: [:],
        fillers: ["in", "for", "until", "till", "on", "at", "next"],
        courtesy: [
            "thanks", "thank", "you", "thx", "ty", "please", "pls", "cheers", "so", "much", "very", "a", "lot", "mynd",
            "axel",
        ])
}
