public import Foundation

/// A program a test started and must stop: `dbus-daemon`, `Xvfb`, `dunst`.
///
/// Children get an explicit environment (never the test process's), so a variable a test
/// sets, such as NOTIFY_SOCKET, cannot leak into them.
public final class ChildProcess: Sendable {
    public let name: String
    private let process: Process
    /// The read end of the child's stdout, when the test wants its first line.
    private let output: FileHandle?

    /// Starts `executable`. stdout goes to a pipe when `captureOutput`, else with stderr to `log`.
    public init(_ executable: String, _ arguments: [String], environment: [String: String], log: URL, captureOutput: Bool)
        throws
    {
        name = URL(fileURLWithPath: executable).lastPathComponent
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let logHandle = try FileHandle(forWritingTo: log)
        process.standardError = logHandle
        process.standardInput = FileHandle.nullDevice
        if captureOutput {
            let pipe = Pipe()
            process.standardOutput = pipe
            output = pipe.fileHandleForReading
        } else {
            process.standardOutput = logHandle
            output = nil
        }
        try withCleanSignalMask { try process.run() }
    }

    public var isRunning: Bool { process.isRunning }

    public var pid: Int32 { process.processIdentifier }

    /// The child's first line of output (dbus-daemon's address, Xvfb's display number),
    /// waiting at most `timeout` seconds for it.
    public func firstLine(timeout: Double) throws -> String {
        guard let output else { throw TestSetupError("\(name): output not captured") }
        let descriptor = output.fileDescriptor
        var line: [UInt8] = []
        let deadline = ContinuousClock.now + .seconds(timeout)
        while true {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { throw TestSetupError("\(name) printed nothing within \(timeout) s") }
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, Int32(remaining.seconds * 1000) + 1)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            var byte: UInt8 = 0
            guard read(descriptor, &byte, 1) == 1 else { throw TestSetupError("\(name) exited before printing") }
            if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
    }

    /// SIGTERM, then SIGKILL if it has not exited within two seconds.
    public func stop() {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = ContinuousClock.now + .seconds(2)
        while process.isRunning && ContinuousClock.now < deadline { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Runs a short command (dunstctl, dbus-send) to completion and returns its stdout.
    @discardableResult
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try withCleanSignalMask { try process.run() }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExitPromptly()
        guard process.terminationStatus == 0 else {
            throw TestSetupError("\(executable) \(arguments) exited \(process.terminationStatus): \(output)")
        }
        return output
    }
}

/// Runs `body` (which spawns a child) with no signals blocked on this thread.
///
/// Tests run on libdispatch worker threads, which block almost every signal, and a spawned
/// child inherits its parent thread's mask: dbus-daemon, Xvfb and dunst would start with
/// SIGTERM blocked and ignore `terminate()`.
public func withCleanSignalMask<T>(_ body: () throws -> T) rethrows -> T {
    var none = sigset_t()
    var saved = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, &saved)
    defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
    return try body()
}

/// Why the real peers could not be set up; the message says what to look at.
public struct TestSetupError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

extension Duration {
    /// The span in seconds, for deadlines and elapsed-time checks.
    public var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
