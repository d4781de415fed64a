import Glibc

/// File descriptors handed over by other libraries (logind's inhibitor lock).
package enum Descriptor {
    /// Closes `descriptor`; what close(2) says is of no use to the caller.
    package static func close(_ descriptor: Int32) {
        _ = Glibc.close(descriptor)
    }
}
