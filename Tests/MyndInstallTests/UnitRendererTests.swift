import Foundation
@testable import MyndInstall
import MyndCore
import MyndTestSupport
import Testing

/// The units as `mynd install` writes them, computed from values alone.
@Suite(.timed) struct UnitRendererTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let settings = UnitSettings(
        binary: "/opt/mynd/bin/mynd",
        credentialsDirectory: "/home/ana/.config/mynd/credentials", credentials: ["anthropic-api-key"],
        morning: ClockTime(hour: 7, minute: 30)!, timeZone: nil, environment: [:])

    static func unit(_ name: String, _ settings: UnitSettings = settings) throws -> String {
        try #require(try UnitRenderer.render(settings).first { $0.name == name }).contents
    }

    @Test func everyUnitFile_isBuiltIn_andMatchesItsCopyInUnits() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.repository.appendingPathComponent("units").path)
            .filter { $0.hasSuffix(".service") || $0.hasSuffix(".timer") }
        #expect(Set(files) == Set(BuiltinUnits.all.keys))
        #expect(Set(files) == Set(UnitRenderer.names))
        for name in files {
            let file = try String(contentsOf: Self.repository.appendingPathComponent("units/\(name)"), encoding: .utf8)
            #expect(BuiltinUnits.all[name].map { $0 + "\n" } == file, "run scripts/builtin-units.py after editing units/\(name)")
        }
    }

    @Test func render_writesEveryUnit_startingWithTheMarker() throws {
        let units = try UnitRenderer.render(Self.settings)
        #expect(units.map(\.name) == UnitRenderer.names)
        for unit in units {
            #expect(unit.contents.hasPrefix(UnitRenderer.marker + "\n"))
            #expect(unit.contents.hasSuffix("\n") && !unit.contents.hasSuffix("\n\n"))
        }
    }

    @Test func render_namesTheBinary_inEveryExecStart_withPercentDoubled() throws {
        var settings = Self.settings
        settings.binary = "/opt/100%/mynd"
        let units = try UnitRenderer.render(settings)
        let execs = units.flatMap { $0.contents.split(separator: "\n").filter { $0.hasPrefix("ExecStart=") } }
        #expect(
            execs == [
                "ExecStart=/opt/100%%/mynd run refresh", "ExecStart=/opt/100%%/mynd run processing --if-due",
                "ExecStart=/opt/100%%/mynd run digest --if-due", "ExecStart=/opt/100%%/mynd agent",
            ])
        #expect(!units.contains { $0.contents.contains(UnitRenderer.shippedBinary) })
    }

    @Test func render_sandboxesTheJobs_butNotTheAgent_whoseChildrenWouldInheritIt() throws {
        for name in ["mynd-refresh.service", "mynd-processing.service", "mynd-digest.service"] {
            let text = try Self.unit(name)
            #expect(text.contains("\nNoNewPrivileges=yes\n") && text.contains("\nSystemCallFilter=@system-service\n"), "\(name)")
            // 226/NAMESPACE beside LoadCredential= in an unprivileged systemd 252 manager.
            #expect(!text.contains("\nPrivateUsers=") && !text.contains("\nProtectSystem=") && !text.contains("\nPrivateTmp="))
        }
        #expect(try !Self.unit("mynd-agent.service").contains("\nNoNewPrivileges="))
    }

    @Test func render_loadsOnlyTheCredentialsWhoseFileExists() throws {
        let text = try Self.unit("mynd-refresh.service")
        #expect(text.contains("\nLoadCredential=anthropic-api-key:/home/ana/.config/mynd/credentials/anthropic-api-key\n"))
        #expect(!text.contains("LoadCredential=smtp-password"))
        var none = Self.settings
        none.credentials = []
        #expect(try !Self.unit("mynd-digest.service", none).contains("LoadCredential="))
        var both = Self.settings
        both.credentials = Set(UnitSettings.knownCredentials)
        #expect(try Self.unit("mynd-processing.service", both).components(separatedBy: "\nLoadCredential=").count == 3)
    }

    @Test func render_putsTheMorningTime_andTheConfiguredZone_intoTheDigestTimerOnly() throws {
        #expect(try Self.unit("mynd-digest.timer").contains("\nOnCalendar=*-*-* 07:30:00\n"))
        var zoned = Self.settings
        zoned.timeZone = "Europe/Berlin"
        #expect(try Self.unit("mynd-digest.timer", zoned).contains("\nOnCalendar=*-*-* 07:30:00 Europe/Berlin\n"))
        #expect(try Self.unit("mynd-refresh.timer", zoned).contains("\nOnCalendar=*:0/15\n"))
    }

    /// systemd does not fire `OnCalendar=` at a wall time the clock skips (systemd#5595): with
    /// the morning at 02:30 in Berlin, the daily line's next elapse after midnight of 2026-03-29
    /// is on the 30th, and that date's digest was lost. The quarter-hourly line starts the
    /// digest (`--if-due`) within 15 minutes of when mynd holds it due that day (03:30 CEST).
    @Test func digestTimer_onASpringForwardDayThatSkipsTheMorning_stillStartsThatDaysDigest() throws {
        var settings = Self.settings
        settings.morning = ClockTime(hour: 2, minute: 30)!
        settings.timeZone = "Europe/Berlin"
        let calendars = try Self.unit("mynd-digest.timer", settings).split(separator: "\n")
            .filter { $0.hasPrefix("OnCalendar=") }.map { String($0.dropFirst("OnCalendar=".count)) }
        #expect(calendars == ["*-*-* 02:30:00 Europe/Berlin", "*:0/15"])
        #expect(try Self.unit("mynd-digest.service", settings).contains(" run digest --if-due\n"))

        // What systemd makes of them, where systemd-analyze is installed.
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/systemd-analyze") else { return }
        let berlin = LocalTime(timeZone: TimeZone(identifier: "Europe/Berlin")!)
        let midnight = Timestamp(iso8601: "2026-03-28T23:00:00Z")!
        guard
            case .notYet(let due) = JobSchedule.digestDue(
                now: midnight, morning: settings.morning, zone: berlin, lastDigestLocalDate: "2026-03-28")
        else { Issue.record("the digest is due at midnight"); return }
        #expect(due == Timestamp(iso8601: "2026-03-29T01:30:00Z")!)
        let starts = try calendars.map { try Self.nextElapse($0, after: due.adding(seconds: -1)) }
        let first = try #require(starts.min())
        #expect(first >= due && first.seconds(since: due) < 15 * 60, "systemd starts the digest service at \(first.iso8601)")
        #expect(JobSchedule.localDate(first, zone: berlin) == "2026-03-29")
    }

    /// The next time systemd elapses `calendar` after `base`, by `systemd-analyze calendar`
    /// in Berlin time.
    static func nextElapse(_ calendar: String, after base: Timestamp) throws -> Timestamp {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/systemd-analyze")
        process.arguments = ["calendar", "--base-time=@\(base.millisecondsSinceEpoch / 1000)", calendar]
        process.environment = ["TZ": "Europe/Berlin", "PATH": "/usr/bin:/bin"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // "       (in UTC): Mon 2026-03-30 00:30:00 UTC"
        let line = try #require(output.split(separator: "\n").first { $0.contains("(in UTC):") }, "\(output)")
        let words = line.split(separator: " ")
        return try #require(Timestamp(iso8601: "\(words[words.count - 3])T\(words[words.count - 2])Z"), "\(line)")
    }

    @Test func render_addsTheEnvironment_rightAfterEachExecStart() throws {
        var settings = Self.settings
        settings.environment = ["XDG_DATA_HOME": "/srv/data", "MYND_HOME": "/srv/mynd"]
        let lines = try Self.unit("mynd-refresh.service", settings).split(separator: "\n")
        let exec = try #require(lines.firstIndex { $0.hasPrefix("ExecStart=") })
        #expect(Array(lines[(exec + 1)...(exec + 2)]) == ["Environment=MYND_HOME=/srv/mynd", "Environment=XDG_DATA_HOME=/srv/data"])
    }

    @Test func render_isDeterministic() throws {
        #expect(try UnitRenderer.render(Self.settings) == UnitRenderer.render(Self.settings))
    }

    @Test(arguments: ["relative/mynd", "/home/ana/my bin/mynd", "/a\"b/mynd", "/a:b/mynd", "/a\nb/mynd", "/a\\b"])
    func render_refusesABinaryPathAUnitCannotHoldPlainly(_ path: String) {
        var settings = Self.settings
        settings.binary = path
        #expect(throws: UnitRenderer.Refusal.self) { try UnitRenderer.render(settings) }
    }

    @Test func render_refusesATimeZoneThatIsNotAName() {
        var settings = Self.settings
        settings.timeZone = "Europe/Berlin; rm"
        #expect(throws: UnitRenderer.Refusal.self) { try UnitRenderer.render(settings) }
    }
}
