import Foundation

/// The key that signs mynd's Message-IDs (MyndMail's `ReplyKey`), in a file only its owner can
/// read, made on first use: 32 random bytes as 64 hex digits.
package enum ReplyKeyFile {
    /// Where the key of the database at `database` is kept: beside the database's real file,
    /// so one database reached through a symlink (to it or to its folder) has one key, and
    /// replies to the emails one path sent are obeyed by a run through the other.
    package static func path(forDatabase database: String) -> String {
        if let real = realPath(database) { return real + ".reply-key" }
        // Not made yet: its folder's real path, and its name.
        let slash = database.lastIndex(of: "/")
        let folder = slash.map { String(database[..<$0]) } ?? "."
        let name = slash.map { String(database[database.index(after: $0)...]) } ?? database
        guard let realFolder = realPath(folder.isEmpty ? "/" : folder) else { return database + ".reply-key" }
        return (realFolder == "/" ? "" : realFolder) + "/" + name + ".reply-key"
    }

    /// What is wrong with the key at `path` (damaged, readable by others), without making one;
    /// nil when it is usable or not made yet.
    package static func problem(path: String) -> String? {
        do {
            _ = try read(path)
            return nil
        } catch {
            return error.description
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The key in `path`, made there when there is none. Two processes making it at once agree:
    /// the file is linked into place only if absent, and the loser reads the winner's.
    package static func load(path: String) throws(SecretError) -> [UInt8] {
        if let key = try read(path) { return key }
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let temporary = "\(path).\(getpid()).new"
        do {
            try AtomicFile.write(Data(bytes.map { String(format: "%02x", $0) }.joined().utf8), to: temporary, permissions: 0o600)
        } catch {
            throw SecretError("cannot create the reply key \(path): \(error)")
        }
        defer { unlink(temporary) }
        if link(temporary, path) == 0 { return bytes }
        guard errno == EEXIST, let key = try read(path) else {
            throw SecretError("cannot create the reply key \(path): \(SystemError("link"))")
        }
        return key
    }

    private static func read(_ path: String) throws(SecretError) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        if let status = FileStatus.of(path), status.permissions & 0o077 != 0 {
            throw SecretError("the reply key \(path) can be read by others: run chmod 600 \(path)")
        }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        var bytes: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex, let next = text.index(index, offsetBy: 2, limitedBy: text.endIndex),
            let byte = UInt8(text[index..<next], radix: 16)
        {
            bytes.append(byte)
            index = next
        }
        guard bytes.count == 32, index == text.endIndex else {
            throw SecretError("the reply key \(path) is damaged: delete it (replies to emails sent before will be ignored)")
        }
        return bytes
    }
}
