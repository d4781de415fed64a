/// How long a goal rests after a nudge: the cooldown, doubled for each nudge in a row that was
/// dismissed or met with silence (24 h, 48 h, 96 h …), never more than `maximum`.
/// Any real answer — done, snooze, keep, a touch — starts the count again.
package enum BackOff {
    /// Seconds of rest after the last nudge, for `inARow` waved-away nudges before it.
    package static func cooldown(base: Int64, inARow: Int, maximum: Int64) -> Int64 {
        var seconds = base
        for _ in 0..<max(0, inARow) {
            if seconds >= maximum { break }
            seconds *= 2
        }
        return min(seconds, max(base, maximum))
    }
}
