import Foundation
import MyndTestSupport

extension SMTPPeer {
    /// The email scenes need aiosmtpd for the server and sqlite3 to read the outbox.
    static var available: Bool { FileManager.default.isExecutableFile(atPath: Sandbox.sqlite3) && hasAiosmtpd }
}
