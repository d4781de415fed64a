/// The facts of a morning digest's insight, read by the store at one instant: what the
/// fallback insight and Claude's prompt are both written from.
package struct DigestFacts: Sendable {
    package var activeGoals: Int
    package var stale: [Node]
    package var completedSince: [Node]
    package var blockers: [(goal: Node, blocker: Node)]
    package var nextActions: [(goal: Node, action: Node)]
    /// The week before `now`, as a friend would notice it.
    package var week = Week()
    /// The day's calendar events (the digest's day; empty without a calendar): what the
    /// insight's prompt may carry of it, as `CalendarShare` allows.
    package var day: [CalendarEvent] = []

    package init(
        activeGoals: Int, stale: [Node], completedSince: [Node], blockers: [(goal: Node, blocker: Node)],
        nextActions: [(goal: Node, action: Node)], week: Week = Week()
    ) {
        self.activeGoals = activeGoals
        self.stale = stale
        self.completedSince = completedSince
        self.blockers = blockers
        self.nextActions = nextActions
        self.week = week
    }

    /// What the last seven days looked like: what the insight is written from, so it says
    /// something a perceptive friend would (a win, a pattern) and not yesterday's words.
    package struct Week: Sendable {
        /// Goals and actions completed, and a few of them (newest first).
        package var doneCount = 0
        package var done: [Node] = []
        /// Open goals the person touched (added to, looked at, answered about).
        package var touchedCount = 0
        /// Nudges answered (any real answer) and nudges left without one.
        package var answered = 0
        package var ignored = 0
        /// The insight of the last digest (yesterday's, for the digest being written): not to
        /// be repeated.
        package var lastInsight: String?
        /// Steps taken: "did a step" answers and actions done.
        package var steps = 0
        /// The goals and people acted on since the last digest (their text): not what the
        /// insight nags about.
        package var actedOn: [String] = []

        package init() {}
    }
}
