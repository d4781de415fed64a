@testable import MyndInstall
import MyndTestSupport
import Testing

@Suite(.timed) struct UnitStatusTests {
    /// `systemctl --user show -p …` for a timer, a service and an unknown unit, as systemd 252 prints it.
    static let output = """
        NextElapseUSecRealtime=Sat 2026-11-21 21:45:00 UTC
        Id=mynd-refresh.timer
        LoadState=loaded
        ActiveState=active
        SubState=waiting
        UnitFileState=enabled
        NeedDaemonReload=yes

        ExecStart={ path=/home/ana/.local/bin/mynd ; argv[]=/home/ana/.local/bin/mynd run refresh ; ignore_errors=no ; start_time=[n/a] ; stop_time=[n/a] ; pid=0 ; code=(null) ; status=0/0 }
        NextElapseUSecRealtime=
        Id=mynd-refresh.service
        LoadState=loaded
        ActiveState=inactive
        SubState=dead
        UnitFileState=static

        Id=mynd-gone.timer
        LoadState=not-found
        ActiveState=inactive
        SubState=dead
        UnitFileState=

        """

    @Test func parse_readsEachUnitsBlock() {
        let units = UnitStatus.parse(Self.output)
        #expect(units.map(\.id) == ["mynd-refresh.timer", "mynd-refresh.service", "mynd-gone.timer"])
        #expect(units[0].isEnabled && units[0].isActive && units[0].subState == "waiting")
        #expect(units[0].nextElapse == "Sat 2026-11-21 21:45:00 UTC")
        #expect(units[0].needsDaemonReload && !units[1].needsDaemonReload)
        #expect(units[1].execStart == ["/home/ana/.local/bin/mynd", "run", "refresh"])
        #expect(!units[1].isEnabled && !units[1].isActive)
        #expect(units[2].loadState == "not-found" && units[2].unitFileState.isEmpty)
    }

    @Test func parse_ofNothing_isEmpty() {
        #expect(UnitStatus.parse("").isEmpty)
        #expect(UnitStatus.parse("\n\n").isEmpty)
    }
}
