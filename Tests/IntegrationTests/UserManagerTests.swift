import MyndTestSupport
import Testing

/// Every suite that starts a real `systemd --user` (`UserManager`), one at a time: each places
/// its manager in the same cgroup (`user@0.service`, where journald tags its units' entries),
/// so two at once would stop, kill and list each other's units.
@Suite(.timed, .serialized) enum UserManagerTests {}
