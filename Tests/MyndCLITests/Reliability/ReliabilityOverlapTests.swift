import Foundation
import MyndTestSupport
import Testing

/// Overlapping jobs (RELIABILITY.md): two and three jobs started together on one database, a
/// second refresh while the mail server takes 3 s to accept each message, and the agent
/// showing notifications while the jobs deliver — each trial maybe with one process killed
/// (SIGKILL) at a seeded point. Counted over all trials: rows never delivered and rows
/// delivered twice, both must be 0; the one resend a kill between a send and its record may
/// cause (same Message-ID, or replacing the same notification) is counted apart.
@Suite(
    .timed,
    .tags(.reliability),
    .enabled(if: Tools.haveDesktop && SMTPPeer.available, "needs dbus-daemon, Xvfb, dunst, sqlite3 and python3-aiosmtpd"),
    .timeLimit(.minutes(20)))
struct ReliabilityOverlapTests {
    static let seed: UInt64 = 0x6D79_6E64_0021

    /// A job of `count` killed with probability one half: at a checkpoint of its own, a few
    /// milliseconds after one, or from outside within its first `seconds`.
    static func kill(amongJobs count: Int, within seconds: Double, using random: inout SeededRandom) -> OverlapScene.Kill {
        let job = Int.random(in: 0..<count, using: &random)
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<25: return .checkpoint(job: job, Int.random(in: 1...8, using: &random), delayMilliseconds: 0)
        case 25..<40:
            return .checkpoint(job: job, Int.random(in: 3...8, using: &random), delayMilliseconds: Int.random(in: 1...12, using: &random))
        case 40..<50: return .job(job, after: Double.random(in: 0...seconds, using: &random))
        default: return .none
        }
    }

    static func run(_ scene: OverlapScene, _ plans: [(starts: [OverlapScene.Start], agent: Bool, kill: OverlapScene.Kill)], name: String)
        throws -> OverlapTally
    {
        var tally = OverlapTally()
        for (index, plan) in plans.enumerated() {
            let trial = try scene.trial(plan.starts, agent: plan.agent, kill: plan.kill)
            tally.add(trial)
            for problem in trial.problems { Issue.record("\(name) trial \(index) (\(trial.description)): \(problem)") }
        }
        print("overlap trials, \(name): \(tally)")
        #expect(tally.lost == 0)
        #expect(tally.duplicates == 0)
        return tally
    }

    @Test func twoAndThreeJobsStartedTogether_sendEachRowOnce() throws {
        let scene = try OverlapScene()
        var random = SeededRandom(seed: Self.seed)
        var plans: [(starts: [OverlapScene.Start], agent: Bool, kill: OverlapScene.Kill)] = []
        for index in 0..<64 {
            let starts: [OverlapScene.Start] =
                switch index % 4 {
                case 0: [.refresh, .digest]
                case 1: [.refresh, .refresh]
                case 2: [.refresh, .digest, .forcedRefresh]
                default: [.digest, .refresh.after(0.05), .digest.after(0.1)]
                }
            plans.append((starts, false, Self.kill(amongJobs: starts.count, within: 0.6, using: &random)))
        }
        let tally = try Self.run(scene, plans, name: "jobs together")
        #expect(tally.skipped > 0, "a second run of one kind while the first runs is skipped")
    }

    @Test func aSecondRefreshWhileTheMailServerIsSlow_sendsEachRowOnce() throws {
        let scene = try OverlapScene(smtpArguments: ["--delay-data", "3"])
        var random = SeededRandom(seed: Self.seed + 1)
        var plans: [(starts: [OverlapScene.Start], agent: Bool, kill: OverlapScene.Kill)] = []
        for index in 0..<12 {
            let starts: [OverlapScene.Start] =
                index % 2 == 0 ? [.refresh, .refresh.after(1)] : [.refresh, .digest.after(1), .forcedRefresh.after(1)]
            plans.append((starts, false, Self.kill(amongJobs: starts.count, within: 5, using: &random)))
        }
        let tally = try Self.run(scene, plans, name: "slow mail server")
        #expect(tally.skipped >= 6)
    }

    @Test func theAgentShowing_whileJobsDeliver_showsEachRowOnce() throws {
        let scene = try OverlapScene()
        var random = SeededRandom(seed: Self.seed + 2)
        var plans: [(starts: [OverlapScene.Start], agent: Bool, kill: OverlapScene.Kill)] = []
        for index in 0..<28 {
            let starts: [OverlapScene.Start] = index % 2 == 0 ? [.refresh, .digest] : [.digest, .refresh.after(0.05)]
            var kill = Self.kill(amongJobs: starts.count, within: 0.6, using: &random)
            if index % 4 == 1 { kill = .agent(after: Double.random(in: 0...0.5, using: &random)) }
            plans.append((starts, true, kill))
        }
        _ = try Self.run(scene, plans, name: "agent and jobs")
    }
}
