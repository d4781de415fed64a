import MyndCore
import MyndPOSIX
import MyndTestSupport
import Testing

@testable import MyndAgent

@Suite(.timed) struct JobStarterTests {
    @Test func underSystemd_startsTheUnit_withoutWaiting() {
        let programs = FakePrograms()
        let starter = JobStarter(
            .processing, programs: programs, mynd: "/usr/bin/mynd", globalArguments: ["--config", "/c.toml"],
            environment: ["INVOCATION_ID": "4f1c"])
        #expect(starter.start() == .started(pid: 4242))
        #expect(programs.launched == [["systemctl", "--user", "start", "--no-block", "mynd-processing.service"]])
        #expect(programs.launchedAs == [.program], "systemctl gets no secret")
    }

    @Test func outsideSystemd_runsItsOwnBinary_withItsGlobalOptions() {
        let programs = FakePrograms()
        let starter = JobStarter(
            .processing, programs: programs, mynd: "/usr/bin/mynd", globalArguments: ["--config", "/c.toml"],
            environment: ["INVOCATION_ID": ""])
        _ = starter.start()
        #expect(programs.launched == [["/usr/bin/mynd", "--config", "/c.toml", "run", "processing"]])
        #expect(programs.launchedAs == [.job(.processing)], "a run of mynd gets what a job needs")
    }

    @Test func aRefreshOnReturn_runsAtTheAgentsClock() {
        let programs = FakePrograms()
        let starter = JobStarter(.refresh, programs: programs, mynd: "/usr/bin/mynd", globalArguments: [], environment: [:])
        _ = starter.start(at: Timestamp(iso8601: "2026-11-23T14:02:00Z"))
        #expect(programs.launched == [["/usr/bin/mynd", "run", "refresh", "--at", "2026-11-23T14:02:00Z"]])
        let systemd = JobStarter(
            .refresh, programs: programs, mynd: "/usr/bin/mynd", globalArguments: [], environment: ["INVOCATION_ID": "1"])
        #expect(
            systemd.arguments(at: Timestamp(iso8601: "2026-11-23T14:02:00Z")) == [
                "systemctl", "--user", "start", "--no-block", "mynd-refresh.service",
            ])
    }
}
