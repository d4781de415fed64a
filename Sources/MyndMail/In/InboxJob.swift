import Foundation
package import MyndCore
import MyndCurl
import MyndPOSIX
package import MyndStore

/// The inbox as a refresh or the agent reads it: the setup (login, or why not) and the reader
/// (none when the reply key is unusable: then only why is recorded).
package struct InboxJob {
    package var setup: InboxSetup
    package var reader: InboxReader?
    /// A lock one look holds (the agent's or a refresh's): the other skips its look rather than
    /// read the same replies at once. nil: no lock.
    package var lockPath: String?
    private let store: GraphStore
    private let now: Timestamp

    package init(setup: InboxSetup, reader: InboxReader, lockPath: String? = nil) {
        self.setup = setup
        self.reader = reader
        self.lockPath = lockPath
        store = reader.store
        now = reader.intents.now
    }

    /// A look that only records why the inbox cannot be read (`setup.unavailable`).
    package init(unavailable setup: InboxSetup, store: GraphStore, now: Timestamp) {
        self.setup = setup
        reader = nil
        self.store = store
        self.now = now
    }

    /// The longest a look may take, however much of a run is left: planning and sending
    /// need the rest of refresh's 30 s.
    package static let longestLook = 12.0
    /// Below this, no look is started.
    package static let shortestLook = 2.0

    /// One look within `seconds`, recorded for `status` (what it found, or why it stopped).
    /// `beforeEach` may throw to stop between messages; `afterRecording` runs between a
    /// reply's record and its flag.
    package func look(
        seconds: Double, beforeEach: @escaping () throws -> Void = {}, afterRecording: @escaping () -> Void = {}
    ) throws -> InboxReader.Report {
        // Held to the end of the look; another run reading the inbox now is not an error. No
        // lock to be had (a folder that cannot take the file) looks anyway.
        var lock: FileLock?
        if let lockPath {
            switch Result(catching: { () throws(SystemError) in try FileLock.tryLock(path: lockPath) }) {
            case .success(nil): return InboxReader.Report(busy: true)
            case .success(let held): lock = held
            case .failure: lock = nil
            }
        }
        let report: InboxReader.Report
        if let unavailable = setup.unavailable {
            report = InboxReader.Report(stopped: unavailable)
        } else if seconds < Self.shortestLook {
            report = InboxReader.Report(stopped: "too little time left to read the inbox")
        } else if var reader = self.reader {
            reader.beforeEach = beforeEach
            reader.afterRecording = afterRecording
            let lookSeconds = min(seconds, Self.longestLook)
            // A reply read by Claude takes its call from the look's time (which is within the
            // job's time for a call), leaving enough to record and flag it.
            let end = ContinuousClock.now.advanced(by: .milliseconds(Int64(lookSeconds * 1000)))
            reader.intents.secondsForACall = {
                let left = ContinuousClock.now.duration(to: end).components
                return max(0, Double(left.seconds) + Double(left.attoseconds) * 1e-18 - Self.shortestLook)
            }
            do {
                report = try reader.read(try setup.mailbox(seconds: lookSeconds))
            } catch let error as TransportError {
                report = InboxReader.Report(stopped: error.description)
            }
        } else {
            report = InboxReader.Report(stopped: "replies cannot be read")
        }
        try store.recordInboxCheck(ok: report.stopped == nil, detail: report.stopped ?? report.summary, at: now)
        withExtendedLifetime(lock) {}
        return report
    }
}
