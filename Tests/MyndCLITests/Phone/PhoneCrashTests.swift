import Foundation
import MyndTestSupport
import Testing

private let topic = "mynd-test-c4a1e97b2d5f0836"

/// A refresh killed (SIGKILL) while it applies the phone's answers: each post is judged in one
/// transaction with its record and the reading position, so what was committed stays applied
/// once and what was not is read and applied by the next run.
@Suite(.timed, .enabled(if: !ServerProcess.python3Missing, "needs /usr/bin/python3"), .timeLimit(.minutes(20)))
struct PhoneCrashTests {
    @Test func killedBetweenTwoButtons_theNextRunAppliesTheRest_andNothingTwice() throws {
        let ntfy = try FakeNtfy()
        let sandbox = try Sandbox()
        try sandbox.writeConfig(
            channels: ["phone"], "[schedule]\nmin_gap = \"30m\"\n[phone]\ntopic = \"\(topic)\"\nserver = \"\(ntfy.baseURL)\"\n")
        for goal in ["Paint the shed", "Renew the passport"] { _ = try sandbox.add("goal", goal, now: "2026-11-16T09:00:00Z") }
        try sandbox.ok(["run", "refresh"], now: "2026-11-22T09:00:00Z")
        try sandbox.ok(["run", "refresh"], now: "2026-11-22T10:00:00Z")
        #expect(try ntfy.messages(topic).count == 2)
        #expect(try ntfy.press("Did a step", on: topic, nth: 0) == 200)
        #expect(try ntfy.press("I handled it", on: topic, nth: 1) == 200)

        // Checkpoint 1 is the run's start, 2 the first post committed.
        let (killed, signal) = try sandbox.launch(["run", "refresh"], now: "2026-11-22T10:30:00Z", extra: ["MYND_TEST_KILL_AT": "2"])
            .finish()
        #expect(signal == SIGKILL && killed.stderr.contains("replyRecorded"), "\(killed)")
        let first = try sandbox.query("SELECT outcome FROM phone_reply")
        #expect(first.count == 1 && first.first?["outcome"] as? String == "applied")

        try sandbox.ok(["run", "refresh"], now: "2026-11-22T10:35:00Z")
        let outcomes = try sandbox.query("SELECT outcome FROM phone_reply").compactMap { $0["outcome"] as? String }
        #expect(outcomes == ["applied", "applied"])
        let answers = try sandbox.query("SELECT kind FROM answer WHERE via = 'phone' ORDER BY kind").compactMap { $0["kind"] as? String }
        #expect(answers == ["done", "step"], "each button once")
    }
}
