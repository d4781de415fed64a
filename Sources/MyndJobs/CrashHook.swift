import MyndPOSIX
import Foundation

/// A test hook: the job kills itself with SIGKILL at one of its checkpoints, as a power cut or
/// `kill -9` could stop it, so the crash tests can show that a crash anywhere loses nothing and
/// sends nothing twice but in the outbox's one window (RELIABILITY.md, Crashes).
///
/// - `MYND_TEST_KILL_AT=N`: at the N-th checkpoint the run reaches;
/// - `MYND_TEST_KILL_AT=N+MS`: MS milliseconds after it, while the job goes on — so the kill
///   lands inside whatever comes next: a send, a transaction, the next checkpoint;
/// - `MYND_TEST_CRASH_AFTER_SEND=1`: at the first row sent and not yet recorded.
///
/// Before a kill it writes one line to stderr naming the checkpoint, so a test can tell
/// where its trials landed.
package final class CrashHook {
    /// The points of a run where a crash is worth trying, in the order a run passes them.
    package enum Checkpoint: String {
        /// The run is recorded as running.
        case started
        /// The plan (follow-ups or the digest, with their outbox rows) is committed.
        case planned
        /// A row is about to go to its channel.
        case sending
        /// The channel took the row; the outbox does not know yet.
        case sent
        /// The row's outcome is committed.
        case recorded
        /// A reply from the inbox is applied and recorded; the server does not know yet.
        case replyRecorded
    }

    private enum Target {
        case count(Int, delayMilliseconds: Int)
        case firstSent
    }

    private let target: Target
    private var reached = 0

    /// The hook the environment asks for; nil (no hook) when it asks for none.
    package init?(environment: [String: String]) {
        if let text = environment["MYND_TEST_KILL_AT"], !text.isEmpty {
            let parts = text.split(separator: "+", maxSplits: 1).map(String.init)
            guard let count = Int(parts[0]), count > 0 else { return nil }
            target = .count(count, delayMilliseconds: parts.count == 2 ? Int(parts[1]) ?? 0 : 0)
        } else if environment["MYND_TEST_CRASH_AFTER_SEND"] == "1" {
            target = .firstSent
        } else {
            return nil
        }
    }

    /// Called by the job at each checkpoint; kills the process when it is the one asked for.
    package func reach(_ checkpoint: Checkpoint, _ detail: @autoclosure () -> String = "") {
        reached += 1
        switch target {
        case .firstSent where checkpoint == .sent:
            strike(at: checkpoint, detail(), delayMilliseconds: 0)
        case .count(let count, let delay) where count == reached:
            strike(at: checkpoint, detail(), delayMilliseconds: delay)
        default:
            break
        }
    }

    private func strike(at checkpoint: Checkpoint, _ detail: String, delayMilliseconds: Int) {
        let when = delayMilliseconds > 0 ? " + \(delayMilliseconds) ms" : ""
        FileHandle.standardError.write(
            Data(
                "mynd: test hook: SIGKILL at checkpoint \(reached) (\(checkpoint.rawValue)\(detail.isEmpty ? "" : " " + detail))\(when)\n"
                    .utf8))
        guard delayMilliseconds > 0 else { ThisProcess.killNow(); return }
        Thread.detachNewThread {
            usleep(useconds_t(delayMilliseconds) * 1000)
            ThisProcess.killNow()
        }
    }
}
