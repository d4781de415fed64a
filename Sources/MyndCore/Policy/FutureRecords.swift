/// A record dated after the clock — made under a wrong `--at`, or while the system clock was
/// ahead and has since come back — holds nothing longer than it would have held had it been
/// made now. The policy reads every "last X at" through these, never later than `now`, so
/// `min_gap`, the cooldown, the back-off and the digest's date are judged against the clock.
/// (A run brings such records back to its clock for good: `GraphStore.settleFutureRecords`,
/// so what they hold runs out from then.)
extension Timestamp {
    /// This time, or `now` when it lies after it.
    package func notAfter(_ now: Timestamp) -> Timestamp { min(self, now) }

    /// How far after the clock a record may be and still be taken as written now: other
    /// commands and jobs write while a run works (minutes at most), with their own later clock.
    package static let futureMargin: Int64 = 3600

    /// Whether this time lies so far after `now` that a clock that was ahead wrote it.
    package func isAhead(of now: Timestamp) -> Bool { self > now.adding(seconds: Self.futureMargin) }
}

extension FollowUpHistory {
    /// The history as it can have happened by `now`.
    package func seen(at now: Timestamp) -> FollowUpHistory {
        var seen = self
        seen.lastFollowUpAt = lastFollowUpAt.mapValues { $0.notAfter(now) }
        seen.lastDeliveredAt = lastDeliveredAt?.notAfter(now)
        seen.lastInitiatedAt = lastInitiatedAt?.notAfter(now)
        return seen
    }
}

extension GoalCandidate {
    /// The goal as it can have been touched by `now`.
    package func seen(at now: Timestamp) -> GoalCandidate {
        var seen = self
        seen.node.lastAccessedAt = node.lastAccessedAt.notAfter(now)
        return seen
    }
}

extension JobHistory {
    /// The run records as they can have happened by `now`. A digest recorded for a local date
    /// more than a day after today's (a day may be two zones' difference) counts as made for
    /// the date it was made on (its `lastDigestMadeAt`, no later than now): a digest dated 2062
    /// holds today's at most, never the years between.
    package func seen(at now: Timestamp, zone: LocalTime) -> JobHistory {
        var seen = self
        seen.lastRunStart = lastRunStart?.notAfter(now)
        seen.lastSuccessfulRun = lastSuccessfulRun?.notAfter(now)
        seen.pendingSince = pendingSince?.notAfter(now)
        seen.lastDigestMadeAt = lastDigestMadeAt?.notAfter(now)
        if let last = lastDigestLocalDate, last > JobSchedule.localDate(zone.adding(days: 1, to: now), zone: zone) {
            seen.lastDigestLocalDate = JobSchedule.localDate(seen.lastDigestMadeAt ?? now, zone: zone)
        }
        return seen
    }
}
