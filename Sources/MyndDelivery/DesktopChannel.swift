import Foundation
package import MyndCore
package import MyndPOSIX
package import MyndStore
import MyndSystemd

/// Where the notifications already shown are looked up (to replace one on a resend); the
/// live one is the store.
package protocol NotificationRecords {
    func replaceableNotificationID(for item: OutboxItem, server: String) throws -> UInt32?
}

extension GraphStore: NotificationRecords {}

extension Channel {
    package static let desktop = ChannelDeclaration.desktop.name
}

extension ChannelDeclaration {
    /// A desktop notification: a nudge titled with why it comes ("Quiet for 5 days"), since
    /// its body names the goal, and carrying what its buttons depend on; the digest's few lines.
    package static let desktop = ChannelDeclaration(Channel("desktop"), kind: .screen) { message in
        let followUp = message.followUp
        let person = message.goal.type == .person
        return MessageContent(
            title: NudgeTitle.desktop(kind: followUp.kind, daysStale: followUp.daysStale ?? 0, person: person, in: message.language),
            body: followUp.text, payload: MessageContent.payload(DesktopChannel.Buttons(asking: followUp.kind == .asking, person: person)))
    }
}

/// Delivers desktop rows down a chain: a running agent, the
/// notification server, the `[desktop] helper` command, the terminal or journal. Each link
/// that cannot deliver says why, and the outcome's `via` carries the link that did and the
/// reasons the ones before it did not, so `run` output and the outbox show the chain.
///
/// A link that fails stays skipped for the rest of this channel's life (one job run, or one
/// round of the agent), so several rows cost the timeouts once.
package final class DesktopChannel: DeliveryChannel {
    package let bus: any DesktopBus
    package let programs: any ProgramRunning
    package let helper: CommandWords
    package let records: any NotificationRecords
    package let terminal: any DeliveryChannel
    /// The agent itself delivers: no agent link, and actions when the server has them.
    package let asAgent: Bool
    package let timeouts: DesktopTimeouts
    package let now: () -> Timestamp
    /// The language of the buttons.
    package let language: Language
    private var down: [DesktopLink: String] = [:]
    /// The agent answered a Wake in this run: it reads every due row, so once is enough.
    private var agentAwake = false

    package init(
        bus: any DesktopBus, programs: any ProgramRunning, helper: CommandWords, records: any NotificationRecords,
        terminal: any DeliveryChannel = TerminalChannel(), asAgent: Bool, timeouts: DesktopTimeouts = DesktopTimeouts(),
        language: Language = .english, now: @escaping () -> Timestamp
    ) {
        self.language = language
        self.bus = bus
        self.programs = programs
        self.helper = helper
        self.records = records
        self.terminal = terminal
        self.asAgent = asAgent
        self.timeouts = timeouts
        self.now = now
    }

    /// What a nudge's buttons depend on, kept in its row: an asking nudge offers *Keep* and
    /// *Let it go*, one about a person *Reached out*.
    package struct Buttons: Codable, Sendable {
        package var asking: Bool
        package var person: Bool
    }

    /// What one link did with a row.
    private enum Attempt {
        case delivered(DeliveryOutcome)
        /// This link cannot deliver now; `sticky` when that also holds for the next row.
        case unavailable(String, sticky: Bool)
    }

    package func deliver(_ item: OutboxItem) -> DeliveryOutcome {
        var passed: [String] = []
        for link in DesktopLink.chain(asAgent: asAgent) {
            if let reason = down[link] {
                // One missing bus stops two links: say so once.
                if !passed.contains(reason) { passed.append(reason) }
                continue
            }
            switch attempt(link, item) {
            case .delivered(.sent(let via, let shown)) where !passed.isEmpty:
                return .sent(via: "\(via), after: \(passed.joined(separator: "; "))", shown: shown)
            case .delivered(let outcome):
                return outcome
            case .unavailable(let reason, let sticky):
                if sticky { down[link] = reason }
                passed.append(reason)
            }
        }
        // Not reached: the terminal always delivers.
        return .retryLater(passed.joined(separator: "; "))
    }

    private func attempt(_ link: DesktopLink, _ item: OutboxItem) -> Attempt {
        switch link {
        case .agent: return wakeAgent()
        case .notification: return notify(item)
        case .helper: return runHelper(item)
        case .terminal: return .delivered(terminal.deliver(item))
        }
    }

    /// A running agent shows this channel's rows, and sleeps until the next one it knows of:
    /// told that rows now wait for a later time, it looks again and wakes for them then.
    package func rowsWait() {
        guard !asAgent else { return }
        _ = try? bus.wakeAgent()
    }

    private func wakeAgent() -> Attempt {
        if agentAwake { return .delivered(.handedOff(to: "mynd agent")) }
        do {
            if try bus.wakeAgent() {
                agentAwake = true
                return .delivered(.handedOff(to: "mynd agent"))
            }
            return .unavailable("no mynd agent running", sticky: true)
        } catch {
            if Self.noBus(error) { return .unavailable(markBusDown(error), sticky: true) }
            return .unavailable("mynd agent: \(error)", sticky: true)
        }
    }

    private func notify(_ item: OutboxItem) -> Attempt {
        do {
            let capabilities = try bus.serverCapabilities()
            guard let server = try bus.serverOwner() else {
                return .unavailable("no notification server", sticky: true)
            }
            let actions = asAgent && capabilities.contains("actions")
            let replaces = (try? records.replaceableNotificationID(for: item, server: server)) ?? nil
            let buttons = item.payload(as: Buttons.self)
            let request = DesktopNotification.request(
                for: item, replacesID: replaces ?? 0, actions: actions, markup: capabilities.contains("body-markup"),
                asking: buttons?.asking ?? false, person: buttons?.person ?? false, language: language,
                persistence: capabilities.contains("persistence"))
            let id = try bus.notify(request)
            let via = actions ? "desktop notification with actions" : "desktop notification"
            let shown = ShownNotification(
                outboxId: item.id, serverId: id, server: server, kind: item.kind, ref: item.ref, withActions: actions,
                sender: asAgent ? .agent : .job, shownAt: now())
            return .delivered(.sent(via: via, shown: shown))
        } catch {
            if Self.noBus(error) { return .unavailable(markBusDown(error), sticky: true) }
            if case .remote(_, let name, _) = error, name == "org.freedesktop.DBus.Error.ServiceUnknown" {
                return .unavailable("no notification server", sticky: true)
            }
            return .unavailable("notification server: \(error)", sticky: true)
        }
    }

    private func runHelper(_ item: OutboxItem) -> Attempt {
        let arguments = HelperCommand.arguments(helper, for: item)
        let outcome = programs.run(arguments, timeout: timeouts.helper)
        let name = helper.words[0]
        guard outcome.succeeded else { return .unavailable("helper \(name): \(outcome.summary)", sticky: true) }
        return .delivered(.sent(via: "helper \(name)"))
    }

    /// Whether `error` means there is no bus to talk to at all (rather than a peer on it).
    private static func noBus(_ error: BusError) -> Bool {
        switch error {
        case .noSessionBus: return true
        case .system(let operation, _): return operation.hasPrefix("connect")
        default: return false
        }
    }

    /// With no bus, neither the agent nor the server can be reached: both links are down.
    @discardableResult
    private func markBusDown(_ error: BusError) -> String {
        let reason = error == .noSessionBus ? "no session bus" : "no session bus (\(error))"
        down[.agent] = down[.agent] ?? reason
        down[.notification] = reason
        return reason
    }
}
