import MyndCore
import MyndStore

extension Mynd.Doctor {
    /// The calendar's sources: each read or not (and why), and what a reading could not place
    /// (a zone nobody knows, read as local time). A source not read yet is not a fault.
    func calendarCheck(_ context: Context, _ store: GraphStore) throws -> DoctorCheck? {
        guard !context.config.calendar.sources.isEmpty else { return nil }
        let sources = try StatusJSON.calendar(context, store)
        let describe = context.describe
        guard !sources.isEmpty else {
            return DoctorCheck(
                name: "calendar", ok: true,
                detail: "\(context.config.calendar.sources.count) source(s), not read yet (the next refresh reads them)")
        }
        var parts = sources.map { String($0.line(describe).dropFirst("calendar: ".count)) }
        parts += sources.flatMap(\.notes)
        parts.append(
            context.config.calendar.shareTitles ? "event titles go to Claude (share_titles = true)" : "event titles stay on this machine")
        return DoctorCheck(name: "calendar", ok: sources.allSatisfy(\.ok), detail: parts.joined(separator: "; "))
    }
}
