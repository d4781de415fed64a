import MyndCore
import MyndTestSupport
import Testing

@Suite(.timed) struct DesktopLinkTests {
    @Test func aJob_triesTheAgentFirst_theAgentNeverHandsToItself() {
        #expect(DesktopLink.chain(asAgent: false) == [.agent, .notification, .helper, .terminal])
        #expect(DesktopLink.chain(asAgent: true) == [.notification, .helper, .terminal])
    }

    @Test func current_isTheFirstLinkThatIsThere() {
        #expect(
            DesktopLink.current(busReachable: true, agentRunning: true, serverAnswers: true, helperFound: true)
                == .agent)
        #expect(
            DesktopLink.current(busReachable: true, agentRunning: false, serverAnswers: true, helperFound: true)
                == .notification)
        #expect(
            DesktopLink.current(busReachable: true, agentRunning: false, serverAnswers: false, helperFound: true)
                == .helper)
        #expect(
            DesktopLink.current(busReachable: false, agentRunning: true, serverAnswers: true, helperFound: true)
                == .helper)
        #expect(
            DesktopLink.current(busReachable: false, agentRunning: false, serverAnswers: false, helperFound: false)
                == .terminal)
        #expect(
            DesktopLink.current(busReachable: true, agentRunning: false, serverAnswers: false, helperFound: false)
                == .terminal)
    }
}
