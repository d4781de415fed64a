import MyndTestSupport
import Testing

/// Every MyndSystemd test, one at a time: the suites start real daemons on two shared
/// cores, and some tests set variables libsystemd reads from this process's environment
/// (DBUS_SESSION_BUS_ADDRESS, NOTIFY_SOCKET, JOURNAL_STREAM), which must not change while
/// another test reads it.
@Suite(.timed, .serialized)
enum SystemdTests {}
