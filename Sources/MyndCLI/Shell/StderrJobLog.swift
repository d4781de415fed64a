import Foundation
import MyndCore
import MyndSystemd

/// Events at `threshold` or worse as `mynd: job: message` lines on stderr.
struct StderrJobLog: JobLog {
    var threshold: JournalPriority = .warning

    func record(_ event: JobEvent) {
        guard event.priority.rawValue <= threshold.rawValue else { return }
        FileHandle.standardError.write(Data("mynd: \(event.job.rawValue): \(Terminal.line(event.message, limit: 300))\n".utf8))
    }
}
