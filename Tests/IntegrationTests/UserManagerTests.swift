import MyndTestSupport
import Testing

/// Every suite that starts a real `systemd --user` (`UserManager`), one at a time: a manager
/// is placed in `user@0.service`'s cgroup (where journald tags its units' entries), which the
/// first manager makes and removes when it stops; a second started meanwhile stays outside it,
/// and the two stop and list each other's units (seen once in a fresh-clone run).
@Suite(.timed, .serialized) enum UserManagerTests {}
