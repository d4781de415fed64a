import Foundation
import MyndSystemd

/// Where a job's events go. Made once by the command (`JobLogs.standard`) and handed to the
/// runner, so tests can hand it a recording one instead.
package protocol JobLog {
    func record(_ event: JobEvent)
}

package enum JobLogs {
    /// The journal when stderr is already connected to it (running under systemd), with
    /// structured fields; stderr otherwise, for warnings only — an interactive run prints its
    /// own summary, and a person at a terminal need not see the story twice.
    package static func standard(journalConnected: Bool = Journal.isConnectedToJournal()) -> any JobLog {
        journalConnected ? JournalJobLog() : StderrJobLog()
    }
}
