import Foundation

/// The programs the integration tests drive, looked up once on PATH.
enum Tools {
    static let dbusDaemon = find("dbus-daemon")
    static let dbusSend = find("dbus-send")
    static let xvfb = find("Xvfb")
    static let dunst = find("dunst")
    static let dunstctl = find("dunstctl")

    static var haveBus: Bool { dbusDaemon != nil && dbusSend != nil }
    static var haveDesktop: Bool { haveBus && xvfb != nil && dunst != nil && dunstctl != nil }

    /// The PATH children run with: fixed, so nothing depends on the test runner's.
    static let path = "/usr/local/bin:/usr/bin:/bin"

    private static func find(_ name: String) -> String? {
        path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
