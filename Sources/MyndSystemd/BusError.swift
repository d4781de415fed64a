internal import CMyndSystemd
internal import Glibc

/// What went wrong talking to D-Bus, with the operation that failed.
package enum BusError: Error, Equatable, Sendable, CustomStringConvertible {
    /// There is no session bus to connect to (sd-bus says `-ENOMEDIUM`): neither
    /// `DBUS_SESSION_BUS_ADDRESS` nor `$XDG_RUNTIME_DIR/bus` leads to one. The cue for a
    /// fallback channel, not something to print.
    case noSessionBus
    /// The peer did not answer `operation` within `seconds`.
    case timedOut(operation: String, seconds: Double)
    /// The peer (or the bus daemon on its behalf) answered `operation` with a D-Bus error,
    /// such as `org.freedesktop.DBus.Error.ServiceUnknown`.
    case remote(operation: String, name: String, message: String)
    /// A reply did not carry the arguments its protocol promises.
    case unexpectedReply(operation: String, signature: String)
    /// sd-bus refused `operation` with a negative errno-style code (e.g. `EEXIST` when
    /// requesting a name someone else owns).
    case system(operation: String, errno: Int32)

    package var description: String {
        switch self {
        case .noSessionBus:
            return "no D-Bus session bus: set DBUS_SESSION_BUS_ADDRESS or start a graphical session"
        case .timedOut(let operation, let seconds):
            return "\(operation): no answer within \(seconds) s: is the peer hung?"
        case .remote(let operation, let name, let message):
            return "\(operation): \(name): \(message)"
        case .unexpectedReply(let operation, let signature):
            return "\(operation): unexpected reply signature '\(signature)'"
        case .system(let operation, let errno):
            return "\(operation): \(String(cString: strerror(errno)))"
        }
    }

    /// Whether a name (or object) was already taken: another mynd agent owns the bus name.
    package var isAlreadyExists: Bool {
        if case .system(_, let code) = self { return code == EEXIST }
        return false
    }

    /// The one place where sd-bus return codes (and the `sd_bus_error` some calls fill in)
    /// become `BusError`s. Returns `code` unchanged when it is not an error, since many
    /// sd-bus functions carry a count or a boolean in a non-negative result.
    ///
    /// - Parameters:
    ///   - timeout: the seconds a call was allowed, so a timeout can say how long it waited.
    @discardableResult
    static func check(
        _ code: Int32, _ operation: @autoclosure () -> String,
        error: sd_bus_error? = nil, timeout: Double? = nil
    ) throws(BusError) -> Int32 {
        if code >= 0 { return code }
        // sd-bus reports its own reply timer as -ETIMEDOUT; the daemon's reply timer
        // arrives as a NoReply error. Both mean the peer did not answer in time.
        if code == -ETIMEDOUT {
            throw .timedOut(operation: operation(), seconds: timeout ?? 0)
        }
        if var error, mynd_sd_bus_error_is_set(&error) != 0 {
            let name = error.name.map { String(cString: $0) } ?? ""
            let message = error.message.map { String(cString: $0) } ?? ""
            if name == "org.freedesktop.DBus.Error.NoReply" || name == "org.freedesktop.DBus.Error.Timeout" {
                throw .timedOut(operation: operation(), seconds: timeout ?? 0)
            }
            throw .remote(operation: operation(), name: name, message: message)
        }
        if code == -ENOMEDIUM { throw .noSessionBus }
        throw .system(operation: operation(), errno: -code)
    }
}
