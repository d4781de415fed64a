import Foundation
import MyndTestSupport
import Testing

private let topic = "mynd-test-5d0c8e2a91f7b346"

/// `mynd agent` reads the phone's reply topic on its own timer: a button pressed on the phone
/// acts while the agent runs, without waiting for the next refresh, and once.
@Suite(
    .timed, .enabled(if: Tools.haveBus && !ServerProcess.python3Missing, "needs dbus-daemon and /usr/bin/python3"),
    .timeLimit(.minutes(20)))
struct PhoneAgentTests {
    @Test func aButtonPressed_actsThroughTheRunningAgent_once() throws {
        let bus = try PrivateBus()
        let ntfy = try FakeNtfy()
        let sandbox = try Sandbox()
        sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        try sandbox.writeConfig(channels: ["phone"], "[phone]\ntopic = \"\(topic)\"\nserver = \"\(ntfy.baseURL)\"\n")
        _ = try sandbox.add("goal", "Paint the shed", now: "2026-11-16T09:00:00Z")
        try sandbox.ok(["run", "refresh"], now: "2026-11-22T10:00:00Z")
        #expect(try ntfy.messages(topic).count == 1)

        let agent = try AgentProcess(sandbox, now: "2026-11-22T10:05:00Z", extra: ["MYND_AGENT_INBOX_SECONDS": "1"])
        try agent.waitUntilListening()
        #expect(try ntfy.press("Did a step", on: topic) == 200)
        #expect(try ntfy.press("Did a step", on: topic) == 200)
        #expect(
            agent.waitForLog(timeout: 10) { log in
                log.contains("phone: 2 posts: 1 applied, 1 replayed")
                    || (log.contains("phone: 1 post: 1 applied") && log.contains("phone: 1 post: 1 replayed"))
            },
            "\(agent.log)")
        let answers = try sandbox.query("SELECT kind, via FROM answer WHERE via = 'phone'")
        #expect(answers.count == 1 && answers.first?["kind"] as? String == "step")
        #expect(agent.terminate().status == 0)
    }

    /// The agent holds the reply topic's JSON stream: with the timed look ten minutes away, a
    /// button acts within seconds; a stream dropped in the middle of a post is held again and
    /// the post read once.
    @Test func aButtonPressed_actsAtOnce_throughTheStream_evenWhenItDropsMidPost() throws {
        let bus = try PrivateBus()
        let ntfy = try FakeNtfy()
        let sandbox = try Sandbox()
        sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        try sandbox.writeConfig(
            channels: ["phone"], "[schedule]\nadaptive = false\n[phone]\ntopic = \"\(topic)\"\nserver = \"\(ntfy.baseURL)\"\n")
        _ = try sandbox.add("goal", "Paint the shed", now: "2026-11-16T09:00:00Z")
        _ = try sandbox.add("goal", "Call the plumber", now: "2026-11-16T09:00:00Z")
        try sandbox.ok(["run", "refresh"], now: "2026-11-22T10:00:00Z")
        #expect(try ntfy.messages(topic).count == 1, "min_gap holds the other goal's nudge")

        let agent = try AgentProcess(sandbox, now: "2026-11-22T10:05:00Z", extra: ["MYND_AGENT_INBOX_SECONDS": "600"])
        try agent.waitUntilListening()
        #expect(agent.waitForLog(timeout: 10) { $0.contains("phone: holding the reply stream") }, "\(agent.log)")
        #expect(agent.waitForLog(timeout: 10) { $0.components(separatedBy: "phone: nothing new").count >= 2 }, "\(agent.log)")
        #expect(try ntfy.press("Did a step", on: topic) == 200)
        // Within seconds (the timed look is ten minutes away; the bound is CI's load, not mynd's).
        #expect(agent.waitForLog(timeout: 15) { $0.contains("phone: 1 post: 1 applied") }, "at once, not in ten minutes: \(agent.log)")

        try sandbox.ok(["run", "refresh"], now: "2026-11-22T16:00:00Z")
        #expect(try ntfy.messages(topic).count == 2, "the other goal's nudge, after min_gap")
        try ntfy.cutHeldStreams()
        #expect(try ntfy.press("Did a step", on: topic) == 200)
        #expect(
            agent.waitForLog(timeout: 30) { $0.components(separatedBy: "phone: 1 post: 1 applied").count >= 3 },
            "the post the cut stream dropped is read by the look its next open starts: \(agent.log)")
        #expect(agent.log.contains("phone: the reply stream could not be held ("))
        #expect(agent.log.contains("phone: the reply stream is held again"))
        let answers = try sandbox.query("SELECT kind FROM answer WHERE via = 'phone'")
        #expect(answers.count == 2)
        #expect(agent.terminate().status == 0)
    }
}
