import Foundation
import MyndSystemd
import MyndTestSupport
import Testing

extension SystemdTests {
    /// The presence sources against python3-dbusmock: logind's template on a private bus played
    /// as the system bus, and `org.freedesktop.ScreenSaver` on a private session bus. Every
    /// answer and signal is heard inside `processPending()`, as the agent's loop hears it.
    @Suite(
        .enabled(if: Tools.haveBus && DBusMock.available, "needs dbus-daemon and python3-dbusmock (Debian: python3-dbusmock)"),
        .timeLimit(.minutes(20)))
    struct PresenceWatchTests {
        /// Pumps `bus` until `watch.state` satisfies `check`.
        private func settle(_ bus: Bus, _ watch: LogindWatch, _ check: (LogindWatch.State) -> Bool) throws -> Bool {
            try pump(bus) { check(watch.state) }
        }

        private func hints(_ state: LogindWatch.State) -> LogindHints? {
            if case .session(_, let hints) = state { return hints }
            return nil
        }

        @Test func ourSession_isFound_byItsID_andItsHintsFollowed() throws {
            let logind = try LogindMock(sessionID: "c7")
            let bus = try Bus(address: logind.mock.bus.address)
            var changes = 0
            let watch = try LogindWatch(bus: bus, sessionID: "c7") { changes += 1 }
            #expect(try settle(bus, watch) { $0 == .session(path: logind.sessionPath, LogindHints()) })

            try logind.setLocked(true)
            #expect(try settle(bus, watch) { hints($0)?.locked == true })
            try logind.setLocked(false)
            #expect(try settle(bus, watch) { hints($0)?.locked == false })

            try logind.setIdle(true, since: 1_795_000_000_000_000)
            #expect(try settle(bus, watch) { hints($0) == LogindHints(idle: true, idleSinceMicroseconds: 1_795_000_000_000_000) })

            try logind.prepareForSleep(true)
            #expect(try pump(bus) { watch.preparingForSleep })
            try logind.prepareForSleep(false)
            #expect(try pump(bus) { !watch.preparingForSleep })
            #expect(changes >= 6, "each change was told: \(changes)")
        }

        @Test func withoutASessionID_theDisplaySessionOfTheUser_isWatched() throws {
            let logind = try LogindMock(sessionID: "c7")
            try logind.mock.call(
                "/org/freedesktop/login1/user/\(getuid())", "org.freedesktop.DBus.Properties", "Set", "s:org.freedesktop.login1.User",
                "s:Display", "vso:c7,\(logind.sessionPath)")
            let bus = try Bus(address: logind.mock.bus.address)
            let watch = try LogindWatch(bus: bus, sessionID: nil) {}
            #expect(try settle(bus, watch) { $0 == .session(path: logind.sessionPath, LogindHints()) }, "\(watch.state)")
        }

        @Test(arguments: ["nope", ""])
        func aSessionLogindDoesNotKnow_isSessionNotFound(_ id: String) throws {
            let logind = try LogindMock(sessionID: "c7")
            let bus = try Bus(address: logind.mock.bus.address)
            let watch = try LogindWatch(bus: bus, sessionID: id) {}
            #expect(
                try settle(bus, watch) {
                    if case .sessionNotFound = $0 { true } else { false }
                }, "\(watch.state)")
        }

        @Test func aBusWithoutLogind_isAbsent() throws {
            let empty = try PrivateBus()
            let bus = try Bus(address: empty.address)
            let watch = try LogindWatch(bus: bus, sessionID: "c7") {}
            #expect(
                try settle(bus, watch) {
                    if case .absent = $0 { true } else { false }
                }, "\(watch.state)")
        }

        @Test func theScreenSaver_isAsked_thenHeard() throws {
            let session = try PrivateBus()
            let saver = try ScreenSaverMock(on: session)
            let bus = try Bus(address: session.address)
            let watch = try ScreenSaverWatch(bus: bus) {}
            #expect(try pump(bus) { watch.active == false })
            try saver.setActive(true)
            #expect(try pump(bus) { watch.active == true })
            try saver.setActive(false)
            #expect(try pump(bus) { watch.active == false })
        }

        @Test func noScreenSaver_isNoSource() throws {
            let session = try PrivateBus()
            let bus = try Bus(address: session.address)
            let watch = try ScreenSaverWatch(bus: bus) {}
            #expect(try pump(bus) { watch.absence != nil })
            #expect(watch.active == nil)
            #expect(watch.absence?.contains("NameHasNoOwner") == true, "not started, nor asked for: \(watch.absence ?? "-")")
        }
    }
}
