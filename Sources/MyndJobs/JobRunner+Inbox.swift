import Foundation
import MyndCore
import MyndMail
import MyndStore
import MyndSystemd

/// Refresh reads the replies to mynd's emails first, within its budget.
extension JobRunner {
    func readInbox(_ expiration: Expiration, into result: inout JobResult) throws {
        guard let inbox else { return }
        let hook = crashHook
        let report = try inbox.look(
            seconds: expiration.secondsForACall, beforeEach: { try step(expiration) },
            afterRecording: { hook?.reach(.replyRecorded, "reply") })
        if report.busy {
            // The agent is reading it now: nothing to say but to whoever debugs.
            log.record(
                JobEvent(
                    kind: .inbox, job: .refresh, message: "inbox skipped: the agent is reading it", priority: .debug, outcome: "skipped"))
            return
        }
        result.inbox = report
        if let stopped = report.stopped { result.notes.append(.inboxStopped(stopped)) }
        var event = JobEvent(
            kind: .inbox, job: .refresh, message: "inbox read via \(inbox.setup.serverName): \(report.summary)",
            outcome: report.stopped == nil ? "read" : "stopped", reason: report.stopped)
        if let stopped = report.stopped {
            event.message = "inbox not fully read via \(inbox.setup.serverName): \(stopped) (\(report.summary))"
            event.priority = .warning
        }
        log.record(event)
    }
}
