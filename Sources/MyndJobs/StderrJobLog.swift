import Foundation
import MyndCore
package import MyndSystemd

/// Events at `threshold` or worse as `mynd: job: message` lines on stderr.
package struct StderrJobLog: JobLog {
    package var threshold: JournalPriority = .warning

    package init(threshold: JournalPriority = .warning) {
        self.threshold = threshold
    }

    package func record(_ event: JobEvent) {
        guard event.priority.rawValue <= threshold.rawValue else { return }
        // A failed run's error reaches the person as the command's own one line: said twice,
        // it would read as two problems.
        if event.kind == .runFinish, event.outcome == "failed" { return }
        FileHandle.standardError.write(Data("mynd: \(event.job.rawValue): \(Terminal.line(event.message, limit: 300))\n".utf8))
    }
}
