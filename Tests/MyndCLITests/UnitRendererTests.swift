import Foundation
@testable import MyndCLI
import MyndCore
import Testing

/// The units as `mynd install` writes them, computed from values alone.
@Suite struct UnitRendererTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

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
        #expect(execs == [
            "ExecStart=/opt/100%%/mynd run refresh", "ExecStart=/opt/100%%/mynd run processing --if-due",
            "ExecStart=/opt/100%%/mynd run digest", "ExecStart=/opt/100%%/mynd agent",
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
