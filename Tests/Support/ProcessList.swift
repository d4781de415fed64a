import Foundation
import Synchronization

/// Every process's argument list as `ps -eo args` shows it: what anyone on the machine can read.
public enum ProcessList {
    public static func arguments() throws -> [String] {
        let ps = Process()
        ps.executableURL = URL(fileURLWithPath: "/bin/ps")
        ps.arguments = ["-eo", "args"]
        let pipe = Pipe()
        ps.standardOutput = pipe
        ps.standardError = FileHandle.nullDevice
        try ps.run()
        let listing = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ps.waitUntilExit()
        return listing.split(separator: "\n").map(String.init)
    }

    /// The argument lists containing `needle` seen while `body` ran, listed every 50 ms from
    /// another thread.
    public static func watch<T>(for needle: String, while body: () throws -> T) throws -> (result: T, seen: Set<String>) {
        let watcher = Watcher()
        let thread = Thread {
            while !watcher.done.load(ordering: .acquiring) {
                let lines = ((try? arguments()) ?? []).filter { $0.contains(needle) }
                watcher.seen.withLock { $0.formUnion(lines) }
                usleep(50_000)
            }
            watcher.finished.store(true, ordering: .releasing)
        }
        thread.start()
        defer {
            watcher.done.store(true, ordering: .releasing)
            while !watcher.finished.load(ordering: .acquiring) { usleep(10_000) }
        }
        let result = try body()
        return (result, watcher.seen.withLock { $0 })
    }

    private final class Watcher: Sendable {
        let seen = Mutex<Set<String>>([])
        let done = Atomic<Bool>(false)
        let finished = Atomic<Bool>(false)
    }
}
