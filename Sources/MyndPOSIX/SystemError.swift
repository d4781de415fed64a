import Glibc

/// A system call that failed: what was being done and the `errno` it left, as one line
/// ("netlink bind: Permission denied"). The only place mynd turns an errno into words.
package struct SystemError: Error, Equatable, CustomStringConvertible {
    /// What was being done, in the caller's words.
    package var operation: String
    /// The errno value.
    package var code: Int32

    /// `code` defaults to the current `errno`: build it right after the failed call.
    package init(_ operation: String, code: Int32? = nil) {
        self.operation = operation
        self.code = code ?? errno
    }

    package var description: String { "\(operation): \(String(cString: strerror(code)))" }
}
