import MyndAI
import ArgumentParser
import Foundation
import MyndPOSIX
import MyndCore
import MyndDelivery
import MyndJobs
import MyndMail
import MyndStore
import MyndTemplates

/// `status --json`.
struct StatusJSON: Encodable {
    struct Run: Encodable {
        var startedAt: String
        @Nullable var endedAt: String?
        var outcome: String
        @Nullable var reason: String?
        var planned: Int
        var delivered: Int

        init(_ record: GraphStore.RunRecord) {
            startedAt = record.startedAt.iso8601
            endedAt = record.endedAt?.iso8601
            outcome = record.outcome?.rawValue ?? "running"
            reason = record.reason
            // Marked running, but its process is gone: killed before it could record its end
            // (the next run of the job records it as interrupted).
            if record.outcome == nil, let process = record.process, !ProcessIdentity.mayBeRunning(process) {
                outcome = "crashed"
                reason = "killed before it could record its end"
            }
            planned = record.planned
            delivered = record.delivered
        }
    }

    struct Job: Encodable {
        var job: String
        @Nullable var lastRun: Run?
        var pending: Bool
        @Nullable var pendingReason: String?
        var nextDue: String
    }

    struct Quiet: Encodable {
        @Nullable var configured: String?
        var active: Bool
        @Nullable var until: String?
    }

    struct Power: Encodable {
        var onAC: Bool
        @Nullable var batteryPercent: Int?
        var discharging: Bool
        var summary: String
    }

    struct Network: Encodable { var online: Bool, summary: String }

    struct Outbox: Encodable {
        var pending: Int
        @Nullable var next: String?
    }

    var now: String
    var timezone: String
    var jobs: [Job]
    var quietHours: Quiet
    var power: Power
    var network: Network
    var notificationsToday: Int
    var maxNotificationsPerDay: Int
    /// Of `notificationsToday`, the snoozes that came back as asked (not held to the cap).
    var returningToday = 0
    var outbox: Outbox
    var ai: AI
    var nudges: NudgeStatusJSON
    /// The inbox (`[imap]`): set after the rest, so the memberwise init stays as it was.
    var inbox: Inbox?
    var phone: Phone?
    /// Presence now, the pause (null when not paused) and how many nudges and digests are held
    /// for the person (`addPresence`).
    var presence: PresenceJSON?
    @Nullable var paused: PauseJSON?
    var held = 0
    /// The language the person reads mynd's messages in (set after the rest, as `inbox`).
    var language: LanguageJSON?
    /// The calendar's sources (empty without `[calendar]`; set after the rest, as `inbox`).
    var calendar: [CalendarSourceJSON] = []

    /// `language`: its code and where it came from (`[general] language`, a locale variable,
    /// or the default).
    struct LanguageJSON: Encodable {
        var code: String
        var name: String
        var source: String

        init(_ choice: LanguageChoice) {
            code = choice.language.rawValue
            name = choice.language.englishName
            source = choice.source
        }

        /// "de (German), from LANG=de_DE.UTF-8".
        var line: String { "\(code) (\(name)), from \(source)" }
    }

    /// Claude: whether it can be asked, and what it has cost.
    struct AI: Encodable {
        struct Checks: Encodable {
            var answered: Int
            var rejected: Int
            /// rejected / answered; null before any answer.
            @Nullable var rejectionRate: Double?
        }

        struct Spend: Encodable {
            var tokens: Int
            var calls: Int
            /// At `[ai.prices]` and the built-in list prices; null when a model has no price
            /// (unknown, never $0).
            @Nullable var costUSD: Double?
        }

        /// Where the key comes from (never the key), or null.
        @Nullable var keySource: String?
        /// Why Claude cannot be asked, or null when it can.
        @Nullable var unavailable: String?
        var baseURL: String
        var followUpModel: String
        var digestModel: String
        var dailyTokenBudget: Int
        var monthlyBudgetUSD: Double
        var today: Spend
        var month: Spend
        /// Claude's answers in the last 30 days and how many failed the output check.
        var checks: Checks
        var batchesInFlight: Int

        init(context: Context, store: GraphStore) throws {
            let setup = AISetup(config: context.config.ai, environment: context.environment)
            keySource = setup.key.map { "\($0.source)" }
            unavailable = setup.unavailable
            baseURL = setup.baseURL
            followUpModel = context.config.ai.followUpModel
            digestModel = context.config.ai.digestModel
            dailyTokenBudget = context.config.ai.dailyTokenBudget
            monthlyBudgetUSD = context.config.ai.monthlyBudgetUSD
            let ai = context.config.ai
            func spend(since start: Timestamp) throws -> Spend {
                let rows = try store.usage(since: start)
                let cost = ai.cost(of: rows)
                let tokens = rows.reduce(0) { $0 + $1.inputTokens + $1.outputTokens + $1.cacheWriteTokens + $1.cacheReadTokens }
                return Spend(
                    tokens: tokens, calls: rows.reduce(0) { $0 + $1.calls }, costUSD: cost.map { ($0 * 1_000_000).rounded() / 1_000_000 })
            }
            let now = context.now
            today = try spend(since: FollowUpPlanner.startOfLocalDay(now, zone: context.zone))
            let wall = context.zone.wall(at: now)
            month = try spend(since: context.zone.instant(year: wall.year, month: wall.month, day: 1, hour: 0, minute: 0))
            batchesInFlight = try store.openBatches().count
            let answers = try store.answerChecks(since: now.adding(seconds: -30 * 86_400))
            checks = Checks(
                answered: answers.answered, rejected: answers.rejected,
                rejectionRate: answers.answered == 0 ? nil : Double(answers.rejected) / Double(answers.answered))
        }

        static func dollars(_ amount: Double?) -> String {
            guard let amount else { return "cost unknown" }
            return amount == 0 ? "$0" : amount < 0.01 ? "< $0.01" : String(format: "$%.2f", amount)
        }
    }
}
