import MyndSystemd
import MyndTestSupport

/// Runs `bus`'s event loop until `done()` holds or `timeout` seconds pass, the way the
/// agent will: dispatch what has arrived, then sleep in `wait` until more comes.
///
/// - Returns: whether `done()` held in time.
func pump(_ bus: Bus, timeout: Double = 5, until done: () -> Bool) throws -> Bool {
    let deadline = ContinuousClock.now + .seconds(timeout)
    while true {
        try bus.processPending()
        if done() { return true }
        let remaining = deadline - ContinuousClock.now
        if remaining <= .zero { return false }
        try bus.wait(timeout: min(remaining.seconds, 0.25))
    }
}
