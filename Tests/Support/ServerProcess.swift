public import Foundation

/// A test peer run as a child process (the fake Anthropic API, an SMTP server): started with
/// its arguments, ready once it prints `READY <port>` on stdout, killed when this goes away.
public final class ServerProcess: @unchecked Sendable {
    /// The repository's root, found from this file's place in it.
    public static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public let port: Int
    private let process: Process

    /// Runs `Tests/Servers/<script>` with python3 and waits (up to `timeout`) for its port.
    public init(script: String, arguments: [String], timeout: Double = 10) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-u", Self.repository.appendingPathComponent("Tests/Servers/\(script)").path] + arguments
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The first line, read on another thread so a server that never starts cannot hang us.
        let line = LineReader(stdout.fileHandleForReading)
        guard let text = line.firstLine(timeout: timeout), text.hasPrefix("READY "), let port = Int(text.dropFirst(6)) else {
            process.terminate()
            throw ServerError(message: "\(script) did not print READY <port> within \(timeout) s")
        }
        self.port = port
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Whether python3 is there to run servers; tests skip with this reason when it is not.
    public static var python3Missing: Bool { !FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") }
}

public struct ServerError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// Reads the first line of a pipe with a deadline.
private final class LineReader: @unchecked Sendable {
    private let handle: FileHandle
    private let done = DispatchSemaphore(value: 0)
    private var line: String?

    init(_ handle: FileHandle) { self.handle = handle }

    func firstLine(timeout: Double) -> String? {
        DispatchQueue.global().async {
            var bytes = Data()
            while true {
                let chunk = self.handle.readData(ofLength: 1)
                if chunk.isEmpty || chunk == Data("\n".utf8) { break }
                bytes.append(chunk)
            }
            self.line = String(decoding: bytes, as: UTF8.self)
            self.done.signal()
        }
        guard done.wait(timeout: .now() + timeout) == .success else { return nil }
        return line
    }
}
