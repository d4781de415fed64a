import Foundation
import MyndTestSupport
import Testing

/// When the goals were last touched, and when the agent starts (UTC, outside quiet hours).
private let created = "2026-11-16T09:00:00Z"
private let morning = "2026-11-22T09:00:00Z"

/// `status --json`, the presence parts.
private struct PresenceStatusView: Decodable {
    struct Presence: Decodable {
        var state: String
        var reason: String?
        var source: String?
        var manual: Bool
        var detail: String
    }
    var presence: Presence
    var held: Int
}

/// `run --json`, the parts about holding.
private struct HeldRunView: Decodable {
    struct Held: Decodable { var goalId: String, reason: String, detail: String }
    var decision: String
    var planned: Int
    var heldBack: [Held]
}

extension DesktopTests {
    /// Presence through the built binary and the running agent, with real parts: logind played
    /// by python3-dbusmock's template on a private system bus, a mock org.freedesktop.ScreenSaver
    /// on the desktop's session bus, dunst showing the nudges. Away, a due nudge is held; back,
    /// it is shown within 60 s (here within seconds: the agent starts a refresh on the return).
    @Suite(
        .enabled(
            if: Tools.haveDesktop && DBusMock.available,
            "needs dbus-daemon, Xvfb, dunst and python3-dbusmock (Debian: dbus-daemon, xvfb, dunst, python3-dbusmock)"),
        .desktopSession, .timeLimit(.minutes(20)))
    final class PresenceAgentTests {
        let desk: LockedDesk
        var session: DesktopSession { desk.session }
        var sandbox: Sandbox { desk.sandbox }
        var logind: LogindMock { desk.logind }
        var now: String { desk.now() }

        init() throws {
            desk = try LockedDesk(start: morning)
        }

        /// A goal quiet since `created`: due for a nudge at `morning`.
        private func staleGoal(_ text: String) throws -> String {
            try sandbox.add("goal", text, now: created).id
        }

        private func status() throws -> PresenceStatusView {
            try sandbox.json(PresenceStatusView.self, ["status", "--json"], now: now)
        }

        /// Waits until a refresh that started at `start` or after (the agent's clock, ISO 8601)
        /// has finished, as `status --json` records it.
        private func refreshFinished(startedAtOrAfter start: String, timeout: Double = 30) throws -> Bool {
            struct Jobs: Decodable {
                struct Job: Decodable {
                    struct Run: Decodable { var startedAt: String, endedAt: String? }
                    var job: String
                    var lastRun: Run?
                }
                var jobs: [Job]
            }
            func date(_ text: String) -> Date? {
                (try? Date(text, strategy: .iso8601))
                    ?? (try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
            }
            let from = try #require(date(start)).addingTimeInterval(-1)
            return try sandbox.eventually(timeout: timeout) {
                let run = try sandbox.json(Jobs.self, ["status", "--json"], now: now).jobs.first { $0.job == "refresh" }?.lastRun
                guard let run, run.endedAt != nil, let started = date(run.startedAt) else { return false }
                return started >= from
            }
        }

        /// Runs refresh while the person is away: nothing planned, the goal held, nothing shown.
        private func expectHeld(_ goal: String, _ text: String, code: String = "away") throws {
            let run = try sandbox.json(HeldRunView.self, ["run", "refresh", "--json"], now: now)
            #expect(run.planned == 0 && run.decision == code, "\(run)")
            #expect(run.heldBack.first { $0.goalId == goal }?.reason == code, "\(run)")
            #expect(session.waitForNotification(showing: text, timeout: 1) == nil, "shown while away")
        }

        /// Waits for dunst to show `text`; how long it took, at most 60 s.
        private func shownWithin60s(_ text: String) -> Double? {
            let started = ContinuousClock.now
            guard session.waitForNotification(showing: text, timeout: 60) != nil else { return nil }
            return (ContinuousClock.now - started).seconds
        }

        @Test func locked_holdsTheDueNudge_andUnlocking_showsIt() throws {
            let goal = try staleGoal("Paint the shed")
            let agent = try desk.startAgent()
            desk.waitFor(agent, "watching logind session /org/freedesktop/login1/session/c7")
            desk.waitFor(agent, "presence: here since 09:00 (logind) recorded")
            try logind.setLocked(true)
            desk.waitFor(agent, "presence: away since 09:00 (locked) recorded")
            try expectHeld(goal, "Paint the shed")
            let away = try status()
            #expect(away.presence.state == "away" && away.presence.reason == "locked" && away.presence.source == "logind")
            #expect(away.held == 1 && away.presence.detail == "away since 09:00 (locked): 1 nudge held for you", "\(away)")
            let text = try sandbox.ok(["status"], now: now).stdout
            #expect(text.contains("\npresence: away since 09:00 (locked): 1 nudge held for you\n"), "\(text)")

            try logind.setLocked(false)
            let seconds = shownWithin60s("Paint the shed")
            #expect(seconds != nil, "not shown after the return: \(agent.log)")
            desk.waitFor(agent, "the screen is free again")
            #expect(try sandbox.followUps(now: now).first?.status == "delivered")
            #expect(agent.terminate().status == 0)
            // Stopped: nobody watches, so nothing is held any more.
            #expect(try status().presence.state == "unknown")
        }

        /// A snooze that ends while the screen is locked is held like any nudge, and comes back
        /// on the return ("Back, as you asked").
        @Test func aSnoozeEndingWhileLocked_comesBackOnTheReturn() throws {
            let agent = try desk.startAgent()
            desk.waitFor(agent, "presence: here since")
            let goal = try sandbox.add("goal", "Answer Ana's letter", now: now).id
            try logind.setLocked(true)
            desk.waitFor(agent, "presence: away since 09:00 (locked) recorded")
            let ends = desk.now(ahead: 2)
            try sandbox.ok(["snooze", goal, ends], now: now)
            desk.waitFor(agent, "a snooze ended: starting refresh")
            // The test's own refresh after the agent's: run while it runs, it would find the
            // job's lock held and be skipped, holding nothing back to look at.
            #expect(try refreshFinished(startedAtOrAfter: ends), "the agent's refresh never finished: \(agent.log)")
            try expectHeld(goal, "Answer Ana's letter")
            try logind.setLocked(false)
            let back = session.waitForNotification(showing: "Answer Ana's letter", timeout: 60)
            #expect(back?.values["DUNST_SUMMARY"] == "Back, as you asked", "\(String(describing: back)): \(agent.log)")
            #expect(agent.terminate().status == 0)
        }

        @Test func idlePastAwayAfter_holds_andActivity_showsIt() throws {
            try sandbox.writeConfig("[presence]\naway_after = \"1m\"\n")
            let goal = try staleGoal("Call the plumber")
            let agent = try desk.startAgent()
            desk.waitFor(agent, "presence: here since")
            // Idle for 55 s by the agent's clock: away by its own timer five seconds later (not
            // before: AgentPresenceTimingTests, on virtual time).
            try logind.setIdle(true, since: UInt64(desk.agentMicroseconds(ahead: -55)))
            desk.waitFor(agent, "presence: away since 09:00 (idle) recorded", timeout: 15)
            try expectHeld(goal, "Call the plumber")
            try logind.setIdle(false, since: 0)
            #expect(shownWithin60s("Call the plumber") != nil, "not shown after the return: \(agent.log)")
            #expect(agent.terminate().status == 0)
        }

        @Test func prepareForSleep_isAway_untilTheWake() throws {
            let goal = try staleGoal("Water the roses")
            let agent = try desk.startAgent()
            desk.waitFor(agent, "presence: here since")
            try logind.prepareForSleep(true)
            desk.waitFor(agent, "presence: away since 09:00 (asleep) recorded")
            try expectHeld(goal, "Water the roses")
            #expect(try status().presence.reason == "asleep")
            try logind.prepareForSleep(false)
            #expect(shownWithin60s("Water the roses") != nil, "not shown after the wake: \(agent.log)")
            #expect(agent.terminate().status == 0)
        }

        @Test func theScreenSaver_isASource() throws {
            let saver = try ScreenSaverMock(on: session.bus)
            sandbox.environment["DBUS_SYSTEM_BUS_ADDRESS"] = "unix:path=\(sandbox.root.path)/no-system-bus"
            let goal = try staleGoal("Book the train")
            let agent = try desk.startAgent()
            desk.waitFor(agent, "presence: here since 09:00 (screensaver) recorded")
            try saver.setActive(true)
            desk.waitFor(agent, "presence: away since 09:00 (screen saver) recorded")
            try expectHeld(goal, "Book the train")
            try saver.setActive(false)
            #expect(shownWithin60s("Book the train") != nil, "not shown after the return: \(agent.log)")
            #expect(agent.terminate().status == 0)
        }

        /// No logind (a container), or a session logind does not know: unknown, one line in
        /// status, and the nudge goes as it always did.
        @Test(arguments: ["no logind", "session not found"])
        func withoutASource_presenceIsUnknown_andNudgesGoAsBefore(_ situation: String) throws {
            let emptySystemBus = try PrivateBus()
            if situation == "no logind" {
                sandbox.environment["DBUS_SYSTEM_BUS_ADDRESS"] = emptySystemBus.address
            } else {
                sandbox.environment["XDG_SESSION_ID"] = "c99"
            }
            _ = try staleGoal("Fix the bike")
            let agent = try desk.startAgent()
            desk.waitFor(agent, situation == "no logind" ? "presence: no logind to ask" : "presence: logind knows no session of ours")
            desk.waitFor(agent, "presence: unknown: no presence source")
            let lines = try sandbox.ok(["status"], now: now).stdout.split(separator: "\n").filter { $0.hasPrefix("presence:") }
            let expected =
                situation == "no logind"
                ? "presence: unknown: no presence source" : "presence: unknown: no presence source (logind knows no session of yours)"
            #expect(lines == [Substring(expected)])
            let run = try sandbox.ok(["run", "refresh"], now: now)
            #expect(run.stdout.contains("1 handed to the agent to show"), "\(run)")
            #expect(session.waitForNotification(showing: "Fix the bike", timeout: 5) != nil)
            #expect(agent.terminate().status == 0)
            withExtendedLifetime(emptySystemBus) {}
        }

        @Test func thePersonsWord_holds_untilAuto() throws {
            let goal = try staleGoal("Sort the photos")
            let agent = try desk.startAgent()
            desk.waitFor(agent, "presence: here since")
            #expect(try sandbox.ok(["presence", "away"], now: now).stdout == "away since 09:00 (you said so) until `mynd presence auto`\n")
            try expectHeld(goal, "Sort the photos")
            // The sources say nothing new meanwhile: the word holds over an unlock.
            try logind.setLocked(true)
            try logind.setLocked(false)
            #expect(session.waitForNotification(showing: "Sort the photos", timeout: 2) == nil)
            try sandbox.ok(["presence", "here"], now: now)
            #expect(shownWithin60s("Sort the photos") != nil, "not shown after `presence here`: \(agent.log)")
            #expect(try status().presence.manual)
            try sandbox.ok(["presence", "auto"], now: now)
            let back = try status()
            #expect(!back.presence.manual && back.presence.source == "logind", "\(back)")
            #expect(agent.terminate().status == 0)
        }

        @Test func pauseUntil_holdsEverything_andResume_releasesIt() throws {
            let goal = try staleGoal("Plan the trip")
            let agent = try desk.startAgent()
            desk.waitFor(agent, "presence: here since")
            let paused = try sandbox.ok(["pause", "until", "tomorrow"], now: now).stdout
            #expect(paused == "paused until tomorrow 09:00: nothing is shown or sent (mynd resume)\n")
            try expectHeld(goal, "Plan the trip", code: "paused")
            let statusText = try sandbox.ok(["status"], now: now).stdout
            #expect(statusText.hasPrefix("paused until tomorrow 09:00: nothing is shown or sent (mynd resume)\n"), "\(statusText)")
            #expect(try sandbox.ok(["resume"], now: now).stdout == "resumed: what waited goes out now\n")
            #expect(shownWithin60s("Plan the trip") != nil, "not shown after the resume: \(agent.log)")
            #expect(try sandbox.ok(["resume"], now: now).stdout == "not paused: nothing to resume\n")
            #expect(agent.terminate().status == 0)
        }
    }
}
