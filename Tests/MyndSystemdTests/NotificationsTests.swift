import Foundation
import MyndSystemd
import MyndTestSupport
import Testing

extension SystemdTests {
    /// The notification client against a real dunst on a private desktop (see `DesktopSession`).
    @Suite(
        .enabled(if: Tools.haveDesktop, "needs dbus-daemon, dbus-send, Xvfb, dunst and dunstctl (Debian: xvfb, dunst)"),
        .desktopSession, .timeLimit(.minutes(20)))
    struct NotificationsTests {
        let session: DesktopSession
        let bus: Bus
        let notifications: Notifications

        init() throws {
            guard let session = DesktopSession.current else { throw TestSetupError("no desktop session") }
            self.session = session
            bus = try Bus(address: session.bus.address)
            notifications = Notifications(bus: bus, timeout: 5)
            // Each test starts with an empty screen, so "close the last one" means ours.
            try session.dunstctl("close-all")
        }

        /// A notification with mynd's two buttons.
        private func reminder(_ summary: String, replacing id: UInt32 = 0) -> NotificationRequest {
            NotificationRequest(
                appName: "mynd-tests", replacesID: id, summary: summary, body: "Is this still open?",
                actions: [
                    NotificationAction(key: "later", label: "Later"),
                    NotificationAction(key: "handled", label: "I handled it"),
                ],
                hints: NotificationHints(urgency: .normal, category: "x-mynd-followup", desktopEntry: "mynd"),
                expireTimeout: 0)
        }

        @Test func capabilities_ofDunst_includeActions() throws {
            let capabilities = try notifications.capabilities()
            #expect(capabilities.contains("actions"), "\(capabilities)")
            #expect(capabilities.contains("body"), "\(capabilities)")
        }

        @Test func serverInformation_namesDunst() throws {
            let info = try notifications.serverInformation()
            #expect(info.name == "dunst")
            #expect(info.version.hasPrefix("1."), "\(info)")
            #expect(info.specVersion == "1.2", "\(info)")
        }

        @Test func notify_returnsAnID_andReplacesIDReusesIt() throws {
            let first = try notifications.notify(reminder("Tax return"))
            #expect(first > 0)
            let replaced = try notifications.notify(reminder("Tax return (again)", replacing: first))
            #expect(replaced == first)
            let second = try notifications.notify(reminder("Dentist"))
            #expect(second != first)
        }

        @Test func notify_hintsAndAppName_reachDunstAsSent() throws {
            var request = reminder("Renew passport")
            request.hints.urgency = .critical
            let id = try notifications.notify(request)
            var seen: [String: String]?
            let deadline = ContinuousClock.now + .seconds(5)
            while seen == nil && ContinuousClock.now < deadline {
                seen = session.recorded(id: id)
                if seen == nil { usleep(20_000) }
            }
            let values = try #require(seen, "dunst's rule script never ran for notification \(id)")
            #expect(values["DUNST_APP_NAME"] == "mynd-tests")
            #expect(values["DUNST_SUMMARY"] == "Renew passport")
            #expect(values["DUNST_URGENCY"] == "CRITICAL")
            #expect(values["DUNST_CATEGORY"] == "x-mynd-followup")
            #expect(values["DUNST_DESKTOP_ENTRY"] == "mynd")
        }

        @Test(arguments: ["later", "handled"])
        func actionChosenInDunstsMenu_arrivesAsActionEvent(key: String) throws {
            var events: [NotificationEvent] = []
            let subscription = try notifications.subscribe { events.append($0) }
            let id = try notifications.notify(reminder("Call the plumber"))
            // pick.sh answers dunst's menu with the line of this notification's action.
            try "[\(id),\(key)]".write(to: session.choiceFile, atomically: true, encoding: .utf8)
            try session.dunstctl("context")
            #expect(try pump(bus) { events.contains { if case .action = $0 { true } else { false } } })
            #expect(events.first == .action(id: id, key: key), "\(events)")
            withExtendedLifetime(subscription) {}
        }

        @Test func dismissedInDunst_arrivesAsClosedDismissed() throws {
            var events: [NotificationEvent] = []
            let subscription = try notifications.subscribe { events.append($0) }
            let id = try notifications.notify(reminder("Water the plants"))
            try session.dunstctl("close")
            #expect(try pump(bus) { !events.isEmpty })
            #expect(events == [.closed(id: id, reason: .dismissed)])
            withExtendedLifetime(subscription) {}
        }

        @Test func close_byID_arrivesAsClosedByCall() throws {
            var events: [NotificationEvent] = []
            let subscription = try notifications.subscribe { events.append($0) }
            let id = try notifications.notify(reminder("Book the train"))
            try notifications.close(id: id)
            #expect(try pump(bus) { !events.isEmpty })
            #expect(events == [.closed(id: id, reason: .closedByCall)])
            withExtendedLifetime(subscription) {}
        }

        @Test func droppedSubscription_deliversNothing() throws {
            var events: [NotificationEvent] = []
            var subscription: BusSubscription? = try notifications.subscribe { events.append($0) }
            #expect(subscription != nil)
            subscription = nil
            let id = try notifications.notify(reminder("Pay rent"))
            try notifications.close(id: id)
            // Long enough for dunst's NotificationClosed to have arrived were we listening.
            _ = try pump(bus, timeout: 0.5) { false }
            #expect(events.isEmpty)
        }
    }
}
