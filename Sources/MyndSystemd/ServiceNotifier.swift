internal import CMyndSystemd

/// Tells systemd how the service is doing (`sd_notify`): ready, a status line, watchdog
/// pings, stopping. Outside a `Type=notify` unit (`NOTIFY_SOCKET` unset) every call does
/// nothing and returns `false`.
package struct ServiceNotifier: Sendable {
    /// A notifier for this process; it reads `NOTIFY_SOCKET` on every call.
    package init() {}

    /// Startup is done; with `status`, also the line `systemctl status` shows.
    @discardableResult
    package func ready(status: String? = nil) throws(ServiceNotifierError) -> Bool {
        try send(["READY=1"] + (status.map { ["STATUS=\(Self.oneLine($0))"] } ?? []))
    }

    /// The free-form line `systemctl status` shows, e.g. "waiting for 2 answers".
    @discardableResult
    package func status(_ text: String) throws(ServiceNotifierError) -> Bool {
        try send(["STATUS=\(Self.oneLine(text))"])
    }

    /// A keep-alive for `WatchdogSec=`; send it about every half `watchdogInterval()`.
    @discardableResult
    package func watchdog() throws(ServiceNotifierError) -> Bool {
        try send(["WATCHDOG=1"])
    }

    /// Shutdown has begun, so systemd does not take the exit for a crash.
    @discardableResult
    package func stopping() throws(ServiceNotifierError) -> Bool {
        try send(["STOPPING=1"])
    }

    /// How often systemd expects `watchdog()`: `nil` when the unit has no `WatchdogSec=`
    /// or the watchdog is meant for another process (`WATCHDOG_PID`).
    package func watchdogInterval() throws(ServiceNotifierError) -> Duration? {
        var microseconds: UInt64 = 0
        let code = try ServiceNotifierError.check(mynd_sd_watchdog_enabled(0, &microseconds), "read the watchdog interval")
        return code > 0 ? .microseconds(microseconds) : nil
    }

    private func send(_ assignments: [String]) throws(ServiceNotifierError) -> Bool {
        let state = assignments.joined(separator: "\n")
        return try ServiceNotifierError.check(mynd_sd_notify(0, state), "notify systemd (\(state))") > 0
    }

    /// sd_notify's message is newline-separated assignments: a newline in a status text
    /// would end it early and could smuggle in another assignment such as READY=1.
    private static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
