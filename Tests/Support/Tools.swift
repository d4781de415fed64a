import Foundation

/// The programs the integration tests drive, looked up once on PATH.
public enum Tools {
    public static let dbusDaemon = find("dbus-daemon")
    public static let dbusSend = find("dbus-send")
    public static let xvfb = find("Xvfb")
    public static let dunst = find("dunst")
    public static let dunstctl = find("dunstctl")
    public static let khal = find("khal")

    public static var haveBus: Bool { dbusDaemon != nil && dbusSend != nil }
    public static var haveDesktop: Bool { haveBus && xvfb != nil && dunst != nil && dunstctl != nil }

    /// The PATH children run with: fixed, so nothing depends on the test runner's.
    public static let path = "/usr/local/bin:/usr/bin:/bin"

    private static func find(_ name: String) -> String? {
        path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
