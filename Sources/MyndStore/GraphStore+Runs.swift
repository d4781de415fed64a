import GRDB
package import MyndCore

/// The record of every job run: what `mynd status` reads and what deferral builds on.
extension GraphStore {
    /// A job run as recorded.
    package struct RunRecord: Equatable, Sendable {
        package var id: Int64
        package var job: JobKind
        package var startedAt: Timestamp
        package var endedAt: Timestamp?
        /// nil while the run is still going (or was killed before it could say).
        package var outcome: RunOutcome?
        package var reason: String?
        package var planned: Int
        package var delivered: Int
        /// The process that ran it (`ProcessIdentity`), so a run still marked running whose
        /// process is gone can be shown as crashed.
        package var process: String?
    }

    /// Records that a run has begun, by `process`. The caller holds the job's lock, so an
    /// earlier run of the same job still marked running was killed without a chance to record
    /// its end: it is recorded as failed.
    package func startRun(_ job: JobKind, process: String? = nil, at now: Timestamp) throws -> Int64 {
        try write { db in
            try db.execute(
                sql:
                    "UPDATE run SET outcome = 'failed', reason = 'interrupted (killed before it could finish)' WHERE job = ? AND outcome = 'running'",
                arguments: [job.rawValue])
            try RunRow(
                RunRecord(
                    id: 0, job: job, startedAt: now, endedAt: nil, outcome: nil, reason: nil, planned: 0, delivered: 0, process: process)
            ).insert(db)
            return db.lastInsertedRowID
        }
    }

    package func finishRun(_ id: Int64, outcome: RunOutcome, reason: String?, planned: Int, delivered: Int, at now: Timestamp) throws {
        try write { db in
            try db.execute(
                sql: "UPDATE run SET outcome = ?, reason = ?, planned = ?, delivered = ?, endedAt = ? WHERE id = ?",
                arguments: [outcome.rawValue, reason, planned, delivered, now.millisecondsSinceEpoch, id])
        }
    }

    /// Records a run that did not start because its requirements were not met.
    package func recordDeferral(_ job: JobKind, reason: String, at now: Timestamp) throws {
        try recordUnstarted(job, .deferred, reason: reason, at: now)
    }

    /// Records a run that did not start because another of its kind was running. It is left
    /// out of the job's history: the run that is going on is the one that counts.
    package func recordSkip(_ job: JobKind, reason: String, at now: Timestamp) throws {
        try recordUnstarted(job, .skipped, reason: reason, at: now)
    }

    private func recordUnstarted(_ job: JobKind, _ outcome: RunOutcome, reason: String, at now: Timestamp) throws {
        try write { db in
            try RunRow(
                RunRecord(
                    id: 0, job: job, startedAt: now, endedAt: now, outcome: outcome, reason: reason, planned: 0, delivered: 0, process: nil)
            ).insert(db)
        }
    }

    package func lastRun(_ job: JobKind) throws -> RunRecord? {
        try read { db in try lastRun(job, db) }
    }

    func lastRun(_ job: JobKind, _ db: Database) throws -> RunRecord? {
        try RunRow.fetchOne(
            db,
            sql:
                "SELECT \(RunRow.columns) FROM run WHERE job = ? AND outcome <> 'skipped' ORDER BY startedAt DESC, id DESC LIMIT 1",
            arguments: [job.rawValue]
        )?.run
    }

    /// What the schedule needs to know about a job's past.
    package func history(_ job: JobKind) throws -> JobHistory {
        try read { db in
            let last = try lastRun(job, db)
            let lastRan = try Int64.fetchOne(
                db, sql: "SELECT max(startedAt) FROM run WHERE job = ? AND outcome = 'ran'", arguments: [job.rawValue])
            // Pending: deferred since the last run that got to do its work.
            let firstDeferral = try Row.fetchOne(
                db,
                sql:
                    "SELECT startedAt, reason FROM run WHERE job = ? AND outcome = 'deferred' AND startedAt >= ? ORDER BY startedAt LIMIT 1",
                arguments: [job.rawValue, lastRan ?? Int64.min])
            let lastDigest = try String.fetchOne(db, sql: "SELECT max(localDate) FROM digest")
            let lastDigestMade = try Int64.fetchOne(db, sql: "SELECT max(createdAt) FROM digest")
            let pending = last?.outcome == .deferred
            return JobHistory(
                lastRunStart: last?.startedAt,
                lastOutcome: last?.outcome,
                lastSuccessfulRun: lastRan.map(Timestamp.init(millisecondsSinceEpoch:)),
                pendingSince: pending ? (firstDeferral?[0] as Int64?).map(Timestamp.init(millisecondsSinceEpoch:)) : nil,
                pendingReason: pending ? last?.reason : nil,
                lastDigestLocalDate: job == .digest ? lastDigest : nil,
                lastDigestMadeAt: job == .digest ? lastDigestMade.map(Timestamp.init(millisecondsSinceEpoch:)) : nil)
        }
    }
}
