internal import CMyndSystemd
internal import Glibc

/// Writes structured entries to the systemd journal (`sd_journal_sendv`).
///
/// Use it when `isConnectedToJournal()` says stderr already goes to the journal; otherwise
/// write to stderr, so a person running mynd in a terminal sees the message.
package struct Journal: Sendable {
    /// A journal writer; it holds nothing, each `send` is one datagram to journald.
    package init() {}

    /// Sends one entry: `MESSAGE`, `PRIORITY`, the caller's `CODE_FILE`/`CODE_LINE`/
    /// `CODE_FUNC`, and `fields` (e.g. `["GOAL_ID": "3f2a"]`) so `journalctl GOAL_ID=3f2a`
    /// finds it.
    ///
    /// - Throws: `JournalError.invalidFieldName` / `.reservedFieldName` before sending
    ///   anything; `.sendFailed` when journald cannot be reached.
    package func send(
        message: String, priority: JournalPriority = .info, fields: [String: String] = [:],
        file: String = #fileID, line: Int = #line, function: String = #function
    ) throws(JournalError) {
        for name in fields.keys { try JournalFieldName.validate(name) }
        // Sorted so entries are reproducible; journald does not care about order.
        let entries =
            ["MESSAGE=\(message)", "PRIORITY=\(priority.rawValue)"]
            + fields.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        try JournalError.check(Self.sendv(entries, file: file, line: line, function: function))
    }

    /// Builds the iovec array over one Swift buffer that stays alive for the whole call.
    /// Each entry is `NAME=value` without a terminating NUL; journald reads the lengths,
    /// so values may hold newlines.
    private static func sendv(_ entries: [String], file: String, line: Int, function: String) -> Int32 {
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        for entry in entries {
            let start = bytes.count
            bytes.append(contentsOf: entry.utf8)
            ranges.append(start..<bytes.count)
        }
        return bytes.withUnsafeMutableBytes { buffer in
            let vectors = ranges.map { range in
                iovec(iov_base: buffer.baseAddress.map { $0 + range.lowerBound }, iov_len: range.count)
            }
            return vectors.withUnsafeBufferPointer { vectors in
                mynd_sd_journal_sendv_with_location(
                    "CODE_FILE=\(file)", "CODE_LINE=\(line)", function,
                    vectors.baseAddress, Int32(vectors.count))
            }
        }
    }

    /// Whether stderr is connected to the journal, as systemd.exec(5) says to decide it:
    /// `$JOURNAL_STREAM` holds `device:inode` of the stream systemd connected, and it
    /// counts only if stderr is still that very file (a child might have inherited the
    /// variable with stderr redirected elsewhere).
    package static func isConnectedToJournal() -> Bool {
        let value = getenv("JOURNAL_STREAM").map { String(cString: $0) }
        return isConnectedToJournal(journalStream: value, standardError: STDERR_FILENO)
    }

    /// `isConnectedToJournal()` with the variable's value and the descriptor given.
    package static func isConnectedToJournal(journalStream: String?, standardError descriptor: Int32) -> Bool {
        guard let journalStream else { return false }
        let parts = journalStream.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let device = UInt64(parts[0]), let inode = UInt64(parts[1]) else { return false }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return false }
        return UInt64(status.st_dev) == device && UInt64(status.st_ino) == inode
    }
}
