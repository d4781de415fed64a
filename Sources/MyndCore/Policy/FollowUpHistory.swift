package import Foundation

/// What has already happened, as the shell reads it from the store: the planner's memory.
package struct FollowUpHistory: Equatable, Sendable {
    /// Goals with a follow-up planned or delivered and not yet answered (done, dismissed).
    package var openFollowUpGoalIDs: Set<UUID>
    /// When each goal last got a follow-up (planned or delivered), for `cooldown`.
    package var lastFollowUpAt: [UUID: Timestamp]
    /// Follow-ups delivered since the start of the current local day
    /// (`FollowUpPlanner.startOfLocalDay`), for `maxPerDay`.
    package var deliveredToday: Int
    /// The last follow-up delivered for any goal, for `minGap`.
    package var lastDeliveredAt: Timestamp?
    /// Per goal, its nudges dismissed or unanswered in a row since the last real answer or
    /// touch: the back-off's count.
    package var wavedAway: [UUID: Int]
    /// Follow-ups mynd began today (not returning snoozes), and the last of them: the cap and
    /// the gap a goal silent for the longest rest is held to, so the person's own reminders
    /// cannot use up its day. (After a returning snooze it still waits `FollowUpLimits.briefGap`.)
    package var initiatedToday: Int
    package var lastInitiatedAt: Timestamp?
    /// When this person answers, learned from past nudges: for `SendTiming`.
    package var answerHours = AnswerHours()
    /// When this person is at the desk, learned from presence: for `SendTiming` too.
    package var presenceHours = PresenceHours()
    /// Whether the person is here now, as presence says; nil when nobody can tell.
    package var presentNow: Bool?
    /// The people each open goal is about (its `mentions` edges to people): a goal about a
    /// person and the person's own nudge never both go out in one day. The store gives only
    /// the pairs in which one side was nudged today: the others cannot hold anything.
    package var aboutPeople: [UUID: Set<UUID>] = [:]
    /// The person's calendar events from now to the end of their day: a nudge due just before
    /// an event waits for the next gap between them (`DayShape.waitForGap`).
    package var dayEvents: [CalendarEvent] = []

    package init(
        openFollowUpGoalIDs: Set<UUID> = [], lastFollowUpAt: [UUID: Timestamp] = [:],
        deliveredToday: Int = 0, lastDeliveredAt: Timestamp? = nil, wavedAway: [UUID: Int] = [:]
    ) {
        self.wavedAway = wavedAway
        self.openFollowUpGoalIDs = openFollowUpGoalIDs
        self.lastFollowUpAt = lastFollowUpAt
        self.deliveredToday = deliveredToday
        self.lastDeliveredAt = lastDeliveredAt
        // Unless told otherwise, every follow-up counted was mynd's own.
        initiatedToday = deliveredToday
        lastInitiatedAt = lastDeliveredAt
    }
}
