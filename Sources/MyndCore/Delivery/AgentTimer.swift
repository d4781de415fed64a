/// When the desktop agent must look at the outbox again without being woken: the pure part
/// of its loop. Idle, it sleeps until a job wakes it (0 CPU) — or at the latest until quiet
/// hours next end, because a job that runs in quiet hours writes rows for their end and
/// has no reason to wake anyone: one wake-up a day that finds them.
package struct AgentTimer: Sendable {
    package var quietHours: QuietHours?
    package var zone: LocalTime

    /// Never sleeps less than this while something is due but was not sent: a row that keeps
    /// failing must not turn the loop into a spin.
    package static let minimumSleep = 1.0

    package init(quietHours: QuietHours?, zone: LocalTime) {
        self.quietHours = quietHours
        self.zone = zone
    }

    /// Nothing is shown in quiet hours.
    package func mayDeliver(at now: Timestamp) -> Bool {
        !(quietHours?.contains(now, in: zone) ?? false)
    }

    /// The earliest moment a row due at `due` may be shown: not before its time, and not
    /// inside quiet hours.
    package func deliveryTime(of due: Timestamp, now: Timestamp) -> Timestamp {
        let at = max(due, now)
        guard let quietHours, quietHours.contains(at, in: zone) else { return at }
        return quietHours.end(after: at, in: zone)
    }

    /// The first moment after `now` at which quiet hours end: the end of the current quiet
    /// period, or of the next one.
    package func nextQuietEnd(after now: Timestamp) -> Timestamp? {
        guard let quietHours else { return nil }
        if quietHours.contains(now, in: zone) { return quietHours.end(after: now, in: zone) }
        return (0...2).lazy.map { zone.firstMoment(showing: quietHours.end, onDayOf: now, plusDays: $0) }.first {
            $0 > now
        }
    }

    /// Seconds to sleep before looking again, given the earliest pending desktop row's
    /// `notBefore` (nil when none waits); nil means until woken. The next end of quiet hours
    /// bounds it. (The watchdog has a timer of its own in the agent's loop.)
    package func sleep(now: Timestamp, nextDue: Timestamp?) -> Double? {
        var candidates: [Double] = []
        if let nextDue {
            candidates.append(max(Self.minimumSleep, deliveryTime(of: nextDue, now: now).seconds(since: now)))
        }
        if let end = nextQuietEnd(after: now) { candidates.append(max(Self.minimumSleep, end.seconds(since: now))) }
        return candidates.min()
    }
}
