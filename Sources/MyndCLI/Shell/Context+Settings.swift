import MyndAgent
import MyndCore
import MyndDelivery
import MyndDelivery
import MyndInstall
import MyndJobs
import MyndPOSIX
import MyndStore

/// The config, as each module takes it: the one place settings are handed out.
extension Context {
    /// The channels this build can deliver to, for what the config asks: email only when
    /// `[smtp]` is set up, as SPEC has it off while `[smtp] url` is empty.
    func deliverable(_ configured: [Channel]) -> [Channel] {
        configured.filter { $0 != .email || config.smtp.isEnabled }
    }

    var jobSettings: JobSettings {
        var settings = JobSettings(
            now: now, zone: zone, limits: config.limits, morning: config.morning,
            followUpChannels: deliverable(config.followUpChannels), digestChannels: deliverable(config.digestChannels),
            lowBatteryPercent: config.lowBatteryPercent)
        settings.language = language.language
        return settings
    }

    var agentSettings: AgentSettings {
        var settings = AgentSettings(
            fixedStart: environment["MYND_NOW"].flatMap { $0.isEmpty ? nil : now }, zone: zone, quietHours: config.quietHours,
            snoozeDefault: config.snoozeDefault, helper: config.desktop.helper, openCommand: config.desktop.openCommand,
            supplyDir: config.supplyDir, environment: environment)
        settings.language = language.language
        return settings
    }

    var installation: Installation {
        Installation(configPath: paths.config, morning: config.morning, timeZone: config.timeZoneName, environment: environment)
    }

    /// Takes off the screen the notifications of follow-ups this command closed, when it can
    /// reach the session bus; otherwise the agent does when it next wakes. Never fails the
    /// command: the answer is already recorded.
    func withdrawAnswered(from store: GraphStore) {
        _ = try? NotificationWithdrawal(bus: SessionBus(), store: store, now: { [now] in now }).withdrawAnswered()
    }

    var systemProbe: SystemProbe {
        SystemProbe(configuredSupplyDir: config.supplyDir, environment: environment)
    }
}
