import MyndTestSupport
import Testing

/// Every test that starts real desktop peers (dbus-daemon, Xvfb, dunst) or `mynd agent`,
/// one at a time: they time deliveries and measure CPU on two shared cores.
@Suite(.timed, .serialized) enum DesktopTests {}
