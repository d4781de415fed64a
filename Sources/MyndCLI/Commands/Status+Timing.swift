import MyndCore
import MyndJobs

extension Mynd.Status {
    /// One line on when nudges go: the hours learned, or why there are none.
    /// Learned from answers, from presence, or both: it says which.
    static func timing(_ status: NudgeStatus) -> String {
        guard status.adaptive else { return "fixed: a due nudge goes at the first allowed moment (adaptive = false)" }
        guard !status.bestHours.isEmpty || !status.presentHours.isEmpty else {
            // Nudges left unanswered teach too: the planner may already wait.
            guard status.learnedNudges == 0 else {
                return "learning the hours you answer: \(status.learnedNudges) nudge\(status.learnedNudges == 1 ? "" : "s") so far, "
                    + "none answered at an hour twice yet; a due nudge may wait for an hour more likely to be answered"
            }
            return "learning the hours you answer and are here (nothing to go on yet: a due nudge goes at once)"
        }
        let answers =
            status.bestHours.isEmpty
            ? nil
            : "from answers: you answer most "
                + status.bestHours.map { "\($0.slot) (\($0.tally.answeredCount) of \($0.tally.sentCount))" }.joined(separator: ", ")
        let presence =
            status.presentHours.isEmpty
            ? nil
            : "from presence: you are most often here "
                + status.presentHours.map { "\($0.slot) (\($0.tally.hereCount) of \($0.tally.knownCount) days)" }.joined(separator: ", ")
        return [answers, presence].compactMap { $0 }.joined(separator: "; ")
    }
}
