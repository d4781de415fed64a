import Foundation
import MyndCore
import MyndTestSupport
import Testing

/// Issue 28's week of use, replayed through the built binary with its clock moved (no
/// sleeps): goals, people and a Taskwarrior import; a refresh every two hours, a digest every
/// morning, answers as a person gives them (a step on Spanish, snoozes, done, a possessive
/// capture after seeing Lucía). It checks what the week found wrong:
/// - no nudge about a person within their cadence after a capture that says they met
///   ("Coffee with Lucía", issue 35: only a thought that says so is contact);
/// - "did a step" keeps the goal open;
/// - 7 digests, no opening sentence of the same shape two mornings running;
/// - every time not today carries its day (a bare "07:00" is a later time today);
/// - a goal about a person and the person's own nudge are never both sent in one day.
@Suite(.timed) struct WeekReplayTests {
    private struct Report: Decodable {
        struct Planned: Decodable { var goalId: String }
        var decision: String
        var followups: [Planned]
    }

    private struct Shown: Decodable { var localDate: String; var body: String }

    private static let config = """
        [schedule]
        timezone = "Europe/Berlin"
        adaptive = false
        [channels]
        followup = ["terminal"]
        digest = ["terminal"]
        """

    /// A time at `day` November 2026 in Berlin (winter: +01:00).
    private static func at(_ day: Int, _ clock: String) -> String { String(format: "2026-11-%02dT%@:00+01:00", day, clock) }

    @Test func theWeek_replayed() throws {
        let sandbox = try Sandbox()
        try sandbox.writeConfig(Self.config)
        func person(_ name: String, every: String) throws -> NodeView {
            try sandbox.json(NodeView.self, ["add", "person", name, "--every", every, "--json"], now: "2026-10-20T09:00:00+02:00")
        }
        let lucia = try person("Lucía", every: "2w")
        let rosa = try person("Grandma Rosa", every: "1w")
        let marco = try person("Marco", every: "3w")
        let spanish = try sandbox.add("goal", "Learn Spanish", now: Self.at(5, "09:00"))
        let grandma = try sandbox.add("goal", "Call grandma", now: Self.at(6, "09:00"))
        _ = try sandbox.add("goal", "Plant the garden", now: Self.at(7, "09:00"))
        _ = try sandbox.add("goal", "Fix Marco's bike", now: Self.at(8, "09:00"))
        let tasks = try sandbox.file(
            "tasks.json",
            """
            [{"uuid": "6f1c4a52-9a3e-4d0e-8e8b-0d3c1f2a7b10", "description": "Renew the passport", "status": "pending", "entry": "20261101T090000Z"},
             {"uuid": "0a6f2d4e-1b7c-4e59-9d1a-5c2e8f3b4a21", "description": "Book the dentist", "status": "pending", "entry": "20261102T090000Z"}]
            """)
        try sandbox.ok(["import", tasks, "--format", "taskwarrior"], now: Self.at(15, "20:00"))

        // Monday, before the first refresh: coffee with Lucía, and her news with a possessive.
        let captured = try sandbox.ok(["capture", "Coffee with Lucía: Lucía's new job starts in January"], now: Self.at(16, "07:30")).stdout
        #expect(captured.contains("(mentions Lucía)"), "\(captured)")

        var insights: [(day: Int, line: String)] = []
        var sent: [(day: Int, goal: String)] = []
        var futureTimes: [(now: String, text: String)] = []
        for day in 16...22 {
            try sandbox.ok(["run", "digest"], now: Self.at(day, "08:00"))
            let shown = try sandbox.json(Shown.self, ["digest", "--json"], now: Self.at(day, "08:01"))
            #expect(shown.localDate == "2026-11-\(day)")
            insights.append((day, String(shown.body.split(separator: "\n").first ?? "")))
            for (turn, clock) in ["08:00", "10:00", "12:00", "14:00", "16:00", "18:00", "20:00"].enumerated() {
                let report = try sandbox.json(Report.self, ["run", "refresh", "--json"], now: Self.at(day, clock))
                for planned in report.followups {
                    sent.append((day, planned.goalId))
                    let answerAt = Self.at(day, String(clock.prefix(3)) + "05")
                    // The person's answers: a step on Spanish, in touch with whoever is nudged,
                    // and for the rest, by turns, later today, tomorrow, or a day named.
                    let answer: [String] =
                        planned.goalId == spanish.id
                        ? ["step", spanish.id, "ten minutes of Duolingo"]
                        : [rosa.id, marco.id].contains(planned.goalId)
                            ? ["touch", planned.goalId]
                            : ["snooze", planned.goalId] + [[], ["tomorrow"], ["sat", "10:00"]][(day + turn) % 3]
                    let confirmation = try sandbox.ok(answer, now: answerAt).stdout
                    futureTimes.append((answerAt, confirmation))
                }
            }
            for clock in ["21:30", "23:30"] {
                let dry = try sandbox.ok(["run", "refresh", "--dry-run"], now: Self.at(day, clock)).stdout
                let status = try sandbox.ok(["status"], now: Self.at(day, clock)).stdout
                futureTimes += [(Self.at(day, clock), dry), (Self.at(day, clock), status)]
            }
        }

        // No nudge about Lucía all week: the capture was contact, and her cadence is 2 weeks.
        #expect(!sent.contains { $0.goal == lucia.id }, "\(sent)")
        #expect(sent.count >= 7, "a week of nudges: \(sent.count)")
        // A step is not done: Spanish was nudged, answered with steps, and is still open.
        #expect(sent.contains { $0.goal == spanish.id })
        let nodes = try sandbox.json([NodeView].self, ["list", "--all", "--json"], now: Self.at(22, "21:00"))
        #expect(nodes.first { $0.id == spanish.id }?.completedAt == nil)
        // Never a goal about grandma and grandma's own nudge on one day.
        for day in 16...22 {
            let goals = Set(sent.filter { $0.day == day }.map(\.goal))
            #expect(!(goals.contains(rosa.id) && goals.contains(grandma.id)), "day \(day)")
        }
        // Seven mornings, and no two running open with the same kind of sentence.
        #expect(insights.count == 7)
        let shapes = insights.map { FallbackInsight.shape(of: $0.line) }
        #expect(shapes.allSatisfy { $0 != nil }, "\(insights)")
        for (a, b) in zip(shapes, shapes.dropFirst()) where a != nil {
            #expect(a != b, "\(insights)")
        }
        // A time said bare after "until", "before", "waiting for" or "next try" is later today;
        // at 23:30 the night's end is said with its day.
        #expect(futureTimes.contains { $0.now.contains("T23:30") && $0.text.contains("quiet hours until tomorrow 07:00") })
        for (now, text) in futureTimes {
            let nowClock = String(now.dropFirst(11).prefix(5))
            for bare in Self.bareFutureClocks(text) {
                #expect(bare > nowClock, "at \(now), \(bare) without its day in: \(text)")
            }
        }
        print("week: \(sent.count) nudges; mornings: \(insights.map(\.line))")
    }

    /// The clocks ("07:00") that follow a word pointing ahead with no day between them.
    static func bareFutureClocks(_ text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "(?:until|before|waiting for|next try) ([0-2][0-9]:[0-5][0-9])(?![0-9])")
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
    }
}
