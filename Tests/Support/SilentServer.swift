import Foundation
import Synchronization

/// A TCP server on 127.0.0.1 that accepts every connection and never says a word: the mail
/// server that keeps a client waiting for its greeting until the client's own timeout. It
/// counts what it accepted, so a test knows a client is stuck on it. Closed on deinit.
public final class SilentServer: Sendable {
    public let port: Int
    private let listener: Listener

    public init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw TestSetupError("socket: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, 16) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw TestSetupError("bind 127.0.0.1: errno \(errno)")
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        let listener = Listener(descriptor: descriptor)
        self.listener = listener
        Thread { listener.acceptUntilClosed() }.start()
    }

    deinit { listener.close() }

    /// How many connections it took so far.
    public var accepted: Int { listener.state.withLock { $0.accepted } }

    /// Waits until at least `count` connections came, or `timeout` seconds pass.
    public func waitForConnections(_ count: Int = 1, timeout: Double = 10) -> Bool {
        let deadline = ContinuousClock.now + .seconds(timeout)
        while accepted < count, ContinuousClock.now < deadline { usleep(10_000) }
        return accepted >= count
    }

    /// The listening socket and what it took, shared with the thread that accepts.
    private final class Listener: Sendable {
        let descriptor: Int32
        let state = Mutex<(accepted: Int, held: [Int32], closed: Bool)>((0, [], false))

        init(descriptor: Int32) { self.descriptor = descriptor }

        func acceptUntilClosed() {
            while true {
                let connection = accept(descriptor, nil, nil)
                let failure = errno
                let kept = state.withLock { state -> Bool in
                    guard !state.closed, connection >= 0 else { return false }
                    state.accepted += 1
                    state.held.append(connection)
                    return true
                }
                if kept { continue }
                if connection >= 0 { Glibc.close(connection) }
                if state.withLock({ $0.closed }) || (connection < 0 && failure != EINTR) { return }
            }
        }

        /// Stops accepting (shutdown wakes the thread in accept) and closes every connection:
        /// their clients see the end of the stream.
        func close() {
            let held = state.withLock { state in
                state.closed = true
                return state.held
            }
            shutdown(descriptor, Int32(SHUT_RDWR))
            Glibc.close(descriptor)
            for connection in held { Glibc.close(connection) }
        }
    }
}
