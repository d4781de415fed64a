public import Foundation

/// A test peer run as a child process (the fake Anthropic API, an SMTP server): started with
/// its arguments, ready once it prints `READY <port>` on stdout, killed when this goes away.
public final class ServerProcess: @unchecked Sendable {
    /// The repository's root, found from this file's place in it.
    public static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public let port: Int
    private let process: Process

    /// Runs `Tests/Servers/<script>` with /usr/bin/python3 (where Debian's python3-aiosmtpd
    /// is importable; the first python3 on PATH may be another) and waits for its port.
    public convenience init(script: String, arguments: [String], timeout: Double = 10) throws {
        try self.init(executable: "/usr/bin/python3", arguments: [Self.server(script)] + arguments, timeout: timeout)
    }

    /// Runs `executable` and waits (up to `timeout` seconds) for its `READY <port>` line.
    public init(executable: String, arguments: [String], timeout: Double = 10) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let line = Self.firstLine(of: stdout.fileHandleForReading, within: timeout)
        let words = line.split(separator: " ")
        guard words.count == 2, words[0] == "READY", let port = Int(words[1]) else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw ServerError(
                message: "\(arguments.first ?? executable) did not print READY <port> within \(timeout) s: \(line.debugDescription)")
        }
        self.port = port
    }

    deinit {
        stop()
    }

    /// SIGKILL, not `terminate()`: a child inherits the spawning thread's signal mask, and test
    /// runner threads block SIGTERM, so a terminated server could live on and `waitUntilExit` hang.
    public func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// The path of `Tests/Servers/<name>`.
    public static func server(_ name: String) -> String {
        repository.appendingPathComponent("Tests/Servers/\(name)").path
    }

    /// Whether python3 is there to run servers; tests skip with this reason when it is not.
    public static var python3Missing: Bool { !FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") }

    /// Reads up to the first newline, giving up after `seconds` (a server that died prints nothing).
    private static func firstLine(of handle: FileHandle, within seconds: Double) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while bytes.last != UInt8(ascii: "\n") {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { break }
            var poller = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(remaining * 1000)) > 0, read(handle.fileDescriptor, &byte, 1) == 1 else { break }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

public struct ServerError: Error, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}
