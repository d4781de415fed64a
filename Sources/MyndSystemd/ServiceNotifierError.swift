internal import Glibc

/// A notification to the service manager that could not be sent.
package enum ServiceNotifierError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `sd_notify` or `sd_watchdog_enabled` returned a negative errno-style code, e.g. an
    /// unreachable `NOTIFY_SOCKET` or a malformed `WATCHDOG_USEC`.
    case failed(operation: String, errno: Int32)

    package var description: String {
        switch self {
        case .failed(let operation, let errno):
            return "\(operation): \(String(cString: strerror(errno)))"
        }
    }

    /// The one place where sd_notify's and sd_watchdog_enabled's return codes become
    /// errors; non-negative codes (0 = nothing sent, > 0 = sent) pass through.
    @discardableResult
    static func check(_ code: Int32, _ operation: @autoclosure () -> String) throws(ServiceNotifierError) -> Int32 {
        if code < 0 { throw .failed(operation: operation(), errno: -code) }
        return code
    }
}
