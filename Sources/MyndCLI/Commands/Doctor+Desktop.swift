import MyndAgent
import MyndDelivery
import MyndPOSIX
import MyndCore
import MyndStore
import MyndSystemd

extension Mynd.Doctor {
    /// The desktop chain as a job would find it now: the session bus, the notification server
    /// (and whether it offers actions), the agent, the helper — and so which link a job would
    /// use. A problem only when desktop is a configured channel and nothing but the terminal
    /// is left.
    func desktopCheck(_ context: Context, _ store: GraphStore) throws -> DoctorCheck {
        var parts: [String] = []
        var busReachable = false
        var agentRunning = false
        var serverAnswers = false
        do {
            let bus = try Bus.session()
            busReachable = true
            parts.append("session bus: yes")
            let notifications = Notifications(bus: bus, timeout: DesktopTimeouts().server)
            do {
                let info = try notifications.serverInformation()
                let actions = try notifications.capabilities().contains("actions")
                serverAnswers = true
                parts.append("server: \(info.name) \(info.version), \(actions ? "with" : "no") actions")
            } catch {
                parts.append("server: none (\(error))")
            }
            agentRunning = (try? bus.nameHasOwner(AgentBusName.name, timeout: DesktopTimeouts().wake)) ?? false
            parts.append(agentRunning ? "agent: running" : "agent: not running")
        } catch {
            parts.append(error == .noSessionBus ? "session bus: none" : "session bus: none (\(error))")
        }
        let helper = context.config.desktop.helper.words[0]
        let programs = ProgramRunner(environment: context.environment)
        let helperPath = programs.find(helper)
        parts.append(helperPath.map { "helper: \($0)" } ?? "helper: \(helper) not on PATH")
        // As a click runs it, `{id}` standing for the goal's short id.
        let openWords = context.config.desktop.openCommand?.words ?? OpenCommand.terminal + ["mynd", "show", "{id}", "--wait"]
        let open = openWords[0]
        // A click on a nudge runs it: a program that is not there makes the click do nothing,
        // which is a problem, not a remark.
        let openMissing = programs.find(open) == nil
        if openMissing {
            parts.append(
                "open: \(open) not on PATH, so a click on a nudge opens nothing: install it or set [desktop] open_command, like \"foot -e mynd show {id}\""
            )
        } else {
            parts.append("open: \(openWords.joined(separator: " "))")
        }

        let link = DesktopLink.current(
            busReachable: busReachable, agentRunning: agentRunning, serverAnswers: serverAnswers,
            helperFound: helperPath != nil)
        let use: String
        switch link {
        case .agent: use = "jobs use: the agent (with Later / I handled it)"
        case .notification: use = "jobs use: the server directly, no actions (start `mynd agent` for them)"
        case .helper: use = "jobs use: the helper"
        case .terminal: use = "jobs use: the terminal/journal"
        }
        parts.append(use)
        if let last = try store.lastSent(channel: .desktop) {
            parts.append("last sent \(context.describe.when(last.at)) via \(last.via ?? "?")")
        }
        let used = (context.config.followUpChannels + context.config.digestChannels).contains(.desktop)
        if !used { parts.insert("not a channel in [channels]", at: 0) }
        return DoctorCheck(name: "desktop", ok: !used || (link != .terminal && !openMissing), detail: parts.joined(separator: "; "))
    }
}
