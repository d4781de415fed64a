import Foundation
import MyndCore

/// `[general]`, `[presence]` and `[power]`: the person's language, when idle counts as away,
/// and where power is read.
extension Config {
    static var general: ConfigSection {
        ConfigSection(
            name: "general",
            keys: [
                .value(
                    "language", \.language, shown: { quoted($0?.rawValue ?? "") },
                    note: "en | de | es | fr: what nudges, buttons, the briefing and",
                    "email are written in; \"\" = the locale's (LC_ALL, LC_MESSAGES, LANG)"
                ) { entry in
                    let code = try entry.string()
                    if code.isEmpty { return nil }
                    guard let language = Language(code: code) else {
                        throw entry.error(
                            "= \"\(code)\" is not a language mynd speaks: use one of \(Language.codes), or \"\" for the locale's")
                    }
                    return language
                }
            ])
    }

    /// Idle this long is away: from a minute to a day (logind's idle hint comes after the
    /// desktop's own idle delay, typically minutes).
    static var presence: ConfigSection {
        ConfigSection(
            name: "presence",
            keys: [
                .value(
                    "away_after", \.awayAfter, shown: { quoted($0.text) },
                    note: "idle this long counts as away: screen nudges wait for your return"
                ) { entry in
                    try entry.duration(within: 60...86_400, hint: "from 1m to 24h: use one like \"10m\" (idle this long counts as away)")
                }
            ])
    }

    static var power: ConfigSection {
        ConfigSection(
            name: "power",
            keys: [
                .value("supply_dir", \.supplyDir, shown: { quoted($0 ?? "/sys/class/power_supply") }) { entry in
                    let dir = try entry.string()
                    return dir.isEmpty ? nil : dir
                },
                .value("low_battery_percent", \.lowBatteryPercent, shown: { "\($0)" }) { try $0.integer(in: 0...100) },
            ])
    }
}
