package import Foundation
import Glibc

/// What lstat(2) says of a path: enough to refuse writing over something that is not a plain
/// file, or over a file that is another name for one mynd must not touch.
package struct FileStatus: Equatable, Sendable {
    package enum Kind: Sendable {
        case regular, directory, symbolicLink, other
    }

    package var kind: Kind
    package var device: UInt64
    package var inode: UInt64
    /// The permission bits (0o644 …).
    package var permissions: UInt32

    /// nil when nothing is there (or it cannot be looked at).
    package static func of(_ path: String) -> FileStatus? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let kind: Kind =
            switch info.st_mode & S_IFMT {
            case S_IFREG: .regular
            case S_IFDIR: .directory
            case S_IFLNK: .symbolicLink
            default: .other
            }
        return FileStatus(kind: kind, device: UInt64(info.st_dev), inode: UInt64(info.st_ino), permissions: info.st_mode & 0o7777)
    }

    /// Two names for one file.
    package func isSameFile(as other: FileStatus) -> Bool { device == other.device && inode == other.inode }
}

/// Writes a whole file so that a reader sees the old one or the new one, never half: into a new
/// temporary file in the same folder (created with `permissions`, flushed to disk), then renamed
/// over the target.
package enum AtomicFile {
    package static func write(_ data: Data, to path: String, permissions: UInt32) throws(SystemError) {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = (folder.isEmpty ? "." : folder) + "/.\((path as NSString).lastPathComponent).\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(permissions))
        guard descriptor >= 0 else { throw SystemError("create \(temporary)") }
        var written = 0
        let failure: SystemError? = data.withUnsafeBytes { bytes in
            while written < bytes.count {
                let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return SystemError("write \(temporary)")
                }
                written += count
            }
            // The umask may have taken bits away: the mode asked for is the mode kept.
            if fchmod(descriptor, mode_t(permissions)) != 0 { return SystemError("chmod \(temporary)") }
            if fsync(descriptor) != 0 { return SystemError("write \(temporary)") }
            return nil
        }
        Glibc.close(descriptor)
        if let failure {
            unlink(temporary)
            throw failure
        }
        guard rename(temporary, path) == 0 else {
            let error = SystemError("rename \(temporary) to \(path)")
            unlink(temporary)
            throw error
        }
    }
}
