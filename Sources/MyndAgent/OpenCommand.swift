package import MyndCore
import MyndPOSIX

/// What runs for a notification's "open" action: `[desktop] open_command` with `{id}` for
/// the goal's short id, or by default a terminal showing it. The morning digest is about no
/// single goal, so it opens a terminal with the stale goals (`mynd list --stale`).
package struct OpenCommand {
    /// `[desktop] open_command`, if set.
    package var configured: CommandWords?
    /// How to call this very mynd (its path, and any `--config`/`--db` the agent got), so the
    /// terminal shows the same graph without mynd having to be on PATH.
    package var mynd: String
    package var globalArguments: [String] = []

    package init(configured: CommandWords?, mynd: String, globalArguments: [String] = []) {
        self.configured = configured
        self.mynd = mynd
        self.globalArguments = globalArguments
    }

    /// Debian's alternative for "the terminal the person chose".
    package static let terminal = ["x-terminal-emulator", "-e"]

    package func arguments(forGoal shortID: String) -> [String] {
        if let configured { return configured.substituting(["id": shortID]) }
        // --wait: the window stays until the person presses Enter (it would close at once).
        return Self.terminal + [mynd, "show", shortID, "--wait"] + globalArguments
    }

    package func argumentsForDigest() -> [String] {
        Self.terminal + [mynd, "list", "--stale", "--wait"] + globalArguments
    }
}
