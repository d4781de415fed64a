import Foundation
import MyndTestSupport
import Testing

/// A nudge that no channel could deliver frees its goal (SPEC "Policy"), and `status` and
/// `doctor` say what went wrong — against aiosmtpd answering 550.
@Suite(.timed, .enabled(if: SMTPPeer.available, "needs python3-aiosmtpd and sqlite3"), .timeLimit(.minutes(20)))
struct EmailFailureLoopTests {
    @Test func aNudgeRefusedWith550_isFailed_theGoalIsNudgedAgain_andStatusAndDoctorSaySo() throws {
        let scene = try EmailScene()
        let server = try scene.server(["--reject-data", "550 5.6.0 Message refused by policy"])
        try scene.configure(url: "smtp://127.0.0.1:\(server.port)")
        try scene.run("refresh", at: EmailScene.refreshTime)
        #expect(try scene.emailRows().first?["status"] as? String == "failed")

        // The next refresh closes the nudge as failed: no answer, so no back-off, only the
        // plain cooldown from when it was planned.
        let next = try scene.sandbox.json(
            RunView.self, ["run", "refresh", "--dry-run", "--json"], now: "2026-11-20T10:15:00Z")
        #expect(next.closed.map(\.status) == ["failed"])
        #expect(next.heldBack.first?.reason == "cooldown", "not held as already_open")
        let followUps = try scene.sandbox.json([LoopFollowUp].self, ["followups", "--json"], now: "2026-11-21T10:15:00Z")
        try scene.run("refresh", at: "2026-11-21T10:15:00Z")
        let after = try scene.sandbox.json([LoopFollowUp].self, ["followups", "--json"], now: "2026-11-21T10:16:00Z")
        #expect(followUps.count == 1 && after.count == 2, "a day later the goal is nudged again")
        #expect(after.contains { $0.status == "failed" })

        let status = try scene.sandbox.ok(["status"], now: "2026-11-21T10:20:00Z")
        #expect(status.stdout.contains("not delivered (followup via email): the mail server refused the message: 550"), "\(status)")
        let doctor = try scene.sandbox.run(["doctor"], now: "2026-11-21T10:20:00Z")
        #expect(doctor.status != 0)
        #expect(doctor.stdout.contains("the last email could not be delivered"), "\(doctor)")
    }
}

/// `run refresh --json`, the parts read here.
private struct RunView: Decodable {
    struct Held: Decodable { var reason: String }
    struct Closed: Decodable { var status: String }
    var heldBack: [Held]
    var closed: [Closed]
}

private struct LoopFollowUp: Decodable { var status: String }
