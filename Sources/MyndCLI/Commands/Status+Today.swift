import MyndCore

extension Mynd.Status {
    /// Today's follow-ups as they add up: `3 of 5`, or with snoozes that came
    /// back, which the daily cap does not hold, `7 (5 of 5 planned + 2 back as you asked)`.
    static func today(_ activity: (count: Int, last: Timestamp?, initiatedCount: Int, lastInitiated: Timestamp?), max: Int) -> String {
        let back = activity.count - activity.initiatedCount
        guard back > 0 else { return "\(activity.count) of \(max)" }
        return "\(activity.count) (\(activity.initiatedCount) of \(max) planned + \(back) back as you asked)"
    }
}
