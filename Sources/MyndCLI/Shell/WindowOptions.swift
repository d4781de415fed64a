import ArgumentParser
import MyndPOSIX

/// `--wait`: for a terminal window a notification's "Open" or "See more" opened, which would
/// close the moment the command ends.
struct WindowOptions: ParsableArguments {
    @Flag(help: "On a terminal, wait for Enter before ending (a window opened from a notification stays).")
    var wait = false

    func waitIfAsked() {
        guard wait, ThisProcess.inputIsTerminal, ThisProcess.outputIsTerminal else { return }
        Output.prompt("\n(press Enter to close)")
        _ = readLine()
    }
}
