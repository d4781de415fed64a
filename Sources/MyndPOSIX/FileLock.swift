import Glibc

/// An exclusive advisory lock on a file (flock(2)), held until `release()` or until the
/// process ends in any way — kill -9 and power loss included, which is why the jobs use it to
/// keep two runs of one kind apart rather than a row in the database.
package final class FileLock {
    private var descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    /// Takes the lock on `path` (created 0600 if missing) without waiting; nil when another
    /// process holds it.
    package static func tryLock(path: String) throws(SystemError) -> FileLock? {
        // O_CLOEXEC: a program mynd starts (a notification helper, a terminal) must not
        // inherit the lock and keep it after mynd has exited.
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw SystemError("open \(path)") }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            Glibc.close(descriptor)
            if code == EWOULDBLOCK { return nil }
            throw SystemError("lock \(path)", code: code)
        }
        return FileLock(descriptor: descriptor)
    }

    /// Lets the next run in.
    package func release() {
        guard descriptor >= 0 else { return }
        Glibc.close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
