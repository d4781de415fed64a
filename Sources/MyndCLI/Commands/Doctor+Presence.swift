import MyndCore
import MyndStore

extension Mynd.Doctor {
    /// Presence as the jobs see it, and where it comes from. Unknown is not a problem: without
    /// a source nothing is held, as before presence.
    func presenceCheck(_ context: Context, _ store: GraphStore) throws -> DoctorCheck {
        let (presence, record) = try context.presence(store)
        var detail = context.presenceText.presence(presence)
        if record.override != nil { detail += "; `mynd presence auto` hands back to the session's signals" }
        if case .unknown = presence.state {
            detail +=
                ": nothing is held for an absence (mynd agent watches logind and the screen saver;"
                + " window managers can call `mynd presence`)"
        }
        if let pause = record.pause { detail += "; " + context.presenceText.pause(pause) }
        return DoctorCheck(name: "presence", ok: true, detail: detail)
    }
}
