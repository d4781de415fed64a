import Foundation
import MyndCore
public import MyndDelivery
import MyndHTTP
import MyndStore
import MyndSystemd

/// The inbox as a refresh reads it: the setup (login, or why not) and the reader.
public struct InboxJob {
    public var setup: InboxSetup
    public var reader: InboxReader

    public init(setup: InboxSetup, reader: InboxReader) {
        self.setup = setup
        self.reader = reader
    }

    /// The longest a look may take, however much of the run is left: planning and sending
    /// need the rest of refresh's 30 s.
    public static let longestLook = 12.0
    /// Below this, no look is started.
    public static let shortestLook = 2.0
}

/// Refresh reads the replies to mynd's emails first, within its budget.
extension JobRunner {
    func readInbox(_ expiration: Expiration, into result: inout JobResult) throws {
        guard let inbox else { return }
        let now = settings.now
        let seconds = min(InboxJob.longestLook, expiration.secondsForACall)
        let report: InboxReader.Report
        if let unavailable = inbox.setup.unavailable {
            report = InboxReader.Report(stopped: unavailable)
        } else if seconds < InboxJob.shortestLook {
            report = InboxReader.Report(stopped: "too little of this run's time left to read the inbox")
        } else {
            var reader = inbox.reader
            reader.beforeEach = { try step(expiration) }
            let hook = crashHook
            reader.afterRecording = { hook?.reach(.replyRecorded, "reply") }
            do {
                report = try reader.read(try inbox.setup.mailbox(seconds: seconds))
            } catch let error as IMAPError {
                report = InboxReader.Report(stopped: error.description)
            }
        }
        result.inbox = report
        try store.recordInboxCheck(ok: report.stopped == nil, detail: report.stopped ?? report.summary, at: now)
        if let stopped = report.stopped { result.reasons.append("inbox: \(stopped)") }
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
