import Foundation

/// What the morning briefing is made from, read by the store at one instant: plain values,
/// so the composer is pure.
package struct BriefingFacts: Sendable {
    /// A goal as the briefing names it: its short id, its next action and its first blocker.
    package struct Goal: Equatable, Sendable {
        package var node: Node
        package var shortId: String
        package var nextAction: String?
        package var blocker: String?
        /// The blocker is a person: the line says who it waits on.
        package var blockerIsPerson = false

        /// Its short id and its node, as a briefing line names it.
        var named: (short: String, node: UUID) { (shortId, node.id) }

        package init(node: Node, shortId: String, nextAction: String? = nil, blocker: String? = nil, blockerIsPerson: Bool = false) {
            self.node = node
            self.shortId = shortId
            self.nextAction = nextAction
            self.blocker = blocker
            self.blockerIsPerson = blockerIsPerson
        }
    }

    /// Open goals gone quiet, as the planner ranks them (best first).
    package var quiet: [Goal] = []
    /// Goals and actions whose snooze ends later today, with when.
    package var comingBack: [(goal: Goal, at: Timestamp)] = []
    /// Nudges delivered and not answered yet, with when they were sent.
    package var waiting: [(goal: Goal, since: Timestamp)] = []
    /// Goals and actions completed since the last digest.
    package var done: [Goal] = []
    /// Open goals something blocks.
    package var blocked: [Goal] = []
    /// People past their cadence (`PeoplePolicy.due`), with their short ids.
    package var people: [(contact: PersonContact, shortId: String)] = []
    /// Today's calendar events not over yet, by start (empty without a calendar).
    package var today: [CalendarEvent] = []
    /// The open goals, by when they were last touched: an event of the day may be about one
    /// (`EventGoals`). Read only when there are events today.
    package var openGoals: [Node] = []
    /// Open goals, and people with a cadence: with neither, the graph has nothing to brief on.
    package var activeGoals = 0
    package var peopleWithCadence = 0

    package init() {}

    /// Nothing to keep an eye on: no open goal, no person to keep in touch with.
    package var isEmptyGraph: Bool { activeGoals == 0 && peopleWithCadence == 0 && done.isEmpty }
}
