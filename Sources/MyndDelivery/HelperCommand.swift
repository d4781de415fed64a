package import MyndCore
import MyndPOSIX

/// The `[desktop] helper` call for a row: the configured words, then `--`, the summary and
/// the body, each one argument. `notify-send` also gets mynd's app name, urgency and
/// category, no expiry (a nudge and the briefing stay until read, as over D-Bus), and the
/// body with markup escaped; any other helper gets only the plain texts, so a small script
/// can be one.
package enum HelperCommand {
    package static func arguments(_ helper: CommandWords, for item: OutboxItem) -> [String] {
        var arguments = helper.words
        var body = DesktopNotification.plain(item.body, keepNewlines: true)
        if arguments[0].split(separator: "/").last == "notify-send" {
            arguments += [
                "--app-name=mynd", "--urgency=normal", "--category=\(DesktopNotification.category(for: item.kind))",
                "--expire-time=0",
            ]
            // notify-send hands the body on as is, and the servers people run read markup in
            // it: escaped, "<b>" and "<a href=…>" in a goal show as written and link nowhere.
            body = DesktopNotification.escaped(body)
        }
        // "--": a goal that starts with "-" is text, not an option.
        return arguments + ["--", DesktopNotification.plain(item.title, keepNewlines: false), body]
    }
}
