package import Foundation
package import MyndCore
package import MyndSystemd

/// One thing a job run did that its log tells: together, the events of a run are its story
/// in `journalctl --user -u mynd-refresh`. Messages are fixed phrases with the data in fields
/// (`MYND_JOB`, `MYND_GOAL_ID`, …), and never hold a secret.
package struct JobEvent: Equatable, Sendable {
    /// What happened. Each kind has a fixed journal `MESSAGE_ID`, so
    /// `journalctl MESSAGE_ID=…` finds every such event across runs and versions.
    package enum Kind: String, CaseIterable, Sendable {
        case runStart = "run_start"
        case runFinish = "run_finish"
        case deferral
        case delivery
        case expiry
        /// `--if-due` found nothing due: the hourly processing timer's usual run.
        case notDue = "not_due"
        /// Another run of the same job was still going: this one did nothing.
        case skip
        /// A look at the inbox for replies.
        case inbox
        /// A calendar source read into its window (or not, and why).
        case calendar

        /// 128-bit ids made once with `systemd-id128 new`; never change one.
        package var messageID: String {
            switch self {
            case .runStart: "e6ccaf219ba1468791fe01a912ddef6e"
            case .runFinish: "06f3f0cb53e24690ab38ff098cb61dbb"
            case .deferral: "5786d4a0572141a09d0b170659601d91"
            case .delivery: "56aacc711d2b4b0ab2dff4155931bf9b"
            case .expiry: "81326407ceae42e89241fca8d4ceca00"
            case .notDue: "206a61581bec4694af42423c77b04c87"
            case .skip: "df186f19504646d49e0dafbfaa3cdcc1"
            case .inbox: "81c4440e5abb42bd9ad8020fcf232354"
            case .calendar: "f0f3694e5bc54390ba815382e433f333"
            }
        }
    }

    package var kind: Kind
    package var job: JobKind
    package var message: String
    package var priority: JournalPriority = .info
    package var goalID: UUID?
    /// ran, deferred, expired; for a delivery: sent, retry, failed.
    package var outcome: String?
    /// For a delivery: the channel.
    package var channel: String?
    /// Why: the deferral's or expiry's reason, a delivery's error.
    package var reason: String?

    /// The journal fields besides `MESSAGE` and `PRIORITY`.
    package var fields: [String: String] {
        var fields = ["MESSAGE_ID": kind.messageID, "MYND_JOB": job.rawValue, "MYND_EVENT": kind.rawValue]
        if let goalID { fields["MYND_GOAL_ID"] = goalID.lowercasedString }
        if let outcome { fields["MYND_OUTCOME"] = outcome }
        if let channel { fields["MYND_CHANNEL"] = channel }
        if let reason { fields["MYND_REASON"] = reason }
        return fields
    }
}
