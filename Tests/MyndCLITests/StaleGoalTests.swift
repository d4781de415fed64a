import Foundation
import MyndTestSupport
import Testing

/// The "done when": a goal goes stale, snoozing hides it, done removes it, show does not (looking is not doing).
@Suite(.timed) struct StaleGoalTests {
    // Five days between adding the goal and looking at it; stale_after is the default 3d.
    static let added = "2026-03-10T09:00:00Z"
    static let now = "2026-03-15T09:00:00Z"

    func staleIDs(_ sandbox: Sandbox, at now: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        try sandbox.json([NodeView].self, ["list", "--stale", "--json"], now: now, sourceLocation: sourceLocation).map(\.id)
    }

    @Test func listStale_goalUntouchedFiveDays_isListedWithEveryField() throws {
        let sandbox = try Sandbox()
        let goal = try sandbox.add("goal", "Plant the garden", now: Self.added)

        let result = try sandbox.ok(["list", "--stale", "--json"], now: Self.now)
        let array = try #require(try JSONSerialization.jsonObject(with: result.stdoutData) as? [[String: Any]])
        #expect(array.count == 1)
        let fields = try #require(array.first)
        #expect(
            Set(fields.keys) == [
                "id", "shortId", "type", "content", "createdAt", "lastAccessedAt", "completedAt", "snoozedUntil", "droppedAt",
                "metadata",
            ])
        #expect(fields["id"] as? String == goal.id)
        #expect(fields["shortId"] as? String == goal.shortId)
        #expect(fields["type"] as? String == "goal")
        #expect(fields["content"] as? String == "Plant the garden")
        #expect(fields["createdAt"] as? String == Self.added)
        #expect(fields["lastAccessedAt"] as? String == Self.added)
        // Absent times are explicit nulls, not missing keys.
        #expect(fields["completedAt"] is NSNull)
        #expect(fields["snoozedUntil"] is NSNull)
        #expect((fields["metadata"] as? [String: Any])?.isEmpty == true)
        // The full id is a lowercase UUID and the short id a prefix of it.
        #expect(UUID(uuidString: goal.id) != nil && goal.id == goal.id.lowercased())
        #expect(goal.id.hasPrefix(goal.shortId) && goal.shortId.count >= 4)
    }

    @Test func listStale_goalAddedTwoDaysAgo_isNotListed() throws {
        let sandbox = try Sandbox()
        _ = try sandbox.add("goal", "Fresh", now: "2026-03-13T09:00:00Z")
        #expect(try staleIDs(sandbox, at: Self.now).isEmpty)
        let text = try sandbox.ok(["list", "--stale"], now: Self.now)
        #expect(text.stdout == "no stale goals\n")
    }

    /// A capture that names the goal is a change about it (SPEC "Domain"); one that does not,
    /// is not.
    @Test func aCaptureNamingTheGoal_keepsItFromGoingQuiet() throws {
        let sandbox = try Sandbox()
        _ = try sandbox.add("goal", "Plant the garden", now: Self.added)
        let passport = try sandbox.add("goal", "Renew the passport", now: Self.added)
        let said = try sandbox.ok(["capture", "Bought seeds to plant the garden"], now: "2026-03-14T09:00:00Z")
        #expect(said.stdout.contains("Plant the garden"), "\(said.stdout)")
        #expect(try staleIDs(sandbox, at: Self.now) == [passport.id])
        _ = try sandbox.ok(["capture", "The passport office closes at noon"], now: "2026-03-14T10:00:00Z")
        #expect(try staleIDs(sandbox, at: Self.now) == [passport.id], "naming part of a goal is not naming it")
    }

    @Test func snooze_hidesGoalFromStale_untilItEnds_withoutTouchingIt() throws {
        let sandbox = try Sandbox()
        let goal = try sandbox.add("goal", "Plant the garden", now: Self.added)
        #expect(try staleIDs(sandbox, at: Self.now) == [goal.id])

        let snoozed = try sandbox.json(NodeView.self, ["snooze", goal.shortId, "2h", "--json"], now: Self.now)
        #expect(snoozed.snoozedUntil == "2026-03-15T11:00:00Z")
        // "Remind me at X" is not attention: the goal keeps its last touch.
        #expect(snoozed.lastAccessedAt == goal.lastAccessedAt)
        #expect(try staleIDs(sandbox, at: Self.now).isEmpty)
        #expect(try staleIDs(sandbox, at: "2026-03-15T10:59:59Z").isEmpty)
        // When the snooze ends it is as stale as it was.
        #expect(try staleIDs(sandbox, at: "2026-03-15T11:00:00Z") == [goal.id])

        let listed = try sandbox.json([NodeView].self, ["list", "--json"], now: "2026-03-15T11:00:01Z")
        #expect(listed.map(\.snoozedUntil) == ["2026-03-15T11:00:00Z"])
    }

    @Test func snooze_text_saysUntilWhen() throws {
        let sandbox = try Sandbox()
        let goal = try sandbox.add("goal", "Plant the garden", now: Self.added)
        let result = try sandbox.ok(["snooze", goal.shortId, "tomorrow"], now: Self.now)
        #expect(result.stdout.hasPrefix("snoozed \(goal.shortId) until "))
        #expect(result.stdout.hasSuffix(": Plant the garden\n"))
        let shown = try sandbox.json([NodeView].self, ["list", "--json"], now: Self.now)
        #expect(shown.first?.snoozedUntil == "2026-03-16T09:00:00Z")
    }

    @Test func done_removesGoalFromStaleAndList_butListAllShowsItCompleted() throws {
        let sandbox = try Sandbox()
        let goal = try sandbox.add("goal", "Plant the garden", now: Self.added)
        let other = try sandbox.add("goal", "Other goal", now: Self.added)

        let done = try sandbox.ok(["done", goal.shortId], now: Self.now)
        #expect(done.stdout == "done goal \(goal.shortId): Plant the garden\n")
        #expect(done.stderr.isEmpty)

        #expect(try staleIDs(sandbox, at: Self.now) == [other.id])
        let open = try sandbox.json([NodeView].self, ["list", "--json"], now: Self.now)
        #expect(open.map(\.id) == [other.id])
        let all = try sandbox.json([NodeView].self, ["list", "--all", "--json"], now: Self.now)
        let completed = try #require(all.first { $0.id == goal.id })
        #expect(completed.completedAt == Self.now)
        #expect(all.count == 2)

        // Done twice changes nothing and says so.
        let again = try sandbox.ok(["done", goal.shortId], now: "2026-03-16T09:00:00Z")
        #expect(again.stdout.contains("was already done"))
        let after = try sandbox.json([NodeView].self, ["list", "--all", "--json"], now: Self.now)
        #expect(after.first { $0.id == goal.id }?.completedAt == Self.now)
    }

    /// Looking is not doing (issue 28 item 2): show, list, digest and followups leave a goal
    /// as quiet as it was; only a change (here a step) counts as activity.
    @Test func looking_isNotActivity_onlyAChangeIs() throws {
        let sandbox = try Sandbox()
        let goal = try sandbox.add("goal", "Plant the garden", now: Self.added)
        #expect(try staleIDs(sandbox, at: Self.now) == [goal.id])
        let before = try sandbox.snapshot()
        let shown = try sandbox.json(ShowView.self, ["show", goal.shortId, "--json"], now: Self.now)
        #expect(shown.id == goal.id && shown.lastAccessedAt == Self.added)
        for looking in [["show", goal.shortId], ["list"], ["list", "--stale"], ["followups"], ["digest"], ["followups", "--json"]] {
            _ = try sandbox.run(looking, now: Self.now)
        }
        #expect(try sandbox.snapshot() == before, "looking wrote nothing")
        #expect(try staleIDs(sandbox, at: Self.now) == [goal.id])
        _ = try sandbox.ok(["step", goal.shortId], now: Self.now)
        #expect(try staleIDs(sandbox, at: Self.now).isEmpty)
        let listed = try sandbox.json([NodeView].self, ["list", "--json"], now: Self.now)
        #expect(listed.map(\.lastAccessedAt) == [Self.now])
    }

    @Test func touch_movesLastAccessedForwardOnly() throws {
        let sandbox = try Sandbox()
        let goal = try sandbox.add("goal", "Plant the garden", now: Self.now)
        // A touch at an earlier time never makes a goal staler.
        let touched = try sandbox.json(NodeView.self, ["touch", goal.shortId, "--json"], now: Self.added)
        #expect(touched.lastAccessedAt == Self.now)
        let later = try sandbox.json(NodeView.self, ["touch", goal.shortId, "--json"], now: "2026-03-20T00:00:00Z")
        #expect(later.lastAccessedAt == "2026-03-20T00:00:00Z")
    }

    @Test func listStale_countsMilliseconds() throws {
        let sandbox = try Sandbox()
        let goal = try sandbox.add("goal", "Plant the garden", now: "2026-03-10T09:00:00.200Z")
        // Untouched for 3d minus 0.1s: not yet stale; for 3d plus 0.3s: stale.
        #expect(try staleIDs(sandbox, at: "2026-03-13T09:00:00.100Z").isEmpty)
        #expect(try staleIDs(sandbox, at: "2026-03-13T09:00:00.200Z").isEmpty)
        #expect(try staleIDs(sandbox, at: "2026-03-13T09:00:00.500Z") == [goal.id])
    }

    @Test func snoozeForDays_keepsMilliseconds() throws {
        let sandbox = try Sandbox()
        let goal = try sandbox.add("goal", "Plant the garden", now: Self.added)
        let snoozed = try sandbox.json(NodeView.self, ["snooze", goal.shortId, "3d", "--json"], now: "2026-03-15T09:00:00.250Z")
        #expect(snoozed.snoozedUntil == "2026-03-18T09:00:00.250Z")
    }

    @Test func listStale_honoursStaleAfterFromConfig() throws {
        let sandbox = try Sandbox()
        try sandbox.writeConfig("[schedule]\nstale_after = \"1d\"\n")
        let goal = try sandbox.add("goal", "Plant the garden", now: "2026-03-13T09:00:00Z")
        #expect(try staleIDs(sandbox, at: "2026-03-14T09:00:00Z").isEmpty)
        #expect(try staleIDs(sandbox, at: "2026-03-14T09:00:01Z") == [goal.id])
    }
}
