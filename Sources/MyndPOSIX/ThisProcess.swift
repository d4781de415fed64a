import Glibc

/// The few things mynd asks of its own process: whether a person is at the terminal, how
/// SIGTERM is taken, and (for the crash tests) dying on the spot.
package enum ThisProcess {
    /// Whether standard output is a terminal (a person watching) rather than a pipe or the journal.
    package static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// The width of the terminal standard output is, in columns; nil when it is not one or
    /// does not say.
    package static var terminalColumns: Int? {
        guard outputIsTerminal else { return nil }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Whether standard input is a terminal (someone who can answer a question).
    package static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// SIGTERM no longer ends the process: a dispatch source listening for it decides.
    package static func ignoreTermination() { _ = signal(SIGTERM, SIG_IGN) }

    /// SIGKILL to itself: what a power cut or `kill -9` does, for the crash tests.
    package static func killNow() { _ = kill(getpid(), SIGKILL) }
}
