import Glibc

/// `poll(2)` over a few descriptors: how the agent sleeps without using the CPU until the
/// bus, a signal or the kernel has something for it.
package enum Poll {
    /// One descriptor to watch; a negative descriptor is skipped.
    package struct Watch: Sendable {
        package var descriptor: Int32
        /// `poll` event bits; `readable` when only input matters.
        package var events: Int16

        package init(descriptor: Int32, events: Int16 = Poll.readable) {
            self.descriptor = descriptor
            self.events = events
        }
    }

    /// POLLIN.
    package static let readable = Int16(POLLIN)

    /// Sleeps until one of `watches` has an event or `seconds` pass (nil: no limit); returns,
    /// for each watch in order, whether it has one. A signal that interrupts the sleep counts
    /// as "nothing yet": the caller's loop looks again.
    package static func wait(_ watches: [Watch], seconds: Double?) throws(SystemError) -> [Bool] {
        var descriptors = watches.map { pollfd(fd: $0.descriptor, events: $0.events, revents: 0) }
        let milliseconds = seconds.map { Int32(min(max(0, $0 * 1000).rounded(.up), Double(Int32.max))) } ?? -1
        if poll(&descriptors, nfds_t(descriptors.count), milliseconds) < 0 {
            guard errno == EINTR else { throw SystemError("poll") }
            return watches.map { _ in false }
        }
        return descriptors.map { $0.revents != 0 }
    }
}
