import MyndTestSupport
import Testing

@testable import MyndCore

/// A desktop nudge's title says why it comes; the body names the goal, so the title never
/// repeats it.
@Suite(.timed) struct NudgeTitleTests {
    @Test func theTitle_saysWhy_neverTheGoal() {
        #expect(NudgeTitle.desktop(kind: .stale, daysStale: 5.4, person: false) == "Quiet for 5 days")
        #expect(NudgeTitle.desktop(kind: .stale, daysStale: 1.2, person: false) == "Quiet for 1 day")
        #expect(NudgeTitle.desktop(kind: .returning, daysStale: 0, person: false) == "Back, as you asked")
        #expect(NudgeTitle.desktop(kind: .asking, daysStale: 20, person: false) == "Still want this?")
        #expect(NudgeTitle.desktop(kind: .stale, daysStale: 20, person: true) == "Time to get in touch")
        let body = FallbackText.followUp(goal: "Plant the garden", step: "Buy seeds", situation: .nextAction)
        #expect(!body.contains(NudgeTitle.desktop(kind: .stale, daysStale: 5, person: false)))
    }
}
