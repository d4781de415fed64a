import MyndCore
import MyndTestSupport
import Testing

private let berlin = zone("Europe/Berlin")
private let quiet = QuietHours(start: ClockTime(hour: 22, minute: 0)!, end: ClockTime(hour: 7, minute: 0)!)

@Suite(.timed) struct AgentTimerTests {
    @Test func nothingPending_noQuietHours_sleepsUntilWoken() {
        let timer = AgentTimer(quietHours: nil, zone: berlin)
        #expect(timer.sleep(now: utc("2026-11-22T12:00:00+01:00"), nextDue: nil) == nil)
    }

    @Test func nothingPending_wakesOnceWhenQuietHoursNextEnd() {
        // A digest written at night (for 07:00) wakes no one: the agent looks at 07:00 anyway.
        let timer = AgentTimer(quietHours: quiet, zone: berlin)
        #expect(timer.sleep(now: utc("2026-11-22T12:00:00+01:00"), nextDue: nil) == Double(19 * 3600))
        #expect(timer.sleep(now: utc("2026-11-22T23:00:00+01:00"), nextDue: nil) == Double(8 * 3600))
        #expect(timer.nextQuietEnd(after: utc("2026-11-23T07:00:00+01:00")) == utc("2026-11-24T07:00:00+01:00"))
        let lunch = AgentTimer(
            quietHours: QuietHours(start: ClockTime(hour: 13, minute: 0)!, end: ClockTime(hour: 14, minute: 0)!),
            zone: berlin)
        #expect(lunch.nextQuietEnd(after: utc("2026-11-22T12:00:00+01:00")) == utc("2026-11-22T14:00:00+01:00"))
        // Across the autumn DST change the night is nine hours long on the wall clock's terms.
        #expect(timer.nextQuietEnd(after: utc("2026-10-24T23:00:00+02:00")) == utc("2026-10-25T07:00:00+01:00"))
    }

    @Test func aRowInBackoff_wakesTheAgentAtItsTime() {
        let timer = AgentTimer(quietHours: nil, zone: berlin)
        let now = utc("2026-11-22T12:00:00+01:00")
        #expect(timer.sleep(now: now, nextDue: now.adding(seconds: 240)) == 240)
    }

    @Test func aRowDueInQuietHours_waitsForTheirEnd() {
        let timer = AgentTimer(quietHours: quiet, zone: berlin)
        let now = utc("2026-11-22T23:00:00+01:00")
        #expect(!timer.mayDeliver(at: now))
        // Due now, but 07:00 is eight hours away.
        #expect(timer.sleep(now: now, nextDue: now) == Double(8 * 3600))
        #expect(timer.deliveryTime(of: now, now: now) == utc("2026-11-23T07:00:00+01:00"))
        // A retry that falls into the night also waits for the morning.
        let evening = utc("2026-11-22T21:59:00+01:00")
        #expect(timer.mayDeliver(at: evening))
        #expect(timer.sleep(now: evening, nextDue: evening.adding(seconds: 120)) == Double(9 * 3600 + 60))
    }

    @Test func aRowDueButUnsent_doesNotSpin() {
        let timer = AgentTimer(quietHours: nil, zone: berlin)
        let now = utc("2026-11-22T12:00:00+01:00")
        #expect(timer.sleep(now: now, nextDue: now.adding(seconds: -30)) == AgentTimer.minimumSleep)
    }

    @Test func noQuietHours_alwaysMayDeliver() {
        let timer = AgentTimer(quietHours: nil, zone: berlin)
        #expect(timer.mayDeliver(at: utc("2026-11-22T03:00:00+01:00")))
    }
}
