import MyndCore
import MyndStore

extension StatusJSON {
    /// `[calendar]`: each source as last read — how many events its window holds, or why it
    /// could not be read (its last good window stays).
    struct CalendarSourceJSON: Encodable {
        var name: String
        var ok: Bool
        var events: Int
        var checkedAt: String
        @Nullable var goodAt: String?
        @Nullable var error: String?
        var notes: [String]

        init(_ state: CalendarSourceState) {
            name = state.name
            ok = state.error == nil
            events = state.events
            checkedAt = state.checkedAt.iso8601
            goodAt = state.goodAt?.iso8601
            error = state.error
            notes = state.notes
        }

        /// One line: "calendar: ~/.calendars/work: 12 events in the window", or what failed and
        /// since when the window is as it was.
        func line(_ describe: Describe) -> String {
            guard let error else { return "calendar: \(name): \(events) event\(events == 1 ? "" : "s") in the window" }
            let kept =
                goodAt.flatMap(Timestamp.init(iso8601:)).map { "keeping the window read \(describe.when($0))" } ?? "no window yet"
            return "calendar: \(error) (\(kept))"
        }
    }

    /// The sources of `[calendar]` as the refresh last read them; empty without a calendar.
    static func calendar(_ context: Context, _ store: GraphStore) throws -> [CalendarSourceJSON] {
        guard !context.config.calendar.sources.isEmpty else { return [] }
        return try store.calendarSources().map(CalendarSourceJSON.init)
    }
}
