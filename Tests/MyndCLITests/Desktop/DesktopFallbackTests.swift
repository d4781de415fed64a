import Foundation
import MyndSystemd
import MyndTestSupport
import Testing

private let created = "2026-11-16T09:00:00Z"
private let morning = "2026-11-22T09:00:00Z"

extension DesktopTests {
    /// The end of the chain: no bus (the helper, then the terminal or journal), and a bus
    /// whose peers never answer (timed out, never a hang).
    @Suite(.timeLimit(.minutes(20))) final class DesktopFallbackTests {
        let sandbox: Sandbox

        init() throws {
            sandbox = try Sandbox()
        }

        private func refresh() throws -> (report: DesktopRunView, result: RunResult) {
            let result = try sandbox.ok(["run", "refresh", "--json"], now: morning)
            return (try JSONDecoder().decode(DesktopRunView.self, from: result.stdoutData), result)
        }

        // MARK: (c) no bus

        @Test func noBus_runsTheHelper_withTheGoalAsItsOwnArguments_neverThroughAShell() throws {
            sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(sandbox.root.path)/no-bus-here"
            // Short, so the whole goal fits the nudge unshortened.
            let pwned = "/tmp/pw-\(UUID().uuidString.prefix(4))"
            let goal = "Fix $(touch \(pwned));\n`touch \(pwned)` \"q\" 'x' | y"
            #expect(goal.count <= 60)
            _ = try sandbox.add("goal", goal, now: created)
            let helper = try sandbox.argvRecorder("helper")
            try sandbox.writeConfig("[desktop]\nhelper = \"\(helper)\"\n")
            let (report, _) = try refresh()
            #expect(report.delivered == 1)
            let detail = try #require(report.deliveries.first?.detail)
            #expect(detail.hasPrefix("helper \(helper), after: no session bus"), "\(detail)")
            let text = try #require(try sandbox.followUps(now: morning).first?.text)
            // Each text is one argument: the title (why it comes) and the nudge, which names the goal.
            let arguments = try #require(sandbox.recordedArguments("helper"))
            #expect(arguments.count == 3 && arguments[0] == "--" && arguments[1].hasPrefix("Quiet for ") && arguments[2] == text)
            #expect(text.contains("$(touch \(pwned))"), "\(text)")
            #expect(!FileManager.default.fileExists(atPath: pwned), "a shell ran the goal's text")
        }

        @Test func noBus_aMultiLineDigest_arrivesAsOneArgument_newlinesAndAll() throws {
            sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(sandbox.root.path)/no-bus-here"
            _ = try sandbox.add("goal", "Tidy the cellar; rm -rf \"$HOME\"", now: created)
            let helper = try sandbox.argvRecorder("helper")
            try sandbox.writeConfig("[desktop]\nhelper = \"\(helper)\"\n")
            let result = try sandbox.ok(["run", "digest", "--force", "--json"], now: morning)
            #expect(try JSONDecoder().decode(DesktopRunView.self, from: result.stdoutData).delivered == 1)
            let arguments = try #require(sandbox.recordedArguments("helper"))
            #expect(arguments.count == 3 && arguments[0] == "--")
            #expect(arguments[2].contains("\n"), "\(arguments)")
            #expect(arguments[2].contains("Tidy the cellar; rm -rf \"$HOME\""), "\(arguments)")
        }

        @Test func notifySend_getsMyndsAppNameUrgencyAndCategory_beforeTheTexts() throws {
            sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(sandbox.root.path)/no-bus-here"
            _ = try sandbox.ok(["add", "goal", "--", "-n looks like an option"], now: created)
            // A stand-in named notify-send, first on PATH.
            let folder = sandbox.root.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let recorder = try sandbox.argvRecorder("bin/notify-send")
            sandbox.environment["PATH"] = "\(folder.path):/usr/local/bin:/usr/bin:/bin"
            _ = try refresh()
            let arguments = try #require(sandbox.recordedArguments("bin/notify-send"), "\(recorder) never ran")
            #expect(
                Array(arguments.prefix(5)) == [
                    "--app-name=mynd", "--urgency=normal", "--category=x-mynd.nudge.followup", "--expire-time=0", "--",
                ])
            // After "--", the title and the nudge (which names the dash-led goal) are texts, not options.
            #expect(arguments.count == 7 && arguments[6].contains("-n looks like an option"), "\(arguments)")
        }

        @Test func noBus_noHelper_theMessageGoesToStderr() throws {
            sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(sandbox.root.path)/no-bus-here"
            _ = try sandbox.add("goal", "Write to grandma", now: created)
            try sandbox.writeConfig("[desktop]\nhelper = \"no-such-helper-anywhere --flag\"\n")
            let (report, result) = try refresh()
            #expect(report.delivered == 1)
            #expect(
                report.deliveries.first?.detail
                    == "stderr, after: no session bus (connect to the session bus: No such file or directory); helper no-such-helper-anywhere: no-such-helper-anywhere not found on PATH"
            )
            #expect(result.stderrLines.count == 1, "\(result)")
            #expect(
                result.stderr.hasPrefix("mynd: followup: Quiet for 6 days — ") && result.stderr.contains("“Write to grandma”"),
                "\(result)")
        }

        @Test func aHelperThatFails_isPassedBy_andSaysWhy() throws {
            sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(sandbox.root.path)/no-bus-here"
            _ = try sandbox.add("goal", "Sort the photos", now: created)
            let helper = try sandbox.argvRecorder("helper", exit: 3)
            try sandbox.writeConfig("[desktop]\nhelper = \"\(helper)\"\n")
            let (report, result) = try refresh()
            #expect(
                report.deliveries.first?.detail.hasSuffix("helper \(helper): exit 3") == true, "\(report.deliveries)")
            #expect(result.stderr.contains("mynd: followup: Quiet for 6 days — ") && result.stderr.contains("Sort the photos"))
            // The outbox says which link delivered it.
            let doctor = try sandbox.run(["doctor"], now: morning)
            #expect(doctor.stdout.contains("via stderr, after: no session bus"), "\(doctor)")
        }

        // MARK: (d) peers that never answer

        @Test(.enabled(if: Tools.haveBus, "needs dbus-daemon (Debian: dbus-daemon)"))
        func aNotificationServerThatNeverAnswers_isTimedOut_andTheHelperUsed() throws {
            let bus = try PrivateBus()
            // Owns the server's name and never reads a message: a hung notification server.
            let silent = try Bus(address: bus.address)
            try silent.requestName(Notifications.busName)
            sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
            _ = try sandbox.add("goal", "Clean the gutters", now: created)
            let helper = try sandbox.argvRecorder("helper")
            try sandbox.writeConfig("[desktop]\nhelper = \"\(helper)\"\n")
            let started = ContinuousClock.now
            let (report, _) = try refresh()
            let elapsed = (ContinuousClock.now - started).seconds
            #expect(report.delivered == 1)
            #expect(
                report.deliveries.first?.detail
                    == "helper \(helper), after: no mynd agent running; notification server: org.freedesktop.Notifications.GetCapabilities: no answer within 2.0 s: is the peer hung?"
            )
            #expect(sandbox.recordedArguments("helper")?.count == 3)
            // The server's 2 s, once; then on.
            #expect(elapsed >= 2 && elapsed < 6, "the job took \(elapsed) s")
            withExtendedLifetime(silent) {}
        }

        @Test(.enabled(if: Tools.haveBus, "needs dbus-daemon (Debian: dbus-daemon)"))
        func aHungAgentAndAHungServer_costTheirTimeoutsOnce_forTwoRows() throws {
            let bus = try PrivateBus()
            let silent = try Bus(address: bus.address)
            try silent.requestName(Notifications.busName)
            try silent.requestName("io.mynd.Agent")
            sandbox.environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
            _ = try sandbox.add("goal", "Repair the fence", now: created)
            let helper = try sandbox.argvRecorder("helper")
            try sandbox.writeConfig("[desktop]\nhelper = \"\(helper)\"\n")
            let started = ContinuousClock.now
            _ = try refresh()
            // The digest is a second desktop row in the same kind of run.
            let digest = try sandbox.json(DesktopRunView.self, ["run", "digest", "--force", "--json"], now: morning)
            let elapsed = (ContinuousClock.now - started).seconds
            #expect(
                digest.deliveries.first?.detail.hasPrefix(
                    "helper \(helper), after: mynd agent: io.mynd.Agent1.Wake: no answer within 1.0 s") == true,
                "\(digest.deliveries)")
            // Two runs, each Wake 1 s + GetCapabilities 2 s.
            #expect(elapsed >= 6 && elapsed < 12, "took \(elapsed) s")
            withExtendedLifetime(silent) {}
        }
    }
}
