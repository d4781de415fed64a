import Foundation

/// Writes an executable script at `path`, opened close-on-exec.
///
/// Foundation's `write(to:)` leaves the file descriptor inheritable: a process another test
/// starts at that moment keeps the file open for writing, and running the script then fails
/// with "Text file busy" (ETXTBSY) for as long as that process lives.
public func writeExecutable(_ text: String, to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { throw TestSetupError("cannot create \(path): errno \(errno)") }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    guard write(descriptor, bytes, bytes.count) == bytes.count else { throw TestSetupError("cannot write \(path)") }
    // Whatever the umask took away.
    fchmod(descriptor, 0o755)
}
