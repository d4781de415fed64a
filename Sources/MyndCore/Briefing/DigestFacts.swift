/// The facts of a morning digest's insight, read by the store at one instant: what the
/// fallback insight and Claude's prompt are both written from.
public struct DigestFacts: Sendable {
    public var activeGoals: Int
    public var stale: [Node]
    public var completedSince: [Node]
    public var blockers: [(goal: Node, blocker: Node)]
    public var nextActions: [(goal: Node, action: Node)]
    /// The week before `now`, as a friend would notice it.
    public var week = Week()

    public init(
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
    public struct Week: Sendable {
        /// Goals and actions completed, and a few of them (newest first).
        public var doneCount = 0
        public var done: [Node] = []
        /// Open goals the person touched (added to, looked at, answered about).
        public var touchedCount = 0
        /// Nudges answered (any real answer) and nudges left without one.
        public var answered = 0
        public var ignored = 0
        /// The insight of the last digest (yesterday's, for the digest being written): not to
        /// be repeated.
        public var lastInsight: String?
        /// Steps taken: "did a step" answers and actions done.
        public var steps = 0
        /// The goals and people acted on since the last digest (their text): not what the
        /// insight nags about.
        public var actedOn: [String] = []

        public init() {}
    }
}
