import Foundation

/// A test server run as a subprocess: it prints "READY <port>" on stdout once it listens, and is
/// terminated when this object goes away.
final class ServerProcess {
    let port: Int
    private let process: Process

    struct StartFailure: Error, CustomStringConvertible {
        let description: String
    }

    init(_ executable: String, _ arguments: [String], readyWithin seconds: Double = 15) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let stdout = Pipe()
        process.standardOutput = stdout
        try process.run()
        let line = Self.firstLine(of: stdout.fileHandleForReading, within: seconds)
        let words = line.split(separator: " ")
        guard words.count == 2, words[0] == "READY", let port = Int(words[1]) else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw StartFailure(description: "\(arguments.first ?? executable) did not get ready: \(line.debugDescription)")
        }
        self.port = port
    }

    deinit {
        stop()
    }

    /// SIGKILL, not `terminate()`: a child inherits the spawning thread's signal mask, and test
    /// runner threads block SIGTERM, so a terminated server could live on and `waitUntilExit` hang.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

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
