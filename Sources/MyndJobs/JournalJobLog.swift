import MyndCore
package import MyndSystemd

/// Events as structured journal entries.
package struct JournalJobLog: JobLog {
    package var journal = Journal()

    package func record(_ event: JobEvent) {
        do {
            try journal.send(message: "\(event.job.rawValue): \(event.message)", priority: event.priority, fields: event.fields)
        } catch {
            // journald went away mid-run: stderr still reaches whoever reads the unit's output.
            StderrJobLog(threshold: .debug).record(event)
        }
    }
}
