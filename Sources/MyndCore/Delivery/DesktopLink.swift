/// The links of the desktop delivery chain, in the order they are tried: a running agent
/// (it shows the notification with actions and hears the answers), the notification server
/// directly (no actions: the job exits, so nobody would hear them), the `[desktop] helper`
/// command, and finally the terminal or journal.
package enum DesktopLink: String, CaseIterable, Sendable {
    case agent
    case notification
    case helper
    case terminal

    /// The links a sender tries, in order. The agent itself is never handed a row.
    package static func chain(asAgent: Bool) -> [DesktopLink] {
        asAgent ? [.notification, .helper, .terminal] : allCases
    }

    /// The link a job would use now, from what can be seen without sending anything (what
    /// `mynd doctor` reports).
    package static func current(busReachable: Bool, agentRunning: Bool, serverAnswers: Bool, helperFound: Bool)
        -> DesktopLink
    {
        if busReachable && agentRunning { return .agent }
        if busReachable && serverAnswers { return .notification }
        return helperFound ? .helper : .terminal
    }
}
