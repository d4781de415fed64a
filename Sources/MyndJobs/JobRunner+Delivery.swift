import Foundation
import MyndCore
import MyndDelivery
import MyndStore
import MyndSystemd

/// Delivery: what the outbox holds for now goes out through the one dispatcher.
extension JobRunner {
    /// Sends the due rows outside quiet hours, each recorded as it goes and told to the log.
    /// Answers to the person's own replies are no nudge: they go in quiet hours too.
    func deliver(_ job: JobKind, _ expiration: Expiration, into result: inout JobResult) throws {
        let quiet = quietEnd(after: settings.now)
        if let end = quiet {
            result.notes.append(.deliveryWaits(until: end))
        }
        let now = settings.now
        // Away: the screen's rows wait for the return (the agent shows them then); paused: all.
        let open: Set<Channel>
        (open, result.held) = try openChannels()
        // A nudge the phone could not take goes to the screen, shown in this dispatch if it may.
        try fallBackFromPhone(job, open: open)
        // Paused, an answer to the person's own reply (the pause itself, say) still goes: it is
        // no nudge, as in quiet hours.
        let paused = if case .paused = result.held?.hold { true } else { false }
        let senders = Dictionary(uniqueKeysWithValues: channels.map { ($0.key.name, $0.value) })
        var dispatcher = OutboxDispatcher(
            store: store, channels: paused ? senders : senders.filter { open.contains($0.key) },
            kinds: quiet == nil && !paused ? nil : [.answer], now: { now },
            beforeEach: { try step(expiration) },
            observe: { step, item in
                let detail = "outbox \(item.id) \(item.channel.rawValue)"
                switch step {
                case .sending: crashHook?.reach(.sending, detail)
                case .sent: crashHook?.reach(.sent, detail)
                case .recorded: crashHook?.reach(.recorded, detail)
                }
            })
        // The channels' sends end with the run's time: a row the run has no time left for is
        // not started, and waits for the next run as it was.
        dispatcher.secondsLeft = { expiration.secondsForACall }
        // The gap and the cap are judged again when a nudge reaches the screen.
        dispatcher.pacing = OutboxDispatcher.Pacing(
            screen: Set(channels.keys.filter { $0.kind == .screen }.map(\.name)), limits: settings.limits, zone: settings.zone)
        try dispatcher.dispatchDue(
            report: { dispatched in
                result.deliveries.append(dispatched)
                log.record(deliveryEvent(dispatched, job: job))
                switch dispatched.outcome {
                case .sent where dispatched.recorded: result.delivered += 1
                case .retryLater(let reason), .retryAfter(let reason, _):
                    result.notes.append(.deliveryRetried(dispatched.item.channel, reason))
                case .failed(let reason): result.notes.append(.deliveryFailed(dispatched.item.channel, reason))
                default: break
                }
            },
            waiting: { waiting in
                // One line per channel, however many rows wait.
                for (channel, count) in waiting.sorted(by: { $0.key < $1.key }) {
                    result.notes.append(.deliveryWaiting(channel, count))
                    log.record(
                        JobEvent(
                            kind: .delivery, job: job, message: "\(channel.rawValue): \(count) waiting for the next run",
                            outcome: "waiting", channel: channel.rawValue, reason: "\(count) rows not reached in this run's time"))
                }
            })
    }

    /// The log's account of one delivery: which message, through which channel, how it went
    /// (the text itself stays out of the log).
    private func deliveryEvent(_ dispatched: OutboxDispatcher.Dispatched, job: JobKind) -> JobEvent {
        let item = dispatched.item
        let goal = item.kind == .followup ? (try? UUID(string: item.ref).flatMap { try store.followUp($0) })??.goalId : nil
        let what =
            switch item.kind {
            case .followup: "follow-up"
            case .digest: "digest \(item.ref)"
            case .answer: "answer to a reply"
            }
        var event = JobEvent(kind: .delivery, job: job, message: "", goalID: goal, channel: item.channel.rawValue)
        switch dispatched.outcome {
        case .sent(let via, _):
            event.message = "\(what) delivered via \(via)"
            event.outcome = "sent"
        case .retryLater(let reason), .retryAfter(let reason, _):
            event.message = "\(what) not delivered via \(item.channel.rawValue), will retry: \(reason)"
            event.priority = .warning
            event.outcome = "retry"
            event.reason = reason
        case .failed(let reason):
            event.message = "\(what) could not be delivered via \(item.channel.rawValue): \(reason)"
            event.priority = .error
            event.outcome = "failed"
            event.reason = reason
        case .notTried(let reason):
            event.message = "\(what) waits for the next run: \(reason)"
            event.outcome = "waiting"
        case .handedOff(let agent):
            event.message = "\(what) handed to \(agent)"
            event.outcome = "handed_off"
        }
        return event
    }
}
