import MyndCore

/// What a job run did or, with `--dry-run`, would do — and why. Its JSON fields are part of
/// mynd's interface (`run --json`).
struct JobReport: Encodable {
    struct PlannedFollowUp: Encodable {
        var goalId: String
        var goal: String
        var rank: Int
        var daysStale: Double
        var text: String
        /// claude or fallback.
        var source: String
        /// Why the text is the fallback; with `--dry-run`, what would happen.
        @Nullable var fallbackReason: String?
        var channels: [String]
    }

    struct HeldBack: Encodable {
        var goalId: String
        var goal: String
        @Nullable var rank: Int?
        /// A stable code: quiet_hours, daily_cap, min_gap, cooldown, already_open, snoozed, …
        var reason: String
        var detail: String
    }

    var job: String
    /// ran, deferred, expired, failed — or dry-run.
    var outcome: String
    /// The plan's decision code (send, nothing_to_send, quiet_hours, daily_cap, min_gap,
    /// not_due, already_sent, deferred, prepared).
    var decision: String
    var reasons: [String] = []
    /// What was asked of Claude or collected from it in this run (batches, texts written ahead).
    var ai: [String] = []
    var followups: [PlannedFollowUp] = []
    var heldBack: [HeldBack] = []
    var planned = 0
    var delivered = 0
}
