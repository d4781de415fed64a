import MyndCalendar
import MyndCore
import MyndStore
import MyndSystemd

/// Refresh and digest read the calendar's sources that are due into the store's window first:
/// the parsing happens here, once in a while; presence and the briefing only read the window.
extension JobRunner {
    func readCalendar(_ job: JobKind) throws {
        guard let calendar else { return }
        let now = settings.now
        try store.dropCalendarSources(keeping: calendar.sources.map(\.name))
        let known = Dictionary(try store.calendarSources().map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for source in calendar.sources {
            let last = known[source.name]
            guard calendar.isDue(last: last, now: now) else { continue }
            let outcome = calendar.read(source, last: last, now: now)
            switch outcome {
            case .window(let events, let state):
                try store.recordCalendarRead(state, events: events)
                log.record(
                    JobEvent(
                        kind: .calendar, job: job, message: "calendar read: \(state.name): \(events.count) in the window",
                        priority: .debug, outcome: "read"))
            case .failed(let state):
                // The last good window stays; the failure is said in status and doctor.
                try store.recordCalendarRead(state, events: nil)
                log.record(
                    JobEvent(
                        kind: .calendar, job: job, message: "calendar not read: \(state.error ?? state.name)", priority: .warning,
                        outcome: "failed", reason: state.error))
            }
        }
        // An ended meeting with someone is being in touch with them.
        try store.recordCalendarContact(window: CalendarReading.window(around: now, zone: settings.zone).from, now: now)
    }
}
