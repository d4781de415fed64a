import Glibc

/// A process as another process can recognise it later: the boot it runs in, its pid and the
/// moment it started (in clock ticks since boot). A pid alone is not enough: after a crash the
/// kernel may hand the same number to an unrelated process.
///
/// Written as one word, `<boot id>:<pid>:<start ticks>`, it is what the outbox records as the
/// claimant of a row being sent.
package struct ProcessIdentity: Equatable, Sendable, CustomStringConvertible {
    package var bootID: String
    package var pid: Int32
    package var startTicks: UInt64

    package init(bootID: String, pid: Int32, startTicks: UInt64) {
        self.bootID = bootID
        self.pid = pid
        self.startTicks = startTicks
    }

    /// Reads it back from `description`; nil for anything else.
    package init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, let pid = Int32(parts[1]), pid > 0, let ticks = UInt64(parts[2]) else { return nil }
        self.init(bootID: String(parts[0]), pid: pid, startTicks: ticks)
    }

    package var description: String { "\(bootID):\(pid):\(startTicks)" }

    /// This process; nil where /proc cannot tell (then claims are judged by their lease alone).
    package static func current() -> ProcessIdentity? {
        guard let boot = currentBootID(), let start = startTicks(of: getpid())?.ticks else { return nil }
        return ProcessIdentity(bootID: boot, pid: getpid(), startTicks: start)
    }

    /// Whether the process that wrote `claimant` may still be running: false only when it is
    /// sure it is not — the machine has booted since, no such pid, the pid now belongs to a
    /// process started at another time, or the process has exited and waits to be reaped.
    /// Anything it cannot read counts as running, so a claim is then kept until its lease ends.
    package static func mayBeRunning(_ claimant: String) -> Bool {
        guard let identity = ProcessIdentity(claimant), let boot = currentBootID() else { return true }
        if identity.bootID != boot { return false }
        guard let stat = startTicks(of: identity.pid) else {
            // No such process, or /proc is not ours to read: the kernel says which.
            return !(kill(identity.pid, 0) != 0 && errno == ESRCH)
        }
        return stat.ticks == identity.startTicks && !stat.exited
    }

    /// The kernel's id of this boot (a UUID, new at every boot).
    static func currentBootID() -> String? {
        guard let text = readSmallFile("/proc/sys/kernel/random/boot_id") else { return nil }
        let id = text.filter { !$0.isWhitespace }
        return id.isEmpty ? nil : id
    }

    /// Field 22 of /proc/PID/stat (starttime), and whether the state (field 3) is a zombie or dead.
    /// The name in field 2 may hold spaces and parentheses, so fields are counted after the last ')'.
    static func startTicks(of pid: Int32) -> (ticks: UInt64, exited: Bool)? {
        guard let text = readSmallFile("/proc/\(pid)/stat"), let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = UInt64(fields[19]) else { return nil }
        return (ticks, fields[0] == "Z" || fields[0] == "X")
    }

    private static func readSmallFile(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { Glibc.close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 1024)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        return String(decoding: bytes[0..<count], as: UTF8.self)
    }
}
