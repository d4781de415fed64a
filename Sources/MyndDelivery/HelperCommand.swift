public import MyndCore
import MyndPOSIX

/// The `[desktop] helper` call for a row: the configured words, then `--`, the summary and
/// the body, each one argument. `notify-send` also gets mynd's app name, urgency and
/// category; any other helper gets only the texts, so a small script can be one.
public enum HelperCommand {
    public static func arguments(_ helper: CommandWords, for item: OutboxItem) -> [String] {
        var arguments = helper.words
        if arguments[0].split(separator: "/").last == "notify-send" {
            arguments += [
                "--app-name=mynd", "--urgency=normal", "--category=\(DesktopNotification.category(for: item.kind))",
            ]
        }
        // "--": a goal that starts with "-" is text, not an option.
        return arguments + [
            "--", DesktopNotification.plain(item.title, keepNewlines: false),
            DesktopNotification.plain(item.body, keepNewlines: true),
        ]
    }
}
