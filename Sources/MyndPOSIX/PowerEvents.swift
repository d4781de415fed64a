import Glibc
import MyndCore

/// Something the agent's `poll()` can watch that says "a power supply changed": kernel
/// uevents in production, a FIFO in tests. The agent then reads power again itself (the
/// event only wakes it; `SystemProbe` and `ProcessingTrigger` decide).
package protocol PowerEvents: AnyObject {
    /// The descriptor to poll for `POLLIN`.
    var descriptor: Int32 { get }
    /// Reads everything that arrived, without blocking; true when any of it concerns power.
    func drain() -> Bool
}

package enum PowerEventSource {
    /// `MYND_POWER_EVENTS_FIFO` (a test hook: a FIFO of uevent lines instead of the kernel's
    /// socket) or the kernel's uevent socket; nil, with the reason, when neither opens — the
    /// agent then works on without noticing plug-ins (the hourly timer still retries).
    package static func open(environment: [String: String]) -> (events: (any PowerEvents)?, note: String) {
        if let path = environment["MYND_POWER_EVENTS_FIFO"], !path.isEmpty {
            do {
                return (try FIFOPowerEvents(path: path), "watching power events from \(path)")
            } catch {
                return (nil, "not watching power events: \(error)")
            }
        }
        do {
            return (try KernelPowerEvents(), "watching power supply uevents")
        } catch {
            return (nil, "not watching power supply uevents: \(error)")
        }
    }
}

/// Kernel uevents: a `NETLINK_KOBJECT_UEVENT` socket bound to multicast group 1 (the
/// kernel's own broadcast, not udev's re-broadcast on group 2). Only datagrams from the
/// kernel (sender port 0) are read; anyone else on the host could send to the group.
package final class KernelPowerEvents: PowerEvents {
    package let descriptor: Int32

    /// `struct sockaddr_nl` (linux/netlink.h, which Glibc's module does not import).
    private struct NetlinkAddress {
        var family = UInt16(AF_NETLINK)
        var pad: UInt16 = 0
        var port: UInt32 = 0
        var groups: UInt32 = 0
    }
    private static let kobjectUEvent: Int32 = 15  // NETLINK_KOBJECT_UEVENT

    package init() throws(SystemError) {
        let flags = Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
        let socket = Glibc.socket(AF_NETLINK, flags, Self.kobjectUEvent)
        guard socket >= 0 else { throw SystemError("netlink socket") }
        var address = NetlinkAddress(groups: 1)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, socklen_t(MemoryLayout<NetlinkAddress>.size))
            }
        }
        guard bound == 0 else {
            let error = SystemError("netlink bind")
            close(socket)
            throw error
        }
        descriptor = socket
    }

    deinit { close(descriptor) }

    package func drain() -> Bool {
        var concerns = false
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            var sender = NetlinkAddress()
            var length = socklen_t(MemoryLayout<NetlinkAddress>.size)
            let count = buffer.withUnsafeMutableBytes { bytes in
                withUnsafeMutablePointer(to: &sender) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        recvfrom(descriptor, bytes.baseAddress, bytes.count, 0, $0, &length)
                    }
                }
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return concerns }  // EAGAIN: all read (ENOBUFS: some lost, still re-read power)
            guard sender.port == 0 else { continue }
            if UEvent.parse(datagram: buffer[..<count]).concernsPower { concerns = true }
        }
    }
}

/// The test twin: a FIFO the test writes uevents to, one per line, fields separated by
/// spaces (`change@/devices/.../AC ACTION=change SUBSYSTEM=power_supply`). Opened read-write
/// so the agent never sees end-of-file when a writer closes it (and `poll` does not spin).
package final class FIFOPowerEvents: PowerEvents {
    package let descriptor: Int32
    private var pending: [UInt8] = []

    package init(path: String) throws(SystemError) {
        let opened = Glibc.open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC)
        guard opened >= 0 else {
            throw SystemError("cannot open \(path)")
        }
        descriptor = opened
    }

    deinit { close(descriptor) }

    package func drain() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            pending += buffer[..<count]
        }
        var concerns = false
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: pending[..<newline], as: UTF8.self)
            pending.removeSubrange(...newline)
            if UEvent.parse(fields: line.split(separator: " ")).concernsPower { concerns = true }
        }
        return concerns
    }
}
