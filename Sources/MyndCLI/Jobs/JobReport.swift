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

    /// One outbox row this run tried to deliver, and which link took it.
    struct Delivery: Encodable {
        /// followup or digest.
        var kind: String
        var channel: String
        /// sent, handed_off (to the running agent, which sends it), retry or failed.
        var outcome: String
        /// The link that delivered it and why earlier links did not, or what went wrong.
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
    var deliveries: [Delivery] = []
}

extension JobReport.Delivery {
    init(item: OutboxItem, outcome: DeliveryOutcome) {
        kind = item.kind.rawValue
        channel = item.channel.rawValue
        switch outcome {
        case .sent(let via): (self.outcome, detail) = ("sent", via)
        case .handedOff(let to): (self.outcome, detail) = ("handed_off", to)
        case .retryLater(let reason): (self.outcome, detail) = ("retry", reason)
        case .failed(let reason): (self.outcome, detail) = ("failed", reason)
        }
    }
}
