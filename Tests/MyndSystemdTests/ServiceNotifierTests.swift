import Foundation
import MyndSystemd
import MyndTestSupport
import Testing

extension SystemdTests {
    /// sd_notify through ServiceNotifier, read back from a socket the test binds as
    /// NOTIFY_SOCKET, the way systemd would receive it.
    @Suite struct ServiceNotifierTests {
        let directory: TemporaryDirectory
        let socket: DatagramSocket

        init() throws {
            directory = try TemporaryDirectory(prefix: "mynd-notify")
            socket = try DatagramSocket(path: directory.appending("notify").path)
        }

        /// Runs `body` as if started by systemd with our socket as NOTIFY_SOCKET.
        @discardableResult
        private func underSystemd<T>(_ body: () throws -> T) rethrows -> T {
            try withEnvironment(["NOTIFY_SOCKET": socket.path], body)
        }

        @Test func withoutNotifySocket_everyCallDoesNothing() throws {
            let notifier = ServiceNotifier()
            let sent = try withEnvironment(["NOTIFY_SOCKET": nil]) {
                [
                    try notifier.ready(status: "up"), try notifier.status("idle"), try notifier.watchdog(),
                    try notifier.stopping(),
                ]
            }
            #expect(sent == [false, false, false, false])
            #expect(socket.receive(timeout: 0.1) == nil)
        }

        @Test func ready_withStatus_sendsReadyAndStatusInOneMessage() throws {
            let sent = try underSystemd { try ServiceNotifier().ready(status: "watching 3 goals") }
            #expect(sent)
            #expect(socket.receive() == "READY=1\nSTATUS=watching 3 goals")
        }

        @Test func status_withNewline_cannotSmuggleAnotherAssignment() throws {
            try underSystemd { try ServiceNotifier().status("waiting\nREADY=1") }
            #expect(socket.receive() == "STATUS=waiting READY=1")
        }

        @Test func watchdogThenStopping_sendTheirAssignmentsInOrder() throws {
            try underSystemd {
                try ServiceNotifier().watchdog()
                try ServiceNotifier().stopping()
            }
            #expect(socket.receive() == "WATCHDOG=1")
            #expect(socket.receive() == "STOPPING=1")
        }

        @Test func unreachableNotifySocket_throws() throws {
            let missing = directory.appending("nobody-listens").path
            let error = #expect(throws: ServiceNotifierError.self) {
                try withEnvironment(["NOTIFY_SOCKET": missing]) { try ServiceNotifier().ready() }
            }
            guard case .failed(_, let errno) = error else { return }
            #expect(errno == ENOENT || errno == ECONNREFUSED, "errno \(errno)")
        }

        @Test func watchdogInterval_followsWatchdogUsecForThisProcess() throws {
            let notifier = ServiceNotifier()
            let ours = try withEnvironment(["WATCHDOG_USEC": "1500000", "WATCHDOG_PID": "\(getpid())"]) {
                try notifier.watchdogInterval()
            }
            #expect(ours == .milliseconds(1500))
            // A watchdog meant for another process (here pid 1) is not ours to feed.
            let theirs = try withEnvironment(["WATCHDOG_USEC": "1500000", "WATCHDOG_PID": "1"]) {
                try notifier.watchdogInterval()
            }
            #expect(theirs == nil)
            let none = try withEnvironment(["WATCHDOG_USEC": nil, "WATCHDOG_PID": nil]) {
                try notifier.watchdogInterval()
            }
            #expect(none == nil)
        }
    }
}
