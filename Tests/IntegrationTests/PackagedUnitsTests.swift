import Foundation
import MyndTestSupport
import Testing

extension UserManagerTests {
    /// The units as the Debian package installs them, under a real `systemd --user`: the package's
    /// files (written by the binary as `make deb` writes them) in /usr/lib/systemd/user and the
    /// binary as /usr/bin/mynd, laid over the system's for the manager's namespace alone.
    @Suite(
        .timed, .serialized, .disabled(if: UserManager.unavailable != nil, Comment(rawValue: UserManager.unavailable ?? "")),
        .timeLimit(.minutes(20)))
    struct PackagedUnitsTests {
        /// A folder with `units/` (as `mynd install --packaged-units` writes them) and `bin/mynd`.
        static func package() throws -> URL {
            let folder = URL(fileURLWithPath: "/tmp/mynd-package-\(UUID().uuidString.prefix(8).lowercased())")
            let units = folder.appendingPathComponent("units")
            let wrote = try UserManager.run(
                SystemdUserTests.binary, ["install", "--packaged-units", units.path], environment: ["PATH": "/usr/bin:/bin"])
            guard wrote.status == 0 else { throw TestSetupError("mynd install --packaged-units: \(wrote)") }
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("bin"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: SystemdUserTests.binary, toPath: folder.appendingPathComponent("bin/mynd").path)
            return folder
        }

        static func contents(of folder: URL) throws -> [String: Data] {
            var result: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                result[name] = try Data(contentsOf: folder.appendingPathComponent(name))
            }
            return result
        }

        /// Regular files under the person's unit folder, relative to it (links are enablement).
        static func files(in folder: URL) -> [String] {
            (FileManager.default.subpaths(atPath: folder.path) ?? []).filter { path in
                let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)
                return attributes?[.type] as? FileAttributeType == .typeRegular
            }.sorted()
        }

        @Test func install_writesDropInsOnly_theTimersFire_andUninstallLeavesThePackagedUnitsUntouched() throws {
            let package = try Self.package()
            defer { try? FileManager.default.removeItem(at: package) }
            let manager = try UserManager(package: package)
            defer { manager.stop() }
            let shipped = try Self.contents(of: package.appendingPathComponent("units"))
            // The person's settings: a morning in their zone, a credential, and MYND_HOME (the manager's
            // environment has none of it).
            let credentials = manager.myndHome.appendingPathComponent("credentials")
            try FileManager.default.createDirectory(at: credentials, withIntermediateDirectories: true)
            try "[schedule]\nmorning_insight_time = \"07:30\"\ntimezone = \"Asia/Tokyo\"\n".write(
                to: manager.myndHome.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
            try "sk-ant-test".write(to: credentials.appendingPathComponent("anthropic-api-key"), atomically: true, encoding: .utf8)
            chmod(credentials.appendingPathComponent("anthropic-api-key").path, 0o600)
            // The test's own drop-in: the refresh timer also fires a second after it starts.
            let testDropIn = manager.unitDirectory.appendingPathComponent("mynd-refresh.timer.d")
            try FileManager.default.createDirectory(at: testDropIn, withIntermediateDirectories: true)
            try "[Timer]\nOnActiveSec=1s\nAccuracySec=1ms\nRandomizedDelaySec=0\n".write(
                to: testDropIn.appendingPathComponent("zz-test.conf"), atomically: true, encoding: .utf8)
            #expect(try manager.inNamespace("/usr/bin/mynd", ["add", "goal", "Plant the garden"]).status == 0)

            let install = try manager.inNamespace("/usr/bin/mynd", ["install"])
            #expect(install.status == 0, "\(install)")
            #expect(install.stdout.hasPrefix("using the packaged units in /usr/lib/systemd/user"), "\(install)")
            // Drop-ins only: no unit file of the person's own.
            let written = Self.files(in: manager.unitDirectory).filter { $0 != "mynd-refresh.timer.d/zz-test.conf" }
            #expect(
                written
                    == [
                        "mynd-agent.service", "mynd-digest.service", "mynd-digest.timer", "mynd-processing.service", "mynd-refresh.service",
                    ]
                    .map { "\($0).d/mynd-install.conf" }, "\(written)")
            // The manager runs the packaged files, with the drop-ins on top.
            #expect(try manager.property("mynd-refresh.service", "FragmentPath") == "/usr/lib/systemd/user/mynd-refresh.service")
            #expect(try manager.property("mynd-refresh.service", "DropInPaths").contains("mynd-refresh.service.d/mynd-install.conf"))
            #expect(try manager.property("mynd-refresh.service", "Environment").contains("MYND_HOME=\(manager.myndHome.path)"))
            // (systemd 252 does not show LoadCredential=; the run below would fail with 243/CREDENTIALS
            // if it named a file that is not there.)
            let dropIn = try String(
                contentsOf: manager.unitDirectory.appendingPathComponent("mynd-refresh.service.d/mynd-install.conf"), encoding: .utf8)
            #expect(dropIn.contains("\nLoadCredential=anthropic-api-key:\(credentials.path)/anthropic-api-key\n"), "\(dropIn)")
            #expect(try manager.property("mynd-digest.timer", "TimersCalendar").contains("07:30:00 Asia/Tokyo"))
            for timer in ["mynd-refresh.timer", "mynd-processing.timer", "mynd-digest.timer"] {
                #expect(try manager.property(timer, "UnitFileState") == "enabled", "\(timer)")
                #expect(try manager.property(timer, "ActiveState") == "active", "\(timer)")
            }

            // The refresh timer fired: the packaged service ran /usr/bin/mynd with the drop-in's
            // MYND_HOME, so the run is recorded where the person's data is.
            var status = ""
            for _ in 0..<100 where !status.contains("refresh    last") {
                usleep(100_000)
                status = try manager.inNamespace("/usr/bin/mynd", ["status"]).stdout
            }
            #expect(status.contains("refresh    last"), "the timer's run was recorded in MYND_HOME: \(status)")
            #expect(try manager.property("mynd-refresh.service", "ExecMainStatus") == "0")

            let doctor = try manager.inNamespace("/usr/bin/mynd", ["doctor"])
            #expect(
                doctor.stdout.contains("ok   units: packaged in /usr/lib/systemd/user, your settings in 5 drop-ins in"), "\(doctor)")
            let again = try manager.inNamespace("/usr/bin/mynd", ["install"])
            #expect(again.status == 0 && again.stdout.contains("\nnothing to change: the packaged units and your 5 drop-ins"), "\(again)")

            let uninstall = try manager.inNamespace("/usr/bin/mynd", ["uninstall"])
            #expect(uninstall.status == 0, "\(uninstall)")
            #expect(try Self.contents(of: package.appendingPathComponent("units")) == shipped, "the packaged units are as shipped")
            for timer in ["mynd-refresh.timer", "mynd-processing.timer", "mynd-digest.timer"] {
                #expect(try manager.property(timer, "UnitFileState") == "disabled", "\(timer)")
                #expect(try manager.property(timer, "ActiveState") == "inactive", "\(timer)")
            }
            #expect(try manager.property("mynd-agent.service", "UnitFileState") == "disabled")
            // Nothing of install's is left: no drop-in, no empty folder, no link; the test's own
            // drop-in and its folder stay.
            #expect(Self.files(in: manager.unitDirectory) == ["mynd-refresh.timer.d/zz-test.conf"])
            let left = (FileManager.default.subpaths(atPath: manager.unitDirectory.path) ?? []).filter { $0.contains("mynd-") }
            #expect(left.sorted() == ["mynd-refresh.timer.d", "mynd-refresh.timer.d/zz-test.conf"], "\(left)")
            #expect(FileManager.default.fileExists(atPath: manager.myndHome.appendingPathComponent("mynd.sqlite").path))
        }

        /// The packaged units as shipped pass `systemd-analyze verify`, where /usr/bin/mynd exists.
        @Test func packagedUnits_passSystemdAnalyzeVerify() throws {
            let package = try Self.package()
            defer { try? FileManager.default.removeItem(at: package) }
            let manager = try UserManager(package: package)
            defer { manager.stop() }
            let units = try FileManager.default.contentsOfDirectory(atPath: package.appendingPathComponent("units").path).sorted()
            #expect(units.count == 7)
            let verify = try manager.inNamespace(
                "/usr/bin/systemd-analyze", ["--user", "--man=no", "verify"] + units.map { "/usr/lib/systemd/user/" + $0 })
            #expect(verify.status == 0 && verify.stderr.isEmpty, "\(verify)")
        }
    }
}
