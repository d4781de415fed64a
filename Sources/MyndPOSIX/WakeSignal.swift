import Glibc

/// A self-pipe: any thread raises it, and a loop sleeping in `poll()` on its descriptor wakes.
/// Raising it again before the loop reads it wakes the loop once; a raise never blocks (a full
/// pipe is already readable) and is never lost.
package final class WakeSignal: Sendable {
    /// The end to poll for `POLLIN`.
    package let descriptor: Int32
    private let writeDescriptor: Int32

    package init() throws(SystemError) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else {
            throw SystemError("cannot create a pipe (is the system out of file descriptors?)")
        }
        for end in descriptors {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        descriptor = descriptors[0]
        writeDescriptor = descriptors[1]
    }

    deinit {
        close(descriptor)
        close(writeDescriptor)
    }

    /// Wakes whoever polls the descriptor.
    package func raise() {
        var byte: UInt8 = 1
        while write(writeDescriptor, &byte, 1) < 0 && errno == EINTR {}
    }

    /// Reads the raises that arrived; returns whether there were any.
    @discardableResult
    package func drain() -> Bool {
        var any = false
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                any = true
                continue
            }
            if count < 0 && errno == EINTR { continue }
            return any
        }
    }
}
