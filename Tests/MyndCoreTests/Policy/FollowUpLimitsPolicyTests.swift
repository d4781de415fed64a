import MyndTestSupport
import Testing

@testable import MyndCore

@Suite(.timed) struct FollowUpLimitsPolicyTests {
    @Test func defaults_matchTheSpec() throws {
        let limits = FollowUpLimits()
        #expect(limits.staleAfter == DurationText(days: 3))
        #expect(limits.maxPerDay == 5)
        #expect(limits.minGap == 7200)
        #expect(limits.cooldown == 86_400)
        #expect(limits.quietHours?.description == "22:00-07:00")
        #expect(try FollowUpLimits.parse() == limits)
    }

    @Test func parse_readsConfigText() throws {
        let limits = try FollowUpLimits.parse(
            staleAfter: "1w", maxPerDay: 0, minGap: "90m", cooldown: "2d", quietHours: "")
        #expect(limits.staleAfter == DurationText(days: 7))
        #expect(limits.maxPerDay == 0)
        #expect(limits.minGap == 5400)
        #expect(limits.cooldown == 172_800)
        #expect(limits.quietHours == nil)
    }

    @Test func parse_badValues_nameTheKey() {
        #expect(throws: PolicyError.badDuration(key: "stale_after", value: "3 days")) {
            try FollowUpLimits.parse(staleAfter: "3 days")
        }
        #expect(throws: PolicyError.badDuration(key: "min_gap", value: "")) {
            try FollowUpLimits.parse(minGap: "")
        }
        #expect(throws: PolicyError.badDuration(key: "cooldown", value: "soon")) {
            try FollowUpLimits.parse(cooldown: "soon")
        }
        #expect(throws: PolicyError.negativeCount(key: "max_notifications_per_day", value: -1)) {
            try FollowUpLimits.parse(maxPerDay: -1)
        }
        #expect(throws: PolicyError.badQuietHours("22:00")) {
            try FollowUpLimits.parse(quietHours: "22:00")
        }
    }

    @Test func errorDescriptions_sayWhatIsAllowed() {
        #expect(
            PolicyError.badQuietHours("10pm-7am").description
                == "quiet_hours \"10pm-7am\" is not HH:MM-HH:MM: use 24-hour times like \"22:00-07:00\", or \"\" to turn quiet hours off"
        )
        #expect(
            PolicyError.emptyQuietHours("07:00-7:00").description
                == "quiet_hours \"07:00-7:00\" starts and ends at the same time: give two different times, or \"\" to turn quiet hours off"
        )
        #expect(
            PolicyError.badDuration(key: "min_gap", value: "2 hours").description
                == "min_gap \"2 hours\" is not a duration: use a number and a unit, like \"30m\", \"2h\", \"3d\" or \"1h30m\""
        )
        #expect(
            PolicyError.negativeCount(key: "max_notifications_per_day", value: -2).description
                == "max_notifications_per_day -2 is below zero: use 0 (no follow-ups) or more"
        )
    }
}
