import Foundation
import MyndTestSupport
import Testing

/// The morning briefing through the built binary: every section with ids in an email that
/// parses strictly, a headline that never repeats on consecutive mornings, one getting-started
/// digest for an empty graph, and people past their cadence (issue 19).
@Suite(.timed, .timeLimit(.minutes(20))) struct BriefingCommandTests {
    private struct Report: Decodable {
        struct Planned: Decodable { var goalId: String; var text: String }
        var decision: String
        var followups: [Planned]
        var planned: Int
    }

    private struct Shown: Decodable { var localDate: String; var title: String; var body: String }

    /// Goals with a next action and a blocker, a snooze that ends today, a nudge sent and not
    /// answered, a goal done yesterday, two people past their cadence and one without.
    private static func realisticGraph(_ scene: EmailScene) throws -> [String: String] {
        let sandbox = scene.sandbox
        var ids = ["bulbs": scene.goal.shortId]
        ids["buy"] = try sandbox.add("action", "Buy tulip bulbs", now: "2026-11-16T09:00:00Z", parent: scene.goal.shortId).shortId
        ids["passport"] = try sandbox.add("goal", "Renew the passport", now: "2026-11-15T09:00:00Z").shortId
        let certificate = try sandbox.add("action", "Find the birth certificate", now: "2026-11-15T09:00:00Z")
        try sandbox.ok(["link", certificate.shortId, ids["passport"]!, "--type", "blocks"], now: "2026-11-15T09:01:00Z")
        // A goal touched yesterday, so not quiet, that something blocks.
        ids["move"] = try sandbox.add("goal", "Move house", now: "2026-11-20T09:00:00Z").shortId
        let lease = try sandbox.add("thought", "Sign the lease", now: "2026-11-20T09:00:00Z")
        try sandbox.ok(["link", lease.shortId, ids["move"]!, "--type", "blocks"], now: "2026-11-20T09:01:00Z")
        ids["dentist"] = try sandbox.add("goal", "Book the dentist", now: "2026-11-10T09:00:00Z").shortId
        ids["taxes"] = try sandbox.add("goal", "File the taxes", now: "2026-11-10T09:00:00Z").shortId
        try sandbox.ok(["done", ids["taxes"]!], now: "2026-11-20T18:00:00Z")
        ids["lucia"] = try sandbox.json(
            NodeView.self, ["add", "person", "Lucía Fernández", "--every", "2w", "--json"], now: "2026-10-20T09:00:00Z"
        ).shortId
        ids["tom"] = try sandbox.json(NodeView.self, ["add", "person", "Tom", "--every", "1w", "--json"], now: "2026-11-01T09:00:00Z")
            .shortId
        ids["ana"] = try sandbox.add("person", "Ana", now: "2026-09-01T09:00:00Z").shortId
        // The refresh emails a nudge (nobody answers it) and a snooze ends at 15:00 tomorrow.
        try scene.run("refresh", at: EmailScene.refreshTime)
        try sandbox.ok(["snooze", ids["dentist"]!, "2026-11-21 15:00"], now: "2026-11-20T12:00:00Z")
        // Added yesterday and snoozed until before the digest: back, but not quiet.
        ids["fence"] = try sandbox.add("goal", "Paint the fence", now: "2026-11-20T09:00:00Z").shortId
        try sandbox.ok(["snooze", ids["fence"]!, "2026-11-21 07:00"], now: "2026-11-20T12:00:00Z")
        return ids
    }

    @Test func theDigestOfARealisticGraph_hasEverySection_withIds_inAStrictlyParsedEmail() throws {
        let scene = try EmailScene()
        let server = try scene.server()
        try scene.configure(url: "smtp://127.0.0.1:\(server.port)")
        let ids = try Self.realisticGraph(scene)
        let waiting = try #require(
            try scene.sandbox.query("SELECT goalId FROM followup WHERE status = 'delivered'").first?["goalId"] as? String)
        try scene.run("digest", at: EmailScene.digestTime)
        let mail = try #require(try server.received().last)
        let read = try ReadEmail.parse(mail.message)
        #expect(read.defects == [])
        #expect(read.parts.map(\.contentType) == ["text/plain", "text/html"])
        #expect(read.header("Subject") == ["Good morning, Saturday 21 November"])
        let text = try #require(read.parts.first?.text)
        let html = try #require(read.parts.last?.text)
        for heading in ["Today", "Coming back today", "Unanswered nudges", "Done since the last digest", "Blocked", "People"] {
            #expect(text.contains("\n\(heading)\n  "), "text has \(heading):\n\(text)")
            #expect(html.contains(">\(heading)</h3>"), "html has \(heading)")
        }
        #expect(text.contains("  \(ids["dentist"]!)  Book the dentist · at 15:00"))
        #expect(text.contains("  \(ids["taxes"]!)  File the taxes"))
        #expect(text.contains("Renew the passport · blocked by: Find the birth certificate"))
        #expect(text.contains("Blocked\n  \(ids["move"]!)  Move house · by Sign the lease"))
        // The refresh's nudge was Lucía's: she waits for an answer, and is not listed again.
        #expect(text.contains("Unanswered nudges\n  \(ids["lucia"]!)  Lucía Fernández · 22 hours ago"), "\(text)")
        #expect(text.contains("  \(ids["tom"]!)  Tom · last in touch 19 days ago (every week)"))
        #expect(!text.contains("Ana"), "a person without a cadence is never listed")
        #expect(text.contains("Unanswered nudges\n  \(waiting.prefix(4))"))
        // Issue 28 item 6: one section only (the nudged person is due too, and waits), and
        // Today only quiet goals (not one touched yesterday whose snooze ended).
        #expect(text.components(separatedBy: "\n  \(waiting.prefix(4))").count == 2, "\(text)")
        #expect(!text.contains("Paint the fence"), "\(text)")
        #expect(html.contains("<code>\(ids["lucia"]!)</code> Lucía Fernández"))
        // Counts are said once, as "+N more", never as a line of totals.
        #expect(!text.contains("active goal"))
    }

    @Test func sevenMornings_neverRepeatTheHeadline_onConsecutiveDays() throws {
        let sandbox = try Sandbox()
        try sandbox.writeConfig(channels: ["terminal"])
        for (index, goal) in ["Plant the garden", "Call grandma", "Learn Spanish", "Fix the bike"].enumerated() {
            _ = try sandbox.add("goal", goal, now: "2026-11-1\(index)T09:00:00Z")
        }
        var last: Shown?
        for day in 21...27 {
            try sandbox.ok(["run", "digest"], now: "2026-11-\(day)T08:00:00Z")
            let shown = try sandbox.json(Shown.self, ["digest", "--json"])
            #expect(shown.localDate == "2026-11-\(day)")
            if let last {
                #expect(shown.title != last.title)
                let headline = shown.body.components(separatedBy: "\n")[0]
                #expect(headline != last.body.components(separatedBy: "\n")[0], "day \(day): \(headline)")
            }
            last = shown
        }
    }

    @Test func anEmptyGraph_getsOneDigestOnHowToStart_thenNone_untilThereIsSomethingToSay() throws {
        let sandbox = try Sandbox()
        try sandbox.writeConfig(channels: ["terminal"])
        let first = try sandbox.json(Report.self, ["run", "digest", "--json"], now: "2026-11-21T08:00:00Z")
        #expect(first.planned == 1)
        #expect(try sandbox.json(Shown.self, ["digest", "--json"]).body.contains("mynd add goal"))
        for day in 22...24 {
            let next = try sandbox.json(Report.self, ["run", "digest", "--json"], now: "2026-11-\(day)T08:00:00Z")
            #expect(next.planned == 0 && next.decision == "nothing_to_say", "day \(day)")
        }
        _ = try sandbox.add("goal", "Plant the garden", now: "2026-11-24T09:00:00Z")
        let resumed = try sandbox.json(Report.self, ["run", "digest", "--json"], now: "2026-11-25T08:00:00Z")
        #expect(resumed.planned == 1)
        let body = try sandbox.json(Shown.self, ["digest", "--json"]).body
        #expect(body.contains("Nothing new since the last digest: 1 goal, none gone quiet.") && !body.contains("mynd add goal"))
    }

    @Test func aPersonPastTheirCadence_isNudgedOnce_listed_andTouchingThemStopsIt() throws {
        let sandbox = try Sandbox()
        try sandbox.writeConfig(channels: ["terminal"])
        let lucia = try sandbox.json(NodeView.self, ["add", "person", "Lucía", "--json"], now: "2026-10-01T09:00:00Z")
        let ana = try sandbox.add("person", "Ana", now: "2026-10-01T09:00:00Z")
        // Setting the cadence later is not contact; the last contact is the coffee, 20 days ago.
        let captured = try sandbox.ok(["capture", "Coffee with lucia, she starts the new job in January"], now: "2026-11-01T09:00:00Z")
        #expect(captured.stdout.contains("(mentions Lucía)"))
        try sandbox.ok(["edit", lucia.shortId, "--every", "2w"], now: "2026-11-20T09:00:00Z")
        let due = try sandbox.ok(["list", "--type", "person", "--due"], now: "2026-11-21T10:00:00Z").stdout
        #expect(due.contains("Lucía  (20 days since you were in touch, every 2 weeks)") && !due.contains("Ana"))

        let first = try sandbox.json(Report.self, ["run", "refresh", "--json"], now: "2026-11-21T10:00:00Z")
        #expect(first.followups.map(\.goalId) == [lucia.id])
        #expect(first.followups.first?.text.contains("Lucía") == true)
        // Not answered: the next days bring no second nudge about her within the week.
        for day in 22...27 {
            let next = try sandbox.json(Report.self, ["run", "refresh", "--json"], now: "2026-11-\(day)T10:00:00Z")
            #expect(!next.followups.contains { $0.goalId == lucia.id }, "day \(day)")
            #expect(!next.followups.contains { $0.goalId == ana.id })
        }
        try sandbox.ok(["run", "digest"], now: "2026-11-27T08:00:00Z")
        #expect(try sandbox.json(Shown.self, ["digest", "--json"]).body.contains("\(lucia.shortId)  Lucía · last in touch 25 days ago"))

        let shown = try sandbox.ok(["show", lucia.shortId], now: "2026-11-27T09:00:00Z").stdout
        #expect(shown.contains("keep in touch every 2 weeks; last in touch 2026-11-01 09:00"), "\(shown)")
        let touched = try sandbox.ok(["touch", lucia.shortId], now: "2026-11-27T12:00:00Z")
        #expect(touched.stdout.contains("in touch with Lucía (\(lucia.shortId), next in 2 weeks)"))
        #expect(try sandbox.ok(["list", "--type", "person", "--due"], now: "2026-11-28T10:00:00Z").stdout.hasPrefix("nobody is due"))
        for day in 28...30 {
            let next = try sandbox.json(Report.self, ["run", "refresh", "--json"], now: "2026-11-\(day)T10:00:00Z")
            #expect(!next.followups.contains { $0.goalId == lucia.id }, "day \(day)")
        }
        try sandbox.ok(["run", "digest"], now: "2026-11-28T08:00:00Z")
        #expect(!(try sandbox.json(Shown.self, ["digest", "--json"]).body.contains("Lucía")))
    }

    @Test func aCadence_isForPeople_andMustBeDaysOrWeeks() throws {
        let sandbox = try Sandbox()
        let goal = try sandbox.run(["add", "goal", "Plant the garden", "--every", "2w"])
        #expect(
            goal.status == 64
                && goal.stderr == "mynd: --every is for people: goals go quiet by stale_after (mynd add person NAME --every 3w)\n")
        let hours = try sandbox.run(["add", "person", "Lucía", "--every", "2h"])
        #expect(hours.status == 64 && hours.stderr.contains("is not a cadence: use days or weeks, like 10d, 2w or 3w"))
        #expect(try sandbox.ok(["list"]).stdout.hasPrefix("nothing here yet"))
        let lucia = try sandbox.json(NodeView.self, ["add", "person", "Lucía", "--every", "3w", "--json"])
        let reached = try sandbox.ok(["done", lucia.shortId], now: "2026-11-21T10:00:00Z")
        #expect(reached.stdout == "in touch with Lucía (\(lucia.shortId), next in 3 weeks)\n")
        #expect(try sandbox.json(NodeView.self, ["show", lucia.shortId, "--json"]).completedAt == nil, "a person is never done")
        try sandbox.ok(["edit", lucia.shortId, "--every", "none"])
        #expect(try sandbox.ok(["list", "--type", "person", "--due"], now: "2027-06-01T10:00:00Z").stdout.hasPrefix("nobody is due"))
    }
}
