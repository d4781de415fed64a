import Foundation
@testable import MyndJobs
import MyndCore
import MyndTestSupport
import Testing

@Suite(.timed) struct JobEventTests {
    @Test func everyKind_hasItsOwn128BitMessageID() {
        let ids = JobEvent.Kind.allCases.map(\.messageID)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.count == 32 && id.allSatisfy { $0.isHexDigit && !$0.isUppercase }, "\(id)")
        }
    }

    @Test func fields_nameTheJob_theGoal_andTheOutcome() {
        let goal = UUID()
        let event = JobEvent(
            kind: .delivery, job: .refresh, message: "follow-up delivered via terminal", goalID: goal, outcome: "sent", channel: "terminal")
        #expect(
            event.fields == [
                "MESSAGE_ID": JobEvent.Kind.delivery.messageID, "MYND_JOB": "refresh", "MYND_EVENT": "delivery",
                "MYND_GOAL_ID": goal.uuidString.lowercased(), "MYND_OUTCOME": "sent", "MYND_CHANNEL": "terminal",
            ])
        #expect(JobEvent(kind: .runStart, job: .digest, message: "m").fields.keys.sorted() == ["MESSAGE_ID", "MYND_EVENT", "MYND_JOB"])
    }
}
