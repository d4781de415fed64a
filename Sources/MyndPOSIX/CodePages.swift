import Foundation
import Glibc

/// The pages of mynd's own machine code, which the agent hands back to the kernel each time
/// it goes to sleep.
///
/// Starting up, the Swift runtime looks through every type and conformance in the executable
/// (a 27 MB static binary), and the kernel maps its code in 64 KiB at a time: the agent at
/// rest held 14 MiB of code it would not run again until the next event (BENCHMARKS.md).
/// These pages are clean and backed by the file, so `MADV_DONTNEED` only unmaps them — the
/// kernel's reclaim does the same under memory pressure — and the next event maps back, from
/// the page cache, the little it runs. Only read-and-execute mappings of the executable are
/// touched: never data, which the dynamic linker has written.
package struct CodePages {
    private let ranges: [UnsafeMutableRawBufferPointer]

    /// The executable's code mappings, from `/proc/self/maps` (none where it cannot be read).
    package static func ofThisExecutable() -> CodePages {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
            let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
        else { return CodePages(ranges: []) }
        return CodePages(
            ranges: maps.split(separator: "\n").compactMap { line in
                // start-end perms offset device inode path
                let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
                guard fields.count == 6, fields[1] == "r-xp",
                    fields[5].trimmingCharacters(in: .whitespaces) == executable
                else { return nil }
                let bounds = fields[0].split(separator: "-").compactMap { UInt(String($0), radix: 16) }
                guard bounds.count == 2, bounds[0] < bounds[1], let start = UnsafeMutableRawPointer(bitPattern: bounds[0]) else {
                    return nil
                }
                return UnsafeMutableRawBufferPointer(start: start, count: Int(bounds[1] - bounds[0]))
            })
    }

    /// How many bytes of code this covers (0: nothing found to release).
    package var byteCount: Int { ranges.reduce(0) { $0 + $1.count } }

    /// Unmaps the resident code pages; they come back on first use. Failing costs nothing
    /// but the memory, so it is not reported.
    package func release() {
        for range in ranges {
            _ = madvise(range.baseAddress, range.count, MADV_DONTNEED)
        }
    }
}
