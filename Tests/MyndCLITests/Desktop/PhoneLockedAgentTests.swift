import Foundation
import MyndTestSupport
import Testing

private let created = "2026-11-16T09:00:00Z"
private let morning = "2026-11-22T09:00:00Z"
private let topic = "mynd-test-6e1b7d3f9a2c0584"

extension DesktopTests {
    /// Away from the desk because the screen is locked, as logind says it (python3-dbusmock's
    /// logind template on a private system bus, watched by the running agent), with the phone
    /// on a fake ntfy server: the nudge reaches the phone, not the screen; its button acts
    /// once; back at the desk it is not shown again; answered at the desk instead, it leaves
    /// the phone.
    @Suite(
        .enabled(
            if: Tools.haveDesktop && DBusMock.available && !ServerProcess.python3Missing,
            "needs dbus-daemon, Xvfb, dunst, python3 and python3-dbusmock"),
        .desktopSession, .timeLimit(.minutes(20)))
    final class PhoneLockedAgentTests {
        let desk: LockedDesk
        let ntfy: FakeNtfy
        var session: DesktopSession { desk.session }
        var sandbox: Sandbox { desk.sandbox }
        var logind: LogindMock { desk.logind }
        var now: String { desk.now() }

        init() throws {
            desk = try LockedDesk(start: morning)
            ntfy = try FakeNtfy()
            try sandbox.writeConfig(
                """
                [schedule]
                timezone = "UTC"
                [channels]
                followup = ["desktop", "phone"]
                [phone]
                topic = "\(topic)"
                server = "\(ntfy.baseURL)"
                """)
        }

        /// Starts the agent, locks the screen, and runs a refresh: the goal's nudge is due.
        private func lockedAndNudged() throws -> AgentProcess {
            _ = try sandbox.add("goal", "Paint the shed", now: created)
            let agent = try desk.startAgent()
            desk.waitFor(agent, "presence: here since 09:00 (logind) recorded")
            try logind.setLocked(true)
            desk.waitFor(agent, "presence: away since 09:00 (locked) recorded")
            try sandbox.ok(["run", "refresh"], now: now)
            #expect(try ntfy.showing(topic).count == 1, "locked: the nudge is on the phone")
            #expect(session.waitForNotification(showing: "Paint the shed", timeout: 1) == nil, "not on the screen as well")
            return agent
        }

        @Test func locked_theNudgeReachesThePhone_itsButtonActsOnce_andTheReturnShowsNothingTwice() throws {
            let agent = try lockedAndNudged()
            #expect(try ntfy.press("Did a step", on: topic) == 200)
            #expect(try ntfy.press("Did a step", on: topic) == 200, "pressed twice")
            try sandbox.ok(["run", "refresh"], now: now)
            let outcomes = try sandbox.query("SELECT outcome FROM phone_reply ORDER BY at, rowid").compactMap { $0["outcome"] as? String }
            #expect(outcomes == ["applied", "replayed"])
            #expect(try sandbox.query("SELECT kind FROM answer WHERE via = 'phone'").count == 1)
            try logind.setLocked(false)
            desk.waitFor(agent, "presence: here since")
            #expect(session.waitForNotification(showing: "Paint the shed", timeout: 5) == nil, "answered on the phone: not shown again")
            #expect(try sandbox.query("SELECT id FROM outbox WHERE channel = 'desktop' AND kind = 'followup'").isEmpty)
            #expect(agent.terminate().status == 0)
        }

        @Test func locked_thenAnsweredAtTheDesk_theMessageLeavesThePhone() throws {
            let agent = try lockedAndNudged()
            try logind.setLocked(false)
            desk.waitFor(agent, "presence: here since")
            #expect(session.waitForNotification(showing: "Paint the shed", timeout: 5) == nil, "on the phone already: not shown twice")
            let goal = try #require(try sandbox.query("SELECT id FROM node WHERE type = 'goal'").first?["id"] as? String)
            try sandbox.ok(["done", goal], now: now)
            #expect(try ntfy.showing(topic).isEmpty, "the phone dropped it")
            #expect(agent.terminate().status == 0)
        }

        /// A day locked away from the desk, lived as agent sessions through the day (each
        /// started at its hour, stopped before the next): the refreshes' nudges reach the phone
        /// within `max_per_day` and `min_gap`; each button acts once through the running
        /// agent's stream, and words, forged and changed tokens change nothing; quiet hours and
        /// a pause hold the phone; unlocked at last, nothing the phone had is shown again.
        @Test func aDayLocked_thePhoneWithinItsCap_eachButtonOnce_quietHoursAndAPauseHoldIt() throws {
            try sandbox.writeConfig(
                """
                [schedule]
                timezone = "UTC"
                quiet_hours = "22:00-07:00"
                min_gap = "2h"
                [channels]
                followup = ["desktop", "phone"]
                [phone]
                topic = "\(topic)"
                server = "\(ntfy.baseURL)"
                max_per_day = 2
                """)
            for goal in ["Paint the shed", "Call the plumber back", "Renew the passport", "Sort the tax papers"] {
                _ = try sandbox.add("goal", goal, now: created)
            }
            try logind.setLocked(true)
            var phoneCounts: [Int] = []
            for hour in ["09:00", "10:00", "11:05", "13:10", "15:20"] {
                let agent = try desk.startAgent(at: "2026-11-22T\(hour):00Z")
                desk.waitFor(agent, "presence: away since")
                try sandbox.ok(["run", "refresh"], now: now)
                phoneCounts.append(try ntfy.messages(topic).count)
                if hour == "15:20" {
                    // Pressed while this agent holds the reply stream.
                    let sent = try ntfy.messages(topic)
                    let genuine = try #require((sent[0]["actions"] as? [[String: Any]])?.first?["body"] as? String)
                    #expect(try ntfy.press("Did a step", on: topic, nth: 0) == 200)
                    #expect(try ntfy.press("Did a step", on: topic, nth: 0) == 200)
                    try ntfy.post("done", to: "\(topic)-reply")
                    try ntfy.post(String(genuine.dropLast(32)) + String(repeating: "0", count: 32), to: "\(topic)-reply")
                    try ntfy.post(genuine.replacingOccurrences(of: ".done.", with: ".drop."), to: "\(topic)-reply")
                    #expect(
                        agent.waitForLog(timeout: 20) { log in
                            let outcomes = try? sandbox.query("SELECT outcome FROM phone_reply").count
                            return (outcomes ?? 0) >= 5 || log.contains("never")
                        }, "\(agent.log)")
                }
                #expect(session.waitForNotification(showing: "the", timeout: 1) == nil, "locked: nothing on the screen at \(hour)")
                #expect(agent.terminate().status == 0)
            }
            #expect(phoneCounts == [1, 1, 2, 2, 2], "two hours apart, at most two a day: \(phoneCounts)")
            let outcomes = try sandbox.query("SELECT outcome FROM phone_reply ORDER BY at, rowid").compactMap { $0["outcome"] as? String }
            #expect(outcomes == ["applied", "replayed", "malformed", "forged", "forged"])
            let answers = try sandbox.query("SELECT kind FROM answer WHERE via = 'phone'")
            #expect(answers.count == 1 && answers.first?["kind"] as? String == "step")
            #expect(try sandbox.query("SELECT COUNT(*) AS n FROM dropped").first?["n"] as? Int == 0, "a changed token let nothing go")

            // Quiet hours, then a pause, hold the phone; resumed, it has the next one.
            let late = try desk.startAgent(at: "2026-11-23T23:00:00Z")
            desk.waitFor(late, "presence: away since")
            try sandbox.ok(["run", "refresh"], now: now)
            #expect(try ntfy.messages(topic).count == 2, "quiet hours hold the phone")
            #expect(late.terminate().status == 0)
            let morning = try desk.startAgent(at: "2026-11-24T09:00:00Z")
            desk.waitFor(morning, "presence: away since")
            try sandbox.ok(["pause"], now: now)
            try sandbox.ok(["run", "refresh"], now: now)
            #expect(try ntfy.messages(topic).count == 2, "a pause holds the phone")
            try sandbox.ok(["resume"], now: now)
            try sandbox.ok(["run", "refresh"], now: now)
            #expect(try ntfy.messages(topic).count == 3, "resumed, away, outside quiet hours: the phone")

            // Back at the desk: what the phone had is not shown on the screen as well.
            try logind.setLocked(false)
            desk.waitFor(morning, "presence: here since")
            let phoned = try ntfy.messages(topic).map { "\($0["title"] ?? "") \($0["message"] ?? "")" }
            #expect(phoned.count == 3)
            for goal in ["Paint the shed", "Call the plumber back", "Renew the passport", "Sort the tax papers"]
            where phoned.contains(where: { $0.contains(goal) }) {
                #expect(session.waitForNotification(showing: goal, timeout: 2) == nil, "\(goal) was on the phone: not on the screen too")
            }
            #expect(morning.terminate().status == 0)
        }
    }
}
