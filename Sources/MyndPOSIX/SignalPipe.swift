import Dispatch
import Glibc
import Synchronization

/// Turns signals into bytes on a pipe the agent's loop polls next to the bus, so SIGTERM
/// wakes a loop sleeping in `poll()` at once and cannot slip in between "check the flag" and
/// "go to sleep". libdispatch catches the signals (its handler replaces the default action),
/// and a source's handler, on a dispatch thread, writes the signal's number to the pipe.
package final class SignalPipe {
    /// The signals the agent listens for.
    package enum Signal: CaseIterable, Sendable {
        /// SIGTERM: systemd stopping the unit.
        case terminate
        /// SIGINT: Ctrl-C.
        case interrupt
        /// SIGCHLD: a child it launched has exited.
        case childExited

        var number: Int32 {
            switch self {
            case .terminate: SIGTERM
            case .interrupt: SIGINT
            case .childExited: SIGCHLD
            }
        }
    }

    /// The end the loop polls.
    package let readDescriptor: Int32
    private let writeDescriptor: Int32
    private var sources: [any DispatchSourceSignal] = []
    private let stopRequested = Atomic<Bool>(false)

    /// Starts catching `signals`. SIGTERM and SIGINT are caught instead of ending the process;
    /// SIGCHLD only wakes the loop (its default is to be ignored anyway).
    package init(catching signals: [Signal]) throws(SystemError) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else {
            throw SystemError("cannot create a pipe (is the system out of file descriptors?)")
        }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
        let write = writeDescriptor
        for number in signals.map(\.number) {
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                var byte = UInt8(truncatingIfNeeded: number)
                _ = Glibc.write(write, &byte, 1)
            }
            source.resume()
            sources.append(source)
        }
    }

    deinit {
        for source in sources { source.cancel() }
        close(readDescriptor)
        close(writeDescriptor)
    }

    /// Reads the signals that arrived since the last call; remembers a SIGTERM or SIGINT.
    @discardableResult
    package func drain() -> [Int32] {
        var received: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(readDescriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            received += buffer[..<count].map(Int32.init)
        }
        if received.contains(SIGTERM) || received.contains(SIGINT) { stopRequested.store(true, ordering: .relaxed) }
        return received
    }

    /// Whether SIGTERM or SIGINT has arrived.
    package var stopping: Bool { stopRequested.load(ordering: .relaxed) }
}
