/// How the last run of a job ended (every run is recorded).
package enum RunOutcome: String, CaseIterable, Sendable {
    /// Finished within its budget.
    case ran
    /// Due, but its requirements were not met; waiting for the next invocation.
    case deferred
    /// Stopped at its budget or by SIGTERM after committing what was done.
    case expired
    /// Stopped by an error.
    case failed
    /// Not started: another run of the same job was still going.
    case skipped
}

/// What the run records say about one job, as the store hands them to the scheduler.
package struct JobHistory: Equatable, Sendable {
    /// Start of the last run of any outcome.
    package var lastRunStart: Timestamp?
    package var lastOutcome: RunOutcome?
    /// Start of the last run whose outcome was `ran`.
    package var lastSuccessfulRun: Timestamp?
    /// Set when a due run was deferred; cleared by the next run that goes ahead.
    package var pendingSince: Timestamp?
    /// The gate's reason for the deferral ("on battery (55%)").
    package var pendingReason: String?
    /// The local date ("2026-11-21") of the last digest sent; digest only.
    package var lastDigestLocalDate: String?
    /// When that digest was made (for a date recorded in the future of the clock: `seen(at:zone:)`).
    package var lastDigestMadeAt: Timestamp?

    package init(
        lastRunStart: Timestamp? = nil, lastOutcome: RunOutcome? = nil, lastSuccessfulRun: Timestamp? = nil,
        pendingSince: Timestamp? = nil, pendingReason: String? = nil, lastDigestLocalDate: String? = nil,
        lastDigestMadeAt: Timestamp? = nil
    ) {
        self.lastDigestMadeAt = lastDigestMadeAt
        self.lastRunStart = lastRunStart
        self.lastOutcome = lastOutcome
        self.lastSuccessfulRun = lastSuccessfulRun
        self.pendingSince = pendingSince
        self.pendingReason = pendingReason
        self.lastDigestLocalDate = lastDigestLocalDate
    }
}

/// Whether the morning digest is due.
package enum DigestDue: Equatable, Sendable {
    /// Send the digest for this local date ("2026-11-21") and record the date.
    case due(localDate: String)
    /// Not now; the first instant at which it will be due.
    case notYet(next: Timestamp)
}

/// When each job is due, from values: the run history, `now` and the time zone.
package enum JobSchedule {
    /// refresh runs every 15 minutes after the start of its last run.
    package static let refreshIntervalSeconds: Int64 = 15 * 60

    /// The digest rule: one digest per local date, never two for one date, no catching up.
    ///
    /// It is due when `now` is at or after this local date's `morning` time (moved forward
    /// out of a DST gap: 02:30 on a spring-forward day is 03:30) and this local date is later
    /// than `lastDigestLocalDate`. Consequences:
    /// - A second run on the same date sends nothing.
    /// - After missed days (machine off) the next run sends ONE digest, for today's date.
    /// - The clock jumping back to a date before `lastDigestLocalDate` sends nothing until
    ///   the morning of the day after that date — if that date is today or tomorrow (a time
    ///   zone's day apart). A date further ahead was recorded by a clock that was ahead: it
    ///   holds as a digest made today would, until tomorrow's morning
    ///   (`JobHistory.seen(at:zone:)` says which date it counts as).
    /// - After a time-zone change the dates are compared as written: a digest recorded as
    ///   "2026-11-21" in Berlin means no other digest for a date of 2026-11-21 in New York.
    /// A `lastDigestLocalDate` that is not a `YYYY-MM-DD` date is treated as absent.
    ///
    /// When not due, `next` is the morning instant of the earliest local date that is both
    /// today or later and after `lastDigestLocalDate`, at or after `now`.
    package static func digestDue(
        now: Timestamp, morning: ClockTime, zone: LocalTime, lastDigestLocalDate: String?
    ) -> DigestDue {
        let w = zone.wall(at: now)
        let today = CivilDate(year: Int64(w.year), month: Int64(w.month), day: Int64(w.day))
        var dayOffset = 0
        if let text = lastDigestLocalDate, let last = ISO8601Text(text), !last.hasTime {
            dayOffset = Int(max(0, last.date.daysSinceEpoch - today.daysSinceEpoch + 1))
            // More than a day ahead (a day may be the zones' difference) is a clock that was
            // ahead: it holds as a digest made today would, until tomorrow's morning.
            if dayOffset > 2 { dayOffset = 1 }
        }
        let morningInstant = zone.instant(onDayOf: now, plusDays: dayOffset, hour: morning.hour, minute: morning.minute)
        if dayOffset == 0, now >= morningInstant { return .due(localDate: today.iso8601) }
        return .notYet(next: morningInstant)
    }

    /// The next instant at or after `now` at which `job` is due, for `mynd status`. A job that
    /// is due already (missed, pending, never run) gives `now`.
    /// - refresh: `refreshIntervalSeconds` after `lastRunStart`; `now` when never run or pending.
    /// - processing: nightly at `processingTime` in `zone`. Due now when pending, never run, or
    ///   when the last run started before the latest `processingTime` at or before `now` (a
    ///   missed night runs once on wake); otherwise the next `processingTime` after `now`.
    /// - digest: as `digestDue`. A deferred digest is not carried over to the next date: it
    ///   runs when its requirements are met on the same date, else that date's digest is
    ///   replaced by the next one.
    package static func nextDue(
        _ job: JobKind, history: JobHistory, now: Timestamp, zone: LocalTime,
        morning: ClockTime = .defaultMorning, processingTime: ClockTime = .defaultProcessing
    ) -> Timestamp {
        let history = history.seen(at: now, zone: zone)
        switch job {
        case .refresh:
            guard !isPending(job, history: history).pending, let last = history.lastRunStart else { return now }
            return max(now, last.adding(seconds: refreshIntervalSeconds))
        case .processing:
            guard !isPending(job, history: history).pending, let last = history.lastRunStart else { return now }
            func nightly(_ days: Int) -> Timestamp {
                zone.instant(onDayOf: now, plusDays: days, hour: processingTime.hour, minute: processingTime.minute)
            }
            let tonight = nightly(0)
            let latest = tonight <= now ? tonight : nightly(-1)
            if last < latest { return now }
            return tonight > now ? tonight : nightly(1)
        case .digest:
            switch digestDue(now: now, morning: morning, zone: zone, lastDigestLocalDate: history.lastDigestLocalDate) {
            case .due: return now
            case .notYet(let next): return next
            }
        }
    }

    /// Whether `job` waits for its requirements (its last due run was deferred), and why.
    /// Pending when `pendingSince` is set or the last outcome was `deferred`; the reason is
    /// the recorded one, or "deferred" when none was recorded.
    package static func isPending(_ job: JobKind, history: JobHistory) -> (pending: Bool, reason: String?) {
        guard history.pendingSince != nil || history.lastOutcome == .deferred else { return (false, nil) }
        return (true, history.pendingReason ?? "deferred")
    }

    /// The local date of `t` in `zone`, as "YYYY-MM-DD".
    /// The local date of the next digest to be made: today's until it is made, then
    /// tomorrow's. What processing writes the insight ahead for.
    package static func nextDigestDate(now: Timestamp, zone: LocalTime, lastDigestLocalDate: String?) -> String {
        let today = localDate(now, zone: zone)
        if lastDigestLocalDate.map({ $0 < today }) ?? true { return today }
        return localDate(zone.adding(days: 1, to: now), zone: zone)
    }

    package static func localDate(_ t: Timestamp, zone: LocalTime) -> String {
        let w = zone.wall(at: t)
        return CivilDate(year: Int64(w.year), month: Int64(w.month), day: Int64(w.day)).iso8601
    }
}
