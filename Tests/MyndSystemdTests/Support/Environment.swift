import Foundation

/// Runs `body` with environment variables set (or, for `nil`, unset) and restores them
/// afterwards. sd_notify and sd_watchdog_enabled read only the process environment, so
/// that is the one way to point them at a test's socket. Safe because `SystemdTests`
/// runs one test at a time and children get explicit environments.
func withEnvironment<T>(_ values: [String: String?], _ body: () throws -> T) rethrows -> T {
    var saved: [String: String?] = [:]
    for (name, value) in values {
        saved[name] = getenv(name).map { String(cString: $0) }
        if let value { setenv(name, value, 1) } else { unsetenv(name) }
    }
    defer {
        for (name, value) in saved {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
    }
    return try body()
}
