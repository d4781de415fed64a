package import MyndCore
import MyndPOSIX
package import MyndStore

/// The one executor of what follows an answer (`AnswerEffect`), whichever interface took it:
/// the command line, a job reading the inbox, the agent. Each interface gives it its own
/// means — a process outside the agent reaches the agent and the screen through the session
/// bus (`outsideTheAgent`), the agent acts on itself — and `run` decides nothing else, so no
/// interface can forget one. Best effort: the answer is already recorded, and what cannot be
/// done now (no session bus) the agent does when it next wakes.
package struct AnswerEffects {
    /// Takes off the screen the notifications of nudges now answered.
    package var withdraw: () -> Void
    /// Tells a running agent to look again now (at the snoozes, a pause, presence).
    package var wakeAgent: () -> Void

    package init(withdraw: @escaping () -> Void, wakeAgent: @escaping () -> Void) {
        self.withdraw = withdraw
        self.wakeAgent = wakeAgent
    }

    /// Carries out `effects`, each once, in a fixed order: the screen first.
    package func run(_ effects: some Sequence<AnswerEffect>) {
        let effects = Set(effects)
        if effects.contains(.withdraw) { withdraw() }
        if effects.contains(.wakeAgent) { wakeAgent() }
    }

    /// For a process that is not the agent: the session bus, opened only when an effect needs
    /// it. An agent is woken only when the store names one that still runs (each records
    /// itself at its first look): a snooze on a machine without the agent loads no libsystemd
    /// for nothing. With `phone`, a nudge answered here leaves the phone too.
    package static func outsideTheAgent(
        store: GraphStore, now: @escaping () -> Timestamp, phone: PhoneWithdrawal? = nil
    ) -> AnswerEffects {
        AnswerEffects(
            withdraw: {
                _ = try? NotificationWithdrawal(bus: SessionBus(), store: store, now: now).withdrawAnswered()
                _ = try? phone?.withdrawAnswered(timeout: 5)
            },
            wakeAgent: {
                guard let watcher = try? store.presenceWatcher(), ProcessIdentity.mayBeRunning(watcher) else { return }
                _ = try? SessionBus(timeouts: DesktopTimeouts(wake: 1)).wakeAgent()
            })
    }
}
