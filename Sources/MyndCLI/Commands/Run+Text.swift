import Foundation
import MyndCore
import MyndAI
import MyndDelivery
import MyndJobs
import MyndMail
import MyndStore

extension Mynd.Run {
    /// What a run did, in lines for a person (and the journal): the outcome, why, what waits,
    /// the replies read, the nudges closed and sent, the goals held back and each delivery.
    static func show(_ result: JobResult, dryRun: Bool, store: GraphStore, context: Context) throws {
        var summary = "\(result.job.rawValue): \(result.outcome.rawValue)"
        if result.outcome == .ran {
            summary += ", \(result.planned) planned, \(result.delivered) delivered"
            // Shown by the running agent: not "0 delivered" and nothing more.
            let handed = result.deliveries.filter { if case .handedOff = $0.outcome { true } else { false } }.count
            if handed > 0 { summary += ", \(handed) handed to the agent to show" }
        }
        Output.line(summary)
        if let reason = result.summary { Output.line("  \(Terminal.line(reason, limit: 200))") }
        if let held = result.held {
            let channels = held.channels.map(\.rawValue).joined(separator: ", ")
            Output.line("  \(PresenceText(now: context.now, zone: context.zone).hold(held.hold)): \(channels) rows wait")
        }
        if let inbox = result.inbox {
            Output.line("  inbox: \(inbox.summary)" + (inbox.stopped.map { "; stopped: \(Terminal.line($0, limit: 160))" } ?? ""))
            for applied in inbox.applied { Output.line("  reply: \(Terminal.line(applied, limit: 160))") }
        }
        try showNudges(result, dryRun: dryRun, store: store, context: context)
        for d in result.deliveries {
            let line = RunReport.Delivery(d)
            let outcome = line.outcome == "sent" ? "sent via" : line.outcome == "handed_off" ? "handed to" : line.outcome + ":"
            Output.line("  \(line.kind) on \(line.channel): \(outcome) \(Terminal.line(line.detail, limit: 200))")
        }
        for line in result.waitingLines { Output.line("  \(line)") }
    }

    /// The nudges the run closed and planned, and the goals it held back: the first few of
    /// them explain the decision; a large graph has hundreds, which would flood the journal
    /// every 15 minutes (--json lists them all).
    private static func showNudges(_ result: JobResult, dryRun: Bool, store: GraphStore, context: Context) throws {
        let held = result.heldBack.prefix(Self.heldBackShown)
        let short = try store.shortIDs(result.followUps.map(\.goal.id) + held.map(\.goalId))
        func id(_ goal: UUID) -> String { short[goal] ?? goal.lowercasedString }
        let closedShort = try store.shortIDs(result.closed.map(\.goalId))
        for f in result.closed {
            let what =
                switch f.status {
                case .failed: "failed on every channel"
                case .unseen: "unseen: a week passed without you here for it (nothing backs off)"
                default: "unanswered: you were here for its answer window"
                }
            Output.line("  \(dryRun ? "would close" : "closed") the nudge for \(closedShort[f.goalId] ?? "?") as \(what)")
        }
        for f in result.followUps {
            let via = f.channels.map(\.rawValue).joined(separator: ", ")
            Output.line(
                "  send \(id(f.goal.id)) (\(f.kind == .stale ? "" : f.kind.rawValue + ", ")rank \(f.rank), \(f.daysStale) days stale) via \(via): \(Terminal.line(f.text.text, limit: 120))"
            )
        }
        for h in held {
            let rank = h.rank.map { "rank \($0), " } ?? ""
            let detail = h.reason.description(in: context.zone, now: context.now)
            Output.line("  held \(id(h.goalId)) (\(rank)\(h.reason.code)): \(Terminal.line(detail, limit: 120))")
        }
        if result.heldBack.count > held.count {
            Output.line("  … and \(result.heldBack.count - held.count) more held back (--json lists every one)")
        }
    }
}
