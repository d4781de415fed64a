package import MyndCore

/// `[desktop]`: what runs when the notification bus is missing, and for the "open" action.
/// Both are command lines split into argv here (see `CommandWords`) and never given to a shell.
package struct DesktopConfig: Sendable {
    /// Called with `--`, the summary and the body as arguments (notify-send also gets mynd's
    /// app name, urgency and category).
    package var helper = CommandWords(words: ["notify-send"])
    /// Run for a follow-up's "open" action, `{id}` replaced by the goal's short id;
    /// nil: a terminal showing `mynd show ID`.
    package var openCommand: CommandWords?

    package init() {}
}
