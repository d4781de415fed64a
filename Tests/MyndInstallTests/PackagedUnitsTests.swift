@testable import MyndInstall
import MyndCore
import MyndTestSupport
import Testing

/// The units a package ships, and how install recognises them.
@Suite(.timed) struct PackagedUnitsTests {
    static let shipped = Dictionary(uniqueKeysWithValues: PackagedUnits.render().map { ($0.name, $0.contents) })

    @Test func render_runsThePackagedBinary_loadsNoCredential_andBeginsWithTheMarker() throws {
        #expect(Set(Self.shipped.keys) == Set(UnitRenderer.names))
        for (name, text) in Self.shipped {
            #expect(text.hasPrefix(PackagedUnits.marker + "\n"), "\(name)")
            #expect(!text.contains("\nLoadCredential="), "a missing credential file would fail \(name) for everyone")
            #expect(!text.contains("%h/"), "\(name) names no file in a home")
            #expect(!text.hasPrefix(UnitRenderer.ownership), "uninstall must never take it for its own")
        }
        let execs = UnitRenderer.names.compactMap { Self.shipped[$0] }.flatMap {
            $0.split(separator: "\n").filter { $0.hasPrefix("ExecStart=") }
        }
        #expect(
            execs == [
                "ExecStart=/usr/bin/mynd run refresh", "ExecStart=/usr/bin/mynd run processing --if-due",
                "ExecStart=/usr/bin/mynd run digest --if-due", "ExecStart=/usr/bin/mynd agent",
            ])
        let digest = try #require(Self.shipped["mynd-digest.timer"])
        #expect(digest.contains("\nOnCalendar=*-*-* 08:00:00\n") && digest.contains("\nOnCalendar=*:0/15\n"))
        // Everything else as in units/: the sandbox, the timeouts.
        #expect(try #require(Self.shipped["mynd-refresh.service"]).contains("\nSystemCallFilter=@system-service\n"))
    }

    @Test func found_complete_andRunningThisBinary_isServed() {
        let packaged = PackagedUnits(files: Self.shipped)
        #expect(packaged.isComplete && packaged.program == "/usr/bin/mynd")
        #expect(packaged.serve("/usr/bin/mynd"))
        #expect(!packaged.serve("/home/ana/.local/bin/mynd"), "a binary built from source gets units of its own")
    }

    @Test func filesWithoutTheMarker_orAMissingUnit_areNotServed() {
        var files = Self.shipped
        files["mynd-agent.service"] = nil
        let partial = PackagedUnits(files: files)
        #expect(!partial.isComplete && partial.missing == ["mynd-agent.service"] && !partial.serve("/usr/bin/mynd"))
        files = Self.shipped
        files["mynd-refresh.service"] = "[Service]\nExecStart=/usr/bin/mynd run refresh\n"
        let handWritten = PackagedUnits(files: files)
        #expect(handWritten.files["mynd-refresh.service"] == nil && !handWritten.serve("/usr/bin/mynd"))
    }
}

/// What install adds beside the packaged units, from values.
@Suite(.timed) struct DropInRendererTests {
    static var settings: UnitSettings {
        UnitSettings(
            binary: "/usr/bin/mynd", credentialsDirectory: "/home/ana/.config/mynd/credentials", credentials: [],
            morning: ClockTime(hour: 8, minute: 0)!, timeZone: nil, environment: [:])
    }

    static func dropIns(_ settings: UnitSettings) throws -> [String: String] {
        Dictionary(uniqueKeysWithValues: try DropInRenderer.render(settings).map { ($0.name, $0.contents) })
    }

    @Test func defaultSettings_needNoDropIn() throws {
        #expect(try DropInRenderer.render(Self.settings).isEmpty)
    }

    @Test func credentialsEnvironmentAndMorning_goInto_theUnitsThatUseThem() throws {
        var settings = Self.settings
        settings.credentials = ["anthropic-api-key", "imap-password"]
        settings.environment = ["MYND_HOME": "/srv/mynd"]
        settings.morning = ClockTime(hour: 7, minute: 30)!
        settings.timeZone = "Europe/Berlin"
        let dropIns = try Self.dropIns(settings)
        #expect(
            Set(dropIns.keys) == [
                "mynd-refresh.service", "mynd-processing.service", "mynd-digest.service", "mynd-agent.service", "mynd-digest.timer",
            ])
        #expect(
            dropIns["mynd-refresh.service"] == """
                \(DropInRenderer.marker)
                [Service]
                Environment=MYND_HOME=/srv/mynd
                LoadCredential=anthropic-api-key:/home/ana/.config/mynd/credentials/anthropic-api-key
                LoadCredential=imap-password:/home/ana/.config/mynd/credentials/imap-password

                """)
        // Processing never reads the inbox, and the agent takes no credential.
        #expect(dropIns["mynd-processing.service"]?.contains("imap-password") == false)
        #expect(dropIns["mynd-agent.service"] == "\(DropInRenderer.marker)\n[Service]\nEnvironment=MYND_HOME=/srv/mynd\n")
        #expect(
            dropIns["mynd-digest.timer"] == """
                \(DropInRenderer.marker)
                [Timer]
                OnCalendar=
                OnCalendar=*-*-* 07:30:00 Europe/Berlin
                OnCalendar=*:0/15

                """)
        let files = try DropInRenderer.render(settings).map(\.relativePath)
        #expect(files.first == "mynd-refresh.service.d/mynd-install.conf")
    }

    /// The packaged unit with its drop-in applied says what the whole unit install writes
    /// without a package says: the same program, variables, credentials and calendars.
    @Test func packagedUnitPlusDropIn_isTheUnitInstallWritesWithoutAPackage() throws {
        var settings = Self.settings
        settings.credentials = Set(UnitSettings.knownCredentials)
        settings.environment = ["MYND_HOME": "/srv/mynd", "XDG_DATA_HOME": "/srv/data"]
        settings.morning = ClockTime(hour: 6, minute: 15)!
        settings.timeZone = "Asia/Tokyo"
        let packaged = Dictionary(uniqueKeysWithValues: PackagedUnits.render().map { ($0.name, $0.contents) })
        let dropIns = try Self.dropIns(settings)
        let whole = Dictionary(uniqueKeysWithValues: try UnitRenderer.render(settings).map { ($0.name, $0.contents) })
        for name in UnitRenderer.names {
            let applied = Self.effective(try #require(packaged[name]) + (dropIns[name] ?? ""))
            #expect(applied == Self.effective(try #require(whole[name])), "\(name)")
        }
    }

    /// The list settings that install decides, as systemd reads them from a unit followed by
    /// its drop-in: an empty assignment resets the list.
    static func effective(_ text: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for line in text.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "="), !line.hasPrefix("#") else { continue }
            let key = String(line[..<equals]), value = String(line[line.index(after: equals)...])
            guard ["ExecStart", "Environment", "LoadCredential", "OnCalendar"].contains(key) else { continue }
            result[key] = value.isEmpty ? [] : (result[key] ?? []) + [value]
        }
        return result
    }

    @Test func aValueAUnitCannotHold_isRefused() {
        var settings = Self.settings
        settings.environment = ["MYND_HOME": "/srv/my mynd"]
        #expect(throws: UnitRenderer.Refusal.self) { try DropInRenderer.render(settings) }
    }
}
