/// A failure the person can fix, with the exit status that says what kind it is
/// (BSD sysexits, so scripts and systemd can tell bad input from a busy database).
package struct CLIError: Error, Sendable, CustomStringConvertible {
    package enum Kind: Int32, Sendable {
        case failure = 1
        case usage = 64  // EX_USAGE: bad arguments, times or ids
        case dataError = 65  // EX_DATAERR: a bad import file, a damaged database
        case noInput = 66  // EX_NOINPUT: a file that is not there
        case unavailable = 69  // EX_UNAVAILABLE: a service mynd needs is not there (the session bus, the user manager)
        case cantCreate = 73  // EX_CANTCREAT
        case tempFail = 75  // EX_TEMPFAIL: busy database, try again
        case config = 78  // EX_CONFIG: a bad config file
    }

    package var kind: Kind
    package var message: String

    package init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    package var description: String { message }
}
