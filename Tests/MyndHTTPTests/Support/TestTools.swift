import Foundation

/// The programs the integration tests drive, found once. Nil when missing: those tests skip.
enum TestTools {
    /// The package root, from this file's place in Tests/MyndHTTPTests/Support/.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func server(_ name: String) -> String {
        repositoryRoot.appendingPathComponent("Tests/Servers/\(name)").path
    }

    static let python3: String? = onPath("python3").first

    static let openssl: String? = onPath("openssl").first

    /// A python3 that can import aiosmtpd. Debian's python3-aiosmtpd installs for /usr/bin/python3,
    /// which need not be the first python3 on PATH (pyenv, venvs).
    static let pythonWithAiosmtpd: String? = (onPath("python3") + ["/usr/bin/python3"]).first {
        succeeds($0, ["-c", "import aiosmtpd"])
    }

    private static func onPath(_ name: String) -> [String] {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.filter { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func succeeds(_ executable: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
