import MyndAI
import MyndCore
import MyndDelivery
import MyndJobs
import MyndStore
import MyndTemplates

/// `status`: why it is quiet — what waits for an answer, what rests, what is snoozed, what
/// could not be delivered, and when the next nudge may come. From the same plan a refresh
/// would make now (`run refresh --dry-run`).
struct NudgeStatusJSON: Encodable {
    struct Goal: Encodable {
        var goalId: String
        var shortId: String
        var goal: String
        /// The rule: waiting_for_answer, backed_off, cooldown, snoozed, …
        var reason: String
        @Nullable var until: String?
        var detail: String
    }

    struct Failed: Encodable {
        var kind: String
        var channel: String
        var title: String
        var reason: String
    }

    var waiting: [Goal] = []
    var resting: [Goal] = []
    var snoozed: [Goal] = []
    var failed: [Failed] = []
    /// When the next nudge may go: now, or the first moment a rule stops holding one back.
    @Nullable var nextNudge: String?
    var nextNudgeReason: String

    init(context: Context, store: GraphStore, power: PowerState, network: NetworkState) throws {
        let now = context.now
        let window = context.config.limits.answerWindow
        let runner = JobRunner(
            settings: context.jobSettings, store: store, templates: try TemplateSet(), power: { power }, network: { network },
            ai: context.config.ai, aiUnavailable: "status asks no one", claude: nil)
        let plan = try runner.run(.refresh, .init(force: true, dryRun: true))
        let waitingRows = try store.waitingForAnswer()
        let ids = plan.heldBack.map(\.goalId) + waitingRows.map(\.followUp.goalId)
        let short = try store.shortIDs(ids)
        let describe = context.describe
        for (followUp, since) in waitingRows {
            let until = since.adding(seconds: window)
            let content = try store.node(followUp.goalId)?.content ?? ""
            waiting.append(
                Goal(
                    goalId: followUp.goalId.lowercasedString, shortId: short[followUp.goalId] ?? "", goal: content,
                    reason: "waiting_for_answer", until: until.iso8601,
                    detail: "waiting for an answer until \(describe.when(until)) (answer_window)"))
        }
        for held in plan.heldBack {
            let goal = Goal(
                goalId: held.goalId.lowercasedString, shortId: short[held.goalId] ?? "", goal: held.goal, reason: held.reason.code,
                until: held.reason.until?.iso8601, detail: held.reason.description(in: context.zone, now: now))
            switch held.reason {
            case .backedOff, .cooldown: resting.append(goal)
            case .snoozed: snoozed.append(goal)
            default: break
            }
        }
        failed = try store.failedOutbox().map {
            Failed(kind: $0.kind.rawValue, channel: $0.channel.rawValue, title: $0.title, reason: $0.lastError ?? "failed")
        }
        if !plan.followUps.isEmpty {
            nextNudge = now.iso8601
            nextNudgeReason = "a nudge is due now"
        } else if let first = plan.heldBack.compactMap({ held in held.reason.until.map { (held, $0) } }).min(by: { $0.1 < $1.1 }) {
            nextNudge = first.1.iso8601
            nextNudgeReason = "goal \(short[first.0.goalId] ?? "?"): \(first.0.reason.description(in: context.zone, now: now))"
        } else {
            nextNudgeReason = plan.heldBack.isEmpty ? "no goal has gone quiet" : "nothing is due"
        }
    }
}

extension HoldReason {
    /// When this rule stops holding a goal back, where it says.
    var until: Timestamp? {
        switch self {
        case .quietHours(let until), .minGap(let until), .cooldown(let until), .snoozed(let until), .notStale(let until):
            until
        case .backedOff(let until, _, _): until
        case .dailyCap, .alreadyOpen, .completed, .lowerRank: nil
        }
    }
}
