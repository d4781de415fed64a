import MyndSystemd
import MyndTestSupport
import Testing

extension SystemdTests {
    /// The notification signals as they arrive on our connection, sent by a hand-driven
    /// `dbus-send` so we choose the (wrong) signatures; no notification server needed.
    @Suite(.enabled(if: Tools.haveBus, "needs dbus-daemon and dbus-send (Debian: dbus-daemon, dbus-bin)"), .timeLimit(.minutes(20)))
    struct NotificationSignalTests {
        let daemon: PrivateBus

        init() throws {
            daemon = try PrivateBus()
        }

        @Test func notificationSignals_withWrongSignatures_areDroppedNotFatal() throws {
            let bus = try Bus(address: daemon.address)
            var events: [NotificationEvent] = []
            let subscription = try Notifications(bus: bus).subscribe { events.append($0) }
            let target = try bus.uniqueName()
            // Sent straight to us (as dunst does), from a client that gets the types wrong,
            // plus a spec signal we do not turn into events.
            try sendSignal("ActivationToken", to: target, ["uint32:7", "string:token"])
            for arguments in [["string:bogus"], ["uint32:7", "uint32:9"], ["uint32:7"], ["uint32:7", "string:ok"]] {
                try sendSignal("ActionInvoked", to: target, arguments)
            }
            try sendSignal("NotificationClosed", to: target, ["uint32:8", "string:two"])
            try sendSignal("NotificationClosed", to: target, ["uint32:8", "uint32:2"])
            #expect(try pump(bus) { events.count >= 2 })
            #expect(events == [.action(id: 7, key: "ok"), .closed(id: 8, reason: .dismissed)])
            withExtendedLifetime(subscription) {}
        }

        /// Sends a signal as if from the notification server, addressed to `destination`.
        private func sendSignal(_ member: String, to destination: String, _ arguments: [String]) throws {
            guard let dbusSend = Tools.dbusSend else { throw TestSetupError("dbus-send is not installed") }
            try ChildProcess.run(
                dbusSend,
                [
                    "--bus=\(daemon.address)", "--type=signal", "--dest=\(destination)",
                    Notifications.objectPath, "\(Notifications.interface).\(member)",
                ] + arguments,
                environment: daemon.environment)
        }
    }
}
