import MyndAI
import MyndDelivery
import MyndMail
import Foundation
import MyndCore
import TOMLKit

/// The settings this version of mynd reads from `config.toml` (SPEC "Config"). Every key is
/// optional; a missing file means all defaults.
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
    var cooldown = DurationText(days: 1)
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
    /// `[presence] away_after`: idle this long is away.
    var awayAfter = DurationText(seconds: PresencePolicy.defaultAwayAfterSeconds)

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

    /// Every key SPEC defines, so a typo is caught instead of silently ignored. Keys that later
    /// parts of mynd read are accepted here already.
    static let knownKeys: [String: Set<String>] = [
        "general": ["language"],
        "schedule": [
            "timezone", "quiet_hours", "morning_insight_time", "stale_after", "max_notifications_per_day", "min_gap", "cooldown",
            "snooze_default", "answer_window", "ask_after", "adaptive", "max_wait",
        ],
        "presence": ["away_after"],
        "power": ["supply_dir", "low_battery_percent"],
        "ai": ["base_url", "key_file", "model_followup", "model_digest", "daily_token_budget", "monthly_budget_usd", "batch", "prices"],
        "channels": ["followup", "digest"],
        "desktop": ["helper", "open_command"],
        "smtp": ["url", "starttls", "ca_file", "username", "password_file", "from", "to"],
        "imap": ["url", "username", "password_file", "ca_file", "allow_from", "processed_folder", "confirm", "reply_window"],
    ]

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
        var config = Config()
        for (section, value) in table {
            guard let keys = knownKeys[section] else {
                throw CLIError(.config, "\(path): unknown section [\(section)] (known: \(knownKeys.keys.sorted().joined(separator: ", ")))")
            }
            guard let sectionTable = value.table else {
                throw CLIError(.config, "\(path): '\(section)' must be a [\(section)] table")
            }
            for (key, _) in sectionTable where !keys.contains(key) {
                throw CLIError(.config, "\(path): unknown key '\(key)' in [\(section)] (known: \(keys.sorted().joined(separator: ", ")))")
            }
        }
        let reader = Reader(table: table, path: path)
        func string(_ key: String) throws -> String? { try reader.string("schedule", key) }
        func duration(_ key: String) throws -> DurationText? {
            guard let s = try string(key) else { return nil }
            guard let d = DurationText(s), d.totalSeconds > 0 else {
                throw CLIError(
                    .config,
                    "\(path): schedule.\(key) = \"\(s)\" is not a duration: use a number and a unit, like \"30m\", \"2h\" or \"3d\"")
            }
            return d
        }
        if let code = try reader.string("general", "language"), !code.isEmpty {
            guard let language = Language(code: code) else {
                throw CLIError(
                    .config,
                    "\(path): general.language = \"\(code)\" is not a language mynd speaks: use one of \(Language.codes), or \"\" for the locale's"
                )
            }
            config.language = language
        }
        if let zone = try string("timezone"), !zone.isEmpty {
            guard TimeZone(identifier: zone) != nil else {
                throw CLIError(
                    .config,
                    "\(path): schedule.timezone = \"\(zone)\" is not an IANA time zone: use a name like \"Europe/Berlin\" (see `timedatectl list-timezones`) or \"\" for the system's"
                )
            }
            config.timeZoneName = zone
        }
        if let d = try duration("stale_after") { config.staleAfter = d }
        if let d = try duration("snooze_default") { config.snoozeDefault = d }
        if let d = try duration("min_gap") { config.minGap = d }
        if let d = try duration("cooldown") { config.cooldown = d }
        if let d = try duration("answer_window") {
            guard d.totalSeconds > 0 else {
                throw CLIError(.config, "\(path): schedule.answer_window must be longer than 0: use a duration like \"12h\"")
            }
            config.answerWindow = d
        }
        if let n = try reader.integer("schedule", "ask_after", in: 1...100) { config.askAfter = n }
        if let b = try reader.bool("schedule", "adaptive") { config.adaptive = b }
        if let d = try duration("max_wait") {
            guard d.totalSeconds <= 86_400 else {
                throw CLIError(
                    .config,
                    "\(path): schedule.max_wait must be at most a day: use a duration like \"8h\", or adaptive = false never to wait")
            }
            config.maxWait = d
        }
        if let text = try string("quiet_hours") {
            do {
                config.quietHours = try QuietHours.parse(text)
            } catch {
                throw CLIError(.config, "\(path): schedule.quiet_hours = \"\(text)\": \(error)")
            }
        }
        if let text = try string("morning_insight_time") {
            guard let time = ClockTime(text) else {
                throw CLIError(
                    .config, "\(path): schedule.morning_insight_time = \"\(text)\" is not a time of day: use HH:MM, like \"08:00\"")
            }
            config.morning = time
        }
        if let n = try reader.integer("schedule", "max_notifications_per_day", in: 0...1000) { config.maxNotificationsPerDay = n }
        if let dir = try reader.string("power", "supply_dir"), !dir.isEmpty { config.supplyDir = dir }
        if let n = try reader.integer("power", "low_battery_percent", in: 0...100) { config.lowBatteryPercent = n }
        if let list = try reader.channels("followup") { config.followUpChannels = list }
        if let list = try reader.channels("digest") { config.digestChannels = list }
        config.ai = try AIConfig.parse(reader)
        config.desktop = try DesktopConfig.parse(reader)
        config.smtp = try SMTPConfig.parse(reader)
        config.imap = try IMAPConfig.parse(reader, smtp: config.smtp)
        if let awayAfter = try awayAfter(reader) { config.awayAfter = awayAfter }
        return config
    }

    /// Typed access to `section.key`, each failure one line naming the key and what it takes.
    struct Reader {
        var table: TOMLTable
        var path: String

        func value(_ section: String, _ key: String) -> (any TOMLValueConvertible)? {
            table[section]?.table?[key]
        }

        func string(_ section: String, _ key: String) throws -> String? {
            guard let value = value(section, key) else { return nil }
            guard let s = value.string else {
                throw CLIError(.config, "\(path): \(section).\(key) must be a string in quotes, like \(key) = \"…\"")
            }
            return s
        }

        func bool(_ section: String, _ key: String) throws -> Bool? {
            guard let value = value(section, key) else { return nil }
            guard let b = value.bool else {
                throw CLIError(.config, "\(path): \(section).\(key) must be true or false (without quotes)")
            }
            return b
        }

        func integer(_ section: String, _ key: String, in range: ClosedRange<Int>) throws -> Int? {
            guard let value = value(section, key) else { return nil }
            guard let n = value.int, range.contains(n) else {
                throw CLIError(.config, "\(path): \(section).\(key) must be a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return n
        }

        func channels(_ key: String) throws -> [Channel]? {
            guard let value = value("channels", key) else { return nil }
            let names = Channel.allCases.map(\.rawValue).joined(separator: ", ")
            guard let array = value.array else {
                throw CLIError(.config, "\(path): channels.\(key) must be a list, like \(key) = [\"desktop\"] (channels: \(names))")
            }
            var result: [Channel] = []
            for item in array {
                guard let name = item.string, let channel = Channel(rawValue: name) else {
                    throw CLIError(
                        .config, "\(path): channels.\(key) has \(item.debugDescription), which is not a channel (channels: \(names))")
                }
                if !result.contains(channel) { result.append(channel) }
            }
            return result
        }
    }
}
