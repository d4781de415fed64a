import MyndAgent
import MyndCore
import MyndDelivery
import MyndInstall
import MyndJobs
import MyndMail
import MyndPOSIX
import MyndStore
import MyndTemplates

/// The config, as each module takes it: the one place settings are handed out.
extension Context {
    var jobSettings: JobSettings {
        var settings = JobSettings(
            now: now, zone: zone, limits: config.limits, morning: config.morning,
            followUpChannels: declarations(config.followUpChannels), digestChannels: declarations(config.digestChannels),
            lowBatteryPercent: config.lowBatteryPercent)
        settings.language = language.language
        // The briefing goes to the phone only when asked for.
        if !config.phone.digest { settings.digestChannels.removeAll { $0.kind == .phone } }
        settings.phoneMaxPerDay = config.phone.maxPerDay
        settings.shareEventTitles = config.calendar.shareTitles
        settings.phoneInMeetings = config.calendar.phoneInMeetings
        return settings
    }

    var agentSettings: AgentSettings {
        var settings = AgentSettings(
            fixedStart: environment["MYND_NOW"].flatMap { $0.isEmpty ? nil : now }, zone: zone, quietHours: config.quietHours,
            snoozeDefault: config.snoozeDefault, helper: config.desktop.helper, openCommand: config.desktop.openCommand,
            supplyDir: config.supplyDir, environment: environment)
        settings.awayAfter = config.awayAfter.totalSeconds
        settings.limits = config.limits
        settings.language = language.language
        return settings
    }

    /// Mail, out and in, from `[smtp]` and `[imap]`: MyndMail does the rest (the reply key
    /// beside the database, the inbox's meanings and answers).
    func mail() -> Mail {
        var settings = MailSettings(
            smtp: config.smtp, imap: config.imap, database: paths.database, environment: environment, now: now, zone: zone,
            snoozeDefault: config.snoozeDefault, limits: config.limits)
        settings.language = language.language
        return Mail(settings)
    }

    /// The message templates in the person's language: built in, or the person's overrides
    /// (checked as they load).
    func templates() throws -> TemplateSet {
        do {
            return try TemplateSet(overrideFolder: paths.templates, language: language.language.rawValue)
        } catch {
            throw CLIError(.config, "\(error): fix or remove the file")
        }
    }

    var installation: Installation {
        Installation(configPath: paths.config, morning: config.morning, timeZone: config.timeZoneName, environment: environment)
    }

    var systemProbe: SystemProbe {
        SystemProbe(configuredSupplyDir: config.supplyDir, environment: environment)
    }
}
