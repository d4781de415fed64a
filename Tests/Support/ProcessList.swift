import Foundation
import Synchronization

/// Every process's argument list as `ps -eo args` shows it: what anyone on the machine can read.
public enum ProcessList {
    /// Read from /proc directly, as ps does, rather than by spawning ps: a spawn under a loaded
    /// test run can take longer than the process being watched lives.
    public static func arguments() throws -> [String] {
        let entries = try FileManager.default.contentsOfDirectory(atPath: "/proc")
        return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"), !data.isEmpty else {
                return nil
            }
            let words = data.split(separator: 0, omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self)
            }
            return words.joined(separator: " ").trimmingCharacters(in: .whitespaces)
        }
    }

    /// The argument lists containing `needle` seen while `body` ran, listed every 20 ms from
    /// another thread.
    public static func watch<T>(for needle: String, while body: () throws -> T) throws -> (result: T, seen: Set<String>) {
        let watcher = Watcher()
        let thread = Thread {
            while !watcher.done.load(ordering: .acquiring) {
                let lines = ((try? arguments()) ?? []).filter { $0.contains(needle) }
                watcher.seen.withLock { $0.formUnion(lines) }
                usleep(20_000)
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
