import ArgumentParser
import Foundation
import MyndCore
import MyndStore

extension Mynd {
    struct FollowUps: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "followups",
            abstract: "List open follow-ups and those of the last 7 days (--all: every one).")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        @Flag(help: "Every follow-up ever made.") var all = false

        func run() throws {
            let context = try Context(global)
            let store = try context.openStore()
            let followUps = try store.followUps(all: all, recentSince: context.now.adding(seconds: -7 * 86_400))
            let channels = try store.channels(of: followUps.map(\.id))
            let short = try store.shortIDs(followUps.map(\.goalId))
            let own = try store.shortFollowUpIDs(followUps.map(\.id))
            if output.json {
                let answers = try store.answers(of: followUps.map(\.id))
                Output.json(
                    followUps.map {
                        FollowUpJSON(followUp: $0, shortId: own[$0.id]!, channels: channels[$0.id] ?? [], answer: answers[$0.id])
                    })
                return
            }
            if followUps.isEmpty {
                Output.line("no follow-ups yet: they come from `mynd run refresh` when goals go quiet")
                return
            }
            for f in followUps {
                let goal = short[f.goalId] ?? "gone"
                let when = context.describe.when(f.deliveredAt ?? f.plannedAt)
                Output.line(
                    "\(own[f.id]!)  \(f.status.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0))  goal \(goal)  \(when)  \(Terminal.line(f.text, limit: 100))"
                )
            }
        }
    }

    struct Dismiss: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "dismiss",
            abstract: "Close a follow-up without touching its goal.")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var output: OutputOptions

        @Argument(help: "The follow-up id (see `mynd followups`).") var id: String

        func run() throws {
            let context = try Context(global)
            let store = try context.openStore()
            try context.answer(.dismiss(followUp: try store.resolveFollowUp(id)), store: store, json: output.json)
        }
    }
}

/// A follow-up as `--json` prints it.
struct FollowUpJSON: Encodable {
    var id: String
    var shortId: String
    var goalId: String
    var text: String
    /// claude or fallback.
    var source: String
    /// Why the text is the fallback (no key, budget spent, an API error, a rejected text).
    @Nullable var fallbackReason: String?
    var status: String
    @Nullable var rank: Int?
    @Nullable var daysStale: Double?
    var plannedAt: String
    @Nullable var deliveredAt: String?
    @Nullable var closedAt: String?
    var channels: [String]
    /// Why it was sent: stale, snooze_returning, asking.
    var kind: String
    /// How it was answered (done, snooze, dismiss, drop, keep, unanswered), when and where
    /// (desktop, cli, email, none); null while open or for a follow-up that failed.
    @Nullable var answer: String?
    @Nullable var answeredAt: String?
    @Nullable var answeredVia: String?

    init(followUp: FollowUp, shortId: String, channels: [Channel], answer: Answer? = nil) {
        kind = followUp.kind.rawValue
        self.answer = answer?.kind.rawValue
        answeredAt = answer?.at.iso8601
        answeredVia = answer?.via.rawValue
        id = followUp.id.lowercasedString
        self.shortId = shortId
        goalId = followUp.goalId.lowercasedString
        text = followUp.text
        source = followUp.source.rawValue
        fallbackReason = followUp.fallbackReason
        status = followUp.status.rawValue
        rank = followUp.rank
        daysStale = followUp.daysStale
        plannedAt = followUp.plannedAt.iso8601
        deliveredAt = followUp.deliveredAt?.iso8601
        closedAt = followUp.closedAt?.iso8601
        self.channels = channels.map(\.rawValue)
    }
}
