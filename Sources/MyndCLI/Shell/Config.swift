import MyndAI
import MyndDelivery
import MyndMail
import Foundation
import MyndCore
import TOMLKit

/// The settings this version of mynd reads from `config.toml`, each starting at its default.
/// Every key is optional; a missing file means all defaults. Which key sets what, and how it
/// is checked, is declared once per key in `sections`.
struct Config {
    /// `[general] language`: nil (or empty) means the locale's (`LanguageChoice`).
    var language: Language?
    /// IANA name; nil means the system's zone (TZ, /etc/localtime).
    var timeZoneName: String?
    var staleAfter = DurationText(days: 3)
    var snoozeDefault = DurationText(seconds: 3600)
    var quietHours: QuietHours? = QuietHours(start: ClockTime(hour: 22, minute: 0)!, end: ClockTime(hour: 7, minute: 0)!)
    var morning = ClockTime.defaultMorning
    var maxNotificationsPerDay = 5
    var minGap = DurationText(seconds: 7200)
    var cooldown = DurationText(seconds: 86_400)
    var answerWindow = DurationText(seconds: 12 * 3600)
    var askAfter = 3
    var adaptive = true
    var maxWait = DurationText(seconds: 8 * 3600)
    /// nil: `MYND_POWER_SUPPLY_DIR`, then /sys/class/power_supply.
    var supplyDir: String?
    var lowBatteryPercent = 10
    var followUpChannels: [Channel] = [.desktop]
    var digestChannels: [Channel] = [.desktop, .email]
    var ai = AIConfig()
    var desktop = DesktopConfig()
    var smtp = SMTPConfig()
    var imap = IMAPConfig()
    var phone = PhoneConfig()
    /// `[presence] away_after`: idle this long is away.
    var awayAfter = DurationText(seconds: PresencePolicy.defaultAwayAfterSeconds)
    var calendar = CalendarConfig()

    /// The follow-up rules as the planner takes them.
    var limits: FollowUpLimits {
        var limits = FollowUpLimits(
            staleAfter: staleAfter, maxPerDay: maxNotificationsPerDay, minGap: minGap.totalSeconds,
            cooldown: cooldown.totalSeconds, quietHours: quietHours)
        limits.answerWindow = answerWindow.totalSeconds
        limits.askAfter = askAfter
        limits.adaptive = adaptive
        limits.maxWait = maxWait.totalSeconds
        return limits
    }

    /// The tables of config.toml, in the order the template lists them and the parse reads
    /// them ([imap] after [smtp], whose `to` it defaults to). Each key is declared once, in its
    /// section's file.
    static var sections: [ConfigSection] { [general, presence, schedule, power, ai, channels, desktop, smtp, imap, calendar, phone] }

    static func load(path: String, mustExist: Bool) throws -> Config {
        guard let data = FileManager.default.contents(atPath: path) else {
            if !mustExist && !FileManager.default.fileExists(atPath: path) { return Config() }
            throw CLIError(.config, "cannot read config \(path): check that it exists and is readable")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CLIError(.config, "\(path) is not UTF-8 text: save it as UTF-8")
        }
        return try parse(text, path: path)
    }

    static func parse(_ text: String, path: String) throws -> Config {
        // The TOML reader ends a string at an escaped NUL without a word: the value would be
        // cut short ("notify\u0000send" read as "notify"). No setting has a use for one.
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains("\\u0000") || line.contains("\\U00000000") || line.contains("\0") {
            throw CLIError(.config, "\(path):\(number + 1): a NUL character (\\u0000) in a value: remove it")
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw CLIError(.config, "\(path):\(error.source.begin.line): \(error.description): fix the TOML syntax")
        }
        // Built once: every key's declaration is a closure or two, and each command reads them.
        let sections = sections
        try checkNames(table, sections: sections, path: path)
        var config = Config()
        for section in sections { try section.read(into: &config, from: table, path: path) }
        return config
    }

    /// Refuses a section or key no declaration names, so a typo is caught instead of silently
    /// ignored.
    private static func checkNames(_ table: TOMLTable, sections: [ConfigSection], path: String) throws {
        let known = Dictionary(uniqueKeysWithValues: sections.map { ($0.name, Set($0.keys.map(\.name))) })
        for (section, value) in table {
            guard let keys = known[section] else {
                throw CLIError(.config, "\(path): unknown section [\(section)] (known: \(known.keys.sorted().joined(separator: ", ")))")
            }
            guard let sectionTable = value.table else {
                throw CLIError(.config, "\(path): '\(section)' must be a [\(section)] table")
            }
            for (key, _) in sectionTable where !keys.contains(key) {
                throw CLIError(.config, "\(path): unknown key '\(key)' in [\(section)] (known: \(keys.sorted().joined(separator: ", ")))")
            }
        }
    }
}
