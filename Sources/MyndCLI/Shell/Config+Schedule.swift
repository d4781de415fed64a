import Foundation
import MyndCore

/// `[schedule]`: the zone, the quiet hours, the morning, and the rules of nudging.
extension Config {
    static var schedule: ConfigSection {
        ConfigSection(
            name: "schedule",
            keys: [
                .value(
                    "timezone", \.timeZoneName, shown: { quoted($0 ?? "") }, note: "IANA name like \"Europe/Berlin\"; \"\" = the system's"
                ) {
                    entry in
                    let zone = try entry.string()
                    if zone.isEmpty { return nil }
                    guard TimeZone(identifier: zone) != nil else {
                        throw entry.error(
                            "= \"\(zone)\" is not an IANA time zone: use a name like \"Europe/Berlin\" (see `timedatectl list-timezones`) or \"\" for the system's"
                        )
                    }
                    return zone
                },
                .value(
                    "quiet_hours", \.quietHours, shown: { quoted($0?.description ?? "") },
                    note: "nothing is shown in these hours; \"\" disables"
                ) { entry in
                    let text = try entry.string()
                    do {
                        return try QuietHours.parse(text)
                    } catch {
                        throw entry.error("= \"\(text)\": \(error)")
                    }
                },
                .value("morning_insight_time", \.morning, shown: { quoted($0.description) }) { entry in
                    let text = try entry.string()
                    guard let time = ClockTime(text) else {
                        throw entry.error("= \"\(text)\" is not a time of day: use HH:MM, like \"08:00\"")
                    }
                    return time
                },
                .duration("stale_after", \.staleAfter, note: "a goal untouched this long gets a follow-up"),
                .value("max_notifications_per_day", \.maxNotificationsPerDay, shown: { "\($0)" }) { try $0.integer(in: 0...1000) },
                .duration("min_gap", \.minGap),
                .duration("cooldown", \.cooldown),
                .duration("snooze_default", \.snoozeDefault, note: "what \"Later\" means, everywhere"),
                .duration("answer_window", \.answerWindow, note: "a nudge unanswered this long is closed as unanswered"),
                .value("ask_after", \.askAfter, shown: { "\($0)" }, note: "dismissed/unanswered in a row before \"still want this?\"") {
                    try $0.integer(in: 1...100)
                },
                .value("adaptive", \.adaptive, shown: { "\($0)" }, note: "send at the hours you answer, learned; false: at once") {
                    try $0.bool()
                },
                .value("max_wait", \.maxWait, shown: { quoted($0.text) }, note: "the longest a due nudge waits for a better hour") {
                    entry in
                    let wait = try entry.duration()
                    guard wait.totalSeconds <= 86_400 else {
                        throw entry.error("must be at most a day: use a duration like \"8h\", or adaptive = false never to wait")
                    }
                    return wait
                },
            ])
    }
}
